import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §4.2: present and dismiss per presentation style, the presenter chain, and warnings.
final class PresentationTests: XCTestCase {
    @MainActor
    func makeApp(inNavigation: Bool = false) -> (TestApp, PlainVC) {
        var scenes = [SB.scene("a", "PlainVC")]
        if inNavigation { scenes.append(SB.navigation("nav", root: "a")) }
        let app = TestApp(SB.document(initial: inNavigation ? "nav" : "a", scenes), classes: Glue.all)
        let root = app.launch()
        let plain = (root as? UINavigationController)?.topViewController as? PlainVC ?? root as! PlainVC
        app.markNow()
        return (app, plain)
    }

    /// R4.7 and R4.8 (full screen), with the completion handlers' places.
    func testFullScreenPresentAndDismiss() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true) { Runtime.shared.trace.record(tag: "Test#1", className: "Test", member: "presentCompletion") }
            XCTAssertTrue(a.presentedViewController === b, "the model changes at once")
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.init(nibName:bundle:)",
                "PlainVC#1.present(_:animated:completion:) ResultVC#1 style=fullScreen",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "PlainVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
                "Test#1.presentCompletion",
            ])
            b.dismiss(animated: true) { Runtime.shared.trace.record(tag: "Test#1", className: "Test", member: "dismissCompletion") }
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.dismiss(animated:completion:)",
                "ResultVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
                "Test#1.dismissCompletion",
            ])
            XCTAssertNil(a.presentedViewController)
        }
    }

    /// R2.4: `present` loads the presented controller's view before it returns (a value given
    /// after the call misses `viewDidLoad`), while the appearance callbacks wait for the run loop;
    /// a push still loads the pushed controller's view later.
    func testPresentLoadsThePresentedViewBeforeItReturns() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            XCTAssertTrue(b.isViewLoaded, "loaded inside present")
            Runtime.shared.trace.record(tag: "Test#1", className: "Test", member: "afterPresent")
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.init(nibName:bundle:)",
                "PlainVC#1.present(_:animated:completion:) ResultVC#1 style=fullScreen",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "Test#1.afterPresent",
                "PlainVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
            ])
            let (navApp, top) = makeApp(inNavigation: true)
            let pushed = ResultVC()
            top.navigationController?.pushViewController(pushed, animated: true)
            XCTAssertFalse(pushed.isViewLoaded, "a push loads it later")
            navApp.drain()
            XCTAssertTrue(pushed.isViewLoaded)
        }
    }

    /// R4.14 and R4.8: the dismissed controller is released after the completion.
    func testDismissedControllerIsReleasedAfterTheCompletion() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            a.present(ResultVC(), animated: true)
            app.drain()
            app.markNow()
            a.dismiss(animated: true) { Runtime.shared.trace.record(tag: "Test#1", className: "Test", member: "completion") }
            app.drain()
            XCTAssertEqual(Array(app.newLines().suffix(2)), ["Test#1.completion", "ResultVC#1.deinit"])
        }
    }

    /// R4.9 and R3.2: the default (automatic → page sheet) gives the presenter no callbacks at all.
    func testSheetGivesThePresenterNoCallbacks() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            XCTAssertEqual(b.modalPresentationStyle, .pageSheet, "automatic reads as the concrete style")
            a.present(b, animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.init(nibName:bundle:)",
                "PlainVC#1.present(_:animated:completion:) ResultVC#1 style=pageSheet",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
            b.dismiss(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.dismiss(animated:completion:)",
                "ResultVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
            ])
        }
    }

    /// R4.9: over-full-screen keeps the presenter's views too.
    func testOverFullScreenGivesThePresenterNoCallbacks() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            b.modalPresentationStyle = .overFullScreen
            a.present(b, animated: false)
            app.drain()
            XCTAssertFalse(app.newLines().contains { $0.hasPrefix("PlainVC#1.view") })
        }
    }

    /// R4.11: presented from inside a navigation controller, the presenter is the navigation controller.
    func testPresentingViewControllerIsTheNavigationController() throws {
        try MainActor.assumeIsolated {
            let (app, a) = makeApp(inNavigation: true)
            let b = ResultVC()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            let nav = try XCTUnwrap(a.navigationController)
            XCTAssertTrue(b.presentingViewController === nav)
            XCTAssertFalse(b.presentingViewController is PlainVC)
            XCTAssertTrue(nav.presentedViewController === b)
            XCTAssertTrue(a.presentedViewController === b, "the ancestor rule")
            app.drain()
            // R4.12: the container's callback comes right before its top child's.
            XCTAssertEqual(Array(app.newEvents().suffix(6)), [
                "UINavigationController#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
                "UINavigationController#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
            ])
        }
    }

    /// R4.13: presenting while already presenting is a warning and a no-op; the completion never runs.
    func testPresentingTwiceWarnsAndDoesNothing() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            var warnings: [String] = []
            Runtime.shared.warningHandler = { warnings.append($0) }
            a.present(ResultVC(), animated: false)
            var completed = false
            a.present(ThirdVC(), animated: false) { completed = true }
            app.drain()
            XCTAssertFalse(completed)
            XCTAssertEqual(warnings.count, 1)
            XCTAssertNotNil(warnings[0].range(of: #"^Attempt to present <\w+\.ThirdVC: 0x[0-9a-f]+> on <\w+\.PlainVC: 0x[0-9a-f]+> \(from <\w+\.PlainVC: 0x[0-9a-f]+>\) which is already presenting <\w+\.ResultVC: 0x[0-9a-f]+>\.$"#, options: .regularExpression), warnings[0])
        }
    }

    /// R4.13: presenting from a controller whose view is not in the window is a warning.
    func testPresentingFromAControllerNotOnScreenWarns() {
        MainActor.assumeIsolated {
            let (app, _) = makeApp()
            var warnings: [String] = []
            Runtime.shared.warningHandler = { warnings.append($0) }
            let offscreen = PlainVC()
            offscreen.present(ResultVC(), animated: false)
            app.drain()
            XCTAssertEqual(warnings.count, 1)
            XCTAssertTrue(warnings[0].hasSuffix("whose view is not in the window hierarchy."))
        }
    }

    /// R4.13: the window's first screen presenting from its first `viewWillAppear` (its view is not
    /// in the window until `viewIsAppearing`) is refused with the warning; from `viewDidAppear` it
    /// presents.
    func testPresentingFromTheFirstViewWillAppearIsRefused() throws {
        try MainActor.assumeIsolated {
            final class Launcher: UIViewController {
                var presentIn = "viewWillAppear"
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if presentIn == "viewWillAppear" { presentOnboarding() }
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if presentIn == "viewDidAppear" { presentOnboarding() }
                }
                func presentOnboarding() {
                    let onboarding = ResultVC()
                    onboarding.modalPresentationStyle = .fullScreen
                    present(onboarding, animated: false)
                }
            }
            for place in ["viewWillAppear", "viewDidAppear"] {
                let app = TestApp(SB.document(initial: nil, []), classes: Glue.all)
                var warnings: [String] = []
                Runtime.shared.warningHandler = { warnings.append($0) }
                let launcher = Launcher()
                launcher.presentIn = place
                app.window.rootViewController = launcher
                app.window.makeKeyAndVisible()
                app.drain()
                if place == "viewWillAppear" {
                    XCTAssertNil(launcher.presentedViewController)
                    XCTAssertEqual(warnings.count, 1)
                    XCTAssertTrue(warnings.first?.hasSuffix("whose view is not in the window hierarchy.") == true, "\(warnings)")
                } else {
                    XCTAssertTrue(launcher.presentedViewController is ResultVC)
                    XCTAssertEqual(warnings, [])
                }
            }
        }
    }

    /// R4.8: dismissing from the bottom of a stack of presentations removes the middle silently.
    func testDismissingAStackAnimatesOnlyTheTop() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC(); b.modalPresentationStyle = .fullScreen
            let c = ThirdVC(); c.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            app.drain()
            b.present(c, animated: false)
            app.drain()
            app.markNow()
            a.dismiss(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents().filter { !$0.hasSuffix("deinit") }, [
                "PlainVC#1.dismiss(animated:completion:)",
                "ThirdVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "ThirdVC#1.viewDidDisappear(_:)",
            ])
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(b.presentedViewController)
        }
    }

    /// R4.10: swiping a sheet down: delegate calls around the sheet's own disappearance.
    func testSwipeDownCallsThePresentationDelegate() {
        MainActor.assumeIsolated {
            final class Listener: UIAdaptivePresentationControllerDelegate {
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
            }
            let (app, a) = makeApp()
            let b = ResultVC()
            let listener = Listener()
            b.presentationController?.delegate = listener
            a.present(b, animated: true)
            app.drain()
            app.markNow()
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet())
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "Listener#1.presentationControllerShouldDismiss(_:)",
                "Listener#1.presentationControllerWillDismiss(_:)",
                "ResultVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
                "Listener#1.presentationControllerDidDismiss(_:)",
            ])
            XCTAssertNil(a.presentedViewController)
        }
    }

    /// R4.10: isModalInPresentation refuses the swipe.
    func testModalInPresentationRefusesTheSwipe() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            b.isModalInPresentation = true
            a.present(b, animated: true)
            app.drain()
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet())
            app.drain()
            XCTAssertTrue(a.presentedViewController === b)
        }
    }

    /// R4.10: the root of a presented navigation controller sets `isModalInPresentation` (Apple's
    /// "Disabling the pull-down gesture for a sheet"): the swipe is refused, only
    /// `presentationControllerDidAttemptToDismiss` is called, and the sheet stays.
    func testModalInPresentationOfAPresentedNavigationControllersRootRefusesTheSwipe() throws {
        try MainActor.assumeIsolated {
            final class Editor: UIAdaptivePresentationControllerDelegate {
                func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
            }
            let (app, a) = makeApp()
            let root = ResultVC()
            let navigation = UINavigationController(rootViewController: root)
            let editor = Editor()
            a.present(navigation, animated: true)
            app.drain()
            root.isModalInPresentation = true
            root.navigationController?.presentationController?.delegate = editor
            app.markNow()
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet())
            app.drain()
            XCTAssertEqual(app.newEvents(), ["Editor#1.presentationControllerDidAttemptToDismiss(_:)"])
            XCTAssertIdentical(a.presentedViewController, navigation)
            root.isModalInPresentation = false
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet())
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "Editor#1.presentationControllerShouldDismiss(_:)",
                "Editor#1.presentationControllerWillDismiss(_:)",
                "UINavigationController#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillDisappear(_:)",
                "UINavigationController#1.viewDidDisappear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
                "Editor#1.presentationControllerDidDismiss(_:)",
            ], "without the flag the swipe dismisses")
            XCTAssertNil(a.presentedViewController)
        }
    }

    /// A full-screen modal cannot be swiped down.
    func testFullScreenCannotBeSwipedDown() {
        MainActor.assumeIsolated {
            let (app, a) = makeApp()
            let b = ResultVC()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            app.drain()
            XCTAssertFalse(Runtime.shared.swipeDownTopSheet())
        }
    }
}
