import Foundation
@testable import WorkbookCore
import XCTest

/// The terminal report a learner reads in `check` and `watch` (issue 31): the ✘ line and why it
/// failed come first, and the timeline below is folded to the failing step (whole on request),
/// its step headings in the report's language.
final class TerminalFoldTests: XCTestCase {
    func report(trace: [String], failedStep: Int?) -> CheckReport {
        let result = CheckResult(id: "keeps-value", title: LocalizedText(ko: "값이 남는다", en: "The value stays"), status: .failed,
                                 points: 0, maxPoints: 2, visibility: .visible,
                                 message: LocalizedText(ko: "`valueLabel` 레이블의 글자는 아래 기대 값이어야 합니다.", en: "The label `valueLabel` should read differently."),
                                 expected: "from VC3", actual: "-", trace: trace, failedStep: failedStep)
        return CheckReport(exercise: "lost-value", title: LocalizedText(ko: "사라지는 값", en: "The lost value"), status: .failed,
                           score: 0, maxScore: 2, checks: [result])
    }

    /// A long run: 40 lines of steps before the failing one.
    var longTrace: [String] {
        var lines: [String] = []
        for step in 0..<8 {
            lines.append("-- step \(step): tap Next")
            for n in 0..<5 { lines.append("VC\(step)#\(n + 1).viewDidLoad") }
        }
        lines.append("-- step 8: expect label valueLabel")
        lines.append("VC2#3.viewWillAppear(_:)")
        lines.append("-- step 9: tap Back")
        lines.append("VC2#3.deinit")
        return lines
    }

    func testTheFailureComesFirstAndTheTimelineIsFoldedToTheFailingStep() {
        let text = ReportFormat.terminal.render(report(trace: longTrace, failedStep: 8), language: .en)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The ✘ line, the why, expected and actual are at the top: within the first 6 lines.
        let cross = lines.firstIndex { $0.hasPrefix("✘ keeps-value") }
        XCTAssertEqual(cross, 1)
        XCTAssertTrue(lines.prefix(6).contains { $0.contains("should read differently") })
        XCTAssertTrue(lines.prefix(6).contains { $0.contains("from VC3") })
        // Only the failing step: its heading and its event, not the other steps.
        XCTAssertTrue(text.contains("-- step 8: expect label valueLabel"))
        XCTAssertTrue(text.contains("VC2#3.viewWillAppear(_:)"))
        XCTAssertFalse(text.contains("-- step 7: tap Next"))
        XCTAssertFalse(text.contains("-- step 9"))
        XCTAssertTrue(text.contains("\(longTrace.count - 2) more lines"), text)
        XCTAssertLessThan(lines.count, 14, "a report of one failed check fits a small terminal:\n\(text)")
        // The whole timeline on request.
        let full = ReportFormat.terminal.render(report(trace: longTrace, failedStep: 8), language: .en, fullTimeline: true)
        XCTAssertTrue(full.contains("-- step 0: tap Next") && full.contains("-- step 9: tap Back"))
        XCTAssertFalse(full.contains("more lines"))
    }

    func testALongFailingStepKeepsItsHeadingAndItsLastLines() {
        var trace = ["-- step 0: launch", "-- step 1: tap Next"]
        trace += (1...30).map { "VC1#\($0).viewDidLoad" }
        let (shown, folded) = TerminalReport.fold(trace, failedStep: 1)
        XCTAssertEqual(shown.first, "-- step 1: tap Next")
        XCTAssertEqual(shown.last, "VC1#30.viewDidLoad")
        XCTAssertEqual(shown.count, TerminalReport.foldedLines)
        XCTAssertEqual(folded, trace.count - shown.count)
        // No failing step (a crash): the last lines.
        let (last, _) = TerminalReport.fold(trace, failedStep: nil)
        XCTAssertEqual(last, Array(trace.suffix(TerminalReport.foldedLines)))
        // A short timeline is shown whole, with no fold line.
        let short = ["-- step 0: launch", "VC1#1.viewDidLoad"]
        XCTAssertEqual(TerminalReport.fold(short, failedStep: nil).folded, 0)
    }

    func testStepHeadingsSpeakTheReportsLanguage() {
        let text = ReportFormat.terminal.render(report(trace: longTrace, failedStep: 8), language: .ko)
        XCTAssertTrue(text.contains("-- 단계 8: expect label valueLabel"), text)
        XCTAssertFalse(text.contains("-- step "), text)
        XCTAssertTrue(text.contains("실패한 단계만"), text)
        XCTAssertEqual(TerminalReport.stepHeading("-- step 3", .ko), "-- 단계 3")
        XCTAssertEqual(TerminalReport.stepHeading("VC1#1.viewDidLoad", .ko), "VC1#1.viewDidLoad")
    }

    /// The Korean expectation sentences say what the value must be (the expected value follows).
    func testKoreanExpectationsSayWhatItMustBe() {
        let ko = Catalog[.ko]
        for sentence in [ko.expectTheNavigationStackShouldBeDifferent, ko.expectThePresentedScreensShouldBeDifferent,
                         ko.expectTheLabelShouldReadDifferently(outlet: "a"), ko.expectShouldHoldADifferentValue(readInstance: "VC", name: "a"),
                         ko.expectUserdefaultsShouldHoldADifferentValue(key: "k")] {
            XCTAssertFalse(sentence.contains("달라야"), sentence)
        }
    }
}
