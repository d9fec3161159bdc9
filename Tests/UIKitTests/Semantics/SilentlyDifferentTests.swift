import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Issue 28 (4): behaviours that used to be silently different from a device: more than five
// tabs, custom containment's appearance callbacks, presenting over a current context, and a
// timer's strong reference to its target.

/// A tab that records its appearance callbacks as a learner's prints would (the trace has them anyway).
final class TabVC: UIViewController {}

/// A custom container that adds and removes a child by hand.
final class CardContainerVC: UIViewController {}

/// A stopwatch screen: a repeating timer whose target is the screen.
final class StopwatchVC: UIViewController {
    var timer: Timer?
    var ticks = 0
    var invalidateOnDisappear = false
    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true)
    }
    func tick(_ timer: Timer) { ticks += 1 }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if invalidateOnDisappear { timer?.invalidate() }
    }
}

final class SilentlyDifferentTests: XCTestCase {
    /// Six tabs, each a `TabVC` titled "T0" … "T5".
    @MainActor
    private func sixTabs(tabBarClass: String? = nil) -> (TestApp, UITabBarController, [UIViewController]) {
        var scenes: [SceneModel] = []
        var relationships: [SegueModel] = []
        for index in 0..<6 {
            var scene = SB.scene("t\(index)", "TabVC")
            scene.controller.tabBarItem = TabBarItemModel(id: "item\(index)", title: "T\(index)")
            scenes.append(scene)
            relationships.append(SegueModel(id: "r\(index)", kind: .relationship, destinationID: "t\(index)", relationship: "viewControllers"))
        }
        let tabs = SceneModel(controller: ControllerModel(id: "tabs", kind: .tabBarController, customClass: tabBarClass, segues: relationships))
        let app = TestApp(SB.document(initial: "tabs", scenes + [tabs]), classes: [glue(TabVC.self, "TabVC"), TabBarTests.tabsGlue])
        let controller = app.launch() as! UITabBarController
        app.markNow()
        return (app, controller, controller.viewControllers ?? [])
    }

    /// R9.7: on an iPhone a tab bar shows at most five items: with six tabs, the first four and
    /// More. `viewControllers` keeps all six. Tapping More shows the More navigation controller
    /// (its list of the other tabs); a row of the list pushes its tab onto it, which is then the
    /// selected view controller; another tab of the bar switches away as usual.
    func testMoreThanFiveTabsShowFourAndMore() throws {
        try MainActor.assumeIsolated {
            let (app, tabs, controllers) = sixTabs()
            XCTAssertEqual(controllers.count, 6)
            XCTAssertEqual(tabs.tabBar.items?.map(\.workbookVisibleTitle), ["T0", "T1", "T2", "T3", "More"])
            XCTAssertEqual(tabs.workbookMoreTitles, ["T4", "T5"])
            let more = tabs.moreNavigationController
            XCTAssertIdentical(more.parent, tabs)

            tabs.workbookTapTab(at: 4)
            app.drain()
            let list = try XCTUnwrap(more.topViewController)
            XCTAssertEqual(app.newEvents(), [
                "UINavigationController#1.loadView",
                "UINavigationController#1.viewDidLoad",
                "UINavigationController#1.viewWillAppear(_:)",
                "UIMoreListController#1.loadView",
                "UIMoreListController#1.viewDidLoad",
                "UIMoreListController#1.viewWillAppear(_:)",
                "TabVC#1.viewWillDisappear(_:)",
                "TabVC#1.viewDidDisappear(_:)",
                "UINavigationController#1.viewDidAppear(_:)",
                "UIMoreListController#1.viewDidAppear(_:)",
            ])
            XCTAssertIdentical(tabs.selectedViewController, more)
            XCTAssertEqual(tabs.selectedIndex, NSNotFound)
            XCTAssertIdentical(app.visible, list)

            let table = try XCTUnwrap((list as? UITableViewController)?.tableView)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "T5")
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents().filter { !$0.hasPrefix("UIMoreListController#1.tableView") }, [
                "UINavigationController#1.pushViewController(_:animated:) TabVC#6",
                "TabVC#6.loadView",
                "TabVC#6.viewDidLoad",
                "UIMoreListController#1.viewWillDisappear(_:)",
                "TabVC#6.viewWillAppear(_:)",
                "UIMoreListController#1.viewDidDisappear(_:)",
                "TabVC#6.viewDidAppear(_:)",
            ])
            XCTAssertIdentical(tabs.selectedViewController, controllers[5])
            XCTAssertEqual(tabs.selectedIndex, 5)
            XCTAssertIdentical(controllers[5].navigationController, more)
            XCTAssertIdentical(controllers[5].tabBarController, tabs)
            XCTAssertIdentical(app.visible, controllers[5])

            tabs.workbookTapTab(at: 0)
            app.drain()
            XCTAssertIdentical(app.visible, controllers[0])
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }

    /// R9.7 [I]: a row of the More list asks the delegate about its tab, as a tap on a tab of the
    /// bar does: refused, nothing is pushed; allowed, the tab is pushed, then `didSelect`.
    func testARowOfTheMoreListAsksTheDelegateThenTellsIt() throws {
        try MainActor.assumeIsolated {
            let (app, tabs, controllers) = sixTabs(tabBarClass: "TabsVC")
            let owner = try XCTUnwrap(tabs as? TabBarTests.TabsVC)
            tabs.workbookTapTab(at: 4)
            app.drain()
            let more = tabs.moreNavigationController
            let table = try XCTUnwrap((more.topViewController as? UITableViewController)?.tableView)
            owner.allow = false
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents().filter { !$0.hasPrefix("UIMoreListController#1.tableView") },
                           ["TabsVC#1.tabBarController(_:shouldSelect:) TabVC#6 -> false"])
            XCTAssertEqual(more.viewControllers.count, 1, "refused: nothing is pushed")
            XCTAssertIdentical(tabs.selectedViewController, more)

            owner.allow = true
            app.markNow()
            try table.workbookTapRow(IndexPath(row: 1, section: 0))
            app.drain()
            XCTAssertEqual(app.newEvents().filter { !$0.hasPrefix("UIMoreListController#1.tableView") }, [
                "TabsVC#1.tabBarController(_:shouldSelect:) TabVC#6 -> true",
                "UINavigationController#1.pushViewController(_:animated:) TabVC#6",
                "TabsVC#1.tabBarController(_:didSelect:) TabVC#6",
                "TabVC#6.loadView",
                "TabVC#6.viewDidLoad",
                "UIMoreListController#1.viewWillDisappear(_:)",
                "TabVC#6.viewWillAppear(_:)",
                "UIMoreListController#1.viewDidDisappear(_:)",
                "TabVC#6.viewDidAppear(_:)",
            ])
            XCTAssertIdentical(tabs.selectedViewController, controllers[5])
        }
    }

    /// R4.19: a custom container's child whose view is added to the container's view on screen
    /// appears (`viewWillAppear`, `viewDidAppear`, not animated, after its view loads); removing
    /// its view makes it disappear. A controller added without `addChild` gets nothing.
    func testCustomContainmentForwardsAppearanceWhenTheChildsViewComesAndGoes() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "c", [SB.scene("c", "CardContainerVC")]),
                              classes: [glue(CardContainerVC.self, "CardContainerVC"), glue(MovingVC.self, "MovingVC")])
            let container = app.launch() as! CardContainerVC
            app.markNow()
            let child = MovingVC()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            XCTAssertEqual(app.newEvents(), [
                "MovingVC#1.init(nibName:bundle:)",
                "MovingVC#1.willMove(toParent:) CardContainerVC#1",
                "MovingVC#1.loadView",
                "MovingVC#1.viewDidLoad",
                "MovingVC#1.viewWillAppear(_:)",
                "MovingVC#1.viewDidAppear(_:)",
                "MovingVC#1.didMove(toParent:) CardContainerVC#1",
            ])
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(app.newEvents(), [
                "MovingVC#1.willMove(toParent:) nil",
                "MovingVC#1.viewWillDisappear(_:)",
                "MovingVC#1.viewDidDisappear(_:)",
                "MovingVC#1.didMove(toParent:) nil",
            ])
            let orphan = MovingVC()
            container.view.addSubview(orphan.view)
            XCTAssertFalse(app.newEvents().contains { $0.contains("Appear") }, "no addChild, no appearance callbacks")
        }
    }

    /// R4.20: `.currentContext` from a tab whose controller defines the presentation context:
    /// that controller presents (it is `presentingViewController`), loses its view (its
    /// `viewWillDisappear`/`viewDidDisappear`), and the tab bar controller stays on screen: its
    /// tabs can still be tapped. `.overCurrentContext` leaves the context controller alone.
    func testCurrentContextPresentsFromTheContextControllerInsideATab() throws {
        try MainActor.assumeIsolated {
            let (app, tabs, controllers) = sixTabs()
            let context = controllers[0]
            context.definesPresentationContext = true
            let sheet = PlainVC()
            sheet.modalPresentationStyle = .currentContext
            app.markNow()
            context.present(sheet, animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "TabVC#1.present(_:animated:completion:) PlainVC#1 style=currentContext",
                "PlainVC#1.loadView",
                "PlainVC#1.viewDidLoad",
                "TabVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "TabVC#1.viewDidDisappear(_:)",
            ])
            XCTAssertIdentical(sheet.presentingViewController, context)
            XCTAssertIdentical(context.presentedViewController, sheet)
            XCTAssertNil(tabs.presentedViewController, "the tab bar controller presents nothing")
            XCTAssertIdentical(app.visible, sheet)
            tabs.workbookTapTab(at: 1)
            app.drain()
            XCTAssertIdentical(app.visible, controllers[1], "the tab bar stays on screen and its tabs work")

            let over = PlainVC()
            over.modalPresentationStyle = .overCurrentContext
            controllers[1].definesPresentationContext = true
            app.markNow()
            controllers[1].present(over, animated: false)
            app.drain()
            XCTAssertFalse(app.newEvents().contains { $0.hasPrefix("TabVC") && $0.contains("Disappear") })
            XCTAssertIdentical(over.presentingViewController, controllers[1])
        }
    }

    /// R10.4: a selector-based timer keeps its target strongly until it is invalidated: the
    /// stopwatch popped without invalidating its repeating timer is not released (the leak a
    /// device shows); invalidated when it disappears, it is released after its pop.
    func testATimerKeepsItsTargetUntilInvalidated() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                              classes: Glue.all + [ClassGlue(className: "StopwatchVC", type: StopwatchVC.self, actions: [
                                  "tick:": ClassGlue.Action(swiftName: "tick(_:)") { target, sender in (target as! StopwatchVC).tick(sender as! Timer) },
                              ])])
            let nav = app.launch() as! UINavigationController
            weak var leaked: StopwatchVC?
            do {
                let stopwatch = StopwatchVC()
                leaked = stopwatch
                nav.pushViewController(stopwatch, animated: false)
                app.drain()
                stopwatch.start()
            }
            nav.popViewController(animated: false)
            app.drain()
            XCTAssertNotNil(leaked, "the running timer holds the popped screen")
            XCTAssertFalse(app.newEvents().contains("StopwatchVC#1.deinit"))
            leaked?.timer?.invalidate()
            app.drain()
            XCTAssertNil(leaked, "invalidated, the timer lets it go")

            weak var released: StopwatchVC?
            do {
                let stopwatch = StopwatchVC()
                stopwatch.invalidateOnDisappear = true
                released = stopwatch
                nav.pushViewController(stopwatch, animated: false)
                app.drain()
                stopwatch.start()
            }
            app.markNow()
            nav.popViewController(animated: false)
            app.drain()
            XCTAssertNil(released)
            XCTAssertEqual(app.newEvents().last, "StopwatchVC#2.deinit")
        }
    }
}
