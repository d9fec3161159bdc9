import Teaching
import XCTest

/// Key paths as the learner's code facts see them (docs/checks.md "Round 21"): a key path names the
/// members it reads, a key path subscript is the member it goes through, and a setter helper that
/// writes through a key path parameter writes at each of its calls.
final class KeyPathFactsTests: XCTestCase {
    func testAKeyPathSetterHelperWritesAtItsCall() {
        let facts = CodeFacts(sources: ["""
        func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on root: Root) {
            root[keyPath: path] = value
        }
        class FadeSegue: UIStoryboardSegue {
            override func perform() {
                assign(.fullScreen, to: \\.modalPresentationStyle, on: source)
                assign(.crossDissolve, to: \\UIViewController.modalTransitionStyle, on: destination)
            }
        }
        """])
        let written = facts.assignments.filter { $0.method == "perform()" }.map { "\($0.target) = \($0.value) @\($0.line)" }
        XCTAssertEqual(written, ["source.modalPresentationStyle = .fullScreen @6", "destination.modalTransitionStyle = .crossDissolve @7"])
    }

    func testKeyPathsAndKeyPathSubscriptsNameTheirMembers() {
        let facts = CodeFacts(sources: ["""
        class VC2: UIViewController {
            var value: String?
            @IBOutlet var field: UITextField!
            override func viewDidLoad() {
                self[keyPath: \\VC2.value] = field[keyPath: \\UITextField.placeholder]
                let step = self[keyPath: \\.interval.stepValue]
            }
        }
        """])
        XCTAssertEqual(facts.assignments.map { $0.target }, ["value"])
        let reads = facts.reads.filter { $0.keyPath != nil }.map { "\($0.base).\($0.member) \($0.keyPath ?? "") \($0.rootType ?? "-")" }
        // (The key path on the written side is the write's, not a read.)
        XCTAssertEqual(reads, ["UITextField.placeholder \\UITextField.placeholder UITextField",
                               "self.interval \\.interval -", "interval.stepValue \\.interval.stepValue -"])
    }
}
