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
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(KoreanParticle.attach(field, .subject)) 비어 있을 때도 \(KoreanParticle.attach("`\(call[0])`", .direction)) 빈 문자열(\"\")을 보냅니다. 받는 쪽은 그 빈 문자열로 값을 바꾸므로, 아무것도 입력하지 않고 돌아가면 앞의 값이 지워집니다. 보내기 전에 `if let text = \(field).text, !text.isEmpty { … }`처럼 비어 있지 않은지 확인하고, 비어 있으면 보내지 마세요.",
                en: "`\(call[0])` sends an empty string (\"\") whenever \(field) is empty. The receiver replaces its value with it, so going back without typing anything erases the value shown before. Check that the text is not empty before sending (`if let text = \(field).text, !text.isEmpty { … }`), and send nothing when it is."))
        }
        return nil
    }

    static func isEmpty(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "\"\""
    }
}
