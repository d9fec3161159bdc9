import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §5: unwind segues.
final class UnwindTests: XCTestCase {
    /// nav [FormVC, ResultVC]; ResultVC presents ThirdVC full screen; ThirdVC has a button wired to
    /// an unwind segue `unwindToForm:` and a manual unwind segue `BackToForm`.
    @MainActor
    func makeApp() throws -> (TestApp, UINavigationController, ThirdVC) {
        let third = SB.scene("third", "ThirdVC", views: [
            SB.button("done", title: "Done", segues: [SB.segue("u1", to: "third-exit", kind: .unwind, identifier: "DoneUnwind", unwindAction: "unwindToForm:")]),
        ], segues: [SB.segue("u2", to: "third-exit", kind: .unwind, identifier: "BackToForm", unwindAction: "unwindToForm:")])
        let result = SB.scene("result", "ResultVC", segues: [SB.segue("p", to: "third", kind: .presentation, identifier: "Present", style: "fullScreen")])
        let form = SB.scene("form", "FormVC", segues: [SB.segue("s", to: "result", identifier: "Next")])
        let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "form"), form, result, third]), classes: Glue.all)
        let nav = try XCTUnwrap(app.launch() as? UINavigationController)
        nav.topViewController?.performSegue(withIdentifier: "Next", sender: nil)
        app.drain()
        nav.topViewController?.performSegue(withIdentifier: "Present", sender: nil)
        app.drain()
        let thirdVC = try XCTUnwrap(nav.presentedViewController as? ThirdVC)
        app.markNow()
        return (app, nav, thirdVC)
    }

    /// R5.1, R5.2, R5.4: prepare on the source, then the action on the destination, then one
    /// dismiss on the presenter and a pop to the destination.
    func testUnwindAcrossAModalAbovePush() throws {
        try MainActor.assumeIsolated {
            let (app, nav, _) = try makeApp()
            app.tapButton("done")
            let lines = app.newEvents()
            XCTAssertEqual(Array(lines.prefix(6)), [
                "ThirdVC#1.shouldPerformSegue(withIdentifier:sender:) \"DoneUnwind\" sender=UIButton#1",
                "ThirdVC#1.prepare(for:sender:) segue=\"DoneUnwind\" destination=FormVC#1 sender=UIButton#1",
                "FormVC#1.unwindToForm(_:) segue=\"DoneUnwind\" source=ThirdVC#1",
                "UINavigationController#1.dismiss(animated:completion:)",
                "UINavigationController#1.unwind(for:towards:) FormVC#1",
                "UINavigationController#1.popToViewController(_:animated:) FormVC#1",
            ])
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertNil(nav.presentedViewController)
            XCTAssertTrue(lines.contains("ThirdVC#1.deinit"))
            XCTAssertTrue(lines.contains("ResultVC#1.deinit"))
            XCTAssertEqual((nav.topViewController as? FormVC)?.unwindCount, 1)
            XCTAssertTrue(Runtime.shared.visibleController is FormVC)
        }
    }

    /// R1.2 with R5.1: a manual unwind through performSegue skips shouldPerformSegue.
    func testManualUnwindSkipsShouldPerform() throws {
        try MainActor.assumeIsolated {
            let (app, _, third) = try makeApp()
            third.performSegue(withIdentifier: "BackToForm", sender: nil)
            app.drain()
            let lines = app.newEvents()
            XCTAssertFalse(lines.contains { $0.contains("shouldPerformSegue") })
            XCTAssertTrue(lines.contains("FormVC#1.unwindToForm(_:) segue=\"BackToForm\" source=ThirdVC#1"))
        }
    }

    /// R5.3: the nearest controller with the action wins (top of the stack first).
    func testNearestControllerWins() throws {
        try MainActor.assumeIsolated {
            let second = SB.scene("second", "FormVC", segues: [SB.segue("s2", to: "third", identifier: "Next")])
            let third = SB.scene("third", "ThirdVC", segues: [SB.segue("u", to: "third-exit", kind: .unwind, identifier: "Back", unwindAction: "unwindToForm:")])
            let first = SB.scene("first", "FormVC", segues: [SB.segue("s1", to: "second", identifier: "Next")])
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "first"), first, second, third]), classes: Glue.all)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.topViewController?.performSegue(withIdentifier: "Next", sender: nil)
            app.drain()
            nav.topViewController?.performSegue(withIdentifier: "Next", sender: nil)
            app.drain()
            app.markNow()
            nav.topViewController?.performSegue(withIdentifier: "Back", sender: nil)
            app.drain()
            XCTAssertTrue(app.newLines().contains("FormVC#2.unwindToForm(_:) segue=\"Back\" source=ThirdVC#1"))
            XCTAssertEqual(nav.viewControllers.count, 2)
        }
    }

    /// R5.1 step 3: no controller takes the action: nothing happens, no prepare.
    func testNoDestinationAbortsSilently() throws {
        try MainActor.assumeIsolated {
            let third = SB.scene("third", "ThirdVC", segues: [SB.segue("u", to: "third-exit", kind: .unwind, identifier: "Back", unwindAction: "unwindToNowhere:")])
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "third"), third]), classes: Glue.all)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            app.markNow()
            nav.topViewController?.performSegue(withIdentifier: "Back", sender: nil)
            app.drain()
            // Nothing happens; the trace notes the unwind UIKit gave up (R5.5).
            XCTAssertEqual(app.newLines(), ["ThirdVC#1.performSegue(withIdentifier:sender:) \"Back\" sender=nil",
                                            "ThirdVC#1.unwind unwindToNowhere: segue=\"Back\" — ignored: no controller on the way back from it has the action unwindToNowhere:"])
        }
    }
}
