import Foundation
import SwiftParser
import SwiftSyntax

/// Code fragments matched against the learner's code by tokens: spaces, line breaks, comments and
/// `self.` do not matter (`delegate = self` matches `self.delegate=self // set`). Used by hint
/// conditions (`unless_code:`): a hint whose premise the code already satisfies is not shown.
public struct CodeMatch: Sendable {
    /// Every file's tokens, joined without trivia.
    public let normalized: [String]
    /// Each function's body the same way, by the function's base name (`viewWillAppear`).
    public let bodies: [(name: String, body: String)]

    public init(sources: [String]) {
        // The learner's string constants and `String` enum cases, read as the text they stand for:
        // `performSegue(withIdentifier: Segue.manual.rawValue, …)` holds `performSegue(withIdentifier: "ManualSubmit"`,
        // so a hint whose premise that code already meets is not shown.
        var names: [String: String] = [:]
        for source in sources {
            let visitor = TextConstants(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: source))
            names.merge(visitor.found) { first, _ in first }
        }
        let plain = sources.map(Self.normalize)
        normalized = plain + (names.isEmpty ? [] : plain.map { Self.resolving($0, names) }.filter { !plain.contains($0) })
        var bodies: [(name: String, body: String)] = []
        for source in sources {
            let tree = Parser.parse(source: source)
            let visitor = FunctionBodies(viewMode: .sourceAccurate)
            visitor.walk(tree)
            bodies += visitor.found
        }
        self.bodies = bodies + (names.isEmpty ? [] : bodies.map { ($0.name, Self.resolving($0.body, names)) }.filter { resolved in
            !bodies.contains { $0.name == resolved.0 && $0.body == resolved.1 }
        })
    }

    /// A normalized text with each constant's name (longest first) replaced by its literal.
    static func resolving(_ text: String, _ names: [String: String]) -> String {
        var result = text
        for name in names.keys.sorted(by: { $0.count > $1.count }) {
            // A bare or qualified name is not a member of something else (`email.text` is not `text`).
            let before = name.hasPrefix(".") ? "(?<![A-Za-z0-9_])" : "(?<![A-Za-z0-9_.])"
            let pattern = before + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9_])"
            let literal = "\"" + (names[name] ?? "") + "\""
            result = result.replacingOccurrences(of: pattern, with: NSRegularExpression.escapedTemplate(for: literal), options: .regularExpression)
        }
        return result
    }

    /// `in viewWillAppear: UserDefaults`: a piece that counts only inside that function's body.
    static func scoped(_ fragment: String) -> (function: String, code: String)? {
        guard fragment.hasPrefix("in "), let colon = fragment.firstIndex(of: ":") else { return nil }
        let name = fragment[fragment.index(fragment.startIndex, offsetBy: 3)..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (name, String(fragment[fragment.index(after: colon)...]))
    }

    public static func normalize(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        var text = tree.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
        text = text.replacingOccurrences(of: "self .", with: "")
        return text.filter { !$0.isWhitespace }
    }

    /// Joins the pieces of an "all of these" condition (`unless_code: [[a, b]]`) in one fragment.
    public static let allSeparator: Character = "\u{1F}"

    /// Whether any file holds `fragment` (itself normalized); for pieces joined by
    /// `allSeparator`, whether the code holds every piece.
    public func contains(_ fragment: String) -> Bool {
        if fragment.contains(Self.allSeparator) {
            return fragment.split(separator: Self.allSeparator).allSatisfy { contains(String($0)) }
        }
        if let scoped = Self.scoped(fragment) {
            let needle = Self.normalize(scoped.code)
            guard !needle.isEmpty else { return false }
            return reachableBodies(from: scoped.function).contains { $0.contains(needle) }
        }
        let needle = Self.normalize(fragment)
        guard !needle.isEmpty else { return false }
        return normalized.contains { $0.contains(needle) }
    }
}

extension CodeMatch {
    /// The bodies of the functions named `name`, and of the learner's functions they call (by
    /// name, `load(` or `.load(`), two calls deep: work done in a helper that `viewWillAppear`
    /// calls is done in `viewWillAppear`.
    func reachableBodies(from name: String) -> [String] {
        var names: Set<String> = [name]
        var frontier: Set<String> = [name]
        for _ in 0..<2 {
            var next: Set<String> = []
            for body in bodies where frontier.contains(body.name) {
                // A whole name, not the end of a longer one (`reload(` is not `load(`).
                for other in Set(bodies.map(\.name)) where !names.contains(other)
                    && body.body.range(of: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: other))\\(", options: .regularExpression) != nil {
                    next.insert(other)
                }
            }
            names.formUnion(next)
            frontier = next
        }
        return bodies.filter { names.contains($0.name) }.map(\.body)
    }
}

/// `let name = "text"` (any level, by its bare and its type-qualified name) and the cases of a
/// `String` enum (`Type.case.rawValue` and `.case.rawValue`), with the text each stands for.
private final class TextConstants: SyntaxVisitor {
    var found: [String: String] = [:]
    private var types: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self).flatMap(Self.text) ?? (element.rawValue == nil ? element.name.text : nil)
                    guard let raw else { continue }
                    found["\(node.name.text).\(element.name.text).rawValue"] = raw
                    found[".\(element.name.text).rawValue"] = found[".\(element.name.text).rawValue"] ?? raw
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    /// Inside a function or closure: a local, not a constant of the type.
    private var depth = 0
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.text == "let", depth == 0 else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), let text = Self.text(literal) else { continue }
            found[name] = found[name] ?? text
            if let type = types.last { found["\(type).\(name)"] = text }
        }
        return .visitChildren
    }

    /// A literal without interpolations.
    static func text(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

/// The bodies of every function (and initializer) of a file, normalized as `CodeMatch` does.
private final class FunctionBodies: SyntaxVisitor {
    var found: [(name: String, body: String)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { found.append((node.name.text, CodeMatch.normalize(body.statements.description))) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { found.append(("init", CodeMatch.normalize(body.statements.description))) }
        return .visitChildren
    }
}
