import Foundation
import WorkbookCore
import WorkbookProtocol

/// A Swift file of an exercise, with its solution regions.
public struct ExerciseFile: Sendable, Equatable {
    public var name: String
    public var content: String
    public var line: Int

    /// The reference solution: the region markers removed, their contents kept.
    public var solution: String {
        content.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !SolutionRegions.isBegin($0) && !SolutionRegions.isEnd($0) }
            .joined(separator: "\n")
    }

    /// The learner's starter: each region replaced by the text after `// BEGIN SOLUTION` (if any).
    public var starter: String {
        var result: [Substring] = []
        var inside = false
        for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
            if SolutionRegions.isBegin(line) {
                inside = true
                if let left = SolutionRegions.leftText(line) { result.append(left) }
            } else if SolutionRegions.isEnd(line) {
                inside = false
            } else if !inside {
                result.append(line)
            }
        }
        return result.joined(separator: "\n")
    }

    /// The starter in one language: each bilingual comment (`// TODO: 값을 넘기세요. (Pass the
    /// value.)`, Korean and then English in parentheses) keeps only that language's part
    /// (`BilingualComments`).
    public func starter(in language: Language) -> String { BilingualComments.localize(starter, to: language) }
}

/// Comments written in both languages, the Korean text first and the English one after it in
/// parentheses at the end of the line: `// TODO: 값을 저장소에서 읽어 표시하세요. (Read the value
/// from the store and show it.)`. In Korean, the parenthesis is dropped; in English, the Korean
/// part is. The comment's marker (`//`, `///`) and label (`TODO:`, `FIXME:`, `MARK: -`) stay.
/// A comment is bilingual only when its main part holds Hangul and the final parenthesis holds
/// none; any other line (code, a string, a comment in one language) is unchanged.
public enum BilingualComments {
    public static func localize(_ code: String, to language: Language) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { localizeLine(String($0), to: language) }.joined(separator: "\n")
    }

    static func hasHangul(_ text: Substring) -> Bool { text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value) || (0x3130...0x318F).contains($0.value) } }

    public static func localizeLine(_ line: String, to language: Language) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("//"), line.hasSuffix(")") else { return line }
        let indent = line[..<trimmed.startIndex]
        var body = trimmed.drop { $0 == "/" }
        var marker = String(trimmed[..<body.startIndex])
        let space = body.prefix { $0 == " " }
        marker += space
        body = body.dropFirst(space.count)
        for label in ["TODO: ", "FIXME: ", "NOTE: ", "MARK: - ", "MARK: "] where body.hasPrefix(label) {
            marker += label
            body = body.dropFirst(label.count)
            break
        }
        // The parenthesis that closes the line, found by walking back over balanced parentheses.
        var depth = 0
        var open: Substring.Index?
        var index = body.endIndex
        while index > body.startIndex {
            index = body.index(before: index)
            if body[index] == ")" { depth += 1 }
            if body[index] == "(" {
                depth -= 1
                if depth == 0 { open = index; break }
            }
        }
        guard let open, open > body.startIndex, body[body.index(before: open)] == " " else { return line }
        let korean = body[..<body.index(before: open)]
        let english = body[body.index(after: open)..<body.index(before: body.endIndex)]
        guard hasHangul(korean), !hasHangul(english), !english.trimmingCharacters(in: .whitespaces).isEmpty else { return line }
        switch language {
        case .ko: return indent + marker + korean
        case .en:
            var text = String(english)
            if let first = text.first, first.isLowercase, korean.hasSuffix(".") { text = first.uppercased() + text.dropFirst() }
            return indent + marker + text
        }
    }
}

/// The markers of a solution region (`// BEGIN SOLUTION` … `// END SOLUTION`, each on its own line).
public enum SolutionRegions {
    public static func isBegin(_ line: Substring) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("// BEGIN SOLUTION") }
    public static func isEnd(_ line: Substring) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("// END SOLUTION") }

    /// `    // BEGIN SOLUTION: // TODO: 값을 넘기세요` → `    // TODO: 값을 넘기세요`.
    static func leftText(_ line: Substring) -> Substring? {
        guard let range = line.range(of: "// BEGIN SOLUTION") else { return nil }
        var rest = line[range.upperBound...]
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        let indent = line[..<range.lowerBound]
        return Substring(indent + rest)
    }
}

/// A wrong solution learners really write, and what it must fail.
public struct Mistake: Sendable, Equatable {
    public var name: String
    public var file: String
    public var content: String
    /// The checks it must fail (exactly these).
    public var fails: [String]
    /// The explanation rule it must produce, when given.
    public var explains: String?
    public var line: Int
}

/// Another correct solution, written differently from the reference: it must pass every check.
public struct Alternative: Sendable, Equatable {
    public var name: String
    public var file: String
    public var content: String
    public var line: Int

    /// As a replacement of the reference's file (the shape `WorkbookGenerator.files(replacing:)` takes).
    var replacement: Mistake { Mistake(name: name, file: file, content: content, fails: [], explains: nil, line: line) }
}

/// One exercise of the book, assembled from a chapter's blocks.
public struct Exercise: Sendable {
    public var id: String
    public var title: LocalizedText
    public var points: Double?
    public var due: String?
    public var moduleName: String
    public var section: String
    public var storyboard: StoryboardDocument
    /// The compact storyboard as the chapter writes it.
    public var storyboardSource: String
    public var files: [ExerciseFile]
    public var checks: ExerciseChecks
    public var hints: [LocalizedText]
    public var mistakes: [Mistake]
    /// Other correct solutions (`swift alternative=NAME file=…`), proved by `workbook validate`.
    public var alternatives: [Alternative] = []
    /// Where it is defined and where each language's chapter presents it.
    public var definedIn: String
    public var line: Int
    public var chapters: [Language: String]
}
