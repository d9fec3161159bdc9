import Foundation
import Texts
import WorkbookProtocol

/// A test that can never fail guards a transition: `text.count >= 0` (a count is never below 0),
/// `x.count > -1`, `… || true`. The empty input passes it too, and the screen changed when the
/// check expected it to stay.
///
/// Premise: the check is about which screen shows; a transition call (or `shouldPerformSegue`'s
/// `return true`) that ran (coverage) sits under a test holding such a comparison.
struct AlwaysTrueTestRule: TeachingRule {
    let id = "always-true-test"

    static let patterns = [#"([\w.?!]+\.count)\s*>=\s*0\b"#, #"([\w.?!]+\.count)\s*>\s*-\s*1\b"#, #"(\S+)\s*\|\|\s*true\b"#]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        let code = context.code
        var guarded: [(statement: String, line: Int, conditions: [CodeFacts.Condition])] = []
        for call in code.calls where ConditionDecidedRule.transitionNames.contains(call.name) && (context.ran(call) ?? 0) > 0 {
            guarded.append((call.written, call.line, call.conditions))
        }
        for value in code.returns where value.value == "true" && (value.method ?? "").hasPrefix("shouldPerformSegue") && (context.ran(value) ?? 0) > 0 {
            guarded.append(("return true", value.line, value.conditions))
        }
        for item in guarded {
            for condition in item.conditions where condition.holds {
                for pattern in Self.patterns {
                    guard let match = condition.text.firstMatch(pattern) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleAlwaysTrueTest(test: match[0].trimmingCharacters(in: .whitespaces), line: condition.line, statement: item.statement, statementLine: item.line,
                                              isCount: pattern != Self.patterns.last, counted: match[1])
                    })
                }
            }
        }
        return nil
    }
}
