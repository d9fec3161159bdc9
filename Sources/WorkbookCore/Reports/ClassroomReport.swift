import Foundation

/// GitHub Classroom's autograding result: the JSON its command/io graders hand to its grading
/// reporter (github.com/classroom-resources/autograding-grading-reporter, `src/main.js`):
/// `version`, `status`, `max_score`, `tests[{name, status, message, test_code, filename, line_no,
/// execution_time, score}]`.
///
/// How the reporter reads it (verified against its source, and run by
/// `ClassroomReporterTests`): for each id in its `runners` input it takes the environment variable
/// `<ID uppercased>_RESULTS`, base64-decodes it and parses the JSON (so the workflow runs
/// `base64 -w0` on this output, see `workbook ci-template github-classroom`).
/// - Points (`src/notify-classroom.js`): the sum of every test's `score` over the sum of each
///   runner's `max_score` (runners whose `max_score` is 0 are skipped), so each test's `score` is
///   the check's points and their sum is our score; the extra tests below score 0.
/// - The job fails (`src/main.js`) when a runner's top-level `status` is `fail` or `error`.
/// - The log (`src/console-results.js`) prints `✅/❌ name` for each test, then `Test code:` and
///   the test's `test_code` when it is not empty, and a test's `message` only when its status is
///   `error` (instead of the ❌ line). So the failure a learner must read goes in `test_code`:
///   a check that did not pass is `<check id>` then its failure text (what failed,
///   expected/actual, why, the first hint); code that did not compile is a first test, `fail`,
///   whose `test_code` is the compiler's errors. `message` holds the same text for any other
///   reader of the JSON. `error` is kept for workbook's own failures.
struct ClassroomReport {
    let language: Language

    /// The base64 text lands in an environment variable (at most 128 KiB on Linux, and every
    /// exercise's variable shares the reporter's environment: 18 × ~70 KiB stays below the 2 MiB
    /// of arguments and environment), so every text this writer adds (each `message` and
    /// `test_code` copy) shares this many bytes as JSON-escaped UTF-8.
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

    /// A test before its texts are bounded: `why` goes in `message`, and after `code` in
    /// `test_code` when `shown` (the reporter prints `message` itself for `error` tests).
    private struct Draft {
        var name: String
        var status: String
        var why: String
        var code: String
        var shown: Bool
        var filename = ""
        var line = 0
        var seconds = 0.0
        var score = 0.0

        /// How many times `why` is written.
        var copies: Int { why.isEmpty ? 0 : shown ? 2 : 1 }
    }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        var drafts: [Draft] = []
        if let internalError = report.internalError {
            drafts.append(Draft(name: report.title.text(language), status: "error", why: internalError, code: report.exercise, shown: false))
        }
        // The compiler's text with, beside each error beginners hit, a sentence in the learner's language.
        if let compileError = report.compileError(language) {
            drafts.append(Draft(name: Catalog[language].sharedCompileError, status: "fail", why: compileError, code: "", shown: true))
        }
        for result in report.checks {
            let status = Self.status(result.status)
            drafts.append(Draft(name: result.title.text(language), status: status,
                                why: result.status == .passed ? "" : result.failureText(language), code: result.id,
                                shown: status == "fail", filename: result.crash?.file ?? "", line: result.crash?.line ?? 0,
                                seconds: result.seconds, score: result.points))
        }
        let bounds = Self.shares(drafts.map { (Self.jsonBytes($0.why), $0.copies) }, budget: Self.messageBudget)
        let tests = zip(drafts, bounds).map { draft, bound in
            let why = Self.bounded(draft.why, jsonBytes: bound)
            let code = draft.shown ? (draft.code.isEmpty ? why : draft.code + "\n" + why) : draft.code
            return Test(name: draft.name, status: draft.status, message: why, test_code: code, filename: draft.filename,
                        line_no: draft.line, execution_time: String(format: "%.2fs", draft.seconds), score: draft.score)
        }
        // workbook's own failure (a check it could not run, a build it could not make) is `error`;
        // anything the learner fixes, code that does not compile included, is `fail`.
        let status = report.internalError != nil || report.checks.contains { $0.status == .error } ? "error"
            : report.status == .passed ? "pass" : "fail"
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

    /// Each text's bound, so that `Σ copies × bound ≤ budget`: short texts are kept whole and
    /// the rest shares what they leave (never less than `minimumMessageBytes` each).
    static func shares(_ texts: [(bytes: Int, copies: Int)], budget: Int) -> [Int] {
        var bounds = texts.map(\.bytes)
        var remaining = budget
        var copiesLeft = texts.reduce(0) { $0 + $1.copies }
        for index in texts.indices.sorted(by: { texts[$0].bytes < texts[$1].bytes }) where texts[index].copies > 0 {
            let share = max(minimumMessageBytes, remaining / max(1, copiesLeft))
            bounds[index] = min(texts[index].bytes, share)
            remaining -= bounds[index] * texts[index].copies
            copiesLeft -= texts[index].copies
        }
        return bounds
    }

    /// The bytes `text` takes inside a JSON string as `JSONEncoder` writes it.
    static func jsonBytes(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + jsonBytes($1) } }

    static func jsonBytes(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x22, 0x5C, 0x08, 0x09, 0x0A, 0x0C, 0x0D: return 2
        case 0x00...0x1F: return 6
        default: return String(scalar).utf8.count
        }
    }

    /// `text` cut on a character boundary so that it takes at most `jsonBytes` bytes in JSON,
    /// the truncation note included.
    static func bounded(_ text: String, jsonBytes bound: Int) -> String {
        guard jsonBytes(text) > bound else { return text }
        let note = " " + InertText.truncationNote
        let room = max(0, bound - jsonBytes(note))
        return InertText.prefix(text, within: room) { $0.unicodeScalars.reduce(0) { $0 + jsonBytes($1) } } + note
    }
}
