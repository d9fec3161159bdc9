import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §6: the navigation controller's delegate and the transition coordinator.
final class NavigationDelegateTests: XCTestCase {
    final class Coordinator: UINavigationControllerDelegate {
        var fromInDidShow: [String] = []
        var coordinatorPresent: [Bool] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            let coordinator = navigationController.transitionCoordinator
            coordinatorPresent.append(coordinator != nil)
            if let from = coordinator?.viewController(forKey: .from) {
                let popped = !navigationController.viewControllers.contains(from)
                fromInDidShow.append("\(type(of: from)) popped=\(popped)")
            }
        }
    }

    /// R6.1, R6.2 (recommended order), R6.3: didShow after viewDidAppear, reading the coordinator.
    func testDelegateAroundPushAndPopWithTheTransitionCoordinator() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
            let coordinator = Coordinator()
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.delegate = coordinator
            app.markNow()
            nav.pushViewController(ResultVC(), animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.init(nibName:bundle:)",
                "UINavigationController#1.pushViewController(_:animated:) ResultVC#1",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "Coordinator#1.navigationController(_:willShow:animated:) ResultVC#1",
                "PlainVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "Coordinator#1.navigationController(_:didShow:animated:) ResultVC#1",
            ])
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "UINavigationController#1.popViewController(animated:)",
                "Coordinator#1.navigationController(_:willShow:animated:) PlainVC#1",
                "ResultVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "Coordinator#1.navigationController(_:didShow:animated:) PlainVC#1",
                "ResultVC#1.deinit",
            ])
            XCTAssertEqual(coordinator.fromInDidShow, ["PlainVC popped=false", "ResultVC popped=true"])
        }
    }

    final class HandMadeKeyCoordinator: UINavigationControllerDelegate {
        var found: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            let coordinator = navigationController.transitionCoordinator
            let made = coordinator?.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "from"))
            let real = coordinator?.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey"))
            let view = coordinator?.view(forKey: UITransitionContextViewKey(rawValue: "to"))
            found.append("\(made.map { "\(type(of: $0))" } ?? "nil") \(real.map { "\(type(of: $0))" } ?? "nil") \(view == nil ? "nil" : "view")")
        }
    }

    /// R6.3: a key made by hand from a string UIKit does not know finds nothing (nil), and the run
    /// notes it; a key made from UIKit's own raw value is the same key as `.from`.
    func testAKeyMadeFromAnotherStringFindsNothingAndIsNoted() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
            let coordinator = HandMadeKeyCoordinator()
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.delegate = coordinator
            nav.pushViewController(ResultVC(), animated: true)
            app.drain()
            XCTAssertEqual(coordinator.found, ["nil PlainVC nil"])
            let notes = Runtime.shared.trace.events.filter { $0.note != nil }.map { "\($0.instance).\($0.member) \($0.detail ?? "") — \($0.note ?? "")" }
            XCTAssertEqual(notes, [
                "transitionCoordinator.viewController(forKey:) \"from\" → nil — unknown key: UIKit knows only \"UITransitionContextFromViewControllerKey\" and \"UITransitionContextToViewControllerKey\"",
                "transitionCoordinator.view(forKey:) \"to\" → nil — unknown key: UIKit knows only \"UITransitionContextFromViewKey\" and \"UITransitionContextToViewKey\"",
            ])
        }
    }

    /// R6.3: a non-animated transition has no coordinator.
    func testNoCoordinatorWithoutAnimation() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
            let coordinator = Coordinator()
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.delegate = coordinator
            nav.pushViewController(ResultVC(), animated: false)
            app.drain()
            nav.popViewController(animated: false)
            app.drain()
            XCTAssertEqual(coordinator.coordinatorPresent, [false, false])
            XCTAssertEqual(coordinator.fromInDidShow, [])
        }
    }

    /// R6.1: no delegate call when the top reappears after a full-screen modal is dismissed.
    func testNoDelegateCallWhenAModalIsDismissed() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
            let coordinator = Coordinator()
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.delegate = coordinator
            let modal = ResultVC()
            modal.modalPresentationStyle = .fullScreen
            nav.topViewController?.present(modal, animated: true)
            app.drain()
            app.markNow()
            modal.dismiss(animated: true)
            app.drain()
            XCTAssertFalse(app.newLines().contains { $0.hasPrefix("Coordinator#1") })
        }
    }
}
