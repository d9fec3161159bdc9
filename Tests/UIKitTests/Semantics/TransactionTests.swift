import XCTest
@testable @_spi(Workbook) import UIKit
import WorkbookProtocol

/// `CATransaction`'s completion block around a navigation change runs once the transition is over
/// (the "after the pop finished" idiom; docs/simulation.md).
final class TransactionTests: XCTestCase {
    func testCompletionBlockRunsAfterThePopTransition() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "nav", [SB.navigation("nav", root: "a"), SB.scene("a", "PlainVC")]), classes: Glue.all)
            let nav = app.launch() as! UINavigationController
            nav.pushViewController(ResultVC(), animated: true)
            app.drain()
            app.markNow()
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                Runtime.shared.trace.record(tag: "CATransaction", className: "CATransaction", member: "completion",
                                            detail: "stack=\(nav.viewControllers.count)")
            }
            nav.popViewController(animated: true)
            CATransaction.commit()
            XCTAssertEqual(app.newEvents(), ["UINavigationController#1.popViewController(animated:)"], "nothing runs before the run loop turns")
            app.drain()
            XCTAssertEqual(app.newEvents(), [
                "ResultVC#1.viewWillDisappear(_:)",
                "PlainVC#1.viewWillAppear(_:)",
                "ResultVC#1.viewDidDisappear(_:)",
                "PlainVC#1.viewDidAppear(_:)",
                "ResultVC#1.deinit",
                "CATransaction.completion stack=1",
            ])
        }
    }

    /// Without a change inside it, the completion still runs, on the next turn of the run loop.
    func testCompletionWithNothingToAnimate() {
        MainActor.assumeIsolated {
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all)
            app.launch()
            app.markNow()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            CATransaction.commit()
            XCTAssertFalse(ran)
            app.drain()
            XCTAssertTrue(ran)
        }
    }
}
