import SwiftSyntax

/// Returns one constant on every path: each `return` of a function whose region decides a
/// `Bool` made `return true` (then `false`); a choice `c ? a : b` in a region made `a` (then `b`).
struct ConstantReturn {
    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for function in descendants(FunctionDeclSyntax.self, of: file.tree) {
            guard let body = function.body, function.signature.returnClause?.type.trimmedDescription == "Bool",
                  body.statements.contains(where: { file.inRegion($0) }) else { continue }
            let returns = descendants(ReturnStmtSyntax.self, of: body).filter { $0.expression != nil }
            guard !returns.isEmpty else { continue }
            for constant in ["true", "false"] {
                let edits = returns.compactMap { statement in
                    statement.expression.map { TextEdit(range: file.range(of: $0), replacement: constant) }
                }
                found.append(context.candidate(
                    .constantReturn, edits, at: body.positionAfterSkippingLeadingTrivia.utf8Offset,
                    before: "\(function.name.text): \(returns.map(\.trimmedDescription).joined(separator: "; "))",
                    after: "\(function.name.text): return \(constant) on every path",
                    truth: MutationTruth(summary: "`\(function.name.text)` returns \(constant) on every path", from: nil, to: constant,
                                         tokens: [function.name.text])))
            }
        }
        for sequence in context.inRegions(SequenceExprSyntax.self) {
            for (condition, ternary, otherwise) in ternaries(in: sequence) {
            let locals = EnclosingFunction(of: sequence)?.localNames ?? []
            let choice = file.range(of: condition).lowerBound..<file.range(of: otherwise).upperBound
            let code = String(decoding: file.bytes[choice], as: UTF8.self)
            for branch in [ternary.thenExpression, otherwise] {
                let range = choice
                let statement = ancestor(CodeBlockItemSyntax.self, of: sequence)?.trimmedDescription ?? sequence.trimmedDescription
                found.append(context.candidate(
                    .constantReturn, [TextEdit(range: range, replacement: branch.trimmedDescription)], at: range.lowerBound,
                    before: statement, after: statement.replacingOccurrences(of: code, with: branch.trimmedDescription),
                    truth: MutationTruth(summary: "`\(code)` made `\(branch.trimmedDescription)` whatever `\(condition.trimmedDescription)` is",
                                         from: code, to: branch.trimmedDescription,
                                         tokens: salientNames(of: condition, locals: locals))))
            }
            }
        }
        return found
    }
}
