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
        normalized = sources.map(Self.normalize)
        var bodies: [(name: String, body: String)] = []
        for source in sources {
            let tree = Parser.parse(source: source)
            let visitor = FunctionBodies(viewMode: .sourceAccurate)
            visitor.walk(tree)
            bodies += visitor.found
        }
        self.bodies = bodies
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
