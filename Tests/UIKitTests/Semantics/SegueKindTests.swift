import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §3: how each segue kind shows its destination, and the Animates checkbox (R4.16).
final class SegueKindTests: XCTestCase {
    @MainActor
    func makeApp(_ segue: SegueModel, inNavigation: Bool) -> (TestApp, FormVC) {
        let form = SB.scene("form", "FormVC", segues: [segue])
        var scenes = [form, SB.scene("result", "ResultVC")]
        if inNavigation { scenes.append(SB.navigation("nav", root: "form")) }
        let app = TestApp(SB.document(initial: inNavigation ? "nav" : "form", scenes), classes: Glue.all)
        let root = app.launch()
        let controller = (root as? UINavigationController)?.topViewController as? FormVC ?? root as! FormVC
        app.markNow()
        return (app, controller)
    }

    /// R3.1: Show outside a navigation controller presents modally (a sheet on iOS 13+).
    func testShowOutsideANavigationControllerPresents() {
        MainActor.assumeIsolated {
            let (app, form) = makeApp(SB.segue("s", to: "result", kind: .show, identifier: "Go"), inNavigation: false)
            form.performSegue(withIdentifier: "Go", sender: nil)
            app.drain()
            XCTAssertTrue(form.presentedViewController is ResultVC)
            XCTAssertEqual(form.presentedViewController?.workbookPresentationStyle, .pageSheet)
            XCTAssertFalse(app.newLines().contains { $0.hasPrefix("FormVC#1.viewWillDisappear") }, "a sheet: no callbacks for the presenter")
        }
    }

    /// R3.1 [I]: Show Detail inside a plain navigation controller presents modally.
    func testShowDetailPresentsModally() {
        MainActor.assumeIsolated {
            let (app, form) = makeApp(SB.segue("s", to: "result", kind: .showDetail, identifier: "Go"), inNavigation: true)
            form.performSegue(withIdentifier: "Go", sender: nil)
            app.drain()
            XCTAssertEqual(form.navigationController?.viewControllers.count, 1)
            XCTAssertTrue(form.presentedViewController is ResultVC)
        }
    }

    /// §3 Present Modally with the segue's style; R4.11: the navigation controller presents.
    func testPresentationSegueUsesItsStyle() {
        MainActor.assumeIsolated {
            let (app, form) = makeApp(SB.segue("s", to: "result", kind: .presentation, identifier: "Go", style: "fullScreen"), inNavigation: true)
            form.performSegue(withIdentifier: "Go", sender: nil)
            app.drain()
            XCTAssertEqual(form.presentedViewController?.modalPresentationStyle, .fullScreen)
            XCTAssertTrue(form.presentedViewController?.presentingViewController === form.navigationController)
            XCTAssertTrue(app.newLines().contains("FormVC#1.viewDidDisappear(_:) animated=true"))
        }
    }

    /// §3 Present as Popover adapts to a sheet on iPhone: style reads .popover, the presenter gets nothing.
    func testPopoverAdaptsToASheet() {
        MainActor.assumeIsolated {
            let (app, form) = makeApp(SB.segue("s", to: "result", kind: .popoverPresentation, identifier: "Go"), inNavigation: false)
            form.performSegue(withIdentifier: "Go", sender: nil)
            app.drain()
            XCTAssertEqual(form.presentedViewController?.modalPresentationStyle, .popover)
            XCTAssertFalse(app.newLines().contains { $0.hasPrefix("FormVC#1.view") })
            XCTAssertTrue(Runtime.shared.swipeDownTopSheet(), "an adapted popover can be swiped down")
        }
    }

    /// R2.1 step 5, R4.16: a segue with Animates off gives animated=false callbacks.
    func testAnimatesOffGivesNonAnimatedCallbacks() {
        MainActor.assumeIsolated {
            var segue = SB.segue("s", to: "result", kind: .show, identifier: "Go")
            segue.animates = false
            let (app, form) = makeApp(segue, inNavigation: true)
            form.performSegue(withIdentifier: "Go", sender: nil)
            app.drain()
            let lines = app.newLines()
            XCTAssertTrue(lines.contains("UINavigationController#1.pushViewController(_:animated:) ResultVC#1 animated=false"))
            XCTAssertTrue(lines.contains("ResultVC#1.viewDidAppear(_:) animated=false"))
            XCTAssertTrue(UIView.areAnimationsEnabled, "restored after the segue")
        }
    }
}

/// R5.2: several presentations unwound at once: one dismiss, only the top animates.
final class MultiLevelUnwindTests: XCTestCase {
    final class Probe: UIViewController {
        var sourceSeen: String?
        var destinationWasSelf = false
        @IBAction func unwindHome(_ segue: UIStoryboardSegue) {
            sourceSeen = String(describing: type(of: segue.source))
            destinationWasSelf = segue.destination === self
        }
    }

    func testUnwindThroughThreePresentationsDismissesOnce() throws {
        try MainActor.assumeIsolated {
            let probeGlue = ClassGlue(className: "Probe", type: Probe.self, makeWithCoder: { Probe(coder: $0) }, actions: [
                "unwindHome:": ClassGlue.Action(swiftName: "unwindHome(_:)") { target, sender in
                    (target as! Probe).unwindHome(sender as! UIStoryboardSegue)
                },
            ])
            let scenes = [
                SB.scene("vc1", "Probe", segues: [SB.segue("a", to: "vc2", kind: .presentation, identifier: "Next", style: "fullScreen")]),
                SB.scene("vc2", "ResultVC", segues: [SB.segue("b", to: "vc3", kind: .presentation, identifier: "Next", style: "fullScreen")]),
                SB.scene("vc3", "ThirdVC", segues: [SB.segue("c", to: "vc4", kind: .presentation, identifier: "Next", style: "fullScreen")]),
                SB.scene("vc4", "PlainVC", segues: [SB.segue("u", to: "vc4-exit", kind: .unwind, identifier: "Home", unwindAction: "unwindHome:")]),
            ]
            let app = TestApp(SB.document(initial: "vc1", scenes), classes: Glue.all + [probeGlue])
            let vc1 = try XCTUnwrap(app.launch() as? Probe)
            var top: UIViewController = vc1
            for _ in 0..<3 {
                top.performSegue(withIdentifier: "Next", sender: nil)
                app.drain()
                top = try XCTUnwrap(top.presentedViewController)
            }
            app.markNow()
            top.performSegue(withIdentifier: "Home", sender: nil)
            top = vc1
            app.drain()
            let lines = app.newEvents()
            XCTAssertEqual(lines.filter { $0.hasSuffix("dismiss(animated:completion:)") }, ["Probe#1.dismiss(animated:completion:)"])
            XCTAssertEqual(lines.filter { $0.contains(".view") }, [
                "PlainVC#1.viewWillDisappear(_:)",
                "Probe#1.viewWillAppear(_:)",
                "Probe#1.viewDidAppear(_:)",
                "PlainVC#1.viewDidDisappear(_:)",
            ], "only the top animates; the middle controllers get nothing")
            XCTAssertNil(vc1.presentedViewController)
            XCTAssertEqual(vc1.sourceSeen, "PlainVC", "R5.4: segue.source is the initiating controller")
            XCTAssertTrue(vc1.destinationWasSelf, "R5.4: segue.destination is self")
            XCTAssertEqual(Set(lines.filter { $0.hasSuffix("deinit") }), ["ResultVC#1.deinit", "ThirdVC#1.deinit", "PlainVC#1.deinit"])
        }
    }
}
