import Foundation
import Texts

/// The text the check expected is not a number, the label showed a number, and the line that set
/// the label is built (through its names) from `Int(…)`/`Double(…)` of something: the text was
/// turned into a number on its way, which gives nil for text that is not a number, and what stood
/// in for it (`?? score`, 0) is what showed.
///
/// Premise: a missing value; the expected text is not a number and the shown one is; a setter that
/// ran reads a numeric conversion of a value.
struct TextMadeNumberRule: TeachingRule {
    let id = "text-made-number"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected.map(WrongBranchRule.unquoted),
              let actual = context.failure.actual.map(WrongBranchRule.unquoted),
              !expected.trimmingCharacters(in: .whitespaces).isEmpty, Double(expected) == nil, Double(actual) != nil,
              !expected.contains(actual) else { return nil }
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let origins = context.origins(of: setter)
            // A conversion that can fail, with what stood in for it (`?? score`, `?? 0`).
            guard let conversion = origins.firstMatch(#"\b(Int|Double|Float|Int64|Int32|Decimal)\s*\(\s*(?:string:\s*)?([\p{L}_][\w.?!]*)\s*\)\s*\?\?"#) else { continue }
            // What it converts is text: a text field's or label's `text`, or a `String` parameter.
            let converted = conversion[2]
            let isText = converted.hasSuffix(".text") || converted.hasSuffix("text") || context.code.methods.contains { method in
                method.parameterNames.contains(converted) && method.parameterTypes.contains("String")
            }
            guard isText else { continue }
            let written = "\(conversion[1])(\(conversion[2]))"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleTextMadeNumber(conversion: written, text: expected, shown: actual, setter: "\(setter.target) = …", line: setter.line)
            })
        }
        return nil
    }
}
