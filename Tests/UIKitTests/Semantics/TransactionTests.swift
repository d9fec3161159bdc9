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

    /// A `CATransition` added to the window's layer before a presentation (a fade custom segue): the
    /// layer keeps it under `kCATransition` until it ends, the model is unchanged, and the delegate
    /// hears its start and end after the presentation already queued.
    func testATransitionOnTheWindowLayerEndsAfterTheQueuedPresentation() {
        MainActor.assumeIsolated {
            final class Listener: NSObject, CAAnimationDelegate {
                func animationDidStart(_ anim: CAAnimation) {
                    Runtime.shared.trace.record(tag: "CAAnimation", className: "CATransition", member: "animationDidStart", detail: nil)
                }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    Runtime.shared.trace.record(tag: "CAAnimation", className: "CATransition", member: "animationDidStop", detail: "finished=\(flag)")
                }
            }
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all)
            let root = app.launch()!
            app.drain()
            app.markNow()
            let transition = CATransition()
            transition.duration = 0.3
            transition.type = .fade
            transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            transition.delegate = Listener()
            let layer = root.view.window!.layer
            layer.add(transition, forKey: kCATransition)
            XCTAssertTrue(layer.animation(forKey: kCATransition) === transition)
            XCTAssertEqual(layer.animationKeys(), [kCATransition])
            XCTAssertEqual(layer.opacity, 1)
            root.present(ResultVC(), animated: false)
            app.drain()
            let events = app.newEvents()
            // Started at the next turn, ended after the presentation queued with it was over.
            XCTAssertEqual(events.filter { $0.hasPrefix("CAAnimation.") }, ["CAAnimation.animationDidStart", "CAAnimation.animationDidStop finished=true"], events.description)
            XCTAssertEqual(events.last, "CAAnimation.animationDidStop finished=true", events.description)
            XCTAssertTrue(events.contains("ResultVC#1.viewDidAppear(_:)"), events.description)
            XCTAssertNil(layer.animation(forKey: kCATransition))
        }
    }

    /// Removed before it ended: the delegate hears `finished: false`, and never the end.
    func testAnAnimationRemovedBeforeItEndsIsNotFinished() {
        MainActor.assumeIsolated {
            final class Listener: NSObject, CAAnimationDelegate {
                var stops: [Bool] = []
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
            }
            let app = TestApp(SB.document(initial: "a", [SB.scene("a", "PlainVC")]), classes: Glue.all)
            let root = app.launch()!
            let listener = Listener()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.delegate = listener
            root.view.layer.add(fade, forKey: "fade")
            root.view.layer.removeAnimation(forKey: "fade")
            app.drain()
            XCTAssertEqual(listener.stops, [false])
            XCTAssertNil(root.view.layer.animationKeys())
        }
    }
}
