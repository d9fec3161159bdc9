import Foundation
import LearnerBuild
import WorkbookProtocol

/// Exercism's test-runner interface v3 (github.com/exercism/docs,
/// `building/tooling/test-runners/interface.md`): `version`, `status`, `message`, `tests[{name,
/// status, message, test_code, output}]`, plus workbook's `score`, `max_score`, `exercise`,
/// `workbook_report_version`, `errors`, and per test `id`, `points`, `max_points`, `expected`,
/// `actual`, `explanations`, `trace`, `crash`. Schema: `docs/results.schema.json`.
///
/// What the spec asks, and how it is met:
/// - top-level `status`: `pass` all passed; `fail` at least one test is `fail` or `error`;
///   `error` only when no test ran (the code did not compile, was not graded, or workbook failed
///   before the checks), or every test errored;
/// - top-level `message`: present exactly when `status` is `error` (the compiler's or workbook's
///   text), at most 65,535 UTF-8 bytes (so at most that many characters);
/// - per-test `status`: `pass`, `fail`, `error` ("the test errored, it did not return a value"):
///   a check skipped because a prerequisite failed is `fail` (the learner's code decided it, the
///   test was not broken), a check not run because nothing could run is `error`, as is a check
///   workbook could not run;
/// - per-test `message`: present for `fail` and `error`;
/// - per-test `output` (what the learner's app printed): at most 500 characters (UTF-16 code
///   units, which bounds characters and code points too), cut with a note in the learner's
///   language and keeping the last lines, those nearest the failure;
/// - `task_id` is not written: the spec links a test to a task only when it belongs to exactly
///   one numbered task of the instructions, and an exercise's text has no numbered tasks;
/// - `test_code` is the check's id (its steps, under that id, are in the exercise's `checks.yaml`).
struct ExercismJSONReport {
    let language: Language

    /// The spec's limit on a test's `output`.
    static let outputLimit = 500
    /// The spec's limit on the top-level `message`.
    static let messageLimit = 65_535

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
        let points: Double
        let max_points: Double
        let expected: String?
        let actual: String?
        let explanations: [String]?
        let trace: [String]?
        let crash: CrashReport?
    }

    /// A check's status in Exercism's words. `nothingRan`: the code did not compile (or was not
    /// graded, or workbook failed before any check), so every check is `error`.
    static func status(_ status: CheckResult.Status, nothingRan: Bool = false) -> String {
        switch status {
        case .passed: return "pass"
        case .failed: return "fail"
        case .skipped: return nothingRan ? "error" : "fail"
        case .error: return "error"
        }
    }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        // The compiler's text with its sentences in the learner's language (`errors` keeps the bare errors).
        let wholeRunError = report.compileError(language) ?? report.internalError
        let nothingRan = wholeRunError != nil
        let tests = report.checks.map { result -> Test in
            let status = Self.status(result.status, nothingRan: nothingRan)
            return Test(name: result.title.text(language), id: result.id, status: status,
                        message: status == "pass" ? nil : failureMessage(result),
                        test_code: result.id, output: Self.output(result.console, language: language),
                        points: result.points, max_points: result.maxPoints,
                        expected: result.expected, actual: result.actual,
                        explanations: result.explanations.isEmpty ? nil : result.explanations.map { $0.text.text(language) },
                        trace: result.status == .failed && !result.trace.isEmpty ? result.trace : nil, crash: result.crash)
        }
        let overall: String
        var message: String?
        if let wholeRunError {
            overall = "error"
            message = wholeRunError
        } else if !tests.isEmpty, tests.allSatisfy({ $0.status == "error" }) {
            overall = "error"
            message = tests.compactMap(\.message).first
        } else {
            overall = tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
        }
        let document = Document(status: overall, message: message.map(Self.boundedMessage), tests: tests,
                                score: report.score, max_score: report.maxScore, exercise: report.exercise,
                                workbook_report_version: report.version,
                                errors: report.compileError.flatMap { text in
                                    text.hasPrefix("Not graded:") ? nil : CompileErrorEntry.parse(text)
                                })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }

    /// A test that did not pass always says why (the spec requires a message for `fail` and `error`).
    private func failureMessage(_ result: CheckResult) -> String {
        let text = result.failureText(language)
        return text.isEmpty ? result.title.text(language) : text
    }

    /// The top-level message within the spec's 65,535 characters (counted as UTF-8 bytes, the
    /// strictest reading of "less if the value contains multibyte characters").
    static func boundedMessage(_ text: String) -> String {
        guard text.utf8.count > messageLimit else { return text }
        let note = " " + InertText.truncationNote
        return InertText.prefix(text, bytes: messageLimit - note.utf8.count) + note
    }

    /// What the learner's app printed, within the spec's 500 characters: everything when it fits;
    /// otherwise a first line saying it was cut (in the learner's language), then the last lines
    /// that fit whole (the ones nearest the failure), or, when even the last line is too long, its
    /// beginning. Counted in UTF-16 code units, so no reader counting characters, code points or
    /// JavaScript string length finds more than 500.
    static func output(_ console: [String], language: Language, limit: Int = outputLimit) -> String? {
        // The publishing step's own English "… (N earlier lines not shown)": our note says it.
        var lines = console
        var cut = false
        if let first = lines.first, first.hasPrefix("… ("), first.hasSuffix(" earlier lines not shown)") {
            lines.removeFirst()
            cut = true
        }
        guard !lines.isEmpty else { return nil }
        let whole = lines.joined(separator: "\n")
        if !cut, whole.utf16.count <= limit { return whole }
        let note = Catalog[language].reportOutputCut(limit: limit)
        var budget = limit - note.utf16.count - 1
        var kept: [String] = []
        for line in lines.reversed() {
            let size = line.utf16.count + (kept.isEmpty ? 0 : 1)
            if size > budget { break }
            kept.insert(line, at: 0)
            budget -= size
        }
        if kept.isEmpty, let last = lines.last {
            let ellipsis = " …"
            kept = [InertText.prefix(last, within: budget - ellipsis.utf16.count) { $0.utf16.count } + ellipsis]
        }
        return ([note] + kept).joined(separator: "\n")
    }
}
