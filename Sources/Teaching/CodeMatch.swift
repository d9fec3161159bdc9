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

    /// Joins the pieces of an "all of these" condition (`unless_code: [[a, b]]`) in one fragment.
    public static let allSeparator: Character = "\u{1F}"

    /// Whether any file holds `fragment` (itself normalized); for pieces joined by
    /// `allSeparator`, whether the code holds every piece.
    public func contains(_ fragment: String) -> Bool {
        if fragment.contains(Self.allSeparator) {
            return fragment.split(separator: Self.allSeparator).allSatisfy { contains(String($0)) }
        }
        let needle = Self.normalize(fragment)
        guard !needle.isEmpty else { return false }
        return normalized.contains { $0.contains(needle) }
    }
}
