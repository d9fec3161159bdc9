import Foundation

/// One compile error for machine-readable reports: the learner's file (relative to the project),
/// line, column, the message, and the notes that explain it (UIKit's declarations are quoted in
/// unlocated notes: file empty, line and column 0).
public struct CompileErrorEntry: Codable, Equatable, Sendable {
    public struct Note: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var notes: [Note]

    /// Every error of a compile-failure text (`LearnerBuildError.compileFailed`'s output, as the
    /// reports carry it), each with the notes printed after it up to the next error or warning.
    public static func parse(_ text: String) -> [CompileErrorEntry] {
        var result: [CompileErrorEntry] = []
        var attaching = false
        for diagnostic in CompilerOutput.parse(text) {
            switch diagnostic.severity {
            case "error":
                result.append(CompileErrorEntry(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                                message: diagnostic.message, notes: []))
                attaching = true
            case "note" where attaching:
                result[result.count - 1].notes.append(Note(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                                           message: diagnostic.message))
            default:
                attaching = false
            }
        }
        return result
    }
}
