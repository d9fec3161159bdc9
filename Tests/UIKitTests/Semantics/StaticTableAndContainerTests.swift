import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Issue 28 (3): static table cells (storyboard `dataMode="static"`, a settings form) and
// container views with embed segues; (4): a table delegate's optional calls traced only when the
// learner's class implements them, and the old row deselected before another is selected.

/// A settings form in a static table: outlets to controls inside the cells, an action from a
/// switch in a cell, a selection segue from a cell, and `didSelectRowAt`.
final class SettingsVC: UITableViewController {
    var nameField: UITextField!
    var notifySwitch: UISwitch!
    var outletsInViewDidLoad: [Bool] = []
    var senderInPrepare: Any?
    var selectedInPrepare: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsInViewDidLoad = [nameField != nil, notifySwitch != nil]
        nameField.text = "Kim"
    }

    @IBAction func notifyChanged(_ sender: UISwitch) {}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        senderInPrepare = sender
        selectedInPrepare = tableView.indexPathForSelectedRow
    }
}

/// The parent of a container view: what it saw of its embedded child in `prepare` and `viewDidLoad`.
final class ParentVC: UIViewController {
    var titleLabel: UILabel!
    var child: ChildVC?
    var childViewLoadedInPrepare: Bool?
    var outletSetInPrepare: Bool?
    var childrenInViewDidLoad: [UIViewController] = []
    var childParentInViewDidLoad: UIViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "EmbedChild", let child = segue.destination as? ChildVC else { return }
        self.child = child
        childViewLoadedInPrepare = child.isViewLoaded
        outletSetInPrepare = titleLabel != nil
        child.greeting = "hello"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        childrenInViewDidLoad = children
        childParentInViewDidLoad = child?.parent
    }
}

/// An embedded child that traces its containment callbacks (as `MovingVC` does).
final class ChildVC: MovingVC {
    var greeting = ""
    var greetingInViewDidLoad: String?
    override func viewDidLoad() { greetingInViewDidLoad = greeting }
}

/// A list whose delegate implements only what the test says (the glue lists its methods).
final class ListVC: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// The same list with the selection methods.
final class SelectingListVC: UITableViewController {
    var keepRow0Selected = false
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        keepRow0Selected && indexPath.row == 0 ? nil : indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

final class StaticTableAndContainerTests: XCTestCase {
    /// The storyboard of a settings form: a navigation controller, the static table (two
    /// sections: a text field cell and a switch cell; an "About" cell with a Show segue).
    @MainActor
    private func settingsApp() -> (TestApp, SettingsVC) {
        let nameCell = ViewModel(id: "nameCell", kind: .tableViewCell, subviews: [ViewModel(id: "nameField", kind: .textField)])
        let switchCell = ViewModel(id: "switchCell", kind: .tableViewCell, subviews: [
            ViewModel(id: "notify", kind: .switch, actions: [ActionModel(selector: "notifyChanged:", destinationID: "settings", eventType: "valueChanged")]),
        ])
        let aboutCell = ViewModel(id: "aboutCell", kind: .tableViewCell, subviews: [SB.label("aboutLabel", text: "About")],
                                  segues: [SB.segue("toAbout", to: "about", identifier: "ShowAbout")])
        var table = ViewModel(id: "table", kind: .tableView)
        table.staticSections = [
            TableSectionModel(headerTitle: "Profile", cells: [nameCell, switchCell]),
            TableSectionModel(footerTitle: "Version 1.0", cells: [aboutCell]),
        ]
        table.outlets = [OutletModel(property: "dataSource", destinationID: "settings"), OutletModel(property: "delegate", destinationID: "settings")]
        let settings = SceneModel(controller: ControllerModel(
            id: "settings", kind: .tableViewController, customClass: "SettingsVC", view: table,
            outlets: [OutletModel(property: "nameField", destinationID: "nameField"), OutletModel(property: "notifySwitch", destinationID: "notify")]))
        let document = SB.document(initial: "nav", [SB.navigation("nav", root: "settings"), settings, SB.scene("about", "PlainVC")])
        let classes = [glue(SettingsVC.self, "SettingsVC", actions: [
            "notifyChanged:": ClassGlue.Action(swiftName: "notifyChanged(_:)") { target, sender in
                (target as! SettingsVC).notifyChanged(sender as! UISwitch)
            },
        ], outlets: [
            "nameField": { ($0 as! SettingsVC).nameField = $1 as? UITextField },
            "notifySwitch": { ($0 as! SettingsVC).notifySwitch = $1 as? UISwitch },
        ])]
        let app = TestApp(document, classes: classes + Glue.all)
        let navigation = app.launch() as! UINavigationController
        app.markNow()
        return (app, navigation.topViewController as! SettingsVC)
    }

    /// Static cells are decoded with the scene: the controller's outlets to controls inside them
    /// are set by `viewDidLoad`, the cells are the table's rows (UITableViewController's own data
    /// source answers from the storyboard's sections), and a control's action in a cell reaches
    /// the controller.
    func testStaticCellsAreTheRowsAndTheirOutletsAreConnected() throws {
        try MainActor.assumeIsolated {
            let (app, settings) = settingsApp()
            XCTAssertEqual(settings.outletsInViewDidLoad, [true, true])
            let table = settings.tableView!
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
            XCTAssertEqual(settings.tableView(table, titleForHeaderInSection: 0), "Profile")
            XCTAssertEqual(settings.tableView(table, titleForFooterInSection: 1), "Version 1.0")
            let nameCell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertTrue(settings.nameField.isDescendant(of: nameCell), "the outlet is the text field inside the first cell")
            XCTAssertEqual(settings.nameField.text, "Kim")
            XCTAssertTrue(table.subviews.contains(nameCell), "the form's cells are on screen")
            app.markNow()
            settings.notifySwitch.isOn = true
            settings.notifySwitch.sendActions(for: .valueChanged)
            XCTAssertEqual(app.newEvents(), ["SettingsVC#1.notifyChanged(_:) sender=UISwitch#1"])
        }
    }

    /// Tapping a static cell with a segue: the segue is performed with the cell as sender (the
    /// row selected), then `didSelectRowAt`, as for a prototype cell (R1.7).
    func testTappingAStaticCellPerformsItsSegueThenDidSelect() throws {
        try MainActor.assumeIsolated {
            let (app, settings) = settingsApp()
            try settings.tableView.workbookTapRow(IndexPath(row: 0, section: 1))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "SettingsVC#1.tableView(_:numberOfRowsInSection:) section=1",
                "SettingsVC#1.tableView(_:cellForRowAt:) row=0 section=1",
                "SettingsVC#1.shouldPerformSegue(withIdentifier:sender:) \"ShowAbout\" sender=UITableViewCell#1",
                "PlainVC#1.init(coder:)",
                "PlainVC#1.awakeFromNib",
                "SettingsVC#1.prepare(for:sender:) segue=\"ShowAbout\" destination=PlainVC#1 sender=UITableViewCell#1",
                "SettingsVC#1.show(_:sender:) PlainVC#1",
                "UINavigationController#1.show(_:sender:) PlainVC#1",
                "UINavigationController#1.pushViewController(_:animated:) PlainVC#1",
                "SettingsVC#1.tableView(_:didSelectRowAt:) row=0 section=1",
                "PlainVC#1.loadView",
                "PlainVC#1.viewDidLoad",
                "SettingsVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "SettingsVC#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
            ])
            let aboutCell = settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
            XCTAssertTrue((settings.senderInPrepare as AnyObject?) === aboutCell)
            XCTAssertEqual(settings.selectedInPrepare, IndexPath(row: 0, section: 1))
        }
    }

    /// R2.6: a container view's embed segue, while the parent's view loads: the child is decoded,
    /// the parent prepares it (its own outlets already set, the child's view not loaded, sender
    /// the parent), the child is added and its view loads into the container, all before the
    /// parent's `viewDidLoad`; then both appear, parent first.
    func testEmbedSegueMakesAndPreparesTheChildBeforeTheParentsViewDidLoad() {
        MainActor.assumeIsolated {
            let container = ViewModel(id: "container", kind: .other, elementName: "containerView",
                                      segues: [SB.segue("embed", to: "child", kind: .embed, identifier: "EmbedChild")])
            let parent = SB.scene("parent", "ParentVC", views: [SB.label("title", text: "Title"), container],
                                  outlets: [OutletModel(property: "titleLabel", destinationID: "title")])
            let document = SB.document(initial: "parent", [parent, SB.scene("child", "ChildVC")])
            let classes = [
                glue(ParentVC.self, "ParentVC", outlets: ["titleLabel": { ($0 as! ParentVC).titleLabel = $1 as? UILabel }]),
                glue(ChildVC.self, "ChildVC"),
            ]
            let app = TestApp(document, classes: classes + Glue.all)
            let parentVC = app.launch() as! ParentVC
            XCTAssertEqual(app.newEvents(), [
                "ParentVC#1.init(coder:)",
                "ParentVC#1.awakeFromNib",
                "UIWindow#1.makeKeyAndVisible",
                "ParentVC#1.loadView",
                "ChildVC#1.init(coder:)",
                "ChildVC#1.awakeFromNib",
                "ParentVC#1.prepare(for:sender:) segue=\"EmbedChild\" destination=ChildVC#1 sender=ParentVC#1",
                "ChildVC#1.willMove(toParent:) ParentVC#1",
                "ChildVC#1.loadView",
                "ChildVC#1.viewDidLoad",
                "ChildVC#1.didMove(toParent:) ParentVC#1",
                "ParentVC#1.viewDidLoad",
                "ParentVC#1.viewWillAppear(_:)",
                "ChildVC#1.viewWillAppear(_:)",
                "ParentVC#1.viewDidAppear(_:)",
                "ChildVC#1.viewDidAppear(_:)",
            ])
            XCTAssertEqual(parentVC.childViewLoadedInPrepare, false)
            XCTAssertEqual(parentVC.outletSetInPrepare, true)
            XCTAssertEqual(parentVC.child?.greetingInViewDidLoad, "hello")
            XCTAssertTrue(parentVC.childrenInViewDidLoad.first === parentVC.child)
            XCTAssertTrue(parentVC.childParentInViewDidLoad === parentVC)
            let containerView = parentVC.workbookObjectsByID["container"] as? UIView
            XCTAssertTrue(parentVC.child?.view.superview === containerView)
        }
    }

    @MainActor
    private func listApp<List: UITableViewController>(_ type: List.Type, methods: [String]) -> (TestApp, List) {
        let name = String(describing: type)
        let list = SceneModel(controller: ControllerModel(id: "list", kind: .tableViewController, customClass: name,
                                                          view: ViewModel(id: "table", kind: .tableView)))
        var classGlue = glue(type, name)
        classGlue.methods = methods
        let app = TestApp(SB.document(initial: "list", [list]), classes: [classGlue])
        let controller = app.launch() as! List
        app.markNow()
        return (app, controller)
    }

    /// UIKit calls an optional delegate method only when the delegate responds to it: a list
    /// that does not implement `didSelectRowAt` or `didDeselectRowAt` has no such line in the
    /// trace (a check for it must fail), while the required data source calls are traced.
    func testOptionalDelegateCallsAreTracedOnlyWhenImplemented() throws {
        try MainActor.assumeIsolated {
            let (app, list) = listApp(ListVC.self, methods: [
                "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
            ])
            try list.tableView.workbookTapRow(IndexPath(row: 0, section: 0))
            try list.tableView.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ListVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "ListVC#1.tableView(_:cellForRowAt:) row=0 section=0",
                "ListVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "ListVC#1.tableView(_:cellForRowAt:) row=1 section=0",
            ])
            XCTAssertEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }

    /// Selecting another row in single selection deselects the old one first:
    /// `willDeselectRowAt` (not traced), `didDeselectRowAt` for the old row, then the new row's
    /// `didSelectRowAt`. `willDeselectRowAt` returning nil keeps the old row selected. In multiple
    /// selection a tap on a selected row deselects it, with no `didSelectRowAt`.
    func testSelectingAnotherRowDeselectsTheOldOneFirst() throws {
        try MainActor.assumeIsolated {
            let methods = ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "tableView(_:didSelectRowAt:)",
                           "tableView(_:willDeselectRowAt:)", "tableView(_:didDeselectRowAt:)"]
            let (app, list) = listApp(SelectingListVC.self, methods: methods)
            let table = list.tableView!
            try table.workbookTapRow(IndexPath(row: 0, section: 0))
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 2, section: 0))
            XCTAssertEqual(app.newEvents(), [
                "SelectingListVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "SelectingListVC#1.tableView(_:cellForRowAt:) row=2 section=0",
                "SelectingListVC#1.tableView(_:didDeselectRowAt:) row=0 section=0",
                "SelectingListVC#1.tableView(_:didSelectRowAt:) row=2 section=0",
            ])
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)

            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            list.keepRow0Selected = true
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 1, section: 0))
            XCTAssertEqual(app.newEvents().filter { $0.contains(".tableView(_:did") }, [
                "SelectingListVC#1.tableView(_:didSelectRowAt:) row=1 section=0",
            ])
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])

            table.allowsMultipleSelection = true
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 1, section: 0))
            XCTAssertEqual(app.newEvents().filter { $0.contains(".tableView(_:did") }, [
                "SelectingListVC#1.tableView(_:didDeselectRowAt:) row=1 section=0",
            ])
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
        }
    }
}
