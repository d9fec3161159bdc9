import Foundation
import LearnerBuild
import WorkbookProtocol

/// Exercism's test-runner interface v3 (`version`, `status`, `message`, `tests[…]`) plus
/// `score`, `max_score`, and per test `trace`, `expected`, `actual`, `explanations`. Schema:
/// `docs/results.schema.json`.
struct ExercismJSONReport {
    let language: Language

    struct Document: Encodable {
        let version = 3
        let status: String
        let message: String?
        let tests: [Test]
        let score: Double
        let max_score: Double
        let exercise: String
        let workbook_report_version: Int
        /// Every compile error, when the solution does not compile (absent otherwise).
        let errors: [CompileErrorEntry]?
    }

    struct Test: Encodable {
        let name: String
        let id: String
        let status: String
        let message: String?
        let test_code: String
        let output: String?
        let task_id: Int
        let points: Double
        let max_points: Double
        let expected: String?
        let actual: String?
        let explanations: [String]?
        let trace: [String]?
        let crash: CrashReport?
    }

    static func status(_ status: CheckResult.Status) -> String {
        switch status {
        case .passed: return "pass"
        case .failed: return "fail"
        case .skipped, .error: return "error"
        }
    }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        let overall: String
        switch report.status {
        case .passed: overall = "pass"
        case .failed: overall = "fail"
        case .error: overall = "error"
        }
        let tests = report.checks.enumerated().map { index, result -> Test in
            Test(name: result.title.text(language), id: result.id, status: Self.status(result.status),
                 message: result.status == .passed ? nil : result.failureText(language),
                 test_code: result.id, output: result.console.isEmpty ? nil : result.console.joined(separator: "\n"),
                 task_id: index + 1, points: result.points, max_points: result.maxPoints,
                 expected: result.expected, actual: result.actual,
                 explanations: result.explanations.isEmpty ? nil : result.explanations.map { $0.text.text(language) },
                 trace: result.status == .failed && !result.trace.isEmpty ? result.trace : nil, crash: result.crash)
        }
        let document = Document(status: overall, message: report.compileError ?? report.internalError, tests: tests,
                                score: report.score, max_score: report.maxScore, exercise: report.exercise,
                                workbook_report_version: report.version,
                                errors: report.compileError.flatMap { text in
                                    text.hasPrefix("Not graded:") ? nil : CompileErrorEntry.parse(text)
                                })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
