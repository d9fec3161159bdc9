import Foundation
@testable import Mutants
import Texts
import WorkbookCore
import XCTest

/// How a mutant's report is judged: explained only when a why names what changed in both
/// languages; a passing mutant is a missing check when its runs differ from the reference's.
final class MutantOutcomeTests: XCTestCase {
    let mutant = Mutant(id: "x:move-to-lifecycle:1", exercise: "x", file: "ViewController.swift", mutationOperator: .moveToLifecycle,
                        line: 3, before: "viewWillAppear: a()", after: "viewDidLoad: a()",
                        truth: MutationTruth(summary: "moved", from: "viewWillAppear", to: "viewDidLoad", tokens: ["viewDidLoad", "viewWillAppear"]),
                        source: "")

    func report(_ checks: [CheckResult], compileError: String? = nil) -> CheckReport {
        var report = CheckReport(exercise: "x", title: LocalizedText("x"), status: checks.allSatisfy { $0.status == .passed } ? .passed : .failed,
                                 score: 0, maxScore: 1, checks: checks, seconds: 0, due: nil)
        report.compileError = compileError
        return report
    }

    func check(_ status: CheckResult.Status, trace: [String] = [], explanations: [Explanation] = []) -> CheckResult {
        CheckResult(id: "shows", title: LocalizedText("shows"), status: status, points: 0, maxPoints: 1, visibility: .visible,
                    message: LocalizedText("label"), explanations: explanations, trace: trace)
    }

    func testAWhyNamingTheChangeInBothLanguagesExplains() {
        let why = Explanation(rule: "values-after-view-did-load", text: LocalizedText(ko: "`viewDidLoad`는 한 번만 불립니다", en: "`viewDidLoad` runs once"))
        XCTAssertEqual(MutantOutcome.judge(mutant, report: report([check(.failed, explanations: [why])]), reference: nil, seconds: 0).verdict, .explained)
    }

    func testAWhyNamingItInOneLanguageOnlyIsGeneric() {
        let why = Explanation(rule: "r", text: LocalizedText(ko: "한 번만 불립니다", en: "`viewDidLoad` runs once"))
        let outcome = MutantOutcome.judge(mutant, report: report([check(.failed, explanations: [why])]), reference: nil, seconds: 0)
        XCTAssertEqual(outcome.verdict, .genericWhy)
        XCTAssertEqual(outcome.whys.first?.namesTruthEn, true)
        XCTAssertEqual(outcome.whys.first?.namesTruthKo, false)
        XCTAssertEqual(MutantOutcome.judge(mutant, report: report([check(.failed)]), reference: nil, seconds: 0).verdict, .noWhy)
    }

    func testAPassingMutantIsAMissingCheckWhenItsRunDiffers() {
        let reference = report([check(.passed, trace: ["-- step 0: launch", "VC#1.viewWillAppear(_:)"])])
        let same = MutantOutcome.judge(mutant, report: reference, reference: reference, seconds: 0)
        XCTAssertEqual(same.verdict, .passesEquivalent)
        let other = MutantOutcome.judge(mutant, report: report([check(.passed, trace: ["-- step 0: launch", "VC#1.viewDidLoad"])]),
                                        reference: reference, seconds: 0)
        XCTAssertEqual(other.verdict, .passesMissingCheck)
        XCTAssertEqual(other.note, "shows: the run differs from the reference's at line 2: reference `VC#1.viewWillAppear(_:)`, mutant `VC#1.viewDidLoad`")
    }

    func testACompileErrorDiscards() {
        let outcome = MutantOutcome.judge(mutant, report: report([check(.skipped)], compileError: "App/ViewController.swift:3:5: error: cannot find 'segue' in scope\nmore"),
                                          reference: nil, seconds: 0)
        XCTAssertEqual(outcome.verdict, .discarded)
        XCTAssertEqual(outcome.note, "App/ViewController.swift:3:5: error: cannot find 'segue' in scope")
    }

    func testTheSummaryCountsSharesPerOperator() {
        let why = Explanation(rule: "r", text: LocalizedText(ko: "`viewDidLoad`", en: "`viewDidLoad`"))
        let outcomes = [
            MutantOutcome.judge(mutant, report: report([check(.failed, explanations: [why])]), reference: nil, seconds: 0),
            MutantOutcome.judge(mutant, report: report([check(.failed)]), reference: nil, seconds: 0),
            MutantOutcome.judge(mutant, report: report([check(.skipped)], compileError: "error: x"), reference: nil, seconds: 0),
        ]
        let summary = BenchSummary(outcomes: outcomes, seed: 1, sample: nil, seconds: 1)
        XCTAssertEqual(summary.total.failing, 2)
        XCTAssertEqual(summary.total.explained, 1)
        XCTAssertEqual(summary.total.discarded, 1)
        XCTAssertEqual(summary.total.explainedShare, 0.5)
        XCTAssertEqual(summary.byOperator.map(\.name), ["move-to-lifecycle"])
        XCTAssertTrue(summary.text().contains("failing mutants explained by their cause (a why naming what changed, in English and Korean): 1/2 = 50.0 %"))
    }
}
