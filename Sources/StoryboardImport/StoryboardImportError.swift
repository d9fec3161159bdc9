import Foundation

/// A storyboard the importer cannot read: where, what was expected, and what to do.
///
/// The file, message and suggestion are made safe to print when the error is created: control
/// characters (terminal escapes among them) and bidirectional overrides are written as `\u{…}`,
/// and each part is bounded in length, since they may quote text from the learner's file.
public struct StoryboardImportError: Error, CustomStringConvertible, Equatable {
    /// What kind of problem stopped the import.
    public enum Kind: String, Sendable, Equatable {
        /// The file could not be read.
        case unreadable
        /// Larger than `StoryboardPreflight.maximumBytes`.
        case tooLarge
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// NUL or another control character other than tab, CR and LF.
        case controlCharacter
        /// An XML declaration naming an encoding other than UTF-8.
        case unsupportedEncoding
        /// `<!DOCTYPE`, `<!ENTITY` or another declaration (external entities, entity expansion).
        case declaration
        /// Elements nested deeper than `StoryboardPreflight.maximumDepth`.
        case tooDeep
        /// More elements than `StoryboardPreflight.maximumElements`.
        case tooManyElements
        /// XML that is not well-formed.
        case malformedXML
        /// Two elements with the same `id` (Interface Builder gives every object its own).
        case duplicateID
        /// Well-formed XML that is not a storyboard this tool reads (wrong document, missing id, bad reference…).
        case invalidStoryboard
        /// Well-formed XML that is not a Core Data model this tool reads (no `<model>`, an entity without a valid name…).
        case invalidCoreDataModel
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var suggestion: String?
    public var kind: Kind
    /// The message and suggestion in Korean, when they have been written in Korean too.
    public var messageKorean: String?
    public var suggestionKorean: String?

    /// Longest message or suggestion kept, in characters; the rest is cut and marked with `…`.
    public static let maximumTextLength = 600
    /// Longest file path kept, in characters.
    public static let maximumPathLength = 1024

    public init(file: String, line: Int, column: Int, message: String, suggestion: String? = nil, kind: Kind = .invalidStoryboard) {
        self.file = Self.printable(file, limit: Self.maximumPathLength)
        self.line = line
        self.column = column
        self.message = Self.printable(message, limit: Self.maximumTextLength)
        self.suggestion = suggestion.map { Self.printable($0, limit: Self.maximumTextLength) }
        self.kind = kind
    }

    public var description: String {
        var text = "\(file):\(line):\(column): error: \(message)"
        if let suggestion { text += "\n  \(suggestion)" }
        return text
    }

    /// `text` with every control character (C0 including newline and tab, DEL, C1) and every
    /// bidirectional control written as `\u{hex}`, cut to `limit` characters.
    public static func printable(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            if isUnprintable(scalar) {
                piece = "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                piece = String(scalar)
            }
            if count + piece.unicodeScalars.count > limit {
                result += "…"
                return result
            }
            result += piece
            count += piece.unicodeScalars.count
        }
        return result
    }

    /// A short excerpt of a value read from the file, for quoting inside a message.
    static func excerpt(_ value: String, limit: Int = 80) -> String {
        printable(value, limit: limit)
    }

    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // direction marks, embeddings, overrides, isolates
        default: return false
        }
    }
}
