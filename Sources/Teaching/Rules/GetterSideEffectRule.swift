import Foundation
import Texts
import WorkbookProtocol

/// A computed property whose getter also changes something (`inputText.text = ""`), read twice in
/// one method that ran (a test, then the call it guards): each read runs the getter again, so the
/// second read gets what the first left behind.
struct GetterSideEffectRule: TeachingRule {
    let id = "getter-side-effect"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for property in code.properties where property.isComputed {
            guard let body = property.getterBody, let owner = property.owner,
                  let change = body.firstMatch(#"(?m)^\s*([\p{L}_][\w.?!]*\s*(?:=|\+=|-=)\s*[^=\n][^\n]*)$"#)?[1] else { continue }
            // The reads of it in one method that ran: a call's arguments and its conditions, an assignment's value and its conditions.
            var reads: [String: [Int]] = [:]
            for call in code.calls where call.owner == owner && (context.ran(call) ?? 0) > 0 {
                let lines = call.arguments.filter { FailureContext.mentionsOwn($0, property.name) }.map { _ in call.line }
                    + call.conditions.filter { FailureContext.mentionsOwn($0.text, property.name) }.map(\.line)
                if !lines.isEmpty, let method = call.method { reads[method, default: []] += lines }
            }
            for assignment in code.assignments where assignment.owner == owner && (context.ran(assignment) ?? 0) > 0 {
                let lines = (FailureContext.mentionsOwn(assignment.value, property.name) ? [assignment.line] : [])
                    + assignment.conditions.filter { FailureContext.mentionsOwn($0.text, property.name) }.map(\.line)
                if !lines.isEmpty, let method = assignment.method { reads[method, default: []] += lines }
            }
            for binding in code.bindings where binding.owner == owner && !binding.isCapture && FailureContext.mentionsOwn(binding.value, property.name) {
                if let method = binding.method { reads[method, default: []].append(binding.line) }
            }
            // Read once, then what the getter changed is read after it in that method: it reads the getter's value.
            let changed = CodeFacts.rootName(CodeFacts.normalized(String(change.prefix { $0 != "=" && $0 != "+" && $0 != "-" }).trimmingCharacters(in: .whitespaces)))
            for (method, lines) in reads where lines.count == 1 && !changed.isEmpty {
                let later = code.assignments.first { $0.owner == owner && $0.method == method && $0.line > lines[0] && (context.ran($0) ?? 0) > 0
                    && FailureContext.mentionsOwn($0.value, changed) && !FailureContext.mentionsOwn($0.value, property.name) }
                guard let later else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleGetterChangesLaterRead(property: property.name, line: property.line, change: change.trimmingCharacters(in: .whitespaces), method: method,
                                                  readLine: lines[0], later: later.statement, laterLine: later.line)
                })
            }
            guard let (method, lines) = reads.first(where: { $0.value.count >= 2 }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleGetterSideEffect(property: property.name, line: property.line, change: change.trimmingCharacters(in: .whitespaces), method: method,
                                        readLines: Array(Set(lines)).sorted())
            })
        }
        return nil
    }
}
