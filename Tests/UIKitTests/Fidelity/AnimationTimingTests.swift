import XCTest
@testable @_spi(Workbook) import UIKit

/// R10.5 and R10.6 (docs/uikit-rules.md): an animation sets its final values at once, and its
/// completion runs when it ends, never before the call returns; a property animator runs its
/// animations when started and its completions after, with the position it ended at.
final class AnimationTimingTests: XCTestCase {
    func testAnAnimationsCompletionRunsAfterTheCallReturns() {
        MainActor.assumeIsolated {
            var order: [String] = []
            let view = UIView()
            UIView.animate(withDuration: 0.3, animations: {
                view.alpha = 0.2
                order.append("animations")
            }, completion: { finished in order.append("completion \(finished)") })
            order.append("after the call")
            XCTAssertEqual(view.alpha, 0.2)
            XCTAssertEqual(order, ["animations", "after the call"])
            Runtime.shared.drain()
            XCTAssertEqual(order, ["animations", "after the call", "completion true"])

            UIView.transition(with: view, duration: 0, options: .transitionCrossDissolve, animations: { order.append("transition") },
                              completion: { _ in order.append("transition done") })
            XCTAssertEqual(order.suffix(1), ["transition"], "even with no duration the completion waits for the next turn")
            Runtime.shared.drain()
            XCTAssertEqual(order.suffix(2), ["transition", "transition done"])
        }
    }

    func testAPropertyAnimatorRunsItsAnimationsWhenStartedAndItsCompletionsAfter() {
        MainActor.assumeIsolated {
            var order: [String] = []
            let view = UIView()
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
                view.alpha = 0.5
                order.append("animations")
            }
            animator.addCompletion { position in order.append("completion \(position == .end ? "end" : "other")") }
            Runtime.shared.drain()
            XCTAssertEqual(order, [], "an animator that is not started runs nothing")
            XCTAssertEqual(animator.state, .inactive)
            animator.startAnimation()
            XCTAssertEqual(order, ["animations"])
            XCTAssertEqual(view.alpha, 0.5)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(animator.state, .active)
            Runtime.shared.drain()
            XCTAssertEqual(order, ["animations", "completion end"])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertFalse(animator.isRunning)

            order = []
            let stopped = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
                order.append("running")
            }, completion: { _ in order.append("never") })
            stopped.stopAnimation(true)
            Runtime.shared.drain()
            XCTAssertEqual(order, ["running"], "stopped without finishing: no completion")
        }
    }
}
