import Foundation
import Texts
import WorkbookProtocol

/// A decision worked out and then not used to decide: `let allowed = shouldPerformSegue(…)` (or
/// `let ok = !text.isEmpty`, `let canGo = validate()`) only logged or shown, while the screen change
/// after it runs whatever it holds. The screen changed when the check expected it to stay.
///
/// Premise: the check is about which screen shows; a transition call that ran sits under no test in
/// its method, and the method gives a local a yes/no value before it (a comparison, a negation, a
/// `should…`/`can…`/`is…`/`valid…` call) that no `if`, `guard`, `while` or `?:` of the method reads.
struct DecisionNotUsedRule: TeachingRule {
    let id = "decision-not-used"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        let code = context.code
        for call in code.calls where ConditionDecidedRule.transitionNames.contains(call.name) && call.conditions.isEmpty && (context.ran(call) ?? 0) > 0 {
            guard let method = call.method, context.sources.indices.contains(call.file) else { continue }
            let lines = context.sources[call.file].components(separatedBy: "\n")
            for local in code.locals where local.method == method && local.owner == call.owner && local.file == call.file && local.line < call.line {
                guard let value = local.value, Self.isDecision(name: local.name, value: value) else { continue }
                // Read by a test anywhere in the method (from the local to the end of its scope).
                let scope = lines[min(local.line, lines.count)..<min(max(local.scopeEnd, local.line), lines.count)]
                let name = NSRegularExpression.escapedPattern(for: local.name)
                let tested = scope.contains { line in
                    let text = line.trimmingCharacters(in: .whitespaces)
                    guard text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil else { return false }
                    return text.range(of: #"^(\}\s*else\s+)?(if|guard|while)\b"#, options: .regularExpression) != nil
                        || text.range(of: "\\b\(name)\\b\\s*\\?[^?.]", options: .regularExpression) != nil
                        || text.range(of: "(&&|\\|\\||return)\\s*!?\\s*\(name)\\b", options: .regularExpression) != nil
                }
                guard !tested else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDecisionNotUsed(declaration: local.declaration, line: local.line, name: local.name,
                                           call: call.quoted, callLine: call.line)
                })
            }
        }
        return nil
    }

    /// A yes/no value: a comparison, a negation, a text test, or a call named like a question.
    static func isDecision(name: String, value: String) -> Bool {
        if value.range(of: #"(==|!=|>=|<=|\s>\s|\s<\s|&&|\|\||^!|\.isEmpty\b|\.contains\(|\bhasPrefix\(|\bhasSuffix\()"#, options: .regularExpression) != nil { return true }
        if value.range(of: #"^(self\.)?(should|can|is|has|valid|validate|check|allow)\w*\("#, options: .regularExpression) != nil { return true }
        return name.range(of: #"^(allowed|ok|valid|isValid|canGo|can\w+|should\w+|is\w+|has\w+)$"#, options: .regularExpression) != nil
            && (value == "true" || value == "false" || value.hasSuffix(")"))
    }
}
