import Foundation

/// JUnit XML, for CI systems that show test results. Follows the common JUnit schema (Jenkins'
/// `junit-10.xsd`, as in jenkinsci/xunit-plugin; Ant's and Surefire's writers agree on it):
/// `<testsuites name tests failures errors time>` (no other attributes there), one `<testsuite
/// name tests failures errors skipped time>` per exercise, a `<testcase classname name time>` per
/// check holding at most one `<failure>`, `<error>` or `<skipped>` (each with `type` and
/// `message`), times in seconds with a dot and no exponent.
///
/// - a check that failed: `<failure>` (the learner's code ran and did the wrong thing), with the
///   failure paragraph and the timeline;
/// - a check workbook could not run: `<error type="workbook">`;
/// - nothing ran because the code did not compile (or the submission was not graded, or workbook
///   failed before the checks): **every** check is an `<error>` (type `compile-error`,
///   `not-graded` or `workbook`) carrying the compiler's (or workbook's) text, so a dashboard
///   counts a submission that does not build as broken, never as skipped. `<error>`, not
///   `<failure>`: no assertion of the check was evaluated, which is JUnit's `error` ("the test
///   could not complete"), as pytest and go-junit-report write a build or collection error;
/// - a check skipped because a prerequisite did not pass: `<skipped>` with the reason (its
///   prerequisite's `<failure>` already fails the suite).
struct JUnitReport {
    let language: Language

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        let wholeRunError = report.compileError ?? report.internalError
        let cases = report.checks.map { outcome($0, wholeRunError: wholeRunError, report: report) }
        let failures = cases.filter { $0.element == "failure" }.count
        let errors = cases.filter { $0.element == "error" }.count
        let skipped = cases.filter { $0.element == "skipped" }.count
        let suiteTime = Self.seconds(report.seconds)
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuites name="workbook" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" time="\#(suiteTime)">"#,
                     #"  <testsuite name="\#(attribute(report.exercise))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(suiteTime)">"#]
        for (result, outcome) in zip(report.checks, cases) {
            let name = attribute("\(result.id): \(result.title.text(language))")
            let open = #"    <testcase classname="\#(attribute(report.exercise))" name="\#(name)" time="\#(Self.seconds(result.seconds))""#
            guard let element = outcome.element else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            let start = #"      <\#(element) type="\#(attribute(outcome.type))" message="\#(attribute(outcome.message))""#
            lines.append(outcome.body.map { start + ">" + escape($0) + "</\(element)>" } ?? start + "/>")
            lines.append("    </testcase>")
        }
        // The compiler's (or workbook's) text when no test case carries it (no checks to mark).
        if let wholeRunError, !report.checks.contains(where: { $0.status == .skipped }) {
            lines.append("    <system-err>\(escape(wholeRunError))</system-err>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    struct Outcome {
        /// `failure`, `error`, `skipped`, or nil for a passed check.
        var element: String?
        var type = ""
        var message = ""
        var body: String?
    }

    func outcome(_ result: CheckResult, wholeRunError: String?, report: CheckReport) -> Outcome {
        let message = result.message?.text(language) ?? result.title.text(language)
        switch result.status {
        case .passed:
            return Outcome()
        case .failed:
            let text = result.failureText(language) + (result.trace.isEmpty ? "" : "\n\n" + result.trace.joined(separator: "\n"))
            return Outcome(element: "failure", type: result.crash.map { $0.kind.rawValue } ?? "failed", message: message, body: text)
        case .error:
            return Outcome(element: "error", type: "workbook", message: message, body: result.failureText(language))
        case .skipped:
            if let wholeRunError {
                let type = report.internalError != nil && report.compileError == nil ? "workbook"
                    : wholeRunError.hasPrefix("Not graded:") ? "not-graded" : "compile-error"
                return Outcome(element: "error", type: type, message: message, body: wholeRunError)
            }
            return Outcome(element: "skipped", type: "prerequisite", message: message, body: nil)
        }
    }

    /// Seconds as the schema's time pattern wants them: digits, a dot, three decimals (never
    /// negative, never an exponent, never `nan`).
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }

    /// Character data: well-formed XML 1.0 whatever the text holds.
    func escape(_ text: String) -> String { InertText.xml(text) }

    /// A quoted attribute value (line breaks kept as character references).
    func attribute(_ text: String) -> String { InertText.xml(text, attribute: true) }
}
