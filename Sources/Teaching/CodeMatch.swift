import SwiftParser
import SwiftSyntax

/// Code fragments matched against the learner's code by tokens: spaces, line breaks, comments and
/// `self.` do not matter (`delegate = self` matches `self.delegate=self // set`). Used by hint
/// conditions (`unless_code:`): a hint whose premise the code already satisfies is not shown.
public struct CodeMatch: Sendable {
    /// Every file's tokens, joined without trivia.
    public let normalized: [String]

    public init(sources: [String]) {
        normalized = sources.map(Self.normalize)
    }

    public static func normalize(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        var text = tree.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
        text = text.replacingOccurrences(of: "self .", with: "")
        return text.filter { !$0.isWhitespace }
    }

    /// Whether any file holds `fragment` (itself normalized).
    public func contains(_ fragment: String) -> Bool {
        let needle = Self.normalize(fragment)
        guard !needle.isEmpty else { return false }
        return normalized.contains { $0.contains(needle) }
    }
}
