import Texts
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
}
