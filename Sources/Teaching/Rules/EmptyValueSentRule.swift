import Foundation
import WorkbookProtocol

/// A value became empty: the code passes a text field's text on (`delegate?.sendData(field.text ?? "")`)
/// without checking that it is not empty, so leaving the field empty erased the value shown before.
struct EmptyValueSentRule: TeachingRule {
    let id = "empty-value-sent"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let actual = context.failure.actual, Self.isEmpty(actual),
              let expected = context.failure.expected, !Self.isEmpty(expected) else { return nil }
        for source in context.sources.map(SegueIdentifierMismatchRule.withoutComments) {
            guard let call = source.firstMatch(#"((?:\w+\?\.)+\w+)\(\s*(?:self\.)?(\w+)\.text\s*(?:\?\?\s*""|!)\s*\)"#),
                  source.range(of: #"isEmpty|!=\s*""|\.count\s*>|\.count\s*!="#, options: .regularExpression) == nil else { continue }
            let field = call[2]
            return Explanation(rule: id, text: Catalog.both { $0.ruleEmptyValueSent(call: call[0], field: field) })
        }
        return nil
    }

    static func isEmpty(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "\"\""
    }
}
