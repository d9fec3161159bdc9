import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// §12: a split view controller on an iPhone-sized screen, shaped like Xcode's "Master-Detail
// App" template: the entry point is a split view controller whose `masterViewController`
// relationship leads to a navigation controller holding a table view controller, and whose
// `detailViewController` relationship leads to a navigation controller holding the detail
// screen; the prototype cell has a `showDetail` segue to the detail navigation controller.

/// The template's MasterViewController, with a fixed list instead of dates.
final class SplitMasterVC: UITableViewController {
    let objects = ["Apple", "Banana", "Cherry"]
    var collapsedInViewWillAppear: [Bool] = []
    var splitInAwakeFromNib: UISplitViewController?
    var destinationInPrepare: String?

    /// Stanford CS193p's set-up: the master makes itself the split view's delegate here.
    override func awakeFromNib() {
        super.awakeFromNib()
        splitInAwakeFromNib = splitViewController
    }
    var topInPrepare: String?

    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
        collapsedInViewWillAppear.append(splitViewController!.isCollapsed)
        super.viewWillAppear(animated)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail", let indexPath = tableView.indexPathForSelectedRow else { return }
        destinationInPrepare = String(describing: type(of: segue.destination))
        let controller = (segue.destination as! UINavigationController).topViewController as! SplitDetailVC
        topInPrepare = String(describing: type(of: controller))
        controller.detailItem = objects[indexPath.row]
        controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        controller.navigationItem.leftItemsSupplementBackButton = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { objects.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel!.text = objects[indexPath.row]
        return cell
    }
}

/// The template's DetailViewController; it notes what it sees when it appears.
final class SplitDetailVC: UIViewController {
    var detailItem: String?
    weak var navigationControllerSeen: UINavigationController?
    var movingToParentSeen: Bool?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationControllerSeen = navigationController
        movingToParentSeen = isMovingToParent
    }
}

/// The template's app delegate part: the empty detail is discarded, so the list shows at launch.
final class SplitTemplateDelegate: UISplitViewControllerDelegate {
    var separateCalls = 0
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let secondaryAsNavController = secondaryViewController as? UINavigationController else { return false }
        guard let topAsDetailController = secondaryAsNavController.topViewController as? SplitDetailVC else { return false }
        return topAsDetailController.detailItem == nil
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        separateCalls += 1
        return nil
    }
}

final class SplitViewTests: XCTestCase {
    @MainActor static let classes = [
        glue(SplitMasterVC.self, "SplitMasterVC"),
        glue(SplitDetailVC.self, "SplitDetailVC"),
    ]

    /// The template's storyboard: split → (master navigation → master table, detail navigation → detail).
    static func document() -> StoryboardDocument {
        var cell = ViewModel(id: "cell", kind: .tableViewCell,
                             segues: [SB.segue("toDetail", to: "detailNav", kind: .showDetail, identifier: "showDetail")])
        cell.reuseIdentifier = "Cell"
        var table = ViewModel(id: "table", kind: .tableView)
        table.prototypeCells = [cell]
        table.outlets = [OutletModel(property: "dataSource", destinationID: "master"), OutletModel(property: "delegate", destinationID: "master")]
        let master = SceneModel(controller: ControllerModel(id: "master", kind: .tableViewController, customClass: "SplitMasterVC",
                                                            title: "Master", view: table))
        let detail = SB.scene("detail", "SplitDetailVC", views: [SB.label("detailLabel", text: "Detail view content goes here")])
        let split = SceneModel(controller: ControllerModel(
            id: "split", kind: .splitViewController,
            segues: [
                SegueModel(id: "split-master", kind: .relationship, destinationID: "masterNav", relationship: "masterViewController"),
                SegueModel(id: "split-detail", kind: .relationship, destinationID: "detailNav", relationship: "detailViewController"),
            ]))
        return SB.document(initial: "split", [SB.navigation("masterNav", root: "master"), detail, split, master,
                                              SB.navigation("detailNav", root: "detail")])
    }

    /// Launches as the template does: the delegate is set (and the display mode button placed)
    /// between decoding and `makeKeyAndVisible`, as the app or scene delegate does it.
    @MainActor
    private func launch(delegate: UISplitViewControllerDelegate?) -> (TestApp, UISplitViewController) {
        let app = TestApp(Self.document(), classes: Self.classes)
        let split = app.storyboard.instantiateInitialViewController() as! UISplitViewController
        app.window.rootViewController = split
        let navigationController = split.viewControllers[split.viewControllers.count - 1] as! UINavigationController
        navigationController.topViewController!.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.delegate = delegate
        app.window.makeKeyAndVisible()
        app.drain()
        return (app, split)
    }

    /// The split view controller decodes its primary then its secondary with itself (R12.1).
    static let decoding = [
        "UISplitViewController#1.init(coder:)",
        "UINavigationController#1.init(coder:)",
        "SplitMasterVC#1.init(coder:)",
        "SplitMasterVC#1.awakeFromNib",
        "UINavigationController#1.awakeFromNib",
        "UINavigationController#2.init(coder:)",
        "SplitDetailVC#1.init(coder:)",
        "SplitDetailVC#1.awakeFromNib",
        "UINavigationController#2.awakeFromNib",
        "UISplitViewController#1.awakeFromNib",
        "UIWindow#1.makeKeyAndVisible",
        "UISplitViewController#1.loadView",
        "UINavigationController#1.loadView",
        "UINavigationController#1.viewDidLoad",
        "UINavigationController#2.loadView",
        "UINavigationController#2.viewDidLoad",
        "UISplitViewController#1.viewDidLoad",
        "UISplitViewController#1.viewWillAppear(_:) animated=false",
        "UINavigationController#1.viewWillAppear(_:) animated=false",
        "SplitMasterVC#1.loadView",
        "SplitMasterVC#1.viewDidLoad",
        "SplitMasterVC#1.viewWillAppear(_:) animated=false",
        "UINavigationController#2.viewWillAppear(_:) animated=false",
        "SplitDetailVC#1.loadView",
        "SplitDetailVC#1.viewDidLoad",
        "SplitDetailVC#1.viewWillAppear(_:) animated=false",
    ]

    /// R12.1–R12.3: the template at launch. Both children get `viewWillAppear`, then the split
    /// view collapses: the delegate discards the empty detail, which disappears; only the
    /// master's list appears. The split view keeps the discarded detail alive.
    func testTemplateLaunchDiscardsTheEmptyDetailAndShowsTheList() throws {
        try MainActor.assumeIsolated {
            let delegate = SplitTemplateDelegate()
            let (app, split) = launch(delegate: delegate)
            XCTAssertEqual(app.newLines(fromStart: true), Self.decoding + [
                "SplitTemplateDelegate#1.splitViewController(_:collapseSecondary:onto:) UINavigationController#2 onto=UINavigationController#1 -> true",
                "UINavigationController#2.viewWillDisappear(_:) animated=false",
                "SplitDetailVC#1.viewWillDisappear(_:) animated=false",
                "UINavigationController#2.viewDidDisappear(_:) animated=false",
                "SplitDetailVC#1.viewDidDisappear(_:) animated=false",
                "UISplitViewController#1.viewDidAppear(_:) animated=false",
                "UINavigationController#1.viewDidAppear(_:) animated=false",
                "SplitMasterVC#1.viewDidAppear(_:) animated=false",
            ])
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(split.viewControllers.map { String(describing: type(of: $0)) }, ["UINavigationController"])
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let master = try XCTUnwrap(masterNav.topViewController as? SplitMasterVC)
            XCTAssertEqual(master.collapsedInViewWillAppear, [true], "isCollapsed is already true in the children's first viewWillAppear")
            XCTAssertTrue(master.clearsSelectionOnViewWillAppear)
            XCTAssertIdentical(master.splitViewController, split)
            XCTAssertIdentical(master.splitInAwakeFromNib, split, "the children are linked before their awakeFromNib")
            XCTAssertIdentical(app.visible, master)
            XCTAssertEqual(masterNav.viewControllers.count, 1)
            XCTAssertNotNil(split.preservedSecondary, "the discarded secondary is kept by the split view")
            XCTAssertNil(split.preservedSecondary?.parent)
            XCTAssertEqual(delegate.separateCalls, 0, "an iPhone-sized screen never expands")
        }
    }

    /// R12.3: without a delegate (or when it returns false), the primary navigation controller's
    /// `collapseSecondaryViewController(_:for:)` pushes the detail navigation controller onto its
    /// stack: the app starts on the empty detail, with Back to the list.
    func testLaunchWithoutTheDelegateStartsOnTheDetailPushedOntoTheMaster() throws {
        try MainActor.assumeIsolated {
            let (app, split) = launch(delegate: nil)
            XCTAssertEqual(app.newLines(fromStart: true), Self.decoding + [
                "UINavigationController#1.pushViewController(_:animated:) UINavigationController#2 animated=false",
                "SplitMasterVC#1.viewWillDisappear(_:) animated=false",
                "SplitMasterVC#1.viewDidDisappear(_:) animated=false",
                "UISplitViewController#1.viewDidAppear(_:) animated=false",
                "UINavigationController#1.viewDidAppear(_:) animated=false",
                "UINavigationController#2.viewDidAppear(_:) animated=false",
                "SplitDetailVC#1.viewDidAppear(_:) animated=false",
            ])
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let detailNav = try XCTUnwrap(masterNav.viewControllers.last as? UINavigationController)
            XCTAssertEqual(split.viewControllers.count, 1)
            XCTAssertEqual(masterNav.viewControllers.map { String(describing: type(of: $0)) }, ["SplitMasterVC", "UINavigationController"])
            let detail = try XCTUnwrap(detailNav.topViewController as? SplitDetailVC)
            XCTAssertIdentical(app.visible, detail)
            XCTAssertIdentical(detail.navigationController, detailNav, "the detail's navigationController is its own, nested one")
            XCTAssertIdentical(detailNav.navigationController, masterNav)
            XCTAssertIdentical(detail.splitViewController, split)
            XCTAssertIdentical(detail.workbookBackNavigationController, masterNav, "Back pops the master's navigation controller")
        }
    }

    /// The same with a delegate that keeps the detail (returns false): asked, then the default.
    func testADelegateReturningFalseGetsTheDefaultCollapse() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(), classes: Self.classes)
            let split = try XCTUnwrap(app.storyboard.instantiateInitialViewController() as? UISplitViewController)
            let detail = try XCTUnwrap((split.viewControllers[1] as? UINavigationController)?.topViewController as? SplitDetailVC)
            detail.detailItem = "kept"
            let delegate = SplitTemplateDelegate()
            split.delegate = delegate
            app.window.rootViewController = split
            app.window.makeKeyAndVisible()
            app.drain()
            let lines = app.newLines(fromStart: true)
            XCTAssertEqual(Array(lines[Self.decoding.count...].prefix(2)), [
                "SplitTemplateDelegate#1.splitViewController(_:collapseSecondary:onto:) UINavigationController#2 onto=UINavigationController#1 -> false",
                "UINavigationController#1.pushViewController(_:animated:) UINavigationController#2 animated=false",
            ])
            XCTAssertIdentical(app.visible, detail)
        }
    }

    /// R12.3: `primaryViewController(forCollapsing:)` is asked first; nil keeps the first child.
    func testPrimaryForCollapsingIsAskedFirst() throws {
        try MainActor.assumeIsolated {
            final class Asking: UISplitViewControllerDelegate {
                func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
            }
            let delegate = Asking()
            let (app, split) = launch(delegate: delegate)
            let lines = app.newLines(fromStart: true)
            XCTAssertEqual(Array(lines[Self.decoding.count...].prefix(2)), [
                "Asking#1.primaryViewController(forCollapsing:) -> nil",
                "UINavigationController#1.pushViewController(_:animated:) UINavigationController#2 animated=false",
            ], "a delegate without collapseSecondary: the primary's default collapse")
            XCTAssertEqual(split.viewControllers.count, 1)
        }
    }

    /// R12.4: a row's `showDetail` segue while collapsed. `prepare` sees a new detail navigation
    /// controller; the split view keeps it in place of the secondary it discarded at launch
    /// (released then) and hands it to the master navigation controller's `show`, which pushes
    /// it (nested); the detail appears inside it, not moving to its own parent.
    func testTappingARowPushesTheNewDetailNavigationOntoTheMaster() throws {
        try MainActor.assumeIsolated {
            let (app, split) = launch(delegate: SplitTemplateDelegate())
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let master = try XCTUnwrap(masterNav.topViewController as? SplitMasterVC)
            app.markNow()
            try master.tableView.workbookTapRow(IndexPath(row: 1, section: 0))
            XCTAssertEqual(app.newLines(), [
                "SplitMasterVC#1.tableView(_:numberOfRowsInSection:) section=0",
                "SplitMasterVC#1.tableView(_:cellForRowAt:) row=1 section=0",
                "SplitMasterVC#1.shouldPerformSegue(withIdentifier:sender:) \"showDetail\" sender=UITableViewCell#1",
                "UINavigationController#3.init(coder:)",
                "SplitDetailVC#2.init(coder:)",
                "SplitDetailVC#2.awakeFromNib",
                "UINavigationController#3.awakeFromNib",
                "SplitMasterVC#1.prepare(for:sender:) segue=\"showDetail\" destination=UINavigationController#3 sender=UITableViewCell#1",
                "SplitMasterVC#1.showDetailViewController(_:sender:) UINavigationController#3",
                "UISplitViewController#1.showDetailViewController(_:sender:) UINavigationController#3",
                "UINavigationController#2.deinit",
                "SplitDetailVC#1.deinit",
                "UINavigationController#1.show(_:sender:) UINavigationController#3",
                "UINavigationController#1.pushViewController(_:animated:) UINavigationController#3 animated=true",
                "SplitMasterVC#1.tableView(_:didSelectRowAt:) row=1 section=0",
            ])
            XCTAssertEqual(master.destinationInPrepare, "UINavigationController")
            XCTAssertEqual(master.topInPrepare, "SplitDetailVC")
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "UINavigationController#3.loadView",
                "UINavigationController#3.viewDidLoad",
                "SplitMasterVC#1.viewWillDisappear(_:) animated=true",
                "UINavigationController#3.viewWillAppear(_:) animated=true",
                "SplitDetailVC#2.loadView",
                "SplitDetailVC#2.viewDidLoad",
                "SplitDetailVC#2.viewWillAppear(_:) animated=true",
                "SplitMasterVC#1.viewDidDisappear(_:) animated=true",
                "UINavigationController#3.viewDidAppear(_:) animated=true",
                "SplitDetailVC#2.viewDidAppear(_:) animated=true",
            ])
            let detailNav = try XCTUnwrap(masterNav.topViewController as? UINavigationController)
            let detail = try XCTUnwrap(detailNav.topViewController as? SplitDetailVC)
            XCTAssertEqual(detail.detailItem, "Banana")
            XCTAssertIdentical(app.visible, detail)
            XCTAssertIdentical(detail.navigationControllerSeen, detailNav)
            XCTAssertEqual(detail.movingToParentSeen, false, "the detail stays the root of its own navigation controller")
            XCTAssertEqual(split.viewControllers.count, 1, "still collapsed: only the primary")
            XCTAssertIdentical(split.preservedSecondary, detailNav)
            XCTAssertTrue(split.displayModeButtonItem.isHidden, "the display mode button has nothing to show in a compact width")
            XCTAssertIdentical(detail.navigationItem.leftBarButtonItem, split.displayModeButtonItem)
        }
    }

    /// R12.5: Back pops the detail navigation controller off the master's stack. The split view
    /// still holds it (its last secondary) until the next detail replaces it.
    func testBackPopsTheDetailAndTheNextDetailReleasesIt() throws {
        try MainActor.assumeIsolated {
            let (app, split) = launch(delegate: SplitTemplateDelegate())
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let master = try XCTUnwrap(masterNav.topViewController as? SplitMasterVC)
            try master.tableView.workbookTapRow(IndexPath(row: 0, section: 0))
            app.drain()
            app.markNow()
            let back = try XCTUnwrap(app.visible?.workbookBackNavigationController)
            XCTAssertIdentical(back, masterNav)
            back.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "UINavigationController#1.popViewController(animated:) animated=true",
                "UINavigationController#3.viewWillDisappear(_:) animated=true",
                "SplitDetailVC#2.viewWillDisappear(_:) animated=true",
                "SplitMasterVC#1.viewWillAppear(_:) animated=true",
                "UINavigationController#3.viewDidDisappear(_:) animated=true",
                "SplitDetailVC#2.viewDidDisappear(_:) animated=true",
                "SplitMasterVC#1.viewDidAppear(_:) animated=true",
            ], "no deinit: the split view keeps its last secondary")
            XCTAssertEqual(master.collapsedInViewWillAppear, [true, true])
            XCTAssertIdentical(app.visible, master)
            XCTAssertEqual(masterNav.viewControllers.count, 1)

            try master.tableView.workbookTapRow(IndexPath(row: 2, section: 0))
            let lines = app.newLines()
            let replaced = try XCTUnwrap(lines.firstIndex(of: "UISplitViewController#1.showDetailViewController(_:sender:) UINavigationController#4"))
            XCTAssertEqual(Array(lines[(replaced + 1)...].prefix(4)), [
                "UINavigationController#3.deinit",
                "SplitDetailVC#2.deinit",
                "UINavigationController#1.show(_:sender:) UINavigationController#4",
                "UINavigationController#1.pushViewController(_:animated:) UINavigationController#4 animated=true",
            ], "the new secondary takes the old one's place in the split view, which releases it")
        }
    }

    /// R12.6: `show(_:sender:)` from the master goes to its navigation controller, which pushes;
    /// the split view is not involved. From the split view itself, collapsed, it presents.
    func testShowFromCodePushesOntoTheMasterNavigation() throws {
        try MainActor.assumeIsolated {
            let (app, split) = launch(delegate: SplitTemplateDelegate())
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let master = try XCTUnwrap(masterNav.topViewController as? SplitMasterVC)
            app.markNow()
            let detail = SplitDetailVC()
            master.show(detail, sender: nil)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "SplitDetailVC#2.init(nibName:bundle:)",
                "SplitMasterVC#1.show(_:sender:) SplitDetailVC#2",
                "UINavigationController#1.show(_:sender:) SplitDetailVC#2",
                "UINavigationController#1.pushViewController(_:animated:) SplitDetailVC#2",
                "SplitDetailVC#2.loadView",
                "SplitDetailVC#2.viewDidLoad",
                "SplitMasterVC#1.viewWillDisappear(_:)",
                "SplitDetailVC#2.viewWillAppear(_:)",
                "SplitMasterVC#1.viewDidDisappear(_:)",
                "SplitDetailVC#2.viewDidAppear(_:)",
            ])
            XCTAssertEqual(detail.movingToParentSeen, true)
            XCTAssertIdentical(detail.navigationController, masterNav)

            let other = PlainVC()
            split.show(other, sender: nil)
            XCTAssertIdentical(split.presentedViewController, other, "the split view's own show presents when collapsed")
        }
    }

    /// R12.4: `showDetailViewController` called from code on the master does what the segue does.
    func testShowDetailFromCodeWithAPlainDetailPushesIt() throws {
        try MainActor.assumeIsolated {
            let (app, split) = launch(delegate: SplitTemplateDelegate())
            let masterNav = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
            let master = try XCTUnwrap(masterNav.topViewController as? SplitMasterVC)
            app.markNow()
            let detail = SplitDetailVC()
            master.showDetailViewController(detail, sender: master)
            XCTAssertEqual(app.newEvents(), [
                "SplitDetailVC#2.init(nibName:bundle:)",
                "SplitMasterVC#1.showDetailViewController(_:sender:) SplitDetailVC#2",
                "UISplitViewController#1.showDetailViewController(_:sender:) SplitDetailVC#2",
                "UINavigationController#2.deinit",
                "SplitDetailVC#1.deinit",
                "UINavigationController#1.show(_:sender:) SplitDetailVC#2",
                "UINavigationController#1.pushViewController(_:animated:) SplitDetailVC#2",
            ])
            app.drain()
            XCTAssertIdentical(app.visible, detail)
            XCTAssertEqual(masterNav.viewControllers.count, 2)
        }
    }

    /// R12.7: what the split view reports on an iPhone-sized screen.
    func testPropertiesOnAnIPhoneSizedScreen() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(Self.document(), classes: Self.classes)
            let split = try XCTUnwrap(app.storyboard.instantiateInitialViewController() as? UISplitViewController)
            XCTAssertFalse(split.isCollapsed, "not collapsed before it is shown")
            XCTAssertEqual(split.viewControllers.count, 2)
            XCTAssertEqual(split.style, .unspecified)
            XCTAssertEqual(split.preferredDisplayMode, .automatic)
            split.preferredDisplayMode = .allVisible
            XCTAssertEqual(split.preferredDisplayMode, .oneBesideSecondary)
            XCTAssertIdentical(split.displayModeButtonItem, split.displayModeButtonItem, "one item, made once")
            XCTAssertIdentical(split.viewControllers[0].splitViewController, split)
            XCTAssertNil(PlainVC().splitViewController)
            app.window.rootViewController = split
            app.window.makeKeyAndVisible()
            app.drain()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(split.displayMode, .allVisible)
            XCTAssertTrue(split.displayModeButtonItem.isHidden)
        }
    }

    /// R12.8: the column-style split view (iOS 14) collapses to its secondary by default: the
    /// secondary's controller is pushed onto the primary's navigation controller, which UIKit
    /// made around the primary; a delegate can choose the primary instead.
    func testColumnStyleCollapsesOntoThePrimaryNavigation() throws {
        try MainActor.assumeIsolated {
            final class TopPrimary: UISplitViewControllerDelegate {
                func splitViewController(_ svc: UISplitViewController,
                                         topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
                    .primary
                }
            }
            for (delegate, expected) in [(nil, "ResultVC"), (TopPrimary(), "FormVC")] as [(UISplitViewControllerDelegate?, String)] {
                let app = TestApp(SB.document(initial: nil, []), classes: Glue.all)
                let split = UISplitViewController(style: .doubleColumn)
                let list = FormVC()
                let detail = ResultVC()
                split.setViewController(list, for: .primary)
                split.setViewController(detail, for: .secondary)
                split.delegate = delegate
                XCTAssertIdentical(split.viewController(for: .primary), list)
                XCTAssertNotNil(list.navigationController, "a column's controller is wrapped in a navigation controller")
                app.window.rootViewController = split
                app.window.makeKeyAndVisible()
                app.drain()
                XCTAssertTrue(split.isCollapsed)
                XCTAssertEqual(String(describing: type(of: app.visible!)), expected)
                XCTAssertIdentical(list.navigationController?.viewControllers.first, list)
                if expected == "FormVC" {
                    split.show(.secondary)
                    app.drain()
                    XCTAssertIdentical(app.visible, detail)
                    XCTAssertIdentical(detail.navigationController, list.navigationController)
                }
                withExtendedLifetime(delegate) {}
            }
        }
    }
}
