import Foundation
import Texts
import WorkbookProtocol

/// A text shown as written, with another language's placeholder left in it (`"${resultLabel.text}"`
/// from Kotlin or JavaScript, `"#{name}"` from Ruby, `"{email}"` from a Python f-string without its `f`):
/// Swift fills in only `\(…)`, so the placeholder is plain text. Premise: the value read holds such a
/// placeholder, and a string literal of the learner's holds it too.
struct ForeignTemplateRule: TeachingRule {
    let id = "foreign-template"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let actual = context.failure.actual.map(WrongBranchRule.unquoted),
              let placeholder = actual.firstMatch(#"([$#]?\{\s*([A-Za-z_][\w.?!]*)\s*\})"#) else { return nil }
        for (file, source) in context.sources.enumerated() {
            for (index, line) in source.components(separatedBy: "\n").enumerated() where line.contains("\"") && line.contains(placeholder[1]) {
                guard let literal = line.firstMatch(#"("[^"\n]*"#  + NSRegularExpression.escapedPattern(for: placeholder[1]) + #"[^"\n]*")"#)?[1] else { continue }
                let fixed = literal.replacingOccurrences(of: placeholder[1], with: "\\(" + placeholder[2] + ")")
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleForeignTemplate(literal: literal, line: index + 1, file: context.fileName(file) ?? "?", placeholder: placeholder[1], fixed: fixed)
                })
            }
        }
        return nil
    }
}
