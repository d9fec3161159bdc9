import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §1 and §2: how segues are triggered and the order of one forward segue.
final class SegueTests: XCTestCase {
    /// nav → FormVC with a manual Show segue `ManualSubmit`, a button with a triggered Show segue
    /// `ActionSubmit`, a button with a triggered segue without identifier; ResultVC has ID `RVC`.
    @MainActor
    func makeApp() -> TestApp {
        let form = SB.scene("form", "FormVC", views: [
            SB.button("submit", title: "Submit", segues: [SB.segue("s2", to: "result", identifier: "ActionSubmit")]),
            SB.button("anonymous", title: "Go", segues: [SB.segue("s3", to: "result")]),
        ], segues: [SB.segue("s1", to: "result", identifier: "ManualSubmit")])
        let result = SB.scene("result", "ResultVC", storyboardID: "RVC")
        return TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "form"), form, result]), classes: Glue.all)
    }

    func testLaunchDecodesTheRootInsideTheNavigationControllerAndShowsItParentFirst() {
        MainActor.assumeIsolated {
            let app = makeApp()
            app.launch()
            XCTAssertEqual(app.newLines(fromStart: true), [
                "UINavigationController#1.init(coder:)",
                "FormVC#1.init(coder:)",
                "FormVC#1.awakeFromNib",
                "UINavigationController#1.awakeFromNib",
                "UIWindow#1.makeKeyAndVisible",
                "UINavigationController#1.loadView",
                "UINavigationController#1.viewDidLoad",
                "UINavigationController#1.viewWillAppear(_:) animated=false",
                "FormVC#1.loadView",
                "FormVC#1.viewDidLoad",
                "FormVC#1.viewWillAppear(_:) animated=false",
                "UINavigationController#1.viewDidAppear(_:) animated=false",
                "FormVC#1.viewDidAppear(_:) animated=false",
            ])
        }
    }

    /// R1.2, R1.3, R2.1, R2.2, R2.4, R4.1: the manual segue's exact trace.
    func testManualSegueSkipsShouldPerformPreparesThenPushesWithDeferredCallbacks() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            let form = try XCTUnwrap((app.launch() as? UINavigationController)?.topViewController as? FormVC)
            app.markNow()
            form.shouldAnswer = false // must not be consulted
            form.performSegue(withIdentifier: "ManualSubmit", sender: "hand-made sender")
            // The stack changes at once; callbacks wait for the run loop (R2.4).
            XCTAssertEqual(form.navigationController?.viewControllers.count, 2)
            XCTAssertEqual(app.newLines(), [
                "FormVC#1.performSegue(withIdentifier:sender:) \"ManualSubmit\" sender=\"hand-made sender\"",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "FormVC#1.prepare(for:sender:) segue=\"ManualSubmit\" destination=ResultVC#1 sender=\"hand-made sender\"",
                "FormVC#1.show(_:sender:) ResultVC#1",
                "UINavigationController#1.show(_:sender:) ResultVC#1",
                "UINavigationController#1.pushViewController(_:animated:) ResultVC#1 animated=true",
            ])
            app.drain()
            XCTAssertEqual(app.newLines(), [
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "FormVC#1.viewWillDisappear(_:) animated=true",
                "ResultVC#1.viewWillAppear(_:) animated=true",
                "FormVC#1.viewDidDisappear(_:) animated=true",
                "ResultVC#1.viewDidAppear(_:) animated=true",
            ])
            XCTAssertEqual(form.destinationViewLoadedInPrepare, false, "R2.2: the destination's view is not loaded in prepare")
            XCTAssertEqual(form.receivedSenders, ["String"], "R1.3: sender is what performSegue was given")
            let result = try XCTUnwrap(form.navigationController?.topViewController as? ResultVC)
            XCTAssertEqual(result.emailSeenInViewDidLoad, "learner@example.com", "values set in prepare reach viewDidLoad")
        }
    }

    /// R1.1, R1.3: a triggered segue asks shouldPerformSegue first with the control as sender.
    func testTriggeredSegueAsksShouldPerformWithTheControlAsSender() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            let form = try XCTUnwrap((app.launch() as? UINavigationController)?.topViewController as? FormVC)
            app.markNow()
            app.tapButton("submit")
            let lines = app.newLines()
            XCTAssertEqual(Array(lines.prefix(4)), [
                "FormVC#1.shouldPerformSegue(withIdentifier:sender:) \"ActionSubmit\" sender=UIButton#1",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "FormVC#1.prepare(for:sender:) segue=\"ActionSubmit\" destination=ResultVC#1 sender=UIButton#1",
            ])
            XCTAssertEqual(form.receivedSenders, ["UIButton"])
        }
    }

    /// R1.1: shouldPerformSegue returning false drops the segue silently: no destination, no prepare.
    func testShouldPerformReturningFalseCancelsSilently() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            let form = try XCTUnwrap((app.launch() as? UINavigationController)?.topViewController as? FormVC)
            form.shouldAnswer = false
            app.markNow()
            app.tapButton("submit")
            XCTAssertEqual(app.newLines(), [
                "FormVC#1.shouldPerformSegue(withIdentifier:sender:) \"ActionSubmit\" sender=UIButton#1",
            ])
            XCTAssertEqual(form.navigationController?.viewControllers.count, 1)
        }
    }

    /// R1.4: performSegue reaches a triggered segue that has an identifier.
    func testPerformSegueFindsTriggeredSeguesWithAnIdentifier() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            let form = try XCTUnwrap((app.launch() as? UINavigationController)?.topViewController as? FormVC)
            XCTAssertNotNil(form.segueTemplate(withIdentifier: "ActionSubmit"))
            XCTAssertNil(form.segueTemplate(withIdentifier: "actionsubmit"), "identifiers are case-sensitive")
            XCTAssertEqual(Set(form.workbookSegueIdentifiers), ["ManualSubmit", "ActionSubmit"])
        }
    }

    /// R1.6: a segue without an identifier gives `""` to shouldPerformSegue and nil in prepare.
    func testSegueWithoutIdentifier() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            app.launch()
            app.markNow()
            app.tapButton("anonymous")
            XCTAssertEqual(app.newLines().first, "FormVC#1.shouldPerformSegue(withIdentifier:sender:) (no identifier) sender=UIButton#1")
        }
    }

    /// R2.3: touching `segue.destination.view` in prepare loads it right there.
    func testTouchingTheDestinationViewInPrepareLoadsItInsidePrepare() throws {
        try MainActor.assumeIsolated {
            let app = makeApp()
            let form = try XCTUnwrap((app.launch() as? UINavigationController)?.topViewController as? FormVC)
            form.touchDestinationViewInPrepare = true
            app.markNow()
            form.performSegue(withIdentifier: "ManualSubmit", sender: nil)
            app.drain()
            let lines = app.newLines()
            let prepare = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("FormVC#1.prepare") })
            let didLoad = try XCTUnwrap(lines.firstIndex { $0 == "ResultVC#1.viewDidLoad" })
            let show = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("FormVC#1.show") })
            XCTAssertTrue(prepare < didLoad && didLoad < show)
            XCTAssertEqual(lines.filter { $0 == "ResultVC#1.viewDidLoad" }.count, 1, "viewDidLoad is never called twice")
        }
    }

    /// R2.1 step 3 and §3 Custom: the custom class is created, prepare runs, then its perform().
    func testCustomSegueClassIsCreatedThenPreparedThenPerformed() throws {
        try MainActor.assumeIsolated {
            let form = SB.scene("form", "FormVC", segues: [SB.segue("s1", to: "result", kind: .custom, identifier: "Fade", customClass: "FadeSegue")])
            let app = TestApp(SB.document(initial: "form", [form, SB.scene("result", "ResultVC")]), classes: Glue.all)
            let root = try XCTUnwrap(app.launch() as? FormVC)
            app.markNow()
            root.performSegue(withIdentifier: "Fade", sender: nil)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "FormVC#1.performSegue(withIdentifier:sender:) \"Fade\" sender=nil",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "FadeSegue#1.init(identifier:source:destination:) \"Fade\"",
                "FormVC#1.prepare(for:sender:) segue=\"Fade\" destination=ResultVC#1 sender=nil",
                "FadeSegue#1.perform()",
                "FormVC#1.present(_:animated:completion:) ResultVC#1 style=pageSheet",
                "ResultVC#1.loadView",
                "ResultVC#1.viewDidLoad",
                "ResultVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidAppear(_:)",
            ])
        }
    }

    /// §3 Custom: a custom segue whose perform() pushes from a source outside a navigation
    /// controller does nothing: `navigationController` is nil, no exception, and the destination,
    /// never shown, is released with the segue.
    func testCustomSeguePushingWithoutANavigationControllerDoesNothing() throws {
        try MainActor.assumeIsolated {
            let form = SB.scene("form", "FormVC", segues: [SB.segue("s1", to: "result", kind: .custom, identifier: "Slide", customClass: "PushSegue")])
            let app = TestApp(SB.document(initial: "form", [form, SB.scene("result", "ResultVC")]), classes: Glue.all)
            let root = try XCTUnwrap(app.launch() as? FormVC)
            XCTAssertNil(root.navigationController)
            app.markNow()
            root.performSegue(withIdentifier: "Slide", sender: nil)
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "FormVC#1.performSegue(withIdentifier:sender:) \"Slide\" sender=nil",
                "ResultVC#1.init(coder:)",
                "ResultVC#1.awakeFromNib",
                "PushSegue#1.init(identifier:source:destination:) \"Slide\"",
                "FormVC#1.prepare(for:sender:) segue=\"Slide\" destination=ResultVC#1 sender=nil",
                "PushSegue#1.perform()",
                "ResultVC#1.deinit",
            ])
            XCTAssertNil(root.presentedViewController)
        }
    }

    /// R2.5: a segue made and performed by hand gets neither shouldPerformSegue nor prepare.
    func testHandMadeSegueRunsOnlyItsHandler() throws {
        try MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "form", [SB.scene("form", "FormVC")]), classes: Glue.all)
            let root = try XCTUnwrap(app.launch() as? FormVC)
            app.markNow()
            var ran = false
            let segue = UIStoryboardSegue(identifier: "x", source: root, destination: PlainVC()) { ran = true }
            segue.perform()
            XCTAssertTrue(ran)
            XCTAssertEqual(app.newLines(), ["PlainVC#1.init(nibName:bundle:)"])
            XCTAssertEqual(root.receivedSenders, [])
        }
    }
}
