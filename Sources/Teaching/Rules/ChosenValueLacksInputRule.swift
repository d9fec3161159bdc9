import Foundation
import Texts

/// The value the check reads was picked by a condition (`let s = c ? preset : current`, or an
/// `if`/`else` giving one name two values), and the arm this run took does not carry what the
/// user typed: only the other arm reads the field. The coverage tells which arm ran; the code
/// tells which arm reads the field and, for a preset made with labels (`Settings(email: "", …)`),
/// what the taken arm gives instead.
struct ChosenValueLacksInputRule: TeachingRule {
    let id = "chosen-value-lacks-input"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let field = context.fieldTypedWithExpected else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let value = CodeFacts.normalized(setter.value).replacingOccurrences(of: "self.", with: "")
            let root = CodeFacts.rootName(value)
            guard !root.isEmpty, let local = code.locals.last(where: { $0.name == root && $0.method == setter.method && $0.owner == setter.owner
                    && $0.file == setter.file && $0.line <= setter.line }),
                  let choice = code.choices.first(where: { $0.file == local.file && $0.trueColumn > 0
                      && ($0.line == local.line || ($0.target == root && $0.line > local.line && $0.line < setter.line)) }) else { continue }
            let trueRan = context.ran(file: choice.file, line: choice.trueLine, column: choice.trueColumn)
            let falseRan = context.ran(file: choice.file, line: choice.falseLine, column: choice.falseColumn)
            guard let trueRan, let falseRan, (trueRan > 0) != (falseRan > 0) else { continue }
            let (taken, other) = trueRan > 0 ? (choice.whenTrue, choice.whenFalse) : (choice.whenFalse, choice.whenTrue)
            guard !reads(taken, field: field, code: code), reads(other, field: field, code: code) else { continue }
            // What the taken arm gives for the member read (`settings.email` of `Settings.defaults`).
            let member = value.dropFirst(root.count).hasPrefix(".") ? String(value.dropFirst(root.count + 1).prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : ""
            var given: (value: String, line: Int)?
            if !member.isEmpty {
                let name = String(taken.split(separator: ".").last ?? "")
                if let preset = code.properties.first(where: { $0.name == name && $0.initial != nil }),
                   let found = preset.initial?.firstMatch("\\b" + NSRegularExpression.escapedPattern(for: member) + #"\s*:\s*("[^"]*"|[^,()]+)"#) {
                    given = (found[1].trimmingCharacters(in: .whitespaces), preset.line)
                }
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleChosenValueLacksInput(statement: setter.statement, line: setter.line, local: root, taken: taken, other: other, condition: choice.condition,
                                             conditionHeld: trueRan > 0, choiceLine: choice.line, member: member.isEmpty ? nil : member,
                                             memberValue: given?.value, memberLine: given?.line, field: field)
            })
        }
        return nil
    }

    /// Whether `expression` reads the field: by name, or through a property whose getter or
    /// value reads it, or a method of the learner's that returns it.
    private func reads(_ expression: String, field: String, code: CodeFacts) -> Bool {
        if readsOwn(expression, field) { return true }
        return code.properties.contains { property in
            FailureContext.mentions(expression, property.name) && !property.isOutlet
                && [property.getterBody, property.getter, property.initial].contains { $0.map { readsOwn($0, field) } ?? false }
        } || code.returns.contains { value in
            value.method.map { FailureContext.mentions(expression, String($0.prefix { $0 != "(" })) } == true && readsOwn(value.value ?? "", field)
        }
    }

    /// `field` read as the object's own (`email.text`, `self.email`), not an argument label (`Settings(email: "")`) nor another object's member.
    private func readsOwn(_ text: String, _ field: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: field)
        return text.range(of: "((?<![\\w.])|\\bself\\.)\(name)\\b(?!\\s*:(?!:))", options: .regularExpression) != nil
    }
}

