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
}

enum SolutionRegions {
    static func isBegin(_ line: Substring) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("// BEGIN SOLUTION") }
    static func isEnd(_ line: Substring) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("// END SOLUTION") }

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
