import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol
import XCTest

/// `workbook list` and `hint`: the state file, book order, and the text in both languages
/// (golden files in Tests/Fixtures/golden/learner-loop; `make golden` re-records them).
final class LearnerLoopTests: XCTestCase {
    static let golden = TraceEndToEndTests.repository.appendingPathComponent("Tests/Fixtures/golden/learner-loop")
    static let now = ISO8601DateFormatter().date(from: "2026-11-23T12:00:00Z")!

    func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Golden.assert(text, name, in: Self.golden, file: file, line: line)
    }

    /// A workbook as `workbook generate` lays it out, written out of book order on purpose.
    func makeWorkbook() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "generated\n".write(to: root.appendingPathComponent(".workbook-generated"), atomically: true, encoding: .utf8)
        let exercises: [(String, String, String, String, [(String, Int)])] = [
            ("back-by-presenting", "5.3.1", "화면을 띄워 돌아가기", "Going back by presenting", [("goes-back", 2), ("no-leak", 2)]),
            ("manual-segue-values", "5.2.3", "수동 세그웨이로 값 전달하기", "Passing values with a manual segue", [("shows-result", 1), ("passes-values", 2)]),
            ("lost-value-vc1-vc2-vc3", "5.3", "VC1 → VC2 → VC3: 사라진 값", "VC1 → VC2 → VC3: the lost value", [("keeps-value", 3)]),
            ("coordinators", "5.10", "코디네이터", "Coordinators", [("starts", 1)]),
        ]
        for (id, section, ko, en, checks) in exercises {
            let folder = root.appendingPathComponent(id)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var yaml = "exercise: \"\(id)\"\ntitle: {ko: \"\(ko)\", en: \"\(en)\"}\nchecks:\n"
            for (check, points) in checks {
                yaml += "  - id: \"\(check)\"\n    title: {ko: \"\(check) 검사\", en: \"\(check) check\"}\n    points: \(points)\n    steps:\n      - launch\n"
            }
            try yaml.write(to: folder.appendingPathComponent("checks.yaml"), atomically: true, encoding: .utf8)
            try "# \(ko)\n\n책 \(section)절의 연습입니다.\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        return root
    }

    static func report(_ exercise: String, _ results: [CheckResult]) -> CheckReport {
        let failed = results.contains { $0.status != .passed }
        return CheckReport(exercise: exercise, title: LocalizedText(exercise), status: failed ? .failed : .passed,
                           score: results.reduce(0) { $0 + $1.points }, maxScore: results.reduce(0) { $0 + $1.maxPoints }, checks: results)
    }

    static let failingValues = report("manual-segue-values", [
        CheckResult(id: "shows-result", title: LocalizedText(ko: "결과 화면이 보인다", en: "The result screen shows"),
                    status: .passed, points: 1, maxPoints: 1, visibility: .visible),
        CheckResult(id: "hidden-one", title: LocalizedText("Hidden"), status: .failed, points: 0, maxPoints: 1, visibility: .hidden,
                    message: LocalizedText("secret message"), hints: [LocalizedText("secret hint")], trace: ["secret trace"]),
        CheckResult(id: "passes-values", title: LocalizedText(ko: "값이 전달된다", en: "The values arrive"),
                    status: .failed, points: 0, maxPoints: 2, visibility: .visible, message: LocalizedText("wrong value"),
                    hints: [LocalizedText(ko: "prepare를 쓰세요", en: "Use prepare(for:sender:)"),
                            LocalizedText(ko: "segue.destination을 쓰세요", en: "Use segue.destination, not a new instance"),
                            LocalizedText(ko: "\u{1B}[31m빨강\u{1B}[0m 없이", en: "Cast with as? \u{1B}[31mResultViewController\u{1B}[0m")]),
    ])

    static let passingLost = report("lost-value-vc1-vc2-vc3", [
        CheckResult(id: "keeps-value", title: LocalizedText("Keeps"), status: .passed, points: 3, maxPoints: 3, visibility: .visible),
    ])

    func state() -> LearnerState {
        var state = LearnerState()
        state.record(Self.failingValues.published(for: .learners, now: Self.now), now: Self.now)
        state.record(Self.passingLost.published(for: .learners, now: Self.now), now: Self.now)
        return state
    }

    func testExercisesComeInBookOrderFromTheReadmes() throws {
        let workbook = WorkbookFolder(root: try makeWorkbook())
        XCTAssertEqual(workbook.exercises().map(\.id), ["manual-segue-values", "lost-value-vc1-vc2-vc3", "back-by-presenting", "coordinators"])
        XCTAssertEqual(workbook.exercises().map(\.section), ["5.2.3", "5.3", "5.3.1", "5.10"])
        XCTAssertEqual(workbook.exercises().first?.maxPoints, 3)
    }

    func testTheWorkbookIsFoundFromAnExerciseTheBookOrItself() throws {
        let root = try makeWorkbook()
        let inside = root.appendingPathComponent("back-by-presenting")
        XCTAssertEqual(WorkbookFolder.find(from: inside)?.root.path, root.standardizedFileURL.path)
        XCTAssertEqual(WorkbookFolder.find(from: root)?.exercise(containing: inside), "back-by-presenting")
        XCTAssertNil(WorkbookFolder.find(from: FileManager.default.temporaryDirectory.appendingPathComponent("nowhere-\(UUID())")))
    }

    func testListInBothLanguages() throws {
        let workbook = WorkbookFolder(root: try makeWorkbook())
        let entries = workbook.exercises()
        for language in Language.allCases {
            try assertGolden(LearnerLoopText.list(entries, state: state(), language: language), "list.\(language.rawValue).txt")
            try assertGolden(LearnerLoopText.next(entries, state: state(), language: language), "list-next.\(language.rawValue).txt")
            try assertGolden(LearnerLoopText.list(entries, state: LearnerState(), language: language), "list-fresh.\(language.rawValue).txt")
        }
        XCTAssertEqual(LearnerLoopText.next(entries, state: state())?.id, "manual-segue-values")
    }

    func testHintsComeOneByOneAndAreLogged() throws {
        var state = state()
        var texts: [String] = []
        for language in Language.allCases {
            var copy = state
            var text = ""
            for _ in 0..<3 { text += LearnerLoopText.hint(copy.nextHint(for: "manual-segue-values", now: Self.now), exercise: "manual-segue-values", language: language) }
            text += LearnerLoopText.hint(copy.nextHint(for: "lost-value-vc1-vc2-vc3", now: Self.now), exercise: "lost-value-vc1-vc2-vc3", language: language)
            text += LearnerLoopText.hint(copy.nextHint(for: "back-by-presenting", now: Self.now), exercise: "back-by-presenting", language: language)
            try assertGolden(text, "hint.\(language.rawValue).txt")
            texts.append(text)
        }
        // The hidden check comes first but shows no hint; the visible one gives hints 2 and 3, then 3 again.
        guard case let .hint(check, _, number, total, _, new) = state.nextHint(for: "manual-segue-values", now: Self.now) else {
            return XCTFail("expected a hint")
        }
        XCTAssertEqual([check, "\(number)/\(total)", "\(new)"], ["passes-values", "2/3", "true"])
        _ = state.nextHint(for: "manual-segue-values", now: Self.now)
        _ = state.nextHint(for: "manual-segue-values", now: Self.now)
        XCTAssertEqual(state.hintLog.map { "\($0.exercise) \($0.check) \($0.hint)" },
                       ["manual-segue-values passes-values 2", "manual-segue-values passes-values 3"])
        for text in texts {
            XCTAssertFalse(text.contains("secret"), text)
            XCTAssertFalse(text.contains("\u{1B}"), "hint text is inert")
        }
    }

    func testTheStateHoldsNothingHiddenAndSurvivesARoundTrip() throws {
        let root = try makeWorkbook()
        var state = state()
        _ = state.nextHint(for: "manual-segue-values", now: Self.now)
        try state.save(to: root)
        let text = try String(contentsOf: root.appendingPathComponent(LearnerState.fileName), encoding: .utf8)
        XCTAssertFalse(text.contains("secret"), text)
        XCTAssertEqual(LearnerState.load(from: root), state)
        // Hints seen are kept across a new check of the same exercise.
        var again = LearnerState.load(from: root)
        again.record(Self.failingValues.published(for: .learners, now: Self.now), now: Self.now)
        XCTAssertEqual(again.exercises["manual-segue-values"]?.hintsSeen, ["passes-values": 2])
    }

    /// The first runtime build's progress line, in both languages (how far: by source bytes).
    func testRuntimeProgressLinesInBothLanguages() {
        let uikit = RuntimeBuilder.Step(number: 2, total: 4, name: "UIKit", files: 85, bytes: 800, bytesBefore: 100, bytesTotal: 1000)
        XCTAssertEqual(RuntimeProgressText.line(uikit, language: .en), "[2/4] 10% building the simulated UIKit (85 files)…")
        XCTAssertEqual(RuntimeProgressText.line(uikit, language: .ko, elapsed: 12.7), "[2/4] 10% UIKit 시뮬레이션 빌드 중 (파일 85개)… 12초")
        XCTAssertEqual(RuntimeProgressText.line(uikit, language: .en, elapsed: 3), "[2/4] 10% building the simulated UIKit (85 files)… 3 s")
        var done = uikit
        done.seconds = 30
        XCTAssertEqual(done.percentDone, 90)
    }

    func testABrokenOrMissingStateFileIsAFreshStart() throws {
        let root = try makeWorkbook()
        XCTAssertEqual(LearnerState.load(from: root), LearnerState())
        try "{not json".write(to: root.appendingPathComponent(LearnerState.fileName), atomically: true, encoding: .utf8)
        XCTAssertEqual(LearnerState.load(from: root), LearnerState())
    }

    func testTraceTimelineInBothLanguages() throws {
        var run = AppRun()
        run.timeline = [
            .step(index: 0, description: "launch"),
            .event(TraceEvent(instance: "ViewController#1", className: "ViewController", member: "init(coder:)", step: 0)),
            .event(TraceEvent(instance: "ViewController#1", className: "ViewController", member: "viewDidLoad", step: 0)),
            .step(index: 1, description: "tap onPerformSegue:"),
            .event(TraceEvent(instance: "ResultViewController#1", className: "ResultViewController", member: "init(coder:)", step: 1)),
            .event(TraceEvent(instance: "ViewController#1", className: "ViewController", member: "prepare(for:sender:)",
                              detail: "ManualSubmit", step: 1)),
            .event(TraceEvent(instance: "ResultViewController#2", className: "ResultViewController", member: "init(coder:)", step: 1)),
            .console("paramEmail = \u{1B}[2Jlearner@example.com"),
            .event(TraceEvent(instance: "ResultViewController#2", className: "ResultViewController", member: "deinit", step: 1)),
            .step(index: 2, description: "expect label email"),
        ]
        let failure = TimelineText.Failure(step: 2, message: LocalizedText(ko: "값이 달라야 합니다.", en: "The label should show the email."),
                                           expected: "learner@example.com", actual: "")
        let title = LocalizedText(ko: "값이 전달된다", en: "The values arrive")
        for language in Language.allCases {
            try assertGolden(TimelineText.render(check: "passes-values", title: title, run: run, failure: failure, language: language),
                             "trace.\(language.rawValue).txt")
            try assertGolden(TimelineText.render(check: "passes-values", title: title, run: run, failure: failure, language: language, color: true),
                             "trace-color.\(language.rawValue).txt")
        }
        let plain = TimelineText.render(check: "passes-values", title: title, run: run, failure: failure, language: .en)
        XCTAssertFalse(plain.contains("\u{1B}"), "console text is inert and there is no colour")
        XCTAssertTrue(plain.contains("✘ step 2: expect label email"), plain)
        XCTAssertEqual(plain.components(separatedBy: "+ new").count - 1, 3, "three instances, each marked once")
    }
}
