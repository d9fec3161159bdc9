import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// §7 (UIStoryboard) and §8 (the lost value).
final class StoryboardTests: XCTestCase {
    @MainActor
    func makeApp(initial: String? = "a") -> TestApp {
        TestApp(SB.document(initial: initial, [SB.scene("a", "PlainVC"), SB.scene("r", "ResultVC", storyboardID: "RVC")]), classes: Glue.all)
    }

    /// R7.1: each call makes a new instance through init(coder:), awakeFromNib before it returns, no view.
    func testInstantiateMakesANewInstanceEachTime() {
        MainActor.assumeIsolated {
            let app = makeApp()
            let first = app.storyboard.instantiateViewController(withIdentifier: "RVC")
            let second = app.storyboard.instantiateViewController(withIdentifier: "RVC")
            XCTAssertFalse(first === second)
            XCTAssertFalse(first.isViewLoaded)
            XCTAssertEqual(app.newLines(fromStart: true), [
                "ResultVC#1.init(coder:)", "ResultVC#1.awakeFromNib",
                "ResultVC#2.init(coder:)", "ResultVC#2.awakeFromNib",
            ])
            // R7.5
            XCTAssertTrue(first.storyboard === app.storyboard)
        }
    }

    /// R7.3: no entry point gives nil without an exception.
    func testNoInitialControllerGivesNil() {
        MainActor.assumeIsolated {
            let app = makeApp(initial: nil)
            XCTAssertNil(app.storyboard.instantiateInitialViewController())
        }
    }

    /// R7.5: a segue's destination comes from the source's storyboard.
    func testSegueDestinationSharesTheStoryboard() throws {
        try MainActor.assumeIsolated {
            let a = SB.scene("a", "PlainVC", segues: [SB.segue("s", to: "r", kind: .presentation, identifier: "Go")])
            let app = TestApp(SB.document(initial: "a", [a, SB.scene("r", "ResultVC")]), classes: Glue.all)
            let root = try XCTUnwrap(app.launch())
            root.performSegue(withIdentifier: "Go", sender: nil)
            XCTAssertTrue(root.presentedViewController?.storyboard === root.storyboard)
        }
    }
}

/// §8: VC1 → VC2 → VC3; VC3 writes back to VC2; back to VC1 releases VC2; a new VC2 has no value.
final class LostValueTests: XCTestCase {
    func testTheShownVC2IsANewInstanceAndTheValueIsGone() throws {
        try MainActor.assumeIsolated {
            let vc1 = SB.scene("vc1", "FormVC", segues: [SB.segue("s1", to: "vc2", identifier: "ToVC2")])
            let vc2 = SB.scene("vc2", "ResultVC", segues: [SB.segue("s2", to: "vc3", identifier: "ToVC3")])
            let vc3 = SB.scene("vc3", "ThirdVC")
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "vc1"), vc1, vc2, vc3]), classes: Glue.all)
            let nav = try XCTUnwrap(app.launch() as? UINavigationController)
            nav.topViewController?.performSegue(withIdentifier: "ToVC2", sender: nil)
            app.drain()
            nav.topViewController?.performSegue(withIdentifier: "ToVC3", sender: nil)
            app.drain()
            // VC3 writes back to the VC2 below it in the stack: the same instance.
            (nav.viewControllers[nav.viewControllers.count - 2] as? ResultVC)?.value = "from VC3"
            app.markNow()
            nav.popViewController(animated: true)
            app.drain()
            let back = app.newEvents()
            XCTAssertTrue(back.contains("ResultVC#1.viewWillAppear(_:)"))
            XCTAssertFalse(back.contains("ResultVC#1.viewDidLoad"), "VC2 is not re-created")
            XCTAssertEqual((nav.topViewController as? ResultVC)?.value, "from VC3")
            nav.popViewController(animated: true)
            app.drain()
            XCTAssertTrue(app.newEvents().contains("ResultVC#1.deinit"), "going back to VC1 releases VC2")
            nav.topViewController?.performSegue(withIdentifier: "ToVC2", sender: nil)
            app.drain()
            XCTAssertTrue(app.newEvents().contains("ResultVC#2.init(coder:)"), "the next VC2 is a new instance")
            XCTAssertNil((nav.topViewController as? ResultVC)?.value, "and its value is gone")
        }
    }
}
