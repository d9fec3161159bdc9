import Foundation
import SwiftParser
import SwiftSyntax

/// A local name declared again where an outer declaration of it is in scope, inside one function:
/// `let (update, minutes) = (true, 10.0)` in an `if` over the method's own `var update`, or
/// `let data = resultLabel.text ?? data` over the parameter `data`. What the inner one is given
/// stays inside its block; the outer one keeps what it had.
public struct Shadow: Sendable, Equatable {
    public var name: String
    /// The inner declaration as written, and where (file index, line, column).
    public var declaration: String
    public var value: String
    public var file = 0
    public var line: Int
    public var column: Int
    /// The last line of the block the inner declaration lives in.
    public var scopeEnd: Int
    /// The outer declaration's line; `parameter`: it is a parameter of the function.
    public var outerLine: Int
    public var parameter: Bool
    /// Declared with others in one tuple pattern (`let (a, b) = …`).
    public var inTuple: Bool
    public var method: String?
    public var owner: String?
    /// A nested function's parameter with a default value (`func index(of child: Coordinator? = nil)`)
    /// that hides an outer name: the function's base name and the parameter's label.
    public var nestedFunction: String? = nil
    public var label: String? = nil
}

/// Walks each function body with a stack of scopes (the parameters, then each `{ }` block).
final class ShadowCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var shadows: [Shadow] = []
    private var scopes: [[String: Int]] = []
    private var scopeEnds: [Int] = []
    private var parameters: Set<String> = []
    private var method: String?
    private var owners: [String] = []

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int { converter.location(for: node.positionAfterSkippingLeadingTrivia).line }
    private func endLine(_ node: some SyntaxProtocol) -> Int { converter.location(for: node.endPositionBeforeTrailingTrivia).line }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.extendedType.trimmedDescription); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only the outermost function: a nested one is walked inside it (its names are its own scope).
        if scopes.isEmpty {
            method = "\(node.name.text)(\(node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
            parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var names: [String: Int] = [:]
            for name in parameters { names[name] = line(node) }
            scopes = [names]
            scopeEnds = [node.body.map(endLine) ?? line(node)]
        } else {
            // A nested function: its parameters hide outer names on purpose (its own scope), but one with
            // a default value hides the outer name whenever a call leaves it out.
            var names: [String: Int] = [:]
            for parameter in node.signature.parameterClause.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                names[name] = -1
                if let value = parameter.defaultValue?.value.trimmedDescription,
                   let outer = scopes.reversed().first(where: { $0[name] != nil })?[name], outer >= 0 {
                    var shadow = Shadow(name: name, declaration: node.signature.parameterClause.trimmedDescription, value: value, line: line(parameter),
                                        column: converter.location(for: parameter.positionAfterSkippingLeadingTrivia).column,
                                        scopeEnd: node.body.map(endLine) ?? line(node), outerLine: outer, parameter: parameters.contains(name) && outer == scopes.first?[name],
                                        inTuple: false, method: method, owner: owners.last)
                    shadow.nestedFunction = node.name.text
                    shadow.label = parameter.firstName.text
                    shadows.append(shadow)
                }
            }
            scopes.append(names)
            scopeEnds.append(node.body.map(endLine) ?? line(node))
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        scopes.removeLast()
        scopeEnds.removeLast()
        if scopes.isEmpty { method = nil; parameters = [] }
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        // Each block (a function's own body too: its names may hide the parameters) is a scope.
        if !scopes.isEmpty {
            scopes.append([:])
            scopeEnds.append(endLine(node))
        }
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        if !scopes.isEmpty { scopes.removeLast(); scopeEnds.removeLast() }
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if !scopes.isEmpty { scopes.append([:]); scopeEnds.append(endLine(node)) }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { if !scopes.isEmpty { scopes.removeLast(); scopeEnds.removeLast() } }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            let value = binding.initializer?.value.trimmedDescription ?? ""
            var names: [String] = []
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { names = [identifier.identifier.text] }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                names = tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            for name in names {
                // The nearest outer declaration of the name (not in the current scope: that is a redeclaration).
                if let outer = scopes.dropLast().reversed().first(where: { $0[name] != nil })?[name], outer >= 0,
                   // `let x = x`, `guard let x`-style copies keep the value: not a shadow that loses one.
                   value != name {
                    shadows.append(Shadow(name: name, declaration: node.trimmedDescription, value: value, line: line(node),
                                          column: converter.location(for: node.positionAfterSkippingLeadingTrivia).column,
                                          scopeEnd: scopeEnds.last ?? line(node), outerLine: outer, parameter: parameters.contains(name) && outer == scopes.first?[name],
                                          inTuple: names.count > 1, method: method, owner: owners.last))
                }
                scopes[scopes.count - 1][name] = line(node)
            }
        }
        return .visitChildren
    }

    static func collect(_ tree: SourceFileSyntax) -> [Shadow] {
        let collector = ShadowCollector(tree: tree)
        collector.walk(tree)
        return collector.shadows
    }
}
