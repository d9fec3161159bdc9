import Texts
import XCTest

/// A yes/no property named for something being there whose getter asks whether it is empty.
final class NamedOppositeTests: XCTestCase {
    private func fixed(_ property: String, _ getter: String) -> String? {
        WhatIfOutcome.FreshSide(side: property, property: property, getter: getter, line: 1).namedOppositeOfGetter
    }

    func testAGetterAskingForEmptinessUnderANameForPresenceIsTurnedAround() {
        XCTAssertEqual(fixed("hasInput", "typedText.isEmpty"), "!typedText.isEmpty")
        XCTAssertEqual(fixed("isValid", "return email.text!.isEmpty"), "!email.text!.isEmpty")
        XCTAssertEqual(fixed("canSend", "(field.text ?? \"\").isEmpty"), nil, "an expression with spaces is not read")
    }

    func testNamesThatSayEmptyOrAGetterThatIsNotAnEmptinessTestAreLeftAlone() {
        XCTAssertNil(fixed("isEmptyInput", "typedText.isEmpty"))
        XCTAssertNil(fixed("hasNoInput", "typedText.isEmpty"))
        XCTAssertNil(fixed("hasInput", "!typedText.isEmpty"))
        XCTAssertNil(fixed("hasInput", "typedText.count > 0"))
        XCTAssertNil(fixed("input", "typedText.isEmpty"))
    }
}

/// A comparison of a view's `tag` that met 0 each time against another number: the view was never tagged.
final class UntaggedViewTests: XCTestCase {
    private func told(_ comparison: String, _ pairs: [[String]], _ language: Language = .en) -> String {
        Catalog[language].whatIfNeverMatched(file: "ViewController.swift", line: 21, statement: comparison, before: comparison,
                                             outcome: WhatIfOutcome(result: false, times: pairs.count, pairs: pairs, equalSides: false))
    }

    func testATagThatWasZeroAgainstAnotherNumberIsToldAsNeverGiven() {
        XCTAssertTrue(told("sender.tag == 2", [["0", "2"]]).contains("A view's `tag` is 0 unless the storyboard"))
        XCTAssertTrue(told("kDefault != button!.tag", [["2", "Optional(0)"]]).contains("A view's `tag` is 0 unless the storyboard"))
        XCTAssertTrue(told("sender.tag == 2", [["0", "2"]], .ko).contains("뷰의 `tag`는 스토리보드"))
    }

    func testATagThatHeldANumberOrAComparisonOfOtherValuesIsNotToldSo() {
        XCTAssertFalse(told("sender.tag == 2", [["1", "2"]]).contains("A view's `tag`"))
        XCTAssertFalse(told("count == 2", [["0", "2"]]).contains("A view's `tag`"))
    }
}
