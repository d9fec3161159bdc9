import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// `workbook check` on correct and wrong solutions: each explanation appears from what really
/// happened, and none appears for the correct solution.
final class CheckerTests: XCTestCase {
    static let fixtures = TraceEndToEndTests.fixtures.deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The SegueBasics project with `ViewController.swift` replaced by a solution of the exercise.
    func project(solution: String) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("projects/SegueBasics"), to: target)
        let replacement = Self.fixtures.appendingPathComponent("exercises/manual-segue-values/solutions/\(solution)/ViewController.swift")
        try FileManager.default.removeItem(at: target.appendingPathComponent("SegueBasics/ViewController.swift"))
        try FileManager.default.copyItem(at: replacement, to: target.appendingPathComponent("SegueBasics/ViewController.swift"))
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }

    func report(_ solution: String) throws -> CheckReport {
        let checksFile = Self.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        return Checker(reportCache: nil).check(project: try project(solution: solution), checks: checks)
    }

    func statuses(_ report: CheckReport) -> [String: CheckResult.Status] {
        Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0.status) })
    }

    func rules(_ report: CheckReport) -> Set<String> {
        Set(report.checks.flatMap(\.explanations).map(\.rule))
    }

    func testCorrectSolutionPassesWithoutExplanations() throws {
        let report = try report("correct")
        XCTAssertEqual(report.status, .passed, TerminalReportText.render(report))
        XCTAssertEqual(report.score, report.maxScore)
        XCTAssertEqual(rules(report), [])
    }

    func testUnknownIdentifierListsTheIdentifiersAndSaysCaseMatters() throws {
        let report = try report("wrong-identifier")
        XCTAssertEqual(statuses(report)["shows-result"], .failed)
        XCTAssertEqual(statuses(report)["passes-values"], .skipped, "a failed prerequisite skips its dependents")
        let explanation = try XCTUnwrap(report.checks.first?.explanations.first { $0.rule == "unknown-segue-identifier" })
        XCTAssertTrue(explanation.text.en.contains("\"ManualSubmit\""), explanation.text.en)
        XCTAssertTrue(explanation.text.en.contains("case-sensitive"), explanation.text.en)
        XCTAssertTrue(explanation.text.ko.contains("대소문자"))
    }

    /// A hidden check's failure shows its cause (`feedback: cause`, the default) but never one
    /// quoting what the check typed or expected; `feedback: outcome` shows the outcome only.
    func testHiddenFeedbackShowsTheCauseWithoutStepsOrValues() throws {
        let checksFile = Self.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        let text = try String(contentsOf: checksFile, encoding: .utf8)
        for feedback in ["cause", "outcome"] {
            let hidden = text.replacingOccurrences(of: "    title: {ko: \"돌아가면 결과 화면이 메모리에서 해제된다\", en: \"Going back releases the result screen\"}\n",
                                                   with: "    title: {ko: \"돌아가면 결과 화면이 메모리에서 해제된다\", en: \"Going back releases the result screen\"}\n    visibility: hidden\n    feedback: \(feedback)\n")
            XCTAssertNotEqual(hidden, text)
            let checks = try ChecksParser.parse(hidden, file: checksFile.path)
            let report = Checker(reportCache: nil).check(project: try project(solution: "retained-result"), checks: checks)
            let published = try XCTUnwrap(report.published(now: Date()).content.checks.first { $0.id == "result-released" })
            XCTAssertEqual(published.status, .failed)
            let shown = ReportFormat.terminal.render(report, language: .en, now: Date())
            XCTAssertFalse(shown.contains("learner@example.com"), shown)
            XCTAssertFalse(shown.contains("onPerformSegue"), shown)
            if feedback == "cause" {
                XCTAssertEqual(published.explanations.map(\.rule), ["one-way-strong-reference"])
                XCTAssertTrue(shown.contains("ViewController#1.lastResult"), shown)
            } else {
                XCTAssertEqual(published.explanations, [])
                XCTAssertEqual(published.message, CheckResult.hiddenNotice)
            }
        }
        // An explanation quoting a value the check typed or expected is never a cause to show.
        let check = Check(id: "c", title: LocalizedText("c"), visibility: .hidden,
                          steps: [.launch, .type(ControlLocator(outlet: "email"), text: "form@example.com"), .expect(.top("ResultViewController"))])
        let failure = ExpectationEvaluator.Failure(step: 2, expectation: .top("ResultViewController"), message: LocalizedText("m"),
                                                   expected: "ResultViewController", actual: "ViewController#1")
        let quoting = Explanation(rule: "should-perform-inverted", text: LocalizedText("with email holding \"form@example.com\""))
        let cause = Explanation(rule: "empty-text-is-not-nil", text: LocalizedText("`email.text != nil` is always true"))
        XCTAssertEqual(Checker.causes([quoting, cause], of: check, failure: failure), [cause])
    }

    func testTwinInstance() throws {
        let report = try report("twin-instance")
        XCTAssertEqual(statuses(report)["shows-result"], .passed)
        XCTAssertEqual(statuses(report)["passes-values"], .failed)
        XCTAssertEqual(rules(report), ["twin-instance"])
        let result = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertEqual(result.expected, "learner@example.com")
        XCTAssertEqual(result.actual, "")
    }

    func testOutletTouchedInPrepare() throws {
        let report = try report("outlet-in-prepare")
        XCTAssertEqual(statuses(report)["shows-result"], .failed)
        XCTAssertTrue(rules(report).contains("outlet-before-view-load"))
        let crash = try XCTUnwrap(report.checks.first?.crash)
        XCTAssertEqual(crash.file, "SegueBasics/ViewController.swift")
    }

    func testValuesAssignedAfterPerformSegue() throws {
        let report = try report("values-after-perform")
        XCTAssertEqual(statuses(report)["passes-values"], .failed)
        XCTAssertEqual(rules(report), ["values-after-perform-segue"])
    }

    func testShouldPerformSegueIsNotAskedForPerformSegue() throws {
        let report = try report("should-perform")
        XCTAssertEqual(statuses(report)["empty-email-stays"], .failed)
        XCTAssertEqual(rules(report), ["should-perform-not-consulted"])
    }

    func testRetainedControllerNamesWhatHoldsIt() throws {
        let report = try report("retained-result")
        let result = try XCTUnwrap(report.checks.first { $0.id == "result-released" })
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.actual?.contains("ViewController#1.lastResult") == true, result.actual ?? "")
        XCTAssertEqual(rules(report), ["one-way-strong-reference"], "a one-way reference is not called a retain cycle")
        let text = try XCTUnwrap(result.explanations.first).text
        XCTAssertTrue(text.en.contains("This is not a retain cycle"), text.en)
        XCTAssertTrue(text.ko.contains("순환 참조가 아니라"), text.ko)
    }

    func testCompileErrorReportsEveryCheckNotRun() throws {
        let target = try project(solution: "correct")
        try "import UIKit\nclass ViewController: UIViewController { func f() { let x: Int = \"a\" } }\n"
            .write(to: target.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        let checksFile = Self.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        let report = Checker(reportCache: nil).check(project: target, checks: checks)
        XCTAssertEqual(report.status, .error)
        XCTAssertTrue(report.compileError?.contains("SegueBasics/ViewController.swift:2:") == true, report.compileError ?? "")
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .skipped })
        XCTAssertEqual(report.exitCode, 1)
        let json = ReportFormat.json.render(report, language: .en)
        XCTAssertTrue(json.contains(#""status" : "error""#), json)
    }

    /// A syntax error left open at the end of a learner's file (`print(1`, a missing brace) is the
    /// learner's compile error at their own line, not "the generated glue did not compile" (it
    /// surfaced in the glue appended to the file, and the check exited as workbook's own bug).
    func testASyntaxErrorLeftOpenAtTheEndOfAFileIsTheLearnersCompileError() throws {
        let target = try project(solution: "correct")
        let file = target.appendingPathComponent("SegueBasics/ViewController.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false).count
        let checksFile = Self.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        for (tail, message) in [("print(1\n", "expected ')' in expression list"), ("func unfinished() {\n", "expected '}' at end of brace statement")] {
            try (original + tail).write(to: file, atomically: true, encoding: .utf8)
            let report = Checker(reportCache: nil).check(project: target, checks: checks)
            XCTAssertNil(report.internalError, report.internalError ?? "")
            XCTAssertTrue(report.compileError?.contains("SegueBasics/ViewController.swift:\(lines):") == true
                          || report.compileError?.contains("SegueBasics/ViewController.swift:\(lines + 1):") == true, report.compileError ?? "")
            XCTAssertTrue(report.compileError?.contains(message) == true, report.compileError ?? "")
            XCTAssertFalse(report.compileError?.contains("glue") == true, report.compileError ?? "")
            XCTAssertEqual(report.exitCode, 1)
        }
    }

    /// An outlet wired in the storyboard to an object of another class (a UISwitch! outlet on a
    /// label, seen in a learner's textbook project): the trace records the connection, the app stops
    /// where the outlet is used, and the explanation says what a device does and how to rewire it.
    func testOutletConnectedToAnotherClassIsExplained() throws {
        let target = try project(solution: "correct")
        let storyboard = target.appendingPathComponent("SegueBasics/Base.lproj/Main.storyboard")
        let original = try String(contentsOf: storyboard, encoding: .utf8)
        let rewired = original.replacingOccurrences(of: #"<outlet property="isUpdate" destination="Swi-Up-d01""#,
                                                    with: #"<outlet property="isUpdate" destination="Lbl-Up-d01""#)
        XCTAssertNotEqual(rewired, original)
        try rewired.write(to: storyboard, atomically: true, encoding: .utf8)
        let checks = try ChecksParser.parse("""
            exercise: manual-segue-values
            title: {ko: "값 전달", en: "Passing values"}
            checks:
              - id: shows-result
                title: {ko: "결과 화면", en: "Result screen"}
                steps:
                  - launch
                  - type: {outlet: email, text: "learner@example.com"}
                  - tap: {action: "onPerformSegue:"}
                  - expect: {top: ResultViewController}
            """, file: "checks.yaml")
        let report = Checker(reportCache: nil).check(project: target, checks: checks)
        let result = try XCTUnwrap(report.checks.first)
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.trace.contains("ViewController#1.outlet isUpdate storyboard object=UILabel declared=UISwitch"), result.trace.joined(separator: "\n"))
        XCTAssertEqual(rules(report), ["outlet-wrong-type"])
        let text = try XCTUnwrap(result.explanations.first).text
        XCTAssertTrue(text.en.contains("-[UILabel isOn]: unrecognized selector sent to instance"), text.en)
        XCTAssertTrue(text.ko.contains("UISwitch가 아닌 UILabel에 연결했습니다"), text.ko)
        // The correct wiring records nothing.
        try original.write(to: storyboard, atomically: true, encoding: .utf8)
        let fixed = Checker(reportCache: nil).check(project: target, checks: checks)
        XCTAssertEqual(fixed.status, .passed, TerminalReportText.render(fixed))
        XCTAssertFalse(fixed.checks[0].trace.contains { $0.contains(".outlet ") })
    }
}

/// Renders a report for failure messages.
enum TerminalReportText {
    static func render(_ report: CheckReport) -> String { ReportFormat.terminal.render(report, language: .en) }
}
