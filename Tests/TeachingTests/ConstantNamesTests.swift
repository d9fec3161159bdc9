import Teaching
import XCTest

/// A string constant is found however the code names it (docs/checks.md "Round 28"): bare, through its
/// type, through `Self.`/`self.`/`type(of: self).`, or through a path of enclosing types; the
/// owner's own constant wins over another type's of the same name.
final class ConstantNamesTests: XCTestCase {
    func testAConstantIsFoundHoweverItIsNamed() {
        let facts = CodeFacts(sources: ["""
        class FirstViewController: UIViewController {
            static let storyboardID = "First"
            let key = "firstKey"
            enum Route {
                static let detail = "showDetail"
            }
        }
        class SecondViewController: UIViewController {
            static let storyboardID = "Second"
            private let key = "secondKey"
        }
        """])
        XCTAssertEqual(facts.stringConstant("Self.storyboardID", owner: "SecondViewController"), "Second")
        XCTAssertEqual(facts.stringConstant("type(of: self).storyboardID", owner: "FirstViewController"), "First")
        XCTAssertEqual(facts.stringConstant("self.key", owner: "SecondViewController"), "secondKey")
        XCTAssertEqual(facts.stringConstant("key", owner: "FirstViewController"), "firstKey")
        XCTAssertEqual(facts.stringConstant("Route.detail", owner: nil), "showDetail")
        XCTAssertEqual(facts.stringConstant("FirstViewController.Route.detail", owner: "SecondViewController"), "showDetail")
        XCTAssertNil(facts.stringConstant("Self.missing", owner: "FirstViewController"))
    }
}
