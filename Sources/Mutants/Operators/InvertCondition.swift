import SwiftSyntax

/// Negates a condition: `if c` → `if !(c)`, `!c` → `c`, `==` ↔ `!=`, `===` ↔ `!==`, the
/// condition of `a ? b : c`.
struct InvertCondition {
    static let opposite = ["==": "!=", "!=": "==", "===": "!==", "!==": "===", "<": ">=", ">": "<=", "<=": ">", ">=": "<"]

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var expressions: [ExprSyntax] = []
        for element in context.inRegions(ConditionElementSyntax.self) {
            if case let .expression(expression) = element.condition { expressions.append(expression) }
        }
        for clause in context.inRegions(WhereClauseSyntax.self) { expressions.append(clause.condition) }
        for sequence in context.inRegions(SequenceExprSyntax.self) {
            expressions += ternaries(in: sequence).map(\.condition)
        }
        var found: [MutationCandidate] = []
        for expression in expressions {
            let code = expression.trimmedDescription
            var edit: TextEdit
            var after: String
            var operatorTokens: [String] = []
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                edit = TextEdit(range: file.range(of: expression), replacement: prefix.expression.trimmedDescription)
                after = prefix.expression.trimmedDescription
            } else if let sequence = expression.as(SequenceExprSyntax.self),
                      let operators = Optional(sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self) }),
                      operators.count == 1, let flipped = Self.opposite[operators[0].operator.text] {
                edit = TextEdit(range: file.range(of: operators[0]), replacement: flipped)
                after = code.replacingOccurrences(of: " \(operators[0].operator.text) ", with: " \(flipped) ")
                operatorTokens = [operators[0].operator.text, flipped]
            } else {
                edit = TextEdit(range: file.range(of: expression), replacement: "!(\(code))")
                after = "!(\(code))"
            }
            let locals = EnclosingFunction(of: expression)?.localNames ?? []
            let statement = ancestor(CodeBlockItemSyntax.self, of: expression)?.trimmedDescription ?? code
            found.append(context.candidate(
                .invertCondition, [edit], at: edit.range.lowerBound,
                before: statement, after: statement.replacingOccurrences(of: code, with: after),
                truth: MutationTruth(summary: "`\(code)` inverted to `\(after)`", from: code, to: after,
                                     tokens: salientNames(of: expression, locals: locals) + operatorTokens)))
        }
        return found
    }
}
