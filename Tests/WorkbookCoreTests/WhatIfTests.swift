import Foundation
@testable import WorkbookCore
@testable import Teaching
import WorkbookProtocol
import XCTest

/// The what-if search (docs/checks.md "What if"): a failed check no reading explains is run again
/// with one small change at a time to the code that ran; a change with which it passes (and the
/// checks that passed still pass) is told to the learner with what it means. Never a verdict.
final class WhatIfTests: XCTestCase {

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The book's store-in-userdefaults exercise with its two TODOs filled in by `save` and `show`.
    func checked(save: String, show: String, whatIf: Bool = true, storyboard: ((String) -> String)? = nil) throws -> CheckReport {
        try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults",
                                 fills: [("FormViewController.swift", save), ("ViewController.swift", show)], whatIf: whatIf, storyboard: storyboard)
    }

    static let show = """
            if let saved = UserDefaults.standard.string(forKey: "savedEmail") {
                resultEmail.text = saved
            }
    """

    /// `emails.last` where the typed email is first: the change to `first` passes, and the checks
    /// that passed still do. The verdict and points stay the check's own.
    func testTheOtherEndOfAListIsFoundAndNamed() throws {
        let report = try checked(save: """
                let emails = [email.text ?? "", "none"]
                UserDefaults.standard.set(emails.last, forKey: "savedEmail")
                navigationController?.popViewController(animated: true)
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.points, 0)
        XCTAssertEqual(failed.explanations.map(\.rule), ["what-if"])
        let text = try XCTUnwrap(failed.explanations.first?.text)
        XCTAssertEqual(text.en, "workbook ran this check again with one change to the code that ran, and it passes with `emails.first` in place of "
            + "`emails.last` (FormViewController.swift line 9, in `UserDefaults.standard.set(emails.last, forKey: \"savedEmail\")`), while the "
            + "checks that passed still pass. So the code takes the other end of the collection: `first` is the oldest (in a navigation stack, "
            + "the root screen), `last` the newest (the top). Take the end that holds the element you mean.")
        XCTAssertTrue(text.ko.contains("`emails.last` 대신 `emails.first`를(FormViewController.swift 9번째 줄"), text.ko)
        XCTAssertEqual(report.status, .failed)
    }

    /// Without the search the same solution has no why: the reading comes from the search alone.
    func testWithoutTheSearchNothingIsSaid() throws {
        let report = try checked(save: """
                let emails = [email.text ?? "", "none"]
                UserDefaults.standard.set(emails.last, forKey: "savedEmail")
                navigationController?.popViewController(animated: true)
        """, show: Self.show, whatIf: false)
        XCTAssertEqual(report.checks.first { $0.id == "value-comes-back" }?.explanations, [])
    }

    /// A key written under one spelling and read under another, one slip apart: the reading of the
    /// two keys is proved (the read ran), so no change is tried and it speaks alone.
    func testAKeySpelledDifferentlyIsTheOtherSidesName() throws {
        let report = try checked(save: """
                UserDefaults.standard.set(email.text, forKey: "savedEmial")
                navigationController?.popViewController(animated: true)
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        // One letter apart, and the read ran: the slip is proved (round 39), and the other readings give way.
        XCTAssertEqual(failed.explanations.map(\.rule), ["key-slip"])
        XCTAssertEqual(failed.explanations.first?.text.en, "You save under the key \"savedEmial\" (line 8) but read \"savedEmail\" (line 9): UserDefaults holds nothing under \"savedEmail\", so the read gives nil (or 0, false). Use one key in both places, best as a constant they share.")
    }

    /// A statement that undoes the value after it was right: the store's save and its removal,
    /// as the search's build recorded them, name it.
    func testAStatementThatUndoesTheValueIsNamed() throws {
        let report = try checked(save: """
                UserDefaults.standard.set(email.text, forKey: "savedEmail")
                navigationController?.popViewController(animated: true)
                UserDefaults.standard.removeObject(forKey: "savedEmail")
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(failed.explanations.map(\.rule), ["value-erased", "value-flow-store"])
        XCTAssertTrue(failed.explanations[1].text.en.contains("and FormViewController.swift line 10 (`UserDefaults.standard.removeObject(forKey: \"savedEmail\")`, in `onSave(_:)`) saved `nil` over it before the read"),
                      failed.explanations[1].text.en)
    }

    /// A correct solution: no search, nothing changes.
    func testACorrectSolutionPassesUntouched() throws {
        let report = try checked(save: """
                UserDefaults.standard.set(email.text, forKey: "savedEmail")
                navigationController?.popViewController(animated: true)
        """, show: Self.show)
        XCTAssertEqual(report.status, .passed)
        XCTAssertEqual(report.checks.flatMap(\.explanations), [])
    }

    static let save = """
            UserDefaults.standard.set(email.text, forKey: "savedEmail")
            navigationController?.popViewController(animated: true)
    """

    /// The storyboard's changes need no build: an outlet the scene does not connect (the app
    /// traps on it) is connected to each label of its kind, and the one that passes is named.
    func testAnOutletNothingConnectsIsFoundInTheStoryboard() throws {
        let report = try checked(save: Self.save, show: Self.show) { text in
            text.replacingOccurrences(of: #"<outlet property="resultEmail" destination="main-label1" id="outlet-main-label1-resultEmail"/>"#, with: "")
        }
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(failed.status, .failed)
        let why = try XCTUnwrap(failed.explanations.first { $0.rule == "what-if" })
        XCTAssertTrue(why.text.en.hasPrefix("workbook ran this check again with one change to Main.storyboard, and it passes with the outlet `resultEmail` of ViewController connected to the label"), why.text.en)
        XCTAssertTrue(why.text.en.contains("in place of nothing (it is not connected, so it is nil)"), why.text.en)
        XCTAssertTrue(why.text.ko.contains("ViewController의 아웃렛 `resultEmail`을"), why.text.ko)
    }

    /// A comparison that never matched: the search's build records its two sides, and the finding
    /// says what they held (a domain compared in other capital letters) rather than "written the
    /// wrong way round".
    func testAComparisonThatNeverMatchedIsToldWithItsValues() throws {
        let report = try checked(save: """
                let domain = email.text?.components(separatedBy: "@").last
                if domain == "Example.com" { UserDefaults.standard.set(email.text, forKey: "savedEmail") }
                navigationController?.popViewController(animated: true)
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(failed.status, .failed)
        let text = try XCTUnwrap(failed.explanations.last { $0.rule == "what-if" }?.text)
        // The values say why it never matched: that is told, not the test turned around (which passes
        // only by always taking the other way).
        XCTAssertEqual(text.en, "The comparison `domain == \"Example.com\"` (FormViewController.swift line 9, in `if domain == \"Example.com\" { "
            + "UserDefaults.standard.set(email.text, forKey: \"savedEmail\") }`) never matched in this run, not the one time it ran. It compared "
            + "`Optional(\"example.com\")` and `\"Example.com\"`. They differ only in capital letters, and strings compare letter for letter, case "
            + "included: write the same spelling on both sides.")
        XCTAssertTrue(text.ko.contains("비교한 두 값: `Optional(\"example.com\")`, `\"Example.com\"`. 대문자와 소문자만 다르고"), text.ko)
    }
}
