import Foundation
import Texts
import WorkbookProtocol

/// `if let value = store.value { … }` then `label.text = self.value ?? "-"`: the local name that
/// holds the store's value lives only inside its `if`, and `self.value` is the screen's own
/// property of the same name, which nothing gave a value.
struct ShadowedNameRule: TeachingRule {
    let id = "shadowed-name"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            for match in setter.value.allMatches(#"\bself\.(\w+)\b"#) {
                let name = match[1]
                guard let binding = code.bindings.last(where: { $0.name == name && $0.method == setter.method && $0.owner == setter.owner && $0.line < setter.line }),
                      code.properties.contains(where: { $0.name == name && $0.owner == setter.owner && !$0.isOutlet }),
                      !code.assignments.contains(where: { $0.member == name && $0.owner == setter.owner && FailureContext.isSelfBase($0.base) }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleShadowedName(setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line, name: name,
                                        owner: setter.owner ?? "?", binding: binding.value, bindingLine: binding.line)
                })
            }
        }
        return nil
    }
}

/// The text shown is a literal of the code that differs from the expected one by a space, a letter
/// or letter case: it was typed differently from the exercise's.
struct LiteralSpelledDifferentlyRule: TeachingRule {
    let id = "literal-spelled-differently"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues, actual.count >= 2 else { return nil }
        let squeeze = { (text: String) in text.filter { !$0.isWhitespace }.lowercased() }
        guard squeeze(actual) == squeeze(expected) || CompileErrorLesson.editDistance(actual, expected) <= 1 else { return nil }
        // The literal in the code that gave it: an exact match, on the value's path first.
        let quoted = "\"" + actual + "\""
        let setters = context.settersOfSubject
        let candidates = setters.map { ($0.line, $0.value) } + context.code.assignments.map { ($0.line, $0.value) } + context.code.calls.map { ($0.line, $0.arguments.joined(separator: ", ")) }
        // Else any line of the learner's files that holds the literal (an enum's raw value, a constant, a table).
        let written = context.sources.indices.lazy.compactMap { file -> Int? in
            context.sources[file].components(separatedBy: "\n").firstIndex { $0.contains(quoted) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.map { $0 + 1 }
        }.first
        guard let line = candidates.first(where: { $0.1.contains(quoted) })?.0 ?? written else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleLiteralSpelledDifferently(literal: actual, line: line) })
    }
}

/// `let typedEmail = sender.text ?? ""` inside a method of a class that has a stored property
/// `typedEmail`: the `let` (or `var`) makes a new local name that hides the property for the rest
/// of the method, so the value goes to the local and the property is never written. Another method
/// reads the property and gets its start value.
///
/// Premise: the failure is about a value or a screen; no line of the class writes the property
/// (through `self` or bare); another method of the class reads it, and that method ran.
struct LocalHidesPropertyRule: TeachingRule {
    let id = "local-hides-property"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for binding in code.bindings {
            guard let owner = binding.owner, let method = binding.method,
                  let property = code.properties.first(where: { $0.owner == owner && $0.name == binding.name && !$0.isOutlet && !$0.isComputed }),
                  !code.assignments.contains(where: { $0.owner == owner && $0.member == binding.name && FailureContext.isSelfBase($0.base) }) else { continue }
            // A declaration, not an `if let x = x` unwrap of the property itself.
            guard !FailureContext.mentions(binding.value, binding.name) else { continue }
            // The reader: a line of another method of the class that uses the property, and ran.
            let readers = code.assignments.filter { $0.owner == owner && $0.method != method && FailureContext.mentionsOwn($0.value, binding.name) }
                .map { (line: $0.line, ran: context.ran($0), method: $0.method) }
                + code.calls.filter { call in call.owner == owner && call.method != method && call.arguments.contains { FailureContext.mentionsOwn($0, binding.name) } }
                .map { (line: $0.line, ran: context.ran($0), method: $0.method) }
            guard let reader = readers.first(where: { ($0.ran ?? 1) > 0 }), let readerMethod = reader.method else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLocalHidesProperty(name: binding.name, line: binding.line, method: method, owner: owner, initial: property.initial,
                                          reader: readerMethod, readerLine: reader.line)
            })
        }
        return nil
    }
}
