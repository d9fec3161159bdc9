import SwiftSyntax

/// Changes a key or identifier literal: a UserDefaults key, a segue identifier or a storyboard ID,
/// written with another case, a letter short, or as another identifier of the same storyboard.
struct ChangeKeyLiteral {
    static let keyLabels: Set<String> = ["withIdentifier", "forKey", "forKeyPath", "identifier"]

    /// Whether the literal is a key or an identifier (not a text shown to the user).
    static func isKey(_ literal: StringLiteralExprSyntax) -> Bool {
        if let label = literal.parent?.as(LabeledExprSyntax.self)?.label?.text, keyLabels.contains(label) { return true }
        // `identifier == "ActionSubmit"`, `segue.identifier == "…"`.
        if let sequence = literal.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let text = sequence.trimmedDescription
            if text.contains("identifier") && (text.contains("==") || text.contains("!=")) { return true }
        }
        // `case "ActionSubmit":` in a switch.
        if ancestor(SwitchCaseLabelSyntax.self, of: literal) != nil { return true }
        return false
    }

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        var found: [MutationCandidate] = []
        let known = context.source.storyboardIdentifiers
        for literal in context.inRegions(StringLiteralExprSyntax.self) where Self.isKey(literal) {
            guard let value = plainText(of: literal), value.count >= 2 else { continue }
            var variants: [String] = []
            // Another case for the first letter.
            let first = value.prefix(1)
            let flipped = (first == first.uppercased() ? first.lowercased() : first.uppercased()) + value.dropFirst()
            if flipped != value { variants.append(flipped) }
            // A letter short.
            variants.append(String(value.dropLast()))
            // Another identifier of the storyboard.
            if let other = known.first(where: { $0 != value && !variants.contains($0) }), known.contains(value) || other.first?.isUppercase == value.first?.isUppercase {
                variants.append(other)
            }
            let range = context.file.range(of: literal)
            let statement = ancestor(CodeBlockItemSyntax.self, of: literal)?.trimmedDescription ?? literal.trimmedDescription
            for variant in variants {
                found.append(context.candidate(
                    .changeKeyLiteral, [TextEdit(range: range, replacement: "\"\(variant)\"")], at: range.lowerBound,
                    before: statement, after: statement.replacingOccurrences(of: "\"\(value)\"", with: "\"\(variant)\""),
                    truth: MutationTruth(summary: "\"\(value)\" changed to \"\(variant)\"", from: value, to: variant,
                                         tokens: ["\"\(variant)\"", variant, "\"\(value)\""])))
            }
        }
        return found
    }
}
