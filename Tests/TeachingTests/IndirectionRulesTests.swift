import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// Readings one step of indirection away: what the code's facts record about computed properties,
/// `String` enums and keys worked out from the type; an array changed through a local copy; a lazy
/// value read under an unwrap; a stack indexed after the pop that changed it. Each beside a case
/// where its premise does not hold.
final class IndirectionRulesTests: XCTestCase {
    func coverage(_ counts: [Int: Int]) -> LineCoverage { CoverageFixture.coverage(counts) }

    /// A computed property's one expression, a `String` enum's raw values, a key worked out from the type.
    func testCodeFactsRecordGettersRawValuesAndTypeNamedKeys() {
        let facts = LearnerCode(sources: ["""
        extension UIViewController {
            var storageKey: String { return "\\(type(of: self)).value" }
            var presenter: UIViewController? { presentingViewController }
            var both: String { let a = 1; return "\\(a)" }
        }
        enum SegueID: String {
            case actionSubmit
            case manual = "ManualSubmit"
        }
        class VC3: UIViewController {
            func save() { UserDefaults.standard.set("x", forKey: storageKey) }
        }
        class VC2: UIViewController {
            func load() { _ = UserDefaults.standard.string(forKey: storageKey) }
        }
        """], paths: ["App/VC.swift"]).facts
        XCTAssertEqual(facts.properties.first { $0.name == "storageKey" }?.getter, "\"\\(type(of: self)).value\"")
        XCTAssertEqual(facts.properties.first { $0.name == "presenter" }?.getter, "presentingViewController")
        XCTAssertNil(facts.properties.first { $0.name == "both" }?.getter, "two statements are not one expression")
        XCTAssertEqual(facts.properties.first { $0.name == "both" }?.isComputed, true)
        XCTAssertEqual(facts.stringEnumRawValues["SegueID"], ["actionSubmit", "ManualSubmit"])
        XCTAssertEqual(facts.keys.map(\.key), ["VC3.value", "VC2.value"])
    }

    static let copy = """
    class MainCoordinator {
        var childCoordinators: [AnyObject] = []
        func childDidFinish(_ child: AnyObject) {
            var children = childCoordinators
            if let index = children.firstIndex(where: { $0 === child }) {
                children.remove(at: index)
            }
        }
    }
    """

    /// An element removed from a local copy of the array the failure names: the why says it was a copy.
    /// Written back, or a `let` alias of a class, it is not said.
    func testAnArrayChangedThroughALocalCopyIsNamed() {
        let failure = Expectation.deallocated("LeftCoordinator")
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage([3: 1, 6: 1, 7: 1]), expectation: failure, expected: "released",
                                                                    actual: "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]",
                                                                    steps: [.launch, .expect(failure)], step: 1))
        }
        let found = explain(Self.copy)
        XCTAssertEqual(found.map(\.rule), ["mutated-copy"])
        XCTAssertEqual(found.first?.text.en, "`children.remove(…)` (line 6, in `childDidFinish(_:)`) ran, but it changed `children`, a copy: `var children = childCoordinators` (line 4) copies the array, because Swift's arrays (and dictionaries, and structs) are values, not shared objects. `childCoordinators` itself kept every element. Change `childCoordinators` directly (`childCoordinators.remove(at: index)`, `childCoordinators.removeAll { … }`), or assign the copy back.")
        let writtenBack = Self.copy.replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        childCoordinators = children\n    }\n}")
        XCTAssertNotEqual(writtenBack, Self.copy)
        XCTAssertFalse(explain(writtenBack).map(\.rule).contains("mutated-copy"))
    }

    static let lazyRead = """
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        private lazy var savedEmail: String? = UserDefaults.standard.string(forKey: "email")
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let email = savedEmail {
                resultEmail.text = email
            }
        }
    }
    """

    /// A lazy value read under an unwrap reached twice while it was made once: read once. A lazy
    /// value made as often as it was read is not said to be kept.
    func testALazyValueReadUnderAnUnwrapIsReadOnce() {
        func explain(made: Int) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.lazyRead, coverage: coverage([3: made, 4: 0, 5: 2, 6: 2, 7: 0, 8: 2]),
                                                                    expectation: .label(outlet: "resultEmail", text: "a@b.c"), expected: "\"a@b.c\"", actual: "\"\"",
                                                                    steps: [.launch, .expect(.label(outlet: "resultEmail", text: "a@b.c"))], step: 1))
        }
        let found = explain(made: 1)
        XCTAssertEqual(found.first?.rule, "read-once")
        XCTAssertTrue(found.first?.text.en.contains("`let email = savedEmail` (line 6) was reached 2 times and found the kept value each time") == true, found.first?.text.en ?? "")
        XCTAssertFalse(explain(made: 2).map(\.rule).contains("read-once"))
    }

    static let popFirst = """
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onDone(_ sender: Any) {
            navigationController?.popViewController(animated: true)
            if let vcs = navigationController?.viewControllers {
                let prev = vcs[vcs.count - 2] as? ViewController
                prev?.paramEmail = email.text
            }
        }
    }
    """

    /// Index out of range on a line reading the navigation stack after a pop of the same method that
    /// ran (a crash writes no coverage: the trace shows the pop). Without the pop before it, not said.
    func testAStackIndexedAfterThePopIsExplainedByThePop() {
        func explain(_ code: String) -> [Explanation] {
            let events = [TraceEvent(instance: "FormViewController#1", className: "FormViewController", member: "onDone(_:)", detail: "sender=UIButton#1", step: 2),
                          TraceEvent(instance: "UINavigationController#1", className: "UINavigationController", member: "popViewController(animated:)",
                                     detail: "animated=true", step: 2)]
            let crash = CrashReport(kind: .fatalError, reason: "Index out of range", step: 2, file: "App/ViewController.swift", line: 6)
            return TeachingRules.explanations(for: FailureContext(check: CheckFacts(id: "c", steps: [.launch, .type(ControlLocator(outlet: "email"), text: "a"), .tap(ControlLocator(action: "onDone:"))]),
                                                                  failure: FailureFacts(step: 2, expectation: nil, expected: nil, actual: "Index out of range"),
                                                                  run: RunRecord(timeline: events.map { .event($0) }, crash: crash, state: nil, coverage: nil),
                                                                  storyboards: [], sources: LearnerCode(sources: [code], paths: [CoverageFixture.path])))
        }
        let found = explain(Self.popFirst)
        XCTAssertEqual(found.first?.rule, "stack-index-after-transition")
        XCTAssertEqual(found.first?.text.en, "The app stopped at ViewController.swift:6 (in `onDone(_:)`) with \"Index out of range\": `let prev = vcs[vcs.count - 2] as? ViewController` reads the navigation stack, but `navigationController?.popViewController(…)` (line 4) had already run. The stack changes at once when you pop or push (the animation comes later), so the line read the stack as it was after that change, and the index fell outside it. Read the stack and hand over the value first, then go back.")
        let popLast = Self.popFirst.replacingOccurrences(of: "        navigationController?.popViewController(animated: true)\n", with: "")
        XCTAssertFalse(explain(popLast).map(\.rule).contains("stack-index-after-transition"))
    }
}
