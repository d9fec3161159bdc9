import Foundation

/// GitHub Classroom's autograding result: the JSON its command/io graders hand to its grading
/// reporter (github.com/classroom-resources/autograding-grading-reporter, `src/main.js`):
/// `version`, `status`, `max_score`, `tests[{name, status, message, test_code, filename, line_no,
/// execution_time, score}]`.
///
/// How the reporter reads it (verified against its source): for each id in its `runners` input it
/// takes the environment variable `<ID uppercased>_RESULTS`, base64-decodes it and parses the JSON
/// (so the workflow runs `base64 -w0` on this output, see `workbook ci-template github-classroom`).
/// The points it sends to Classroom are the sum of every test's `score` over the sum of each
/// runner's `max_score` (runners whose `max_score` is 0 are skipped), so each test's `score` is
/// the check's points and their sum is our score. It fails the job when a runner's top-level
/// `status` is `fail` or `error`, prints each test's `name` and `test_code`, and a test's
/// `message` only when its status is `error`.
struct ClassroomReport {
    let language: Language

    /// The base64 text lands in an environment variable (at most 128 KiB on Linux), so the
    /// messages of one exercise share this many UTF-8 bytes before encoding.
    static let messageBudget = 48 * 1024
    static let minimumMessageBytes = 512

    struct Document: Encodable {
        let version = 1
        let status: String
        let max_score: Double
        let tests: [Test]
    }

    struct Test: Encodable {
        let name: String
        let status: String
        let message: String
        let test_code: String
        let filename: String
        let line_no: Int
        let execution_time: String
        let score: Double
    }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        let perMessage = max(Self.minimumMessageBytes, Self.messageBudget / max(1, report.checks.count + 1))
        var tests = report.checks.map { result in
            Test(name: result.title.text(language), status: Self.status(result.status),
                 message: result.status == .passed ? "" : InertText.inert(result.failureText(language), multiline: true, bytes: perMessage),
                 test_code: result.id, filename: result.crash?.file ?? "", line_no: result.crash?.line ?? 0,
                 execution_time: String(format: "%.2fs", result.seconds), score: result.points)
        }
        // Nothing ran (no checks, or workbook failed before them): one test says why, so the
        // reporter's log is not silent.
        if tests.isEmpty, let why = report.internalError ?? report.compileError {
            tests.append(Test(name: report.title.text(language), status: "error",
                              message: InertText.inert(why, multiline: true, bytes: perMessage), test_code: report.exercise,
                              filename: "", line_no: 0, execution_time: "0.00s", score: 0))
        }
        let status = report.status == .passed ? "pass" : report.status == .failed ? "fail" : "error"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(status: status, max_score: report.maxScore, tests: tests)
        return (try? String(decoding: encoder.encode(document), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }

    /// A check that did not run because another failed is a failed test for Classroom (it is the
    /// learner's to fix); `error` is kept for workbook's own failures, which the reporter prints.
    static func status(_ status: CheckResult.Status) -> String {
        switch status {
        case .passed: return "pass"
        case .failed, .skipped: return "fail"
        case .error: return "error"
        }
    }
}
