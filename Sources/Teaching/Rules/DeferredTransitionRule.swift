import Foundation
import Texts
import WorkbookProtocol

/// A screen change written in a `defer` (`defer { performSegue(…) }`) runs whenever its method
/// leaves, through an early `return` too. `unguarded-transition` tells it when the check ends on
/// the wrong screen; this reading tells it when the screen that should never have come stopped the
/// app (an `assert` of the learner's in its `viewDidLoad`): the coverage is then lost with the
/// process, so the trace stands for it. Premise: the app stopped; the method holding the `defer`
/// ran, and a transition followed in the same step; a `return` under a test sits below the `defer`.
struct DeferredTransitionRule: TeachingRule {
    let id = "transition-in-defer"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.crash != nil else { return nil }
        let code = context.code
        for call in code.calls where SkippedOptionalChainRule.transitionCalls[call.name] != nil {
            guard let deferLine = call.deferLine, let method = call.method,
                  let exit = code.returns.first(where: { $0.file == call.file && $0.method == method && $0.owner == call.owner && $0.line > deferLine && !$0.conditions.isEmpty }),
                  let test = FailureContext.deciding(exit.conditions).first ?? exit.conditions.first,
                  let run = context.runs(of: method, owner: call.owner).last, let step = run.event.step,
                  context.evidence.transitions.contains(where: { $0.step == step && $0.index > run.index && $0.ignored == nil }) else { continue }
            let written = (call.receiver.map { $0 + "." } ?? "") + call.name + "(…)"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleTransitionInDefer(call: written, line: call.line, deferLine: deferLine, action: method, test: test.text, testLine: test.line, exitLine: exit.line)
            })
        }
        return nil
    }
}
