import Foundation
import WorkbookProtocol

/// Gradescope's autograder `results.json` (gradescope-autograders.readthedocs.io, "Autograder
/// Specifications", github.com/gradescope/autograder_samples `docs/specs.md`): `score`,
/// `execution_time`, `output`, `output_format`, `stdout_visibility`, and `tests[{name,
/// number, score, max_score, status, output, output_format, visibility}]`.
///
/// Written from published reports only: a hidden check, and an `after_due` check before the due
/// date, is a test with Gradescope's own `visibility` (`hidden`, `after_due_date`) *and* an output
/// that is already redacted (id, title, points, outcome), so nothing leaks if an instructor
/// changes the visibility on Gradescope.
public struct GradescopeReport {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    public struct Document: Encodable, Equatable, Sendable {
        public var score: Double
        public var output: String
        public var output_format = "text"
        /// Whatever `run_autograder` printed is for the instructor's debugging only.
        public var stdout_visibility = "hidden"
        /// Seconds the checks took (the spec's optional `execution_time`, a whole number).
        public var execution_time: Int?
        public var tests: [Test]

        public init(score: Double, output: String, tests: [Test], execution_time: Int? = nil) {
            self.score = score
            self.output = output
            self.tests = tests
            self.execution_time = execution_time
        }
    }

    public struct Test: Encodable, Equatable, Sendable {
        public var name: String
        public var number: String
        public var score: Double
        public var max_score: Double
        /// `passed` or `failed`.
        public var status: String
        public var output: String
        public var output_format = "text"
        /// `visible`, `hidden` or `after_due_date`.
        public var visibility: String
    }

    /// One exercise's checks as Gradescope tests, numbered `section.1`, `section.2`, …; names are
    /// `title (check-id)`, prefixed with `namePrefix` when given (several exercises in one result).
    public func tests(_ published: PublishedReport, section: Int = 1, namePrefix: String? = nil) -> [Test] {
        published.content.checks.enumerated().map { index, result in
            let name = "\(result.title.text(language)) (\(result.id))"
            return Test(name: namePrefix.map { "\($0) · \(name)" } ?? name, number: "\(section).\(index + 1)",
                        score: result.points, max_score: result.maxPoints,
                        status: result.status == .passed ? "passed" : "failed",
                        output: output(result), visibility: Self.visibility(result.visibility))
        }
    }

    /// What the learner reads under a test: the failure paragraph, or why it was skipped.
    func output(_ result: CheckResult) -> String {
        switch result.status {
        case .passed: return ""
        case .skipped, .failed, .error: return result.failureText(language)
        }
    }

    /// The top-level text of one exercise: its score, and the compiler's or workbook's error.
    /// Gradescope hides the total score from students while a test is not visible to them
    /// ("If test cases are hidden, students will not be able to see their total score"), and the
    /// top-level `output` is always shown: so the score is written only when every check is
    /// `visible`, or it would give away what the hidden tests scored.
    public func summary(_ published: PublishedReport) -> String {
        let report = published.content
        let heading = "\(report.exercise) — \(report.title.text(language))"
        let scoreShown = report.checks.allSatisfy { $0.visibility == .visible }
        var lines = [scoreShown ? heading + ": \(report.score.formattedForTrace)/\(report.maxScore.formattedForTrace)" : heading]
        if let compileError = report.compileError(language) {
            lines.append((Catalog[language].gradescopeCompileErrorN) + compileError)
        }
        if let internalError = report.internalError {
            lines.append((Catalog[language].sharedWorkbookInternalError) + internalError)
        }
        return lines.joined(separator: "\n")
    }

    public static func visibility(_ visibility: Check.Visibility) -> String {
        switch visibility {
        case .visible: return "visible"
        case .hidden: return "hidden"
        case .afterDue: return "after_due_date"
        }
    }

    /// `workbook check --format gradescope`: one exercise, its score as the submission's score.
    func render(_ published: PublishedReport) -> String {
        let seconds = published.content.seconds
        return Self.encode(Document(score: published.content.score, output: summary(published), tests: tests(published),
                                    execution_time: seconds.isFinite ? Int(max(0, seconds).rounded(.up)) : nil))
    }

    /// Pretty, sorted keys, one trailing newline: stable for golden files.
    public static func encode(_ document: Document) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
