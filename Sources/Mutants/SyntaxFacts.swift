import Foundation
import SwiftSyntax

/// Every node of type `T` under `node` (itself included), in source order.
func descendants<T: SyntaxProtocol>(_ type: T.Type, of node: some SyntaxProtocol) -> [T] {
    var found: [T] = []
    func walk(_ syntax: Syntax) {
        if let match = syntax.as(T.self) { found.append(match) }
        for child in syntax.children(viewMode: .sourceAccurate) { walk(child) }
    }
    walk(Syntax(node))
    return found
}

/// The nearest ancestor of type `T` (not the node itself).
func ancestor<T: SyntaxProtocol>(_ type: T.Type, of node: some SyntaxProtocol) -> T? {
    var current = node.parent
    while let syntax = current {
        if let match = syntax.as(T.self) { return match }
        current = syntax.parent
    }
    return nil
}

/// The function, initializer or deinitializer a node is in (not looking past a closure), as the
/// method name a learner reads (`viewDidLoad`, `prepare`, `init(coder:)`, `deinit`).
struct EnclosingFunction {
    var name: String
    var parameters: [String]
    var body: CodeBlockSyntax
    var node: Syntax
    /// Declared `-> Bool` and the like.
    var returnType: String?

    init?(of syntax: some SyntaxProtocol) {
        var current = syntax.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
                name = function.name.text
                parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                self.body = body
                self.node = node
                returnType = function.signature.returnClause?.type.trimmedDescription
                return
            }
            if let initializer = node.as(InitializerDeclSyntax.self), let body = initializer.body {
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                name = "init(\(labels))"
                parameters = initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                self.body = body
                self.node = node
                returnType = nil
                return
            }
            if let deinitializer = node.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
                name = "deinit"
                parameters = []
                self.body = body
                self.node = node
                returnType = nil
                return
            }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Every name the function binds: its parameters and the names its patterns bind.
    var localNames: Set<String> {
        Set(parameters).union(boundNames(in: body))
    }
}

/// The names bound by patterns inside `node` (`let x`, `if let x`, `for (i, x) in`, closure parameters).
func boundNames(in node: some SyntaxProtocol) -> Set<String> {
    var names = Set(descendants(IdentifierPatternSyntax.self, of: node).map(\.identifier.text))
    for binding in descendants(OptionalBindingConditionSyntax.self, of: node) {
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
    }
    for parameter in descendants(ClosureShorthandParameterSyntax.self, of: node) { names.insert(parameter.name.text) }
    for parameter in descendants(ClosureParameterSyntax.self, of: node) { names.insert((parameter.secondName ?? parameter.firstName).text) }
    return names
}

/// The names a node refers to on its own (`x` in `x.y`, not `y`), without those it binds itself.
func freeNames(of node: some SyntaxProtocol) -> Set<String> {
    let references = descendants(DeclReferenceExprSyntax.self, of: node).filter { reference in
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return true }
        return member.declName.id != reference.id
    }
    return Set(references.map(\.baseName.text)).subtracting(boundNames(in: node))
}

/// The type (class or extension) a node is declared in.
func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
        if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = syntax.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
        if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
        current = syntax.parent
    }
    return nil
}

/// Names too common to say what changed: an explanation naming them names nothing in particular.
let commonNames: Set<String> = ["self", "super", "animated", "sender", "true", "false", "nil", "standard", "shared",
                                "text", "Int", "String", "Double", "Bool", "index", "guard", "return"]

/// The code names a statement or expression is about: member names, free names that are not the
/// function's locals, and its string literals in quotes. A correct explanation of its removal or
/// change names at least one.
func salientNames(of node: some SyntaxProtocol, locals: Set<String>) -> [String] {
    var names: [String] = []
    for reference in descendants(DeclReferenceExprSyntax.self, of: node) {
        let name = reference.baseName.text
        let isMember = reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
        if !isMember, locals.contains(name) { continue }
        if commonNames.contains(name) || name.first?.isLetter != true { continue }
        names.append(name)
    }
    for literal in descendants(StringLiteralExprSyntax.self, of: node) {
        if let value = plainText(of: literal), value.count >= 2 { names.append("\"\(value)\"") }
    }
    // Nothing but locals and common names: then those are what it is about.
    if names.isEmpty {
        names = descendants(DeclReferenceExprSyntax.self, of: node).map(\.baseName.text)
            .filter { $0.first?.isLetter == true && !["self", "super", "true", "false", "nil"].contains($0) }
    }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
}

/// A string literal's text when it has no interpolation.
func plainText(of literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
        text += plain.content.text
    }
    return text
}

/// `T` of `T?`, `T!`, `T`.
func baseTypeName(_ type: String) -> String {
    var name = type.trimmingCharacters(in: .whitespaces)
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    return name
}

/// The choices `c ? a : b` of a sequence (alone, or the value of an assignment): the condition,
/// the ternary and the else value.
func ternaries(in sequence: SequenceExprSyntax) -> [(condition: ExprSyntax, ternary: UnresolvedTernaryExprSyntax, otherwise: ExprSyntax)] {
    let elements = Array(sequence.elements)
    var found: [(condition: ExprSyntax, ternary: UnresolvedTernaryExprSyntax, otherwise: ExprSyntax)] = []
    for index in elements.indices.dropFirst().dropLast() {
        guard let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { continue }
        guard index == 1 || (index >= 3 && elements[index - 2].is(AssignmentExprSyntax.self)) else { continue }
        guard index + 2 == elements.count else { continue }
        found.append((elements[index - 1], ternary, elements[index + 1]))
    }
    return found
}
