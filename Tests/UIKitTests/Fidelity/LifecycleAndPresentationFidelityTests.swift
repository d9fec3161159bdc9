import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

// Issue 9, "correct code that fails today": viewIsAppearing, view.window, popover segues and
// their adaptation, the cancelled swipe-down. Learner-like classes note what they see in the
// trace (`Class#n.saw …`), so each test asserts one exact trace.

/// Notes, at each appearance callback, whether its view is in a window.
final class WindowWatcherVC: UIViewController {
    private func note(_ what: String) {
        Runtime.shared.trace.record(self, "saw", "\(what) window=\(viewIfLoaded?.window == nil ? "nil" : "set")")
    }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// The coordinator-style code that reaches the root through the window.
final class RootReachingVC: UIViewController {
    var rootSeen: UIViewController?
    override func viewDidAppear(_ animated: Bool) { rootSeen = view.window?.rootViewController }
}

/// A popover segue's source that sets itself as the delegate in `prepare`, as learners do.
final class PopoverSourceVC: UIViewController, UIPopoverPresentationControllerDelegate {
    var answer: UIModalPresentationStyle = .none
    var popoverInPrepare: UIPopoverPresentationController?
    var sourceViewInPrepare: UIView?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        popoverInPrepare = segue.destination.popoverPresentationController
        sourceViewInPrepare = popoverInPrepare?.sourceView
        segue.destination.popoverPresentationController?.delegate = self
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        answer
    }
}

/// A sheet whose delegate is its presenter.
final class SheetPresenterVC: UIViewController, UIAdaptivePresentationControllerDelegate {}

final class LifecycleAndPresentationFidelityTests: XCTestCase {
    @MainActor
    private func app(root className: String, _ extra: [SceneModel] = [], classes: [ClassGlue] = []) -> (TestApp, UIViewController) {
        let app = TestApp(SB.document(initial: "a", [SB.scene("a", className, views: [SB.button("b", title: "Go",
                          segues: [SB.segue("pop", to: "r", kind: .popoverPresentation, identifier: "Pop")])])] + extra),
                          classes: classes + Glue.all)
        let root = app.launch()!
        app.markNow()
        return (app, root)
    }

    /// viewIsAppearing runs after viewWillAppear and before viewDidAppear (iOS 13+, iOS 17 SDK),
    /// when the view has joined the window; view.window is nil before, set from viewIsAppearing,
    /// nil again in viewDidDisappear.
    func testViewIsAppearingAndWindowOfAPresentedController() {
        MainActor.assumeIsolated {
            let (app, root) = app(root: "PlainVC")
            let watcher = WindowWatcherVC()
            watcher.modalPresentationStyle = .fullScreen
            root.present(watcher, animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "WindowWatcherVC#1.init(nibName:bundle:)",
                "PlainVC#1.present(_:animated:completion:) WindowWatcherVC#1 style=fullScreen",
                "WindowWatcherVC#1.loadView",
                "WindowWatcherVC#1.viewDidLoad",
                "WindowWatcherVC#1.saw viewDidLoad window=nil",
                "PlainVC#1.viewWillDisappear(_:)",
                "WindowWatcherVC#1.viewWillAppear(_:)",
                "WindowWatcherVC#1.saw viewWillAppear window=nil",
                "WindowWatcherVC#1.saw viewIsAppearing window=set",
                "WindowWatcherVC#1.viewDidAppear(_:)",
                "WindowWatcherVC#1.saw viewDidAppear window=set",
                "PlainVC#1.viewDidDisappear(_:)",
            ])
            XCTAssertTrue(watcher.view.window === app.window, "the presented controller's view is in the app's window")
            XCTAssertTrue(watcher.view.subviews.allSatisfy { $0.window === app.window })
            watcher.dismiss(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "WindowWatcherVC#1.dismiss(animated:completion:)",
                "WindowWatcherVC#1.viewWillDisappear(_:)",
                "WindowWatcherVC#1.saw viewWillDisappear window=set",
                "PlainVC#1.viewWillAppear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "WindowWatcherVC#1.viewDidDisappear(_:)",
                "WindowWatcherVC#1.saw viewDidDisappear window=nil",
            ])
        }
    }

    /// R4.24: a screen covered by a push leaves the window when the transition ends (nil
    /// `view.window` in its `viewDidDisappear` and after, its view still loaded), and rejoins it
    /// only at `viewIsAppearing` when it is uncovered. A sheet leaves its presenter in the window;
    /// a full-screen presentation takes it out, like a push.
    func testACoveredScreensViewLeavesTheWindow() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "WindowWatcherVC")]),
                              classes: Glue.all + [glue(WindowWatcherVC.self, "WindowWatcherVC")])
            let navigation = try XCTUnwrap(app.launch() as? UINavigationController)
            let watcher = try XCTUnwrap(navigation.topViewController as? WindowWatcherVC)
            let label = UILabel()
            watcher.view.addSubview(label)
            XCTAssertIdentical(watcher.view.window, app.window)
            app.markNow()
            navigation.pushViewController(PlainVC(), animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "PlainVC#1.init(nibName:bundle:)",
                "UINavigationController#1.pushViewController(_:animated:) PlainVC#1",
                "PlainVC#1.loadView",
                "PlainVC#1.viewDidLoad",
                "WindowWatcherVC#1.viewWillDisappear(_:)",
                "WindowWatcherVC#1.saw viewWillDisappear window=set",
                "PlainVC#1.viewWillAppear(_:)",
                "WindowWatcherVC#1.viewDidDisappear(_:)",
                "WindowWatcherVC#1.saw viewDidDisappear window=nil",
                "PlainVC#1.viewDidAppear(_:)",
            ])
            XCTAssertNil(watcher.view.window, "covered: out of the window")
            XCTAssertNil(label.window)
            XCTAssertTrue(watcher.isViewLoaded, "covered: the view stays loaded")
            XCTAssertIdentical(navigation.view.window, app.window)

            navigation.popViewController(animated: true)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "UINavigationController#1.popViewController(animated:)",
                "PlainVC#1.viewWillDisappear(_:)",
                "WindowWatcherVC#1.viewWillAppear(_:)",
                "WindowWatcherVC#1.saw viewWillAppear window=nil",
                "WindowWatcherVC#1.saw viewIsAppearing window=set",
                "PlainVC#1.viewDidDisappear(_:)",
                "WindowWatcherVC#1.viewDidAppear(_:)",
                "WindowWatcherVC#1.saw viewDidAppear window=set",
                "PlainVC#1.deinit",
            ])
            XCTAssertIdentical(label.window, app.window)

            let sheet = PlainVC()
            watcher.present(sheet, animated: true)
            app.drain()
            XCTAssertIdentical(watcher.view.window, app.window, "a sheet leaves its presenter in the window")
            sheet.dismiss(animated: true)
            app.drain()

            let cover = PlainVC()
            cover.modalPresentationStyle = .fullScreen
            watcher.present(cover, animated: true)
            app.drain()
            XCTAssertNil(watcher.view.window, "a full-screen presentation takes its presenter out")
            XCTAssertNil(navigation.view.window)
            XCTAssertIdentical(cover.view.window, app.window)
        }
    }

    /// A pushed controller and a sheet reach the window's root through `view.window`.
    func testPushedAndSheetControllersReachTheWindowsRoot() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.scene("a", "PlainVC"), SB.navigation("nav", root: "a")]),
                              classes: Glue.all)
            let navigation = app.launch() as! UINavigationController
            let pushed = RootReachingVC()
            navigation.pushViewController(pushed, animated: true)
            app.drain()
            XCTAssertTrue(pushed.rootSeen === navigation)
            let sheet = RootReachingVC()
            pushed.present(sheet, animated: true)
            app.drain()
            XCTAssertTrue(sheet.rootSeen === navigation)
            XCTAssertNil(RootReachingVC().view.window, "a controller never shown has no window")
        }
    }

    /// A popover segue: the popover presentation controller exists in `prepare`, anchored on
    /// the button; the delegate set there is asked to adapt, and `.none` keeps the popover
    /// (the presenter gets no callbacks).
    func testPopoverSegueDelegateSetInPrepareKeepsThePopover() {
        MainActor.assumeIsolated {
            let source = glue(PopoverSourceVC.self, "PopoverSourceVC")
            let (app, root) = app(root: "PopoverSourceVC", [SB.scene("r", "ResultVC")], classes: [source])
            let popoverSource = root as! PopoverSourceVC
            app.tapButton("b")
            XCTAssertNotNil(popoverSource.popoverInPrepare, "popoverPresentationController exists inside prepare")
            XCTAssertTrue(popoverSource.sourceViewInPrepare === popoverSource.workbookObjectsByID["b"] as? UIView)
            XCTAssertEqual(app.newEvents(), [
                "PopoverSourceVC#1.shouldPerformSegue(withIdentifier:sender:) \"Pop\" sender=UIButton#1",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "PopoverSourceVC#1.prepare(for:sender:) segue=\"Pop\" destination=ResultVC#1 sender=UIButton#1",
                "PopoverSourceVC#1.present(_:animated:completion:) ResultVC#1 style=popover",
                "PopoverSourceVC#1.adaptivePresentationStyle(for:traitCollection:) -> none",
                "PopoverSourceVC#1.prepareForPopoverPresentation(_:)",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
            XCTAssertEqual(root.presentedViewController?.workbookPresentationStyle, .popover)
            XCTAssertTrue(root.presentedViewController?.popoverPresentationController?.delegate === popoverSource)
        }
    }

    /// The delegate may adapt the popover to full screen: then the presenter disappears.
    func testPopoverAdaptedToFullScreenByTheDelegate() {
        MainActor.assumeIsolated {
            let source = glue(PopoverSourceVC.self, "PopoverSourceVC")
            let (app, root) = app(root: "PopoverSourceVC", [SB.scene("r", "ResultVC")], classes: [source])
            (root as! PopoverSourceVC).answer = .fullScreen
            app.tapButton("b")
            let lines = app.newEvents()
            XCTAssertTrue(lines.contains("PopoverSourceVC#1.adaptivePresentationStyle(for:traitCollection:) -> fullScreen"))
            XCTAssertTrue(lines.contains("PopoverSourceVC#1.viewDidDisappear(_:)"))
            XCTAssertEqual(root.presentedViewController?.workbookPresentationStyle, .fullScreen)
        }
    }

    /// `modalPresentationStyle = .popover` set in code gives a popover presentation controller before `present`.
    func testPopoverStyleInCodeHasAPopoverControllerBeforePresent() {
        MainActor.assumeIsolated {
            let (app, root) = app(root: "PlainVC")
            let content = ResultVC()
            XCTAssertNil(content.popoverPresentationController)
            content.modalPresentationStyle = .popover
            let popover = content.popoverPresentationController
            XCTAssertNotNil(popover)
            popover?.permittedArrowDirections = .up
            popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
            root.present(content, animated: true)
            app.drain()
            XCTAssertTrue(content.presentationController === popover)
            XCTAssertEqual(content.workbookPresentationStyle, .pageSheet, "with no delegate, a popover adapts to a sheet on iPhone")
        }
    }

    /// A swipe-down let go half way: ShouldDismiss and WillDismiss, the sheet's viewWillDisappear,
    /// then the cancelled transition makes it appear again; no DidDismiss, still presented.
    func testSwipeDownCancelledHalfWay() {
        MainActor.assumeIsolated {
            let presenterGlue = glue(SheetPresenterVC.self, "SheetPresenterVC")
            let (app, root) = app(root: "SheetPresenterVC", classes: [presenterGlue])
            let sheet = ResultVC()
            sheet.presentationController?.delegate = root as! SheetPresenterVC
            root.present(sheet, animated: true)
            app.drain()
            app.markNow()
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet(cancel: true))
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "SheetPresenterVC#1.presentationControllerShouldDismiss(_:)",
                "SheetPresenterVC#1.presentationControllerWillDismiss(_:)",
                "ResultVC#1.viewWillDisappear(_:)",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
            XCTAssertTrue(root.presentedViewController === sheet)
            XCTAssertFalse(sheet.isBeingDismissed)
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet(), "the sheet can still be swiped away afterwards")
            app.drain()
            XCTAssertEqual(app.newEvents().suffix(2), [
                "ResultVC#1.viewDidDisappear(_:)",
                "SheetPresenterVC#1.presentationControllerDidDismiss(_:)",
            ])
            XCTAssertNil(root.presentedViewController)
        }
    }
}
