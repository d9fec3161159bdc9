@testable import Teaching
import XCTest

/// Holder paths from reflection (which shows weak properties like any other) against the code's
/// declarations: a path through a `weak` or `unowned` property does not keep its object (docs/checks.md "Round 24").
final class WeakLinksTests: XCTestCase {
    static let facts = CodeFacts(sources: ["""
    import UIKit
    protocol MyDataDelegate: AnyObject { func sendData(_ data: String) }
    struct SubInput {
        var text: String?
        var delegate: MyDataDelegate?
    }
    class BaseSub: UIViewController {
        unowned var owner: UIViewController?
    }
    class SubViewController: BaseSub {
        weak var delegate: MyDataDelegate?
        var input = SubInput()
        var input2: SubInput?
        var history: [SubInput] = []
    }
    class MainViewController: UIViewController {
        var subView: SubViewController?
        var subs: [String: SubViewController] = [:]
        var box: Box<SubViewController>?
    }
    """])

    func testAPathThroughAWeakPropertyOfTheTypeItReachesIsSetAside() {
        XCTAssertTrue(Self.facts.passesWeakLink("MainViewController#1.subView.delegate"))
        XCTAssertTrue(Self.facts.passesWeakLink("MainViewController#1.subs[a].delegate"))
        // Declared in a superclass of the type reached.
        XCTAssertTrue(Self.facts.passesWeakLink("MainViewController#1.subView.owner"))
    }

    func testAPathThroughAStructFieldOfTheSameNameIsKept() {
        XCTAssertFalse(Self.facts.passesWeakLink("MainViewController#1.subView.input.delegate"))
        XCTAssertFalse(Self.facts.passesWeakLink("MainViewController#1.subView.input2.delegate"))
        XCTAssertFalse(Self.facts.passesWeakLink("MainViewController#1.subView.history[0].delegate"))
        XCTAssertFalse(Self.facts.passesWeakLink("MainViewController#1.subView"))
    }

    func testALinkWhoseTypeIsNotKnownKeepsThePath() {
        XCTAssertFalse(Self.facts.passesWeakLink("MainViewController#1.box.value.delegate"))
        XCTAssertFalse(Self.facts.passesWeakLink("Elsewhere#1.delegate"))
        XCTAssertFalse(Self.facts.passesWeakLink("(held by something reflection cannot see, such as a closure capturing it)"))
    }
}

/// String-keyed tables looked up with a segue's identifier (docs/checks.md "Round 24").
final class IdentifierTableTests: XCTestCase {
    func testTheTopLevelKeysAndTheLookupLine() {
        let tables = SegueIdentifierMismatchRule.identifierTables(in: ["""
        class Home: UIViewController {
            lazy var handlers: [String: (UIStoryboardSegue) -> Void] = [
                "unwindToHome": { [weak self] segue in self?.status.text = ["inner": "x"]["inner"] },
                "Other" : { _ in },
            ]
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                handlers[segue.identifier ?? ""]?(segue)
            }
        }
        """])
        XCTAssertEqual(tables, [.init(name: "handlers", keys: ["unwindToHome", "Other"], line: 7, lookup: "handlers[segue.identifier ?? \"\"]")])
    }

    func testATableNeverLookedUpWithAnIdentifierIsNone() {
        XCTAssertEqual(SegueIdentifierMismatchRule.identifierTables(in: ["let names = [\"a\": 1]\nlet x = names[key]"]), [])
    }
}
