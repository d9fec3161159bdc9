import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// A child that writes its containment callbacks into the trace, as a learner's `print` would.
class MovingVC: UIViewController {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        Runtime.shared.trace.record(self, "willMove(toParent:)", parent.map { Runtime.shared.trace.tag($0) } ?? "nil")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        Runtime.shared.trace.record(self, "didMove(toParent:)", parent.map { Runtime.shared.trace.tag($0) } ?? "nil")
    }
}

/// Records, in its disappearance callbacks, whether it still has a navigation controller and a parent.
class ParentSpyVC: UIViewController {
    var seen: [String] = []
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        seen.append("viewWillDisappear nav=\(navigationController != nil) parent=\(parent != nil) moving=\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        seen.append("viewDidDisappear nav=\(navigationController != nil) parent=\(parent != nil) moving=\(isMovingFromParent)")
    }
}

/// Records, in `didShow`, whether the controller that left still has a parent.
final class ShowSpy: NSObject, UINavigationControllerDelegate {
    var fromHadParent: [Bool] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let from = navigationController.transitionCoordinator?.viewController(forKey: .from), !navigationController.viewControllers.contains(from) {
            fromHadParent.append(from.parent != nil)
        }
    }
}

/// R4.18: a navigation controller tells the controllers it adds and removes that they move
/// (`willMove(toParent:)` / `didMove(toParent:)`), as `addChild` and `removeFromParent` do.
/// Learners detect the Back button with `willMove(toParent: nil)` or `didMove(toParent: nil)`.
final class ContainmentTests: XCTestCase {
    @MainActor
    func makeApp() -> (TestApp, UINavigationController) {
        let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                          classes: Glue.all + [glue(MovingVC.self, "MovingVC")])
        let nav = app.launch() as! UINavigationController
        app.markNow()
        return (app, nav)
    }

    /// Push: `willMove(toParent: nav)` inside `pushViewController`, `didMove(toParent: nav)` after
    /// the pushed controller's `viewDidAppear`. Pop: `willMove(toParent: nil)` inside
    /// `popViewController`, `didMove(toParent: nil)` after its `viewDidDisappear`, then `deinit`.
    func testPushAndPopTellTheChildItMoves() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(MovingVC(), animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "MovingVC#1.init(nibName:bundle:)",
                "UINavigationController#1.pushViewController(_:animated:) MovingVC#1",
                "MovingVC#1.willMove(toParent:) UINavigationController#1",
                "MovingVC#1.loadView",
                "MovingVC#1.viewDidLoad",
                "PlainVC#1.viewWillDisappear(_:)",
                "MovingVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "MovingVC#1.viewDidAppear(_:)",
                "MovingVC#1.didMove(toParent:) UINavigationController#1",
            ])
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "UINavigationController#1.popViewController(animated:)",
                "MovingVC#1.willMove(toParent:) nil",
                "MovingVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "MovingVC#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "MovingVC#1.didMove(toParent:) nil",
                "MovingVC#1.deinit",
            ])
        }
    }

    /// R4.18 (round 45): a popped controller still has its parent in `viewWillDisappear`, and has lost it
    /// (so its `navigationController` is nil) in `viewDidDisappear` and in the delegate's `didShow`, while
    /// `isMovingFromParent` is still true there; a covered controller keeps its parent.
    func testAPoppedControllerLosesItsParentBeforeViewDidDisappear() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            let spy = ParentSpyVC()
            let delegate = ShowSpy()
            nav.delegate = delegate
            nav.pushViewController(spy, animated: true)
            app.drain()
            nav.pushViewController(PlainVC(), animated: true)
            app.drain()
            XCTAssertEqual(spy.seen.last, "viewDidDisappear nav=true parent=true moving=false")
            nav.popViewController(animated: true)
            app.drain()
            spy.seen.removeAll()
            delegate.fromHadParent.removeAll()
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(spy.seen, ["viewWillDisappear nav=true parent=true moving=true", "viewDidDisappear nav=false parent=false moving=true"])
            XCTAssertEqual(delegate.fromHadParent, [false])
        }
    }

    /// Covered by a push, a controller stays a child: no containment callbacks for it.
    func testACoveredControllerDoesNotMove() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(MovingVC(), animated: false)
            app.drain()
            app.markNow()
            nav.pushViewController(PlainVC(), animated: false)
            app.drain()
            XCTAssertFalse(app.newEvents().contains { $0.contains("Move(toParent:)") })
            nav.popViewController(animated: false)
            app.drain()
            XCTAssertFalse(app.newEvents().contains { $0.hasPrefix("MovingVC") && $0.contains("Move(toParent:)") })
        }
    }

    /// setViewControllers removing a controller: the same pair as a pop.
    func testSetViewControllersRemovingAChild() {
        MainActor.assumeIsolated {
            let (app, nav) = makeApp()
            nav.pushViewController(MovingVC(), animated: false)
            app.drain()
            app.markNow()
            nav.setViewControllers([nav.viewControllers[0]], animated: false)
            app.drain()
            let lines = app.newEvents().filter { $0.hasPrefix("MovingVC") }
            XCTAssertEqual(lines, [
                "MovingVC#1.willMove(toParent:) nil",
                "MovingVC#1.viewWillDisappear(_:)",
                "MovingVC#1.viewDidDisappear(_:)",
                "MovingVC#1.didMove(toParent:) nil",
                "MovingVC#1.deinit",
            ])
        }
    }

    /// A custom container: `addChild` calls `willMove(toParent:)`, `removeFromParent` calls `didMove(toParent: nil)`.
    func testAddChildAndRemoveFromParent() {
        MainActor.assumeIsolated {
            let (app, _) = makeApp()
            let container = PlainVC()
            let child = MovingVC()
            container.addChild(child)
            child.didMove(toParent: container)
            child.willMove(toParent: nil)
            child.removeFromParent()
            XCTAssertEqual(app.newEvents().filter { $0.hasPrefix("MovingVC") }, [
                "MovingVC#1.init(nibName:bundle:)",
                "MovingVC#1.willMove(toParent:) PlainVC#2",
                "MovingVC#1.didMove(toParent:) PlainVC#2",
                "MovingVC#1.willMove(toParent:) nil",
                "MovingVC#1.didMove(toParent:) nil",
            ])
            XCTAssertNil(child.parent)
        }
    }
}
