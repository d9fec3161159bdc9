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
