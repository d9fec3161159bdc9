import Foundation
import WorkbookProtocol

/// A transition that should not have happened ran because the test guarding it held, and that
/// test calls a method of the learner's that answered `true` by a path that does not read what
/// the user entered (`default: return true` of a `switch`): the coverage names the `return` that
/// ran.
struct GateReturnedRule: TeachingRule {
    let id = "gate-returned-true"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        let code = context.code
        for call in code.calls where SkippedOptionalChainRule.transitionCalls[call.name] != nil && (context.ran(call) ?? 0) > 0 {
            for test in call.conditions where !FailureContext.isUnwrap(test) {
                for gate in code.methods where !gate.isOverride && test.text.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: gate.baseName))\s*\("#, options: .regularExpression) != nil {
                    // The `return true` of the gate that ran, and the `return`s that read something that did not.
                    let returns = code.returns.filter { $0.method == gate.name && $0.owner == gate.owner }
                    guard let ran = returns.first(where: { $0.value == "true" && (context.ran($0) ?? 0) > 0 }),
                          returns.contains(where: { $0.value != "true" && !CodeFacts.isLiteral($0.value ?? "") }) else { continue }
                    let arm = code.branches.first { $0.method == gate.name && $0.owner == gate.owner && $0.file == ran.file }?
                        .arms.first { $0.line <= ran.line && ran.line <= $0.endLine }?.label
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleGateReturnedTrue(call: call.quoted, callLine: call.line, test: test.text, testLine: test.line, method: gate.name,
                                                returnLine: ran.line, branch: arm.map { $0.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression) })
                    })
                }
            }
        }
        return nil
    }
}
