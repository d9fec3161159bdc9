import Foundation
import Texts
import WorkbookProtocol

/// A screen change made once per turn of a loop: `for _ in 0...steps { pop… }` that turns once too
/// often, `performSegue` inside a loop over the text's characters with no `break`. The coverage says
/// how many times the call ran and how many times the loop around it was entered; more changes than
/// entries is the loop making them.
///
/// Premise: the check is about which screen shows; a transition call of the learner's ran at least
/// twice, inside a loop whose body turned at least twice, more times than the loop was reached.
struct TransitionRepeatedRule: TeachingRule {
    let id = "transition-repeated"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        let code = context.code
        for call in code.calls where ConditionDecidedRule.transitionNames.contains(call.name) {
            guard let times = context.ran(call), times >= 2,
                  let loop = code.loops.filter({ $0.file == call.file && $0.bodyLine <= call.line && call.line <= $0.endLine && $0.firstLine > 0 })
                      .max(by: { $0.line < $1.line }),
                  let turns = context.ran(file: loop.file, line: loop.firstLine, column: loop.firstColumn), turns >= 2,
                  let reached = context.ran(file: loop.file, line: loop.line, column: loop.column), reached >= 1, times > reached else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleTransitionRepeated(call: call.quoted, line: call.line, method: call.method ?? "?", times: times, header: loop.header,
                                          loopLine: loop.line, closedRange: loop.sequence.contains("..."))
            })
        }
        return nil
    }
}
