import SwiftSyntax

/// Moves a statement of a view controller's method into another lifecycle method: the work done
/// too early (`init(coder:)`, before the outlets exist), too late (`deinit`), once instead of each
/// time (`viewDidLoad` for `viewWillAppear`), or in the wrong controller's `prepare`.
struct MoveToLifecycle {
    struct Target: Sendable {
        var name: String
        /// Matches the method when the class has it.
        var matches: @Sendable (Syntax) -> Bool
        /// The method written out, with `STATEMENT` where the statement goes.
        var declaration: String
        var parameters: [String]
        /// The super call the statement goes after, when the method has one.
        var superCall: String?
        var tokens: [String]
    }

    static let targets: [Target] = [
        Target(name: "viewDidLoad", matches: { $0.as(FunctionDeclSyntax.self)?.name.text == "viewDidLoad" },
               declaration: "override func viewDidLoad() {\n        super.viewDidLoad()\nSTATEMENT\n    }",
               parameters: [], superCall: "super.viewDidLoad", tokens: ["viewDidLoad"]),
        Target(name: "viewWillAppear", matches: { $0.as(FunctionDeclSyntax.self)?.name.text == "viewWillAppear" },
               declaration: "override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\nSTATEMENT\n    }",
               parameters: ["animated"], superCall: "super.viewWillAppear", tokens: ["viewWillAppear"]),
        Target(name: "viewDidAppear", matches: { $0.as(FunctionDeclSyntax.self)?.name.text == "viewDidAppear" },
               declaration: "override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\nSTATEMENT\n    }",
               parameters: ["animated"], superCall: "super.viewDidAppear", tokens: ["viewDidAppear"]),
        Target(name: "viewWillDisappear", matches: { $0.as(FunctionDeclSyntax.self)?.name.text == "viewWillDisappear" },
               declaration: "override func viewWillDisappear(_ animated: Bool) {\n        super.viewWillDisappear(animated)\nSTATEMENT\n    }",
               parameters: ["animated"], superCall: "super.viewWillDisappear", tokens: ["viewWillDisappear"]),
        Target(name: "init(coder:)", matches: { node in
                   node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text == "coder" },
               declaration: "required init?(coder: NSCoder) {\n        super.init(coder: coder)\nSTATEMENT\n    }",
               parameters: ["coder"], superCall: "super.init", tokens: ["init(coder:)", "init"]),
        Target(name: "deinit", matches: { $0.is(DeinitializerDeclSyntax.self) },
               declaration: "deinit {\nSTATEMENT\n    }", parameters: [], superCall: nil, tokens: ["deinit"]),
        Target(name: "prepare(for:sender:)", matches: { $0.as(FunctionDeclSyntax.self)?.name.text == "prepare" },
               declaration: "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        super.prepare(for: segue, sender: sender)\nSTATEMENT\n    }",
               parameters: ["segue", "sender"], superCall: "super.prepare", tokens: ["prepare"]),
    ]

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for statement in context.regionStatements {
            // Statements directly in a method's body of a view controller class.
            guard let function = EnclosingFunction(of: statement),
                  statement.parent?.parent?.id == function.body.id,
                  let classDecl = ancestor(ClassDeclSyntax.self, of: statement),
                  context.source.isViewController(classDecl.name.text) else { continue }
            if statement.item.is(ReturnStmtSyntax.self) || statement.item.is(DeclSyntax.self) { continue }
            if statement.trimmedDescription.hasPrefix("super.") { continue }
            let needs = freeNames(of: statement).intersection(function.localNames)
            // A statement binding names the method uses afterwards stays (moving it cannot compile).
            let bound = boundNames(in: statement)
            if !bound.isEmpty, statement.item.is(DeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) {
                let later = function.body.statements.filter { $0.position > statement.position }
                if later.contains(where: { !freeNames(of: $0).isDisjoint(with: bound) }) { continue }
            }
            let code = statement.trimmedDescription
            let fromToken = function.name.hasPrefix("init(") ? "init" : function.name
            let originalIndent = file.indentation(at: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
            for target in Self.targets where !target.tokens.contains(fromToken) && !(function.name == "prepare" && target.name.hasPrefix("prepare")) {
                guard needs.isSubset(of: Set(target.parameters)) else { continue }
                var edits = [TextEdit(range: file.lineRange(of: statement), replacement: "")]
                let existing = classDecl.memberBlock.members.first { target.matches(Syntax($0.decl)) }
                if let existing {
                    guard let body = descendants(CodeBlockSyntax.self, of: existing.decl).first else { continue }
                    let indent = body.statements.first.map { file.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
                        ?? file.indentation(at: existing.decl.positionAfterSkippingLeadingTrivia.utf8Offset) + "    "
                    // After the super call when the method starts with one, else first.
                    let first = body.statements.first
                    let insertAt: Int
                    if let first, let superCall = target.superCall, first.trimmedDescription.hasPrefix(superCall) {
                        insertAt = file.endOfLine(after: first.endPositionBeforeTrailingTrivia.utf8Offset)
                    } else {
                        insertAt = file.endOfLine(after: body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
                    }
                    // The method already holds the statement's lines: no overlapping edits.
                    if file.lineRange(of: statement).contains(insertAt) { continue }
                    edits.append(TextEdit(range: insertAt..<insertAt, replacement: reindented(code, from: originalIndent, to: indent) + "\n"))
                } else {
                    let closing = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                    let lineStart = closing - file.indentation(at: closing).count
                    let method = "    " + target.declaration.replacingOccurrences(
                        of: "STATEMENT", with: reindented(code, from: originalIndent, to: "        "))
                    edits.append(TextEdit(range: lineStart..<lineStart, replacement: "\n" + method + "\n"))
                }
                found.append(context.candidate(
                    .moveToLifecycle, edits, at: statement.positionAfterSkippingLeadingTrivia.utf8Offset,
                    before: "\(function.name): \(code)", after: "\(target.name): \(code)",
                    truth: MutationTruth(summary: "moved `\(oneLine(code))` from \(function.name) to \(target.name)",
                                         from: function.name, to: target.name,
                                         tokens: target.tokens + [fromToken])))
            }
        }
        return found
    }
}
