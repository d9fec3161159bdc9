import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §4.1: push, pop, popTo, setViewControllers, and deallocation.
final class NavigationTests: XCTestCase {
    @MainActor
    func makeApp() -> (TestApp, UINavigationController) {
        let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
        let nav = app.launch() as! UINavigationController
        app.markNow()
        return (app, nav)
    }

    /// R4.1 then R4.2 and R4.14: the popped controller's deinit comes after the new top's viewDidAppear.
    func testPushThenBackReleasesThePoppedController() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(ResultVC(), animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.init(nibName:bundle:)",
                "UINavigationController#1.pushViewController(_:animated:) ResultVC#1",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "PlainVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
            let popped = nav.popViewController(animated: true)
            XCTAssertTrue(popped is ResultVC, "popViewController returns the popped controller")
            XCTAssertEqual(nav.viewControllers.count, 1, "the stack changes at once")
            XCTAssertTrue(popped?.isMovingFromParent == true)
            _ = popped.map { _ in () }
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "UINavigationController#1.popViewController(animated:) animated=true",
                "ResultVC#1.viewWillDisappear(_:) animated=true",
                "PlainVC#1.viewWillAppear(_:) animated=true",
                "ResultVC#1.viewDidDisappear(_:) animated=true",
                "PlainVC#1.viewDidAppear(_:) animated=true",
            ], "no viewDidLoad for the revealed controller")
        }
    }

    func testPoppedControllerIsDeallocatedAfterTheTransition() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(ResultVC(), animated: true)
            app.drain()
            app.markNow()
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(app.newLines().last, "ResultVC#1.deinit")
        }
    }

    /// R4.8: `dismiss` on a pushed controller that presented nothing, in a navigation controller
    /// that is not presented, has nothing to dismiss: nothing happens and the stack stays.
    func testDismissOnAPushedControllerDoesNothing() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            let pushed = ResultVC()
            nav.pushViewController(pushed, animated: false)
            app.drain()
            app.markNow()
            pushed.dismiss(animated: true)
            app.drain()
            // UIKit says nothing; the trace marks the call as ignored, with why (docs/simulation.md).
            XCTAssertEqual(app.newLines(), ["ResultVC#1.dismiss(animated:completion:) animated=true — ignored: nothing is presented by it or above it, and it was not presented"])
            XCTAssertEqual(nav.viewControllers.count, 2)
            XCTAssertTrue(nav.topViewController === pushed)
        }
    }

    /// R4.2: at the root, pop does nothing and returns nil.
    func testPopAtTheRootDoesNothing() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            XCTAssertNil(nav.popViewController(animated: true))
            app.drain()
            XCTAssertEqual(app.newLines(), ["UINavigationController#1.popViewController(animated:) animated=true — ignored: only the root view controller is in the stack"])
        }
    }

    /// R4.2: popping to the controller already on top pops nothing (marked ignored).
    func testPopToTheTopDoesNothing() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            let pushed = ResultVC()
            nav.pushViewController(pushed, animated: false)
            app.drain()
            app.markNow()
            XCTAssertEqual(nav.popToViewController(pushed, animated: true)?.count, 0)
            app.drain()
            XCTAssertEqual(app.newLines(), ["UINavigationController#1.popToViewController(_:animated:) ResultVC#1 animated=true — ignored: it is already the top of the stack"])
            XCTAssertTrue(nav.topViewController === pushed)
        }
    }

    /// R4.3: only the visible top and the new top get callbacks; all popped are released.
    func testPopToRootGivesCallbacksOnlyToTheVisibleTop() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(ResultVC(), animated: false)
            app.drain()
            nav.pushViewController(ThirdVC(), animated: false)
            app.drain()
            app.markNow()
            let popped = nav.popToRootViewController(animated: true)
            XCTAssertEqual(popped?.count, 2)
            app.drain()
            let lines = app.newEvents()
            XCTAssertEqual(lines.filter { !$0.hasSuffix("deinit") }, [
                "UINavigationController#1.popToRootViewController(animated:)",
                "ThirdVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "ThirdVC#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
            ])
            _ = popped
        }
    }

    /// R4.4: setViewControllers with a new top performs a push-like transition.
    func testSetViewControllersWithANewTopIsAPush() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            let root = nav.viewControllers[0]
            let third = ThirdVC()
            nav.setViewControllers([root, third], animated: true)
            app.drain()
            XCTAssertEqual(Array(app.newEvents().suffix(6)), [
                "ThirdVC#1.loadView",
                "ThirdVC#1.viewDidLoad",
                "PlainVC#1.viewWillDisappear(_:)",
                "ThirdVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "ThirdVC#1.viewDidAppear(_:)",
            ])
            XCTAssertTrue(nav.topViewController === third)
            XCTAssertTrue(third.navigationController === nav)
        }
    }

    /// R2.4: two pushes before the run loop turns give one transition to the last.
    func testTwoPushesBeforeTheRunLoopTurnsGiveOneTransition() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(ResultVC(), animated: true)
            nav.pushViewController(ThirdVC(), animated: true)
            app.drain()
            let lines = app.newEvents()
            XCTAssertFalse(lines.contains("ResultVC#1.viewWillAppear(_:)"))
            XCTAssertTrue(lines.contains("ThirdVC#1.viewDidAppear(_:)"))
            XCTAssertEqual(nav.viewControllers.count, 3)
        }
    }

    /// R4.1: pushed controller's flags.
    func testIsMovingToParentDuringPush() {
        MainActor.assumeIsolated {
            final class Probe: UIViewController {
                var moving: Bool?
                override func viewWillAppear(_ animated: Bool) { moving = isMovingToParent }
            }
            let (app, nav) = makeApp()
            let probe = Probe()
            nav.pushViewController(probe, animated: true)
            app.drain()
            XCTAssertEqual(probe.moving, true)
            XCTAssertFalse(probe.isMovingToParent, "only during the transition")
        }
    }
}

/// R4.6 and R6.4: the interactive back swipe, completed and cancelled.
final class InteractivePopTests: XCTestCase {
    final class Watcher: UINavigationControllerDelegate {}

    @MainActor
    func makeApp() -> (TestApp, UINavigationController, Watcher) {
        let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
        let nav = app.launch() as! UINavigationController
        let watcher = Watcher()
        nav.delegate = watcher
        nav.pushViewController(ResultVC(), animated: true)
        app.drain()
        app.markNow()
        return (app, nav, watcher)
    }

    func testCancelledSwipeGivesTheTopItsAppearanceBackAndNoDidShow() {
        MainActor.assumeIsolated {
            let (app, nav, watcher) = makeApp()
            XCTAssertTrue(nav.workbookInteractivePop(cancelled: true))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "Watcher#1.navigationController(_:willShow:animated:) PlainVC#1",
                "ResultVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
            XCTAssertEqual(nav.viewControllers.count, 2, "the top stays and is not released")
            _ = watcher
        }
    }

    func testCompletedSwipeIsAPop() {
        MainActor.assumeIsolated {
            let (app, nav, watcher) = makeApp()
            XCTAssertTrue(nav.workbookInteractivePop(cancelled: false))
            app.drain()
            let lines = app.newEvents()
            XCTAssertEqual(lines.first, "UINavigationController#1.popViewController(animated:)")
            XCTAssertEqual(lines.last, "ResultVC#1.deinit")
            XCTAssertEqual(nav.viewControllers.count, 1)
            _ = watcher
        }
    }
}
