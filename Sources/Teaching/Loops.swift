import Foundation
import SwiftSyntax

// Loops as facts: a statement inside a loop runs once per turn, so a line that never ran under a
// test that held may have a loop in between whose body ran no turn at all (`for case let rvc as
// Result in segue.destination.children`, an empty collection; `while let p = presentedViewController`,
// nil from the start). The coverage then blames the loop, not the test around it.

extension CodeFacts {
    /// A `for`-`in`, `while` or `repeat` loop of the learner's.
    public struct Loop: Sendable {
        public enum Kind: Sendable { case forIn, whileLoop, repeatLoop }
        public var kind: Kind
        /// The header as written (`for case let rvc as ResultViewController in segue.destination.children`).
        public var header: String
        /// What a `for` goes over (`segue.destination.children`), or a `while`'s condition.
        public var sequence: String
        /// The type a `for case let x as T` keeps (`ResultViewController`).
        public var castType: String?
        public var line: Int
        public var column: Int
        /// The body's braces (the lines between are inside the loop) and its first statement.
        public var bodyLine: Int
        public var endLine: Int
        public var firstLine: Int = 0
        public var firstColumn: Int = 0
        public var file = 0
        /// The `return`s of the loop's body that leave the method from inside this loop (not those of a
        /// closure or a nested function; a loop inside it leaves the method too): line and column, and
        /// the test it sits under inside the loop (`if`/`guard` conditions as written, its line), if any.
        public var returns: [(line: Int, column: Int, test: String?, testLine: Int?)] = []
    }
}

final class LoopFinder: SyntaxVisitor {
    var found: [CodeFacts.Loop] = []
    let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    static func of(_ tree: some SyntaxProtocol, converter: SourceLocationConverter) -> [CodeFacts.Loop] {
        let walker = LoopFinder(converter: converter)
        walker.walk(tree)
        return walker.found
    }

    private func add(_ kind: CodeFacts.Loop.Kind, node: some SyntaxProtocol, header: String, sequence: String, castType: String?, body: CodeBlockSyntax) {
        let start = node.startLocation(converter: converter)
        var loop = CodeFacts.Loop(kind: kind, header: header.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression),
                                  sequence: sequence.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression), castType: castType,
                                  line: start.line, column: start.column,
                                  bodyLine: body.leftBrace.startLocation(converter: converter).line,
                                  endLine: body.rightBrace.startLocation(converter: converter).line)
        if let first = body.statements.first {
            let location = first.startLocation(converter: converter)
            loop.firstLine = location.line
            loop.firstColumn = location.column
        }
        let finder = LoopReturnFinder(converter: converter)
        finder.walk(body)
        loop.returns = finder.found
        found.append(loop)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        // `case let rvc as ResultViewController` (the parser leaves the pattern's `as` unfolded).
        let castType = node.caseKeyword == nil ? nil
            : node.pattern.trimmedDescription.range(of: #"\bas\s+[\w.<>]+$"#, options: .regularExpression).map {
                String(node.pattern.trimmedDescription[$0].dropFirst(2)).trimmingCharacters(in: .whitespaces)
            }
        let header = "for \(node.caseKeyword.map { $0.text + " " } ?? "")\(node.pattern.trimmedDescription) in \(node.sequence.trimmedDescription)"
            + (node.whereClause.map { " " + $0.trimmedDescription } ?? "")
        add(.forIn, node: node, header: header, sequence: node.sequence.trimmedDescription, castType: castType, body: node.body)
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        add(.whileLoop, node: node, header: "while \(node.conditions.trimmedDescription)", sequence: node.conditions.trimmedDescription, castType: nil, body: node.body)
        return .visitChildren
    }
}

/// The `return` statements a loop body runs itself: a closure or a nested function returns from
/// itself.
private final class LoopReturnFinder: SyntaxVisitor {
    var found: [(line: Int, column: Int, test: String?, testLine: Int?)] = []
    let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        let location = node.startLocation(converter: converter)
        // The innermost `if` or `guard` around it, up to the loop.
        var test: (String, Int)?
        var current = node.parent
        while let parent = current, test == nil, !parent.is(ForStmtSyntax.self), !parent.is(WhileStmtSyntax.self), !parent.is(RepeatStmtSyntax.self) {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                test = (ifExpr.conditions.trimmedDescription, ifExpr.startLocation(converter: converter).line)
            } else if let guardStmt = parent.as(GuardStmtSyntax.self) {
                test = (guardStmt.conditions.trimmedDescription, guardStmt.startLocation(converter: converter).line)
            }
            current = parent.parent
        }
        found.append((location.line, location.column, test?.0, test?.1))
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
