@testable import ClassReports
import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// The class report, per-student feedback, Gradescope and Classroom results, from `Fixture.results`.
final class ClassReportsTests: XCTestCase {
    let results = Fixture.results

    // MARK: Golden files

    func testClassReportGolden() throws {
        let files = ClassReport.render(results, language: .en)
        XCTAssertEqual(files.keys.sorted(), ["index.html", "students/alice.html", "students/bob.html",
                                             "students/eve_60_5Bx_5D_28http_3A_2F_2Fevil.example_29_23_3Cb_3E.html"])
        for (path, text) in files {
            try Fixture.assertGolden(text, "class-report.en/\(path.replacingOccurrences(of: "students/", with: "students-"))")
        }
        try Fixture.assertGolden(ClassReport.render(results, language: .ko)["index.html"]!, "class-report.ko/index.html")
    }

    func testFeedbackGolden() throws {
        for language in Language.allCases {
            for (name, text) in StudentFeedback.render(results, language: language) {
                try Fixture.assertGolden(text, "feedback.\(language.rawValue)/\(name)")
            }
        }
    }

    func testGradescopeGolden() throws {
        for (name, text) in GradescopeResults.render(results, language: .en) {
            try Fixture.assertGolden(text, "gradescope.en/\(name.replacingOccurrences(of: "/", with: "-"))")
        }
        try Fixture.assertGolden(GradescopeResults.render(Fixture.bob, exercise: "manual-segue", in: results, language: .en),
                                 "gradescope.en/bob-manual-segue-results.json")
    }

    func testClassroomGolden() throws {
        for student in results.students {
            for entry in student.exercises {
                guard let report = entry.final?.report else { continue }
                try Fixture.assertGolden(ReportFormat.classroom.render(report, language: .en, now: results.generatedAt),
                                         "classroom.en/\(FileName.slug(student.id))-\(entry.exercise).json")
            }
        }
    }

    // MARK: Hidden means hidden

    /// Every learner-facing output, in both languages.
    func learnerOutputs() -> [(String, String)] {
        var outputs: [(String, String)] = []
        for language in Language.allCases {
            for (name, text) in StudentFeedback.render(results, language: language) { outputs.append(("feedback \(name)", text)) }
            for (name, text) in GradescopeResults.render(results, language: language) { outputs.append(("gradescope \(name)", text)) }
            for student in results.students {
                for entry in student.exercises {
                    outputs.append(("gradescope \(student.id) \(entry.exercise)",
                                    GradescopeResults.render(student, exercise: entry.exercise, in: results, language: language)))
                    for attempt in entry.attempts {
                        guard let report = attempt.report else { continue }
                        for format in [ReportFormat.classroom, .gradescope] {
                            outputs.append(("\(format.rawValue) \(student.id)", format.render(report, language: language, now: results.generatedAt)))
                        }
                    }
                }
            }
            for (name, text) in ClassReport.render(results, language: language, showHiddenDetails: false) {
                outputs.append(("class report without hidden details \(name)", text))
            }
        }
        return outputs
    }

    func testHiddenDetailsAppearInNoLearnerOutput() {
        let outputs = learnerOutputs()
        XCTAssertGreaterThan(outputs.count, 30)
        for (name, text) in outputs {
            for secret in Fixture.secrets {
                XCTAssertFalse(text.contains(secret), "\(name) shows \(secret)")
            }
        }
        // … while the checks are still there by id, and the instructor's report has every detail.
        let feedback = StudentFeedback.render(results, language: .en)["bob.md"]!
        XCTAssertTrue(feedback.contains("hidden-one") && feedback.contains("hidden check: details are not shown"), feedback)
        let instructor = ClassReport.render(results, language: .en).values.joined()
        for secret in ["SECRET-MSG", "SECRET-EXP", "SECRET-ACT", "SECRET-EXPL", "SECRET-DUE-MSG"] {
            XCTAssertTrue(instructor.contains(secret), secret)
        }
    }

    /// After the due date an `after_due` check's details are the learner's to read.
    func testAfterDueDetailsShowOnceTheDueDateHasPassed() {
        var later = results
        later.generatedAt = Fixture.date("2026-12-02T00:00:00Z")
        let feedback = StudentFeedback.render(later, language: .en)["alice.md"]!
        XCTAssertTrue(feedback.contains("SECRET-DUE-MSG"), feedback)
        XCTAssertFalse(feedback.contains("SECRET-MSG"), feedback)
    }

    // MARK: Gradescope

    func testGradescopeScoreIsTheGradebooksAndVisibilityIsGradescopes() throws {
        struct Document: Decodable {
            struct Test: Decodable { let name: String; let score: Double; let max_score: Double; let status: String; let visibility: String; let output: String }
            let score: Double
            let output: String
            let tests: [Test]
        }
        let bob = try JSONDecoder().decode(Document.self, from: Data(GradescopeResults.render(Fixture.bob, in: results, language: .en).utf8))
        XCTAssertEqual(bob.score, 0.5)  // 1 point, 0.5 off for two days late; the refused exercise scores 0
        XCTAssertEqual(bob.tests.map(\.visibility), ["visible", "visible", "hidden"])
        XCTAssertEqual(bob.tests.map(\.status), ["passed", "failed", "failed"])
        XCTAssertTrue(bob.output.contains("not graded: App/Link.swift is a link"), bob.output)
        let alice = try JSONDecoder().decode(Document.self, from: Data(GradescopeResults.render(Fixture.alice, in: results, language: .en).utf8))
        XCTAssertEqual(alice.score, 6)
        XCTAssertEqual(alice.tests.last?.visibility, "after_due_date")
        XCTAssertEqual(alice.tests.last?.output, "hidden check: details are not shown")
    }

    // MARK: GitHub Classroom

    /// Decodes the result the way the grading reporter does (`src/main.js`, `notify-classroom.js`):
    /// base64 from `<RUNNER>_RESULTS`, JSON, points = sum of tests' `score`, max = `max_score`.
    func testClassroomResultIsWhatTheReporterReadsAndItsPointsAreOurs() throws {
        struct Result: Decodable {
            struct Test: Decodable {
                let name: String; let status: String; let message: String; let test_code: String
                let filename: String; let line_no: Int; let execution_time: String; let score: Double
            }
            let version: Int
            let status: String
            let max_score: Double
            let tests: [Test]
        }
        for student in results.students {
            for entry in student.exercises {
                guard let report = entry.final?.report else { continue }
                let json = ReportFormat.classroom.render(report, language: .en, now: results.generatedAt)
                // What the workflow does: base64 -w0 into the step output, then into the variable.
                let environment = ["\(CITemplates.runnerIDs([entry.exercise])[0].uppercased())_RESULTS": Data(json.utf8).base64EncodedString()]
                let encoded = try XCTUnwrap(environment["\(CITemplates.runnerIDs([entry.exercise])[0].uppercased())_RESULTS"])
                XCTAssertFalse(encoded.contains("\n"))
                let decoded = try JSONDecoder().decode(Result.self, from: XCTUnwrap(Data(base64Encoded: encoded)))
                XCTAssertEqual(decoded.version, 1)
                XCTAssertEqual(decoded.tests.reduce(0) { $0 + $1.score }, report.score, "\(student.id) \(entry.exercise)")
                XCTAssertEqual(decoded.max_score, report.maxScore)
                XCTAssertEqual(decoded.status, report.status == .passed ? "pass" : "fail")
                // The reporter prints `test_code` (never a failed test's `message`): the check's id,
                // then for one that did not pass, the failure the learner must read.
                XCTAssertEqual(decoded.tests.map { String($0.test_code.prefix { $0 != "\n" }) }, report.checks.map(\.id))
                for (test, check) in zip(decoded.tests, report.checks) {
                    XCTAssertEqual(test.test_code, check.status == .passed ? check.id : check.id + "\n" + test.message)
                    XCTAssertEqual(test.score, check.points)
                }
                XCTAssertTrue(decoded.tests.allSatisfy { ["pass", "fail", "error"].contains($0.status) })
            }
        }
    }

    /// Huge failure texts and compiler output stay within what an environment variable can hold
    /// (128 KiB), even made of what JSON doubles (backslashes, quotes, line breaks), and each
    /// failed check still shows the start of its text.
    func testClassroomResultStaysSmallEnoughForAnEnvironmentVariable() throws {
        for unit in ["x", "\\\"\n", "값"] {
            let huge = String(repeating: unit, count: 60_000)
            let checks = (0..<12).map { index in
                CheckResult(id: "c\(index)", title: LocalizedText("C"), status: .failed, points: 0, maxPoints: 1, visibility: .visible,
                            message: LocalizedText("check \(index) failed " + huge), expected: huge, actual: huge)
            }
            let report = CheckReport(exercise: "big", title: LocalizedText("Big"), status: .error, score: 0, maxScore: 12, checks: checks,
                                     compileError: "compiler said " + huge)
            let json = ReportFormat.classroom.render(report, language: .en)
            let base64 = Data(json.utf8).base64EncodedString()
            XCTAssertLessThan(base64.utf8.count, 100 * 1024, "made of \(unit.debugDescription)")
            let tests = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["tests"] as? [[String: Any]]
            XCTAssertEqual(tests?.count, 13)
            XCTAssertTrue((tests?.first?["test_code"] as? String)?.hasPrefix("compiler said ") == true)
            for (index, test) in (tests ?? []).dropFirst().enumerated() {
                XCTAssertTrue((test["test_code"] as? String)?.hasPrefix("c\(index)\ncheck \(index) failed ") == true)
                XCTAssertTrue((test["test_code"] as? String)?.hasSuffix(" … (truncated)") == true)
            }
        }
    }

    func testRunnerIDsAreLettersAndDigitsAndDistinct() {
        XCTAssertEqual(CITemplates.runnerIDs(["manual-segue", "manual_segue", "2-unwind", "Unwind"]),
                       ["manualsegue", "manualsegue2", "ex2unwind", "unwind"])
    }

    // MARK: Escaping

    func testLearnerTextCannotMakeMarkup() throws {
        let markdown = StudentFeedback.render(results, language: .en).first { $0.key.hasPrefix("eve") && $0.key.hasSuffix(".md") }!.value
        for raw in ["[click](", "<img", "<script>", "[x](http", "\n# Title", "\u{1B}", "\u{202E}", "**Eve**"] {
            XCTAssertFalse(markdown.contains(raw), "markdown holds \(raw.debugDescription)")
        }
        // The console's ``` cannot close the fence around it.
        XCTAssertTrue(markdown.contains("````text\n```\n"), markdown)
        let html = StudentFeedback.render(results, language: .en).first { $0.key.hasPrefix("eve") && $0.key.hasSuffix(".html") }!.value
        for raw in ["<img", "<script>", "<b>bold", "\u{1B}", "\u{202E}"] {
            XCTAssertFalse(html.contains(raw), "html holds \(raw.debugDescription)")
        }
        let report = ClassReport.render(results, language: .en).values.joined()
        XCTAssertFalse(report.contains("<script>") || report.contains("<img"), "class report holds markup")
        XCTAssertFalse(report.contains("href=\"http") || report.contains("src=\"") || report.contains("url("), "class report points outside itself")
        XCTAssertFalse(report.contains("<script") || report.contains("<link"), "class report needs a script or a stylesheet")
    }

    func testMarkdownEscapingKeepsTheTextReadable() {
        XCTAssertEqual(Escape.markdown("a_b [c](d) `e` <f> #g: x-y."), "a\\_b \\[c\\](d) \\`e\\` &lt;f&gt; #g: x-y.")
        XCTAssertEqual(Escape.markdown("# h\n  - item\n1. one\n---"), "\\# h  \n\\- item  \n1\\. one  \n\\---")
        XCTAssertEqual(Escape.markdownCode("a``b"), "``` a``b ```")
        XCTAssertEqual(Escape.markdownCode(""), "\"\"")
    }

    func testFileNamesAreSafeAndDistinct() {
        let ids = ["alice", "Alice", "a_b", "a_5Fb", "../etc", ".hidden", "a/b", "한글", "", String(repeating: "x", count: 300),
                   String(repeating: "x", count: 299) + "y"]
        let slugs = ids.map(FileName.slug)
        XCTAssertEqual(Set(slugs).count, ids.count, "\(slugs)")
        for slug in slugs {
            XCTAssertFalse(slug.hasPrefix(".") || slug.contains("/") || slug.isEmpty, slug)
            XCTAssertLessThanOrEqual(slug.utf8.count, 120)
        }
    }

    func testHistogramCountsEveryStudent() {
        // Whole scores: one bin per score up to 12 points, labelled with the score.
        let svg = ClassReport(language: .en).histogram([0, 1, 7, 7, 7], maximum: 7)
        XCTAssertTrue(svg.contains("<title>0: 1</title>"), svg)
        XCTAssertTrue(svg.contains("<title>1: 1</title>"), svg)
        XCTAssertTrue(svg.contains("<title>6: 0</title>"), svg)
        XCTAssertTrue(svg.contains("<title>7: 3</title>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<rect").count - 1, 8)
        // A whole book (95 points): at most 12 bins of whole points; a late penalty's fraction
        // falls in the bin of its whole part.
        let book = ClassReport(language: .en).histogram([0, 7.5, 8, 92.5, 95], maximum: 95)
        XCTAssertEqual(book.components(separatedBy: "<rect").count - 1, 12)
        XCTAssertTrue(book.contains("<title>0–7: 2</title>"), book)
        XCTAssertTrue(book.contains("<title>8–15: 1</title>"), book)
        XCTAssertTrue(book.contains("<title>88–95: 2</title>"), book)
        XCTAssertFalse(book.contains("."), "no fractional label")
    }
}
