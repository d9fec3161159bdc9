import Foundation
import LearnerBuild

/// Conditions the tool cannot go on from, each with the exit code the CLI uses.
public enum WorkbookError: Error, CustomStringConvertible {
    /// The user's input is wrong (a steps file, a storyboard, a project folder): exit 2.
    case badInput([Diagnostic])
    /// The learner's code did not compile: the compiler's text with the learner's paths; exit 1.
    case compileFailed(String)
    /// The source gate refused the learner's code: not built, not run, not graded; exit 1.
    case refused(String, korean: String)
    /// Something in workbook itself failed: exit 3.
    case internalError(String)

    public var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .compileFailed, .refused: return 1
        case .internalError: return 3
        }
    }

    public var description: String {
        switch self {
        case let .badInput(diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
        case let .compileFailed(text), let .refused(text, _): return text
        case let .internalError(text): return "internal error: \(text)"
        }
    }

    /// The text in the reader's language: a refusal's findings in it, a compile error with one
    /// sentence in it beside each error beginners hit most (`CompileLessons`).
    public func text(_ language: Language) -> String {
        switch self {
        case let .compileFailed(text): return CompileLessons.annotate(text, language: language)
        case let .refused(text, korean): return language == .ko ? korean : text
        default: return description
        }
    }
}
