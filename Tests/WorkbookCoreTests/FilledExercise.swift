import Foundation
@testable import WorkbookCore
import XCTest

/// A bundled exercise copied to a temporary folder with the `// TODO` line of some of its files
/// replaced by a learner's code, then checked with its own checks (the what-if search on unless
/// asked otherwise): how the explanation tests write a learner's solution.
enum FilledExercise {
    /// The explanations of the failed check `check`, all of them, in English and in Korean (the check must have failed).
    static func whys(_ report: CheckReport, _ check: String, file: StaticString = #filePath, line: UInt = #line) throws -> (en: String, ko: String) {
        let found = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(found.status, .failed, file: file, line: line)
        return (found.explanations.map(\.text.en).joined(separator: "\n"), found.explanations.map(\.text.ko).joined(separator: "\n"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `fills`: file name inside the app folder → the code put in place of its `// TODO` line (of
    /// each such line, the first), or the whole file when the code starts with `import`.
    /// `extraChecks`: more checks, as YAML list items, added after the exercise's own (a hidden check of the book's, say).
    static func check(_ test: XCTestCase, exercise: String, app: String, fills: [(file: String, code: String)], whatIf: Bool = true,
                      storyboard: ((String) -> String)? = nil, extraChecks: String? = nil) throws -> CheckReport {
        let source = repository.appendingPathComponent("Exercises/\(exercise)")
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("\(exercise)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: target)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: target) }
        if let storyboard {
            let url = target.appendingPathComponent("\(app)/Base.lproj/Main.storyboard")
            try Data(storyboard(String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        }
        for fill in fills {
            let url = target.appendingPathComponent("\(app)/\(fill.file)")
            // A whole file (it starts with its imports) takes the file's place.
            if fill.code.hasPrefix("import ") {
                try Data(fill.code.utf8).write(to: url)
                continue
            }
            let text = try String(contentsOf: url, encoding: .utf8)
            let todo = try XCTUnwrap(text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("// TODO") })
            try Data(text.replacingOccurrences(of: String(todo), with: fill.code).utf8).write(to: url)
        }
        var yaml = try String(contentsOf: target.appendingPathComponent("checks.yaml"), encoding: .utf8)
        if let extraChecks {
            yaml += (yaml.hasSuffix("\n") ? "" : "\n") + extraChecks.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        let checks = try ChecksParser.parse(yaml, file: "checks.yaml")
        var checker = Checker(reportCache: nil)
        checker.whatIf = whatIf
        return checker.check(project: target, checks: checks)
    }
}

extension XCTestCase {
    /// The explanation `rule` gave for the failed check `check` of a report (the check must have failed).
    func reading(_ report: CheckReport, check: String, rule: String, file: StaticString = #filePath, line: UInt = #line) throws -> Explanation {
        let failed = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(failed.status, .failed, file: file, line: line)
        return try XCTUnwrap(failed.explanations.first { $0.rule == rule }, "\(failed.explanations.map(\.rule)): \(failed.explanations.map(\.text.en))", file: file, line: line)
    }
}
