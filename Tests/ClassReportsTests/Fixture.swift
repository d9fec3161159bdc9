import ClassReports
import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// A small hand-made class: three students, two exercises, one hidden check, one `after_due`
/// check before its due date, a refused submission, a late one, a student who did not submit,
/// and learner text full of markup.
enum Fixture {
    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    static let generatedAt = date("2026-11-23T12:00:00Z")
    static let dueSegue = date("2026-11-20T00:00:00Z")
    static let dueUnwind = date("2026-12-01T00:00:00Z")

    /// Strings that exist only in withheld checks' details: no learner output may contain one.
    static let secrets = ["SECRET-MSG", "SECRET-EXP", "SECRET-ACT", "SECRET-EXPL", "SECRET-HINT", "SECRET-TRACE",
                          "SECRET-CONSOLE", "Secret.swift", "SECRET-DUE-MSG", "SECRET-DUE-EXP", "SECRET-DUE-ACT"]

    static let segue = ExerciseSummary(
        id: "manual-segue", title: LocalizedText(ko: "수동 세그웨이", en: "A manual segue"), maxScore: 4, due: dueSegue, checks: [
            CheckSummary(id: "shows-result", title: LocalizedText(ko: "결과 화면", en: "The result screen shows"), points: 1, visibility: .visible),
            CheckSummary(id: "passes-values", title: LocalizedText(ko: "값 전달", en: "The values arrive"), points: 2, visibility: .visible),
            CheckSummary(id: "hidden-one", title: LocalizedText(ko: "숨김", en: "Hidden"), points: 1, visibility: .hidden),
        ])

    static let unwind = ExerciseSummary(
        id: "unwind", title: LocalizedText(ko: "되감기", en: "Unwinding"), maxScore: 3, due: dueUnwind, checks: [
            CheckSummary(id: "unwinds", title: LocalizedText(ko: "되돌아온다", en: "It unwinds"), points: 2, visibility: .visible),
            CheckSummary(id: "after-due-one", title: LocalizedText(ko: "마감 후", en: "After the due date"), points: 1, visibility: .afterDue),
        ])

    static func passed(_ id: String, _ title: String, _ points: Double, _ visibility: Check.Visibility = .visible) -> CheckResult {
        CheckResult(id: id, title: LocalizedText(title), status: .passed, points: points, maxPoints: points, visibility: visibility, seconds: 0.25)
    }

    static let hiddenFailure = CheckResult(
        id: "hidden-one", title: LocalizedText(ko: "숨김", en: "Hidden"), status: .failed, points: 0, maxPoints: 1, visibility: .hidden,
        message: LocalizedText("SECRET-MSG"), expected: "SECRET-EXP", actual: "SECRET-ACT",
        explanations: [Explanation(rule: "secret-rule", text: LocalizedText("SECRET-EXPL"))],
        hints: [LocalizedText("SECRET-HINT")], trace: ["SECRET-TRACE"], console: ["SECRET-CONSOLE"],
        crash: CrashReport(kind: .fatalError, reason: "SECRET-MSG reason", step: 2, file: "App/Secret.swift", line: 9), failedStep: 2, seconds: 0.5)

    static let afterDueFailure = CheckResult(
        id: "after-due-one", title: LocalizedText(ko: "마감 후", en: "After the due date"), status: .failed, points: 0, maxPoints: 1,
        visibility: .afterDue, message: LocalizedText("SECRET-DUE-MSG"), expected: "SECRET-DUE-EXP", actual: "SECRET-DUE-ACT")

    static func twinFailure(message: String = "ResultViewController#1.paramEmail should hold a different value.",
                            console: [String] = []) -> CheckResult {
        CheckResult(id: "passes-values", title: LocalizedText(ko: "값 전달", en: "The values arrive"), status: .failed, points: 0, maxPoints: 2,
                    visibility: .visible, message: LocalizedText(message), expected: "learner@example.com", actual: "",
                    explanations: [Explanation(rule: "twin-instance", text: LocalizedText(ko: "쌍둥이 인스턴스", en: "A second instance was made: a twin"))],
                    hints: [LocalizedText("Use prepare(for:sender:)")], trace: ["-- step 0: launch"], console: console, seconds: 0.5)
    }

    static func report(_ exercise: ExerciseSummary, _ checks: [CheckResult]) -> CheckReport {
        let score = checks.reduce(0) { $0 + $1.points }
        let status: CheckReport.Status = checks.allSatisfy { $0.status == .passed } ? .passed : .failed
        return CheckReport(exercise: exercise.id, title: exercise.title, status: status, score: score, maxScore: exercise.maxScore,
                           checks: checks, seconds: 1, due: exercise.due)
    }

    static let alice = StudentResults(id: "alice", name: "Alice Kim", exercises: [
        StudentExercise(exercise: "manual-segue", attempts: [
            GradedAttempt(submittedAt: date("2026-11-18T09:00:00Z"), inputHash: "a1a1a1a1a1a1a1a1a1a1",
                          report: report(segue, [passed("shows-result", "The result screen shows", 1), twinFailure(), hiddenFailure]),
                          rawScore: 1, score: 1),
            GradedAttempt(submittedAt: date("2026-11-19T21:30:00Z"), inputHash: "a2a2a2a2a2a2a2a2a2a2",
                          report: report(segue, [passed("shows-result", "The result screen shows", 1), passed("passes-values", "The values arrive", 2),
                                                 passed("hidden-one", "Hidden", 1, .hidden)]),
                          rawScore: 4, score: 4),
        ]),
        StudentExercise(exercise: "unwind", attempts: [
            GradedAttempt(submittedAt: date("2026-11-22T10:00:00Z"), inputHash: "a3a3a3a3a3a3a3a3a3a3",
                          report: report(unwind, [passed("unwinds", "It unwinds", 2), afterDueFailure]), rawScore: 2, score: 2),
        ]),
    ])

    static let bob = StudentResults(id: "bob", exercises: [
        StudentExercise(exercise: "manual-segue", attempts: [
            GradedAttempt(submittedAt: date("2026-11-22T08:00:00Z"), inputHash: "b1b1b1b1b1b1b1b1b1b1",
                          report: report(segue, [passed("shows-result", "The result screen shows", 1), twinFailure(), hiddenFailure]),
                          rawScore: 1, daysLate: 2, latePenalty: 0.5, score: 0.5),
        ]),
        StudentExercise(exercise: "unwind", attempts: [
            GradedAttempt(submittedAt: date("2026-11-22T09:00:00Z"), inputHash: "b2b2b2b2b2b2b2b2b2b2", report: nil,
                          refusal: "App/Link.swift is a link that points outside the submission (to /etc/passwd)", rawScore: 0, score: 0),
        ]),
    ])

    /// A student whose id, name, messages and console are full of markup.
    static let eve = StudentResults(id: "eve`[x](http://evil.example)#<b>", name: "<script>alert(1)</script> **Eve**", exercises: [
        StudentExercise(exercise: "manual-segue", attempts: [
            GradedAttempt(submittedAt: date("2026-11-19T23:59:00Z"), inputHash: "e1e1e1e1e1e1e1e1e1e1",
                          report: report(segue, [passed("shows-result", "The result screen shows", 1),
                                                 twinFailure(message: "# Title [click](javascript:alert(1)) <img src=x onerror=alert(1)> `code` \u{1B}[31mred",
                                                             console: ["```", "<b>bold</b> ![i](http://evil.example/i.png)", "\u{202E}reversed"]),
                                                 hiddenFailure]),
                          rawScore: 1, score: 1),
        ]),
    ])

    static let results = ClassResults(title: LocalizedText(ko: "세그웨이 워크북", en: "The segue workbook"), generatedAt: generatedAt,
                                      exercises: [segue, unwind], students: [alice, bob, eve])

    // MARK: Processes

    /// Runs `executable` to its end; its exit status and its output and errors together.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String]?) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    // MARK: Golden files

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = repository.appendingPathComponent("Tests/Fixtures/golden/classreports")

    /// Compares `text` with `golden/classreports/<name>`; re-recorded with WORKBOOK_RECORD_GOLDEN=1
    /// (`make golden`); a missing reference is recorded and fails.
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = golden.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !record { XCTFail("recorded missing reference \(name); check it and run again", file: file, line: line) }
            return
        }
        if expected != text {
            let diff = zip(expected.split(separator: "\n", omittingEmptySubsequences: false), text.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail("\(name) differs at line \((diff?.offset ?? 0) + 1):\n- \(diff?.element.0 ?? "")\n+ \(diff?.element.1 ?? "")\n(make golden re-records)",
                    file: file, line: line)
        }
    }
}
