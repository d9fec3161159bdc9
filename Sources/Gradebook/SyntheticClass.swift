import Chapters
import Foundation
import WorkbookCore

/// A made-up class for benchmarks and tests: each student's copy of the workbook
/// (`<student>/Exercises/<id>/`) holds, per exercise, the reference solution, the starter or one
/// of the chapter's mistakes, taken in turn. Every student's files differ from every other's
/// (indentation, blank lines, a per-student private constant and comment) so no cache sees copies.
public enum SyntheticClass {
    public struct Variant: Equatable, Sendable {
        public var exercise: String
        /// `reference`, `starter`, or `mistake-<name>`.
        public var name: String
    }

    /// The variants of `book`'s exercises in the order students take them.
    public static func variants(_ book: Book, exercise: String) -> [String] {
        guard let found = book.exercises.first(where: { $0.id == exercise }) else { return [] }
        return ["reference", "starter"] + found.mistakes.map { "mistake-\($0.name)" }
    }

    /// Writes `count` students under `folder` (which must not exist or be empty). Returns, per
    /// student, the variant of each exercise.
    @discardableResult
    public static func write(book: Book, count: Int, into folder: URL, exercises only: [String] = [],
                             pick: ((Int, String) -> String)? = nil) throws -> [String: [String: String]] {
        let generator = WorkbookGenerator()
        var chosen: [String: [String: String]] = [:]
        for number in 1...max(1, count) {
            let student = String(format: "student%03d", number)
            for (index, exercise) in book.exercises.enumerated() where only.isEmpty || only.contains(exercise.id) {
                let names = variants(book, exercise: exercise.id)
                let name = pick?(number, exercise.id) ?? names[(number + index) % names.count]
                let mistake = name.hasPrefix("mistake-") ? exercise.mistakes.first { "mistake-\($0.name)" == name } : nil
                var files = generator.files(for: exercise, book: book, solution: name == "reference", replacing: mistake)
                files["checks.yaml"] = nil // the student's copy is not graded by its own checks
                let target = folder.appendingPathComponent(student).appendingPathComponent("Exercises").appendingPathComponent(exercise.id)
                for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                    let url = target.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    let body = path.hasSuffix(".swift") ? disguise(text, student: number) : text
                    try Data(body.utf8).write(to: url)
                }
                chosen[student, default: [:]][exercise.id] = name
            }
        }
        return chosen
    }

    /// The same program written differently: indentation of 2, 3 or 4 spaces or a tab, a blank
    /// line after each opening brace for some, and a per-student private constant and comment.
    public static func disguise(_ swift: String, student: Int) -> String {
        let indent = ["  ", "   ", "    ", "\t"][student % 4]
        var lines: [String] = []
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            var depth = 0
            while rest.hasPrefix("    ") { rest = rest.dropFirst(4); depth += 1 }
            lines.append(String(repeating: indent, count: depth) + rest)
            if student % 3 == 0, rest.hasSuffix("{") { lines.append("") }
        }
        while lines.last == "" { lines.removeLast() }
        lines.append("")
        lines.append("// written by student \(student)")
        lines.append("private let student\(student)Marker = \(student)")
        return lines.joined(separator: "\n") + "\n"
    }
}
