import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// Screens built in code: target–action with `addTarget(_:action:for:)`.
final class CodeBuiltScreenTests: XCTestCase {
    /// Builds its button in `viewDidLoad` and wires it to itself, as code-only tutorials do.
    final class CloseVC: UIViewController {
        let closeButton = UIButton(type: .system)
        var closed = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            closeButton.setTitle("Close", for: .normal)
            closeButton.addTarget(self, action: Selector("close"), for: .touchUpInside)
            view.addSubview(closeButton)
        }
        func close() {
            closed += 1
            navigationController?.popViewController(animated: true)
        }
    }

    /// Closes itself from a tap recognizer on its view, as code-only tutorials dismiss a screen.
    final class TapCloseVC: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("close")))
        }
        func close() { navigationController?.popViewController(animated: true) }
    }

    /// Handles an action sent to a nil target.
    final class HostVC: UIViewController {
        var received: [String] = []
        func refresh(_ sender: Any?) { received.append("refresh") }
    }

    /// Xcode's template app delegate: a `UIResponder`, here with an action of its own.
    final class ChainAppDelegate: UIResponder, UIApplicationDelegate {
        var received: [String] = []
        func saveAll(_ sender: Any?) { received.append("saveAll") }
    }

    /// Says it cannot perform `refresh:` although it implements it, and says it can `paste:`.
    final class RefusingVC: UIViewController {
        var received: [String] = []
        func refresh(_ sender: Any?) { received.append("refresh") }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == Selector("refresh:") { return false }
            if action == Selector("paste:") { return true }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    @MainActor static let classes = [
        ClassGlue(className: "ChainAppDelegate", type: ChainAppDelegate.self, makePlain: { ChainAppDelegate() }, actions: [
            "saveAll:": ClassGlue.Action(swiftName: "saveAll(_:)") { target, sender in (target as! ChainAppDelegate).saveAll(sender) },
        ]),
        glue(RefusingVC.self, "RefusingVC", actions: [
            "refresh:": ClassGlue.Action(swiftName: "refresh(_:)") { target, sender in (target as! RefusingVC).refresh(sender) },
        ]),
        glue(CloseVC.self, "CloseVC", actions: [
            "close": ClassGlue.Action(swiftName: "close()") { target, _ in (target as! CloseVC).close() },
        ]),
        glue(TapCloseVC.self, "TapCloseVC", actions: [
            "close": ClassGlue.Action(swiftName: "close()") { target, _ in (target as! TapCloseVC).close() },
        ]),
        glue(HostVC.self, "HostVC", actions: [
            "refresh:": ClassGlue.Action(swiftName: "refresh(_:)") { target, sender in (target as! HostVC).refresh(sender) },
        ]),
    ]

    /// A control does not retain its targets (the `addTarget(_:action:for:)` documentation), so a
    /// pushed screen that wires its own button to itself is released when it is popped (R4.14).
    func testAddTargetDoesNotRetainTheTargetSoAPoppedScreenIsFreed() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                              classes: Glue.all + Self.classes)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.pushViewController(CloseVC(), animated: true)
            app.drain()
            let button = try XCTUnwrap((app.visible as? CloseVC)?.closeButton)
            XCTAssertEqual(button.workbookTargetSelectors, ["close"])
            app.markNow()
            button.sendActions(for: .touchUpInside)
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "CloseVC#1.close() sender=UIButton#1",
                "UINavigationController#1.popViewController(animated:) animated=true",
                "CloseVC#1.viewWillDisappear(_:) animated=true",
                "PlainVC#1.viewWillAppear(_:) animated=true",
                "CloseVC#1.viewDidDisappear(_:) animated=true",
                "PlainVC#1.viewDidAppear(_:) animated=true",
                "CloseVC#1.deinit",
            ])
            XCTAssertEqual(button.workbookTargetSelectors, [], "a released target is not sent to")
            button.sendActions(for: .touchUpInside)
        }
    }

    /// A gesture recognizer keeps its target weakly too: a screen that closes itself from a tap
    /// recognizer on its own view is freed once popped; the recognizer is the sender, `.ended`
    /// while its action runs, `.possible` after; a disabled recognizer does not recognize.
    func testATapRecognizerSendsItsActionAndDoesNotRetainItsTarget() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                              classes: Glue.all + Self.classes)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.pushViewController(TapCloseVC(), animated: true)
            app.drain()
            let recognizer = try XCTUnwrap(app.visible?.view.gestureRecognizers?.first)
            recognizer.isEnabled = false
            XCTAssertFalse(recognizer.workbookRecognize())
            recognizer.isEnabled = true
            app.markNow()
            XCTAssertTrue(recognizer.workbookRecognize())
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "TapCloseVC#1.close() sender=UITapGestureRecognizer on UIView#1",
                "UINavigationController#1.popViewController(animated:) animated=true",
                "TapCloseVC#1.viewWillDisappear(_:) animated=true",
                "PlainVC#1.viewWillAppear(_:) animated=true",
                "TapCloseVC#1.viewDidDisappear(_:) animated=true",
                "PlainVC#1.viewDidAppear(_:) animated=true",
                "TapCloseVC#1.deinit",
            ])
            XCTAssertEqual(recognizer.state, .possible)
            XCTAssertEqual(recognizer.workbookTargetSelectors, ["close"])
            XCTAssertTrue(recognizer.workbookRecognize(), "a released target is not sent to")
            XCTAssertFalse(UILabel().isUserInteractionEnabled)
            XCTAssertFalse(UIImageView(image: nil).isUserInteractionEnabled)
            XCTAssertTrue(UIView().isUserInteractionEnabled)
        }
    }

    /// `responds(to:)` and `perform(_:)` (a coordinator sample's flow-responder chain): the
    /// methods the build registered for the class answer and run with the object as sender;
    /// others (UIKit's own, or none) do not.
    func testRespondsToAndPerformUseTheRegisteredMethods() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "HostVC")]), classes: Glue.all + Self.classes)
            let host = try XCTUnwrap(app.launch() as? HostVC)
            XCTAssertTrue(host.responds(to: Selector("refresh:")))
            XCTAssertFalse(host.responds(to: Selector("logOut")))
            XCTAssertNil(host.perform(Selector("refresh:"), with: "pull"))
            XCTAssertEqual(host.received, ["refresh"])
        }
    }

    /// A nil target: the action goes up the responder chain from the control (view, superviews,
    /// the controller whose view it is) to the first object that implements it.
    func testANilTargetGoesUpTheResponderChain() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "host", [SB.scene("host", "HostVC")]), classes: Glue.all + Self.classes)
            let host = try XCTUnwrap(app.launch() as? HostVC)
            let container = UIView()
            let button = UIButton(type: .system)
            container.addSubview(button)
            host.view.addSubview(container)
            button.addTarget(nil, action: Selector("refresh:"), for: .touchUpInside)
            XCTAssertIdentical(button.next, container)
            XCTAssertIdentical(host.view.next, host)
            app.markNow()
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(app.newLines(), ["HostVC#1.refresh(_:) sender=UIButton#1"])
            XCTAssertEqual(host.received, ["refresh"])
        }
    }

    /// R10.7: the responder chain goes on past the window's root: the window, its scene, the
    /// application, then the app delegate (a `UIResponder`, as Xcode's template makes it), where it
    /// ends. A walk from a pushed screen finds the app's one app delegate, and an action sent to a
    /// nil target that only the app delegate implements reaches it.
    func testTheResponderChainEndsAtTheAppDelegate() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]),
                              classes: Glue.all + Self.classes)
            let delegate = ChainAppDelegate()
            UIApplication.shared.delegate = delegate
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            UIApplication.shared.workbookConnect(scene)
            app.window.windowScene = scene
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            let host = HostVC()
            nav.pushViewController(host, animated: true)
            app.drain()
            let chain = sequence(first: host as UIResponder) { $0.next }.map { String(describing: type(of: $0)) }
            XCTAssertEqual(chain, ["HostVC", "UINavigationController", "UIWindow", "UIWindowScene", "UIApplication", "ChainAppDelegate"])
            XCTAssertIdentical(nav.next, app.window)
            XCTAssertIdentical(app.window.next, scene)
            XCTAssertIdentical(scene.next, UIApplication.shared)
            XCTAssertIdentical(UIApplication.shared.next, delegate)
            XCTAssertNil(delegate.next)
            let found = sequence(first: host as UIResponder) { $0.next }.compactMap { $0 as? ChainAppDelegate }.first
            XCTAssertIdentical(found, delegate)

            let button = UIButton(type: .system)
            host.view.addSubview(button)
            button.addTarget(nil, action: Selector("saveAll:"), for: .touchUpInside)
            app.markNow()
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(app.newLines(), ["ChainAppDelegate#1.saveAll(_:) sender=UIButton#1"])
            XCTAssertEqual(delegate.received, ["saveAll"])
        }
    }

    /// R10.7: a window in no scene hands on to the application; an app delegate that is not a
    /// `UIResponder` ends the chain at the application.
    func testAWindowWithoutASceneHandsOnToTheApplication() throws {
        try MainActor.assumeIsolated {
            final class PlainDelegate: NSObject, UIApplicationDelegate {}
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all + Self.classes)
            let delegate = PlainDelegate()
            UIApplication.shared.delegate = delegate
            let root = try XCTUnwrap(app.launch())
            let chain = sequence(first: root as UIResponder) { $0.next }.map { String(describing: type(of: $0)) }
            XCTAssertEqual(chain, ["PlainVC", "UIWindow", "UIApplication"])
        }
    }

    /// R10.8: `target(forAction:withSender:)` asks each responder up the chain
    /// `canPerformAction(_:withSender:)`, whose default is whether the responder implements the
    /// action; an override that refuses passes the action on to the next responder (and a nil
    /// target's action with it), one that accepts makes the responder the target.
    func testTargetForActionAsksCanPerformActionUpTheChain() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "HostVC")]),
                              classes: Glue.all + Self.classes)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            let host = try XCTUnwrap(nav.topViewController as? HostVC)
            XCTAssertTrue(host.canPerformAction(Selector("refresh:"), withSender: nil))
            XCTAssertFalse(host.canPerformAction(Selector("nothing:"), withSender: nil))
            XCTAssertIdentical(host.view.target(forAction: Selector("refresh:"), withSender: nil) as AnyObject?, host)
            XCTAssertNil(host.target(forAction: Selector("nothing:"), withSender: nil))

            let refusing = RefusingVC()
            nav.pushViewController(refusing, animated: false)
            app.drain()
            let child = UIViewController()
            refusing.addChild(child)
            XCTAssertFalse(refusing.canPerformAction(Selector("refresh:"), withSender: nil))
            XCTAssertNil(child.target(forAction: Selector("refresh:"), withSender: nil))
            XCTAssertIdentical(child.target(forAction: Selector("paste:"), withSender: nil) as AnyObject?, refusing)

            let button = UIButton(type: .system)
            refusing.view.addSubview(button)
            button.addTarget(nil, action: Selector("refresh:"), for: .touchUpInside)
            app.markNow()
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(app.newLines(), [])
            XCTAssertEqual(refusing.received, [])
        }
    }
}
