@testable import Texts
import XCTest

/// A switch's one value read against its cases: letter case, a typo, a number no case names (a
/// tag left at 0); nothing when a case names the value or nothing shows.
final class SwitchMissTests: XCTestCase {
    func testLetterCaseAndTypo() {
        XCTAssertEqual(SwitchMiss.read(value: "Optional(\"Submit\")", cases: ["\"submit\"", "\"Default\""], subject: "button.currentTitle"),
                       .letterCase(pattern: "\"submit\""))
        XCTAssertEqual(SwitchMiss.read(value: "\"DefaultSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSumbit\""], subject: "segue.identifier"),
                       .typo(pattern: "\"DefaultSumbit\""))
        XCTAssertEqual(SwitchMiss.read(value: "Optional(\"Submit\")", cases: ["\"Submit\"?"], subject: "title"), nil)
        XCTAssertEqual(SwitchMiss.read(value: "\"SubmitSubmit\"", cases: ["\"ActionSubmit\"", "\"DefaultSubmit\""], subject: "route"), nil)
    }

    func testANumberNoCaseNames() {
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: ["1", "2"], subject: "button.tag"), .noNumber(value: "0", tag: true))
        XCTAssertEqual(SwitchMiss.read(value: "3", cases: ["1", "let n"], subject: "count"), .noNumber(value: "3", tag: false))
        XCTAssertEqual(SwitchMiss.read(value: "1", cases: ["1", "2"], subject: "button.tag"), nil)
        XCTAssertEqual(SwitchMiss.read(value: "0", cases: [".first", ".second"], subject: "route"), nil)
    }

    func testAnEarlierCaseForASuperclassCatchesTheObject() {
        XCTAssertEqual(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["let control as UIControl", "is UIButton"], subject: "sender"),
                       .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        // The specific case first: no miss; no later case for the class: nothing to say.
        XCTAssertNil(SwitchMiss.read(value: "Optional(UIButton#1)", cases: ["is UIButton", "let control as UIControl"], subject: "sender"))
        XCTAssertNil(SwitchMiss.read(value: "UISwitch#1", cases: ["let control as UIControl", "is UIButton"], subject: "sender"))
        let text = English().whatIfSwitchValue(subject: "sender", file: "ViewController.swift", line: 25, times: 1, value: "Optional(UIButton#1)",
                                               miss: .shadowedBy(earlier: "let control as UIControl", later: "is UIButton", valueClass: "UIButton", superclass: "UIControl"))
        XCTAssertEqual(text, "In this run `switch sender` (ViewController.swift line 25) was given `Optional(UIButton#1)` the one time it ran, and `case let control as UIControl` matched it first: a `UIButton` is a `UIControl`, and a `switch` takes the first case that matches, so `case is UIButton` below it never gets one. Put the case for the more specific class first.")
    }
}
