import Foundation
import Yams

/// A problem in a user's file, with where it is, what was expected and what to do.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }
    public var file: String
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String
    public var suggestion: String?
    /// The message and suggestion in Korean, when they have been written in Korean too
    /// (what a learner reads in a report: a broken storyboard).
    public var messageKorean: String?
    public var suggestionKorean: String?

    /// The diagnostic in Korean: the Korean message when there is one.
    public var koreanDescription: String? {
        guard let messageKorean else { return nil }
        var copy = self
        copy.message = messageKorean
        copy.suggestion = suggestionKorean ?? suggestion
        return copy.description.replacingOccurrences(of: ": error: ", with: ": \(Catalog[.ko].diagnosticErrorWord): ")
    }

    public init(file: String, line: Int?, column: Int?, severity: Severity = .error, message: String, suggestion: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
    }

    init(file: String, node: Node, message: String) {
        self.init(file: file, line: node.mark.map { $0.line }, column: node.mark.map { $0.column }, message: message)
    }

    public static func fromYamlError(_ error: YamlError, file: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(what)")
        case let .composer(context, problem, mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(what)")
        default:
            return Diagnostic(file: file, line: nil, column: nil, message: "invalid YAML: \(error)")
        }
    }

    /// `file:line:column: error: message`, then the suggestion on its own line.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" }
        if line != nil, let column { location += ":\(column)" }
        var text = "\(location): \(severity.rawValue): \(message)"
        if let suggestion { text += "\n  \(suggestion)" }
        return text
    }
}

/// One or more diagnostics the tool cannot go on from.
public struct DiagnosticError: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// "Did you mean …" for near-miss names.
public enum Suggestions {
    public static func closest(to name: String, in candidates: [String]) -> String? {
        // The edit distance is at least the difference in length: only candidates that could be
        // near are compared (a 100 KB name from a broken file must not cost seconds).
        let length = name.count
        guard length <= 200 else { return nil }
        let limit = max(2, length / 3)
        let scored = candidates.filter { abs($0.count - length) <= limit }.map { ($0, distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= limit ? best.0 : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
