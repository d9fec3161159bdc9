import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Search bars and search controllers (docs/uikit-rules.md §16).

/// A fruit list filtered by a search controller in its navigation item, as tutorials write it.
final class FruitSearchVC: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchResultsUpdating,
    UISearchControllerDelegate, UISearchBarDelegate {
    let fruits = ["Apple", "Banana", "Cherry", "Mango"]
    var filtered: [String] = []
    let tableView = UITableView(frame: .zero)
    let searchController = UISearchController(searchResultsController: nil)
    var log: [String] = []
    var picked: String?

    var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text ?? "").isEmpty }
    var shown: [String] { isFiltering ? filtered : fruits }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.searchBar.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search fruits"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked = shown[indexPath.row] }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = fruits.filter { $0.lowercased().contains(text.lowercased()) }
        log.append("update active=\(searchController.isActive) text=\"\(text)\" shown=\(shown)")
        tableView.reloadData()
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent active=\(searchController.isActive)") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent active=\(searchController.isActive)") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss active=\(searchController.isActive)") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBeginEditing active=\(searchController.isActive)") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel text=\"\(searchBar.text ?? "")\"") }
}

/// A plain search bar from the storyboard, its delegate the screen: it refuses digits and filters
/// when the keyboard's Search key is tapped.
final class PlainSearchVC: UIViewController, UISearchBarDelegate {
    var searchBar: UISearchBar!
    var log: [String] = []

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBeginEditing") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location) \(range.length) \(text)")
        return !text.contains(where: \.isNumber)
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search \(searchBar.text ?? "")")
        searchBar.resignFirstResponder()
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEndEditing") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel text=\(searchBar.text ?? "")") }
}

final class SearchTests: XCTestCase {
    @MainActor
    private func fruitApp() throws -> (TestApp, FruitSearchVC) {
        let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "list"), SB.scene("list", "FruitSearchVC")]),
                          classes: [glue(FruitSearchVC.self, "FruitSearchVC")])
        app.launch()
        let controller = try XCTUnwrap(app.visible as? FruitSearchVC)
        app.markNow()
        return (app, controller)
    }

    /// R16.2, R16.3, R16.4: a tap in the navigation item's search bar activates the controller
    /// (will/did present, then the bar's delegate begins editing, then the updater); every typed
    /// text asks the bar's delegate, changes the text, tells the delegate, then the updater; a
    /// tapped row is one of the filtered rows; Cancel tells the delegate (text still there), clears
    /// the text, ends editing, dismisses the controller, and the updater hears it once more.
    func testASearchControllerInTheNavigationItemFiltersTheTable() throws {
        try MainActor.assumeIsolated {
            let (app, controller) = try fruitApp()
            let bar = controller.searchController.searchBar
            XCTAssertTrue(controller.navigationItem.searchController === controller.searchController)
            XCTAssertEqual(bar.text, "")
            XCTAssertEqual(bar.placeholder, "Search fruits")
            XCTAssertFalse(controller.searchController.isActive)
            XCTAssertFalse(bar.workbookShowsCancelButton)

            XCTAssertTrue(bar.becomeFirstResponder())
            XCTAssertTrue(bar.workbookReplaceText(with: "an"))
            XCTAssertEqual(app.newEvents(), [
                "FruitSearchVC#1.searchBarShouldBeginEditing(_:) -> true",
                "FruitSearchVC#1.willPresentSearchController(_:)",
                "FruitSearchVC#1.didPresentSearchController(_:)",
                "FruitSearchVC#1.searchBarTextDidBeginEditing(_:)",
                "FruitSearchVC#1.updateSearchResults(for:) UISearchController#1",
                "FruitSearchVC#1.searchBar(_:shouldChangeTextIn:replacementText:) \"an\" -> true",
                "FruitSearchVC#1.searchBar(_:textDidChange:) \"an\"",
                "FruitSearchVC#1.updateSearchResults(for:) UISearchController#1",
            ])
            XCTAssertEqual(controller.log, [
                "willPresent active=false", "didPresent active=true", "didBeginEditing active=true",
                "update active=true text=\"\" shown=[\"Apple\", \"Banana\", \"Cherry\", \"Mango\"]",
                "textDidChange an", "update active=true text=\"an\" shown=[\"Banana\", \"Mango\"]",
            ])
            XCTAssertTrue(bar.isFirstResponder)
            XCTAssertTrue(bar.workbookShowsCancelButton)

            try controller.tableView.workbookTapRow(IndexPath(row: 1, section: 0))
            XCTAssertEqual(controller.picked, "Mango")
            app.markNow()
            controller.log = []

            bar.workbookTapCancel()
            XCTAssertEqual(app.newEvents(), [
                "FruitSearchVC#1.searchBarCancelButtonClicked(_:)",
                "FruitSearchVC#1.searchBarShouldEndEditing(_:) -> true",
                "FruitSearchVC#1.searchBarTextDidEndEditing(_:)",
                "FruitSearchVC#1.willDismissSearchController(_:)",
                "FruitSearchVC#1.didDismissSearchController(_:)",
                "FruitSearchVC#1.updateSearchResults(for:) UISearchController#1",
            ])
            XCTAssertEqual(controller.log, [
                "cancel text=\"an\"", "willDismiss", "didDismiss active=false",
                "update active=false text=\"\" shown=[\"Apple\", \"Banana\", \"Cherry\", \"Mango\"]",
            ])
            XCTAssertFalse(bar.isFirstResponder)
            XCTAssertFalse(bar.workbookShowsCancelButton)
            XCTAssertTrue(bar.workbookSearchControllerIsInactive)
        }
    }

    /// R16.2: `isActive = true` from code presents the controller (the delegate hears it) without
    /// making the bar edit or asking the updater; `false` dismisses it.
    func testActivatingFromCodeTellsTheDelegateOnly() throws {
        try MainActor.assumeIsolated {
            let (app, controller) = try fruitApp()
            controller.searchController.isActive = true
            controller.searchController.isActive = true
            XCTAssertFalse(controller.searchController.searchBar.isFirstResponder)
            controller.searchController.isActive = false
            XCTAssertEqual(app.newEvents(), [
                "FruitSearchVC#1.willPresentSearchController(_:)",
                "FruitSearchVC#1.didPresentSearchController(_:)",
                "FruitSearchVC#1.willDismissSearchController(_:)",
                "FruitSearchVC#1.didDismissSearchController(_:)",
            ])
        }
    }

    /// R16.1, R16.3, R16.4: a storyboard search bar (its `delegate` outlet, placeholder and Cancel
    /// button); the delegate can refuse a text; Search tells the delegate; Cancel on a plain bar
    /// only tells the delegate (the text stays, editing goes on).
    func testAPlainSearchBarWithADelegate() throws {
        try MainActor.assumeIsolated {
            var barModel = ViewModel(id: "bar", kind: .searchBar, placeholder: "Name", isOn: true)
            barModel.outlets = [OutletModel(property: "delegate", destinationID: "plain")]
            let scene = SceneModel(controller: ControllerModel(id: "plain", customClass: "PlainSearchVC",
                                                               view: ViewModel(id: "root", kind: .view, subviews: [barModel]),
                                                               outlets: [OutletModel(property: "searchBar", destinationID: "bar")]))
            let app = TestApp(SB.document(initial: "plain", [scene]), classes: [
                glue(PlainSearchVC.self, "PlainSearchVC", outlets: ["searchBar": { ($0 as! PlainSearchVC).searchBar = $1 as? UISearchBar }]),
            ])
            let controller = try XCTUnwrap(app.launch() as? PlainSearchVC)
            app.markNow()
            let bar = try XCTUnwrap(controller.searchBar)
            XCTAssertTrue(bar.delegate === controller)
            XCTAssertEqual(bar.placeholder, "Name")
            XCTAssertTrue(bar.showsCancelButton)
            XCTAssertTrue(bar.searchTextField.superview === bar)

            XCTAssertTrue(bar.becomeFirstResponder())
            XCTAssertTrue(bar.workbookReplaceText(with: "Kim"))
            XCTAssertFalse(bar.workbookReplaceText(with: "Kim2"))
            XCTAssertEqual(bar.text, "Kim")
            bar.workbookTapCancel()
            XCTAssertEqual(bar.text, "Kim")
            XCTAssertTrue(bar.isFirstResponder)
            bar.workbookTapSearchButton()
            XCTAssertEqual(controller.log, [
                "didBeginEditing", "shouldChange 0 0 Kim", "textDidChange Kim", "shouldChange 0 3 Kim2",
                "cancel text=Kim", "search Kim", "didEndEditing",
            ])
            XCTAssertEqual(app.newEvents(), [
                "PlainSearchVC#1.searchBarShouldBeginEditing(_:) -> true",
                "PlainSearchVC#1.searchBarTextDidBeginEditing(_:)",
                "PlainSearchVC#1.searchBar(_:shouldChangeTextIn:replacementText:) \"Kim\" -> true",
                "PlainSearchVC#1.searchBar(_:textDidChange:) \"Kim\"",
                "PlainSearchVC#1.searchBar(_:shouldChangeTextIn:replacementText:) \"Kim2\" -> false",
                "PlainSearchVC#1.searchBarCancelButtonClicked(_:)",
                "PlainSearchVC#1.searchBarSearchButtonClicked(_:)",
                "PlainSearchVC#1.searchBarShouldEndEditing(_:) -> true",
                "PlainSearchVC#1.searchBarTextDidEndEditing(_:)",
            ])
            XCTAssertFalse(bar.isFirstResponder)
        }
    }

    /// A storyboard table view's header search bar is the table's `tableHeaderView` and one of its subviews.
    func testATableHeaderSearchBarFromTheStoryboard() throws {
        try MainActor.assumeIsolated {
            var table = ViewModel(id: "table", kind: .tableView, subviews: [ViewModel(id: "bar", kind: .searchBar, text: "a")])
            table.tableHeaderViewID = "bar"
            let scene = SceneModel(controller: ControllerModel(id: "plain", customClass: "PlainSearchVC",
                                                               view: ViewModel(id: "root", kind: .view, subviews: [table]),
                                                               outlets: [OutletModel(property: "searchBar", destinationID: "bar")]))
            let app = TestApp(SB.document(initial: "plain", [scene]), classes: [
                glue(PlainSearchVC.self, "PlainSearchVC", outlets: ["searchBar": { ($0 as! PlainSearchVC).searchBar = $1 as? UISearchBar }]),
            ])
            let controller = try XCTUnwrap(app.launch() as? PlainSearchVC)
            let tableView = try XCTUnwrap(controller.view.subviews.first as? UITableView)
            XCTAssertTrue(tableView.tableHeaderView === controller.searchBar)
            XCTAssertTrue(controller.searchBar.superview === tableView)
            XCTAssertEqual(controller.searchBar.text, "a")
            XCTAssertNil(controller.searchBar.delegate)
        }
    }
}
