import SwiftSyntax

/// Deletes a statement of a solution region (or a method the region declares).
struct DropStatement {
    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for statement in context.regionStatements {
            guard let function = EnclosingFunction(of: statement) else { continue }
            // The only statement of a switch case cannot go (a case needs one).
            if statement.parent?.parent?.is(SwitchCaseSyntax.self) == true, statement.parent?.as(CodeBlockItemListSyntax.self)?.count == 1 { continue }
            // A declaration whose names are used afterwards cannot go either.
            let bound = boundNames(in: statement)
            if !bound.isEmpty, statement.item.is(DeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) {
                let later = function.body.statements.filter { $0.position > statement.position }
                if later.contains(where: { !freeNames(of: $0).isDisjoint(with: bound) }) { continue }
            }
            let code = statement.trimmedDescription
            var tokens = salientNames(of: statement, locals: function.localNames)
            if statement.item.is(ReturnStmtSyntax.self) { tokens.append("return") }
            // `break`, `continue`: the statement is its own name.
            if tokens.isEmpty { tokens = [code] }
            found.append(context.candidate(
                .dropStatement, [TextEdit(range: file.lineRange(of: statement), replacement: "")],
                at: statement.positionAfterSkippingLeadingTrivia.utf8Offset, before: code, after: "(nothing)",
                truth: MutationTruth(summary: "dropped `\(oneLine(code))` from \(function.name)", from: code, to: nil, tokens: tokens)))
        }
        // A method the region declares (an unwind action, a delegate method).
        for member in context.inRegions(MemberBlockItemSyntax.self) {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            found.append(context.candidate(
                .dropStatement, [TextEdit(range: file.lineRange(of: member), replacement: "")],
                at: member.positionAfterSkippingLeadingTrivia.utf8Offset,
                before: "func \(function.name.text)…", after: "(nothing)",
                truth: MutationTruth(summary: "dropped the method `\(function.name.text)`", from: function.name.text, to: nil,
                                     tokens: [function.name.text])))
        }
        return found
    }
}
