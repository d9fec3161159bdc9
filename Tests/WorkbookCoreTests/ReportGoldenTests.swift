import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Every report format, compared with a reference file beside the tests.
/// Re-record with `make golden` (WORKBOOK_RECORD_GOLDEN=1); a missing reference is recorded and fails.
final class ReportGoldenTests: XCTestCase {
    static let golden = TraceEndToEndTests.repository.appendingPathComponent("Tests/Fixtures/golden/reports")

    static let report = CheckReport(
        exercise: "manual-segue-values", title: LocalizedText(ko: "수동 세그웨이로 값 전달하기", en: "Passing values with a manual segue"),
        status: .failed, score: 1, maxScore: 6, checks: [
            CheckResult(id: "shows-result", title: LocalizedText(ko: "결과 화면이 보인다", en: "The result screen shows"),
                        status: .passed, points: 1, maxPoints: 1, visibility: .visible, seconds: 0.25),
            CheckResult(id: "passes-values", title: LocalizedText(ko: "값이 전달된다", en: "The values arrive"),
                        status: .failed, points: 0, maxPoints: 2, visibility: .visible,
                        message: LocalizedText(ko: "ResultViewController#1.paramEmail 값이 달라야 합니다.",
                                               en: "ResultViewController#1.paramEmail should hold a different value."),
                        expected: "learner@example.com", actual: "",
                        explanations: [Explanation(rule: "twin-instance", text: LocalizedText(ko: "쌍둥이 인스턴스", en: "A twin <instance> & more"))],
                        hints: [LocalizedText(ko: "prepare를 쓰세요", en: "Use prepare(for:sender:)")],
                        trace: ["-- step 0: launch", "ViewController#1.init(coder:)", "ResultViewController#2.init(coder:)", "console: hi"],
                        console: ["hi"], crash: nil, failedStep: 4, seconds: 0.5),
            CheckResult(id: "crashes", title: LocalizedText("Crash"), status: .failed, points: 0, maxPoints: 1, visibility: .visible,
                        message: LocalizedText("The app crashed with a Swift runtime error at App/ViewController.swift:14: boom"),
                        trace: ["-- step 0: launch"],
                        crash: CrashReport(kind: .fatalError, reason: "boom", step: 1, file: "App/ViewController.swift", line: 14)),
            CheckResult(id: "hidden-one", title: LocalizedText("Hidden"), status: .failed, points: 0, maxPoints: 1, visibility: .hidden,
                        message: LocalizedText("secret message"), expected: "secret expected", actual: "secret actual",
                        explanations: [Explanation(rule: "twin-instance", text: LocalizedText("secret explanation"))],
                        hints: [LocalizedText("secret hint")], trace: ["secret trace"], console: ["secret console"],
                        crash: CrashReport(kind: .fatalError, reason: "secret reason", step: 2, file: "App/Secret.swift", line: 99),
                        failedStep: 2),
            CheckResult(id: "after-due-one", title: LocalizedText("After the due date"), status: .failed, points: 0, maxPoints: 1,
                        visibility: .afterDue, message: LocalizedText("secret due message"), expected: "secret due expected"),
            CheckResult(id: "after-first", title: LocalizedText("Depends"), status: .skipped, points: 0, maxPoints: 0,
                        visibility: .visible, message: LocalizedText("Skipped: it needs passes-values to pass first.")),
        ], seconds: 1.5, due: ReportGoldenTests.due)

    static let due = ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z")!
    static let now = ISO8601DateFormatter().date(from: "2026-11-23T12:00:00Z")!

    func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Golden.assert(text, name, in: Self.golden, file: file, line: line)
    }

    func testEveryFormat() throws {
        for format in ReportFormat.allCases {
            let ext = format == .html ? "html" : format == .junit ? "xml" : (format == .json || format == .classroom) ? "json" : "txt"
            try assertGolden(format.render(Self.report, language: .en, now: Self.now), "report-\(format.rawValue).en.\(ext)")
        }
        try assertGolden(ReportFormat.terminal.render(Self.report, language: .ko, now: Self.now), "report-terminal.ko.txt")
    }

    /// Learner text full of controls, escape sequences and markup (`ReportSafetyTests.hostileReport`), as each format writes it.
    func testHostileTextInEveryFormat() throws {
        for format in ReportFormat.allCases {
            let ext = format == .html ? "html" : format == .junit ? "xml" : (format == .json || format == .classroom) ? "json" : "txt"
            try assertGolden(format.render(ReportSafetyTests.hostileReport, language: .en, now: Self.now), "hostile-\(format.rawValue).en.\(ext)")
        }
    }

    func testHiddenChecksNeverShowTheirDetails() {
        for format in ReportFormat.allCases {
            for language in Language.allCases {
                let text = format.render(Self.report, language: language, now: Self.now)
                XCTAssertFalse(text.contains("secret") || text.contains("Secret.swift"), "\(format.rawValue): \(text)")
                XCTAssertTrue(text.contains("hidden-one") && text.contains("after-due-one"), format.rawValue)
            }
        }
    }

    func testJSONFollowsTheSchemaShape() throws {
        struct Document: Decodable {
            struct Test: Decodable { let name: String; let id: String; let status: String; let test_code: String; let task_id: Int?; let points: Double }
            let version: Int
            let status: String
            let tests: [Test]
            let score: Double
            let max_score: Double
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(ReportFormat.json.render(Self.report, language: .en, now: Self.now).utf8))
        XCTAssertEqual(document.version, 3)
        XCTAssertEqual(document.status, "fail")
        // The check skipped after a failed prerequisite is `fail`: the learner's code decided it.
        XCTAssertEqual(document.tests.map(\.status), ["pass", "fail", "fail", "fail", "fail", "fail"])
        // No task_id: an exercise has no numbered tasks to link a test to.
        XCTAssertEqual(document.tests.map(\.task_id), [nil, nil, nil, nil, nil, nil])
        XCTAssertEqual(document.max_score, 6)
    }

    func testGitHubAnnotationsPointAtTheLearnersLine() {
        let text = ReportFormat.github.render(Self.report, language: .en, now: Self.now)
        XCTAssertTrue(text.contains("::error file=App/ViewController.swift,line=14,title=crashes%3A Crash::"), text)
    }
}
