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

    /// Index out of range told from the evidence whatever the line's shape: the stack's count from
    /// the pushes the trace shows (over the root), an array written with its entries, a position
    /// kept in a property worked out from the writes the trace shows ran; a position the evidence
    /// puts inside the collection is not blamed.
    func testAnIndexOutsideIsToldWithTheCountAndThePositionTheEvidenceHolds() {
        func explain(_ code: String, line: Int, taps: Int = 1) -> [Explanation] {
            var events = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "onEdit(_:)", detail: "sender=UIButton#1", step: 1),
                          TraceEvent(instance: "UINavigationController#1", className: "UINavigationController", member: "pushViewController(_:animated:)",
                                     detail: "FormViewController#1 animated=true", step: 1)]
            for tap in 0..<taps {
                events.append(TraceEvent(instance: "FormViewController#1", className: "FormViewController", member: "onDone(_:)", detail: "sender=UIButton#2", step: 2 + tap))
            }
            let crash = CrashReport(kind: .fatalError, reason: "Index out of range", step: 1 + taps, file: "App/ViewController.swift", line: line)
            return TeachingRules.explanations(for: FailureContext(check: CheckFacts(id: "c", steps: [.launch, .tap(ControlLocator(action: "onEdit:"))] + Array(repeating: .tap(ControlLocator(action: "onDone:")), count: taps)),
                                                                  failure: FailureFacts(step: 1 + taps, expectation: nil, expected: nil, actual: "Index out of range"),
                                                                  run: RunRecord(timeline: events.map { .event($0) }, crash: crash, state: nil, coverage: nil),
                                                                  storyboards: [], sources: LearnerCode(sources: [code], paths: [CoverageFixture.path])))
        }
        let stack = """
        class FormViewController: UIViewController {
            @IBAction func onDone(_ sender: Any) {
                let vcs = navigationController!.viewControllers
                let prev = vcs[vcs.count] as? ViewController
            }
        }
        """
        let found = explain(stack, line: 4)
        XCTAssertEqual(found.first?.rule, "index-outside-collection")
        XCTAssertEqual(found.first?.text.en, "The app stopped at ViewController.swift:4 (in `onDone(_:)`) with \"Index out of range\": `vcs[vcs.count]` asks `vcs` for position `vcs.count`, but `vcs` held 2 entries then, at positions 0 to 1. Positions count from 0, so `count` is one past the end: the last entry is at `count - 1` (the screen on top, this one), and the screen under it at `count - 2`.")
        XCTAssertTrue(found.first?.text.ko.contains("`vcs`에는 항목이 2개 있었고, 위치는 0부터 1까지였습니다") == true, found.first?.text.ko ?? "")
        let steps = """
        class FormViewController: UIViewController {
            let titles = ["one", "two", "three"]
            var step = 0
            @IBAction func onDone(_ sender: Any) {
                step += 1
                title = titles[step + 1]
            }
        }
        """
        // Twice: `step` is 2, position 3 of three entries.
        XCTAssertEqual(explain(steps, line: 6, taps: 2).first?.text.en, "The app stopped at ViewController.swift:6 (in `onDone(_:)`) with \"Index out of range\": `titles[step + 1]` asks `titles` for position `step + 1` (3), but `titles` held 3 entries then, at positions 0 to 2. Positions count from 0, so `count` is one past the end: the last entry is at `count - 1`.")
        // A write under a test: the value is not worked out; the lines that change it are named.
        let guarded = steps.replacingOccurrences(of: "        step += 1\n", with: "        if sender is UIButton { step += 1 }\n")
        XCTAssertEqual(explain(guarded, line: 6, taps: 2).first?.text.en, "The app stopped at ViewController.swift:6 (in `onDone(_:)`) with \"Index out of range\": `titles[step + 1]` asks `titles` for position `step + 1`, but `titles` held 3 entries then, at positions 0 to 2, and `step + 1` had gone outside them. What moves it: line 5 (`step += 1`). Keep it within 0 to `titles.count - 1`: test it against `count` before you read (or before you move it on).")
        // Position 1 of a two-screen stack is inside: not the failing access, nothing said of it.
        XCTAssertFalse(explain(stack.replacingOccurrences(of: "vcs[vcs.count]", with: "vcs[vcs.count - 1]"), line: 4).map(\.rule).contains("index-outside-collection"))
    }

    /// One tap, two screens: the storyboard's segue (its `prepare` ran) and the learner's own push in
    /// the same step. One push alone is the last-transition reading.
    func testTwoScreensForOneTapNameTheSegueAndTheCode() {
        let code = """
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                navigationController?.pushViewController(rvc, animated: true)
            }
        }
        """
        func event(_ tag: String, _ member: String, _ detail: String) -> TraceEvent {
            TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: 2)
        }
        var events = [event("ViewController#1", "onSubmit(_:)", "sender=UIButton#1"),
                      event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#1 animated=true")]
        let segue = [event("ViewController#1", "prepare(for:sender:)", "segue=(no identifier) destination=ResultViewController#2 sender=UIButton#1"),
                     event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#2 animated=true")]
        let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "a"), .tap(ControlLocator(action: "onSubmit:")), .expect(.stack(["ViewController", "ResultViewController"]))]
        func explain() -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage([2: 1, 4: 1]), expectation: .stack(["ViewController", "ResultViewController"]),
                                                                    expected: "ViewController > ResultViewController", actual: "ViewController#1 > ResultViewController#1 > ResultViewController#2",
                                                                    steps: steps, step: 3, events: events))
        }
        events += segue
        XCTAssertEqual(explain().first?.text.en, "At step 2 two screens came up for one tap: ResultViewController#1 by your `navigationController?.pushViewController(…)` (line 4, in `onSubmit(_:)`), and ResultViewController#2 by the storyboard's segue (it has no identifier) from the same control, whose `prepare(for:sender:)` ran. The control is wired twice: to your action and to a segue. Keep one way: delete the segue in the storyboard and keep your code, or drop the code transition and hand the values over in `prepare(for:sender:)` to `segue.destination`.")
        events.removeLast(2)
        XCTAssertFalse(explain().contains { $0.text.en.contains("two screens came up") })
    }

    static let fromLabel = """
    class ViewController: UIViewController {
        @IBOutlet var interval: UIStepper!
        @IBOutlet var intervalText: UILabel!
        var saved = 0.0
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let rvc = segue.destination as! ResultViewController
            rvc.paramInterval = Double(intervalText.text ?? "0") ?? 0
        }
    }
    class ResultViewController: UIViewController {
        @IBOutlet var resultInterval: UILabel!
        var paramInterval = 0.0
        override func viewDidLoad() {
            super.viewDidLoad()
            resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
        }
    }
    """

    /// The number the check set on a stepper, given to the screen from a label's text instead: the why
    /// names the line, the control and the label. From a property (which may relay the control), not said.
    func testANumberTakenFromALabelInsteadOfTheStepperIsNamed() {
        let steps: [Step] = [.launch, .set(ControlLocator(outlet: "interval"), on: nil, value: 5, index: nil), .tap(ControlLocator(segue: "Submit")),
                             .expect(.label(outlet: "resultInterval", text: "5분 마다 갱신"))]
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage([5: 1, 7: 1, 13: 1, 15: 1]), expectation: .label(outlet: "resultInterval", text: "5분 마다 갱신"),
                                                                    expected: "\"5분 마다 갱신\"", actual: "\"0분 마다 갱신\"", steps: steps, step: 3))
        }
        let found = explain(Self.fromLabel)
        XCTAssertEqual(found.first?.rule, "value-not-from-control")
        XCTAssertTrue(found.first?.text.en.hasPrefix("`rvc.paramInterval = Double(intervalText.text ?? \"0\") ?? 0` (line 7, in `prepare(for:sender:)`) ran, but it does not read `interval`, the control the user set in this check: it works the number out from `intervalText`") == true, found.first?.text.en ?? "")
        let fromProperty = Self.fromLabel.replacingOccurrences(of: "Double(intervalText.text ?? \"0\") ?? 0", with: "saved")
        XCTAssertFalse(explain(fromProperty).map(\.rule).contains("value-not-from-control"))
    }

    static let cached = """
    class VC2: UIViewController {
        @IBOutlet var valueLabel: UILabel!
        var value: String?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if value == nil {
                value = (UIApplication.shared.delegate as? AppDelegate)?.value
            }
            valueLabel.text = value ?? "-"
        }
    }
    """

    /// A value cached under a test of itself: read once per screen while the label showed it each time.
    /// A test that let the line run each time it was reached is not blamed.
    func testAValueReadOnlyWhileItWasNilIsNamed() {
        func explain(given: Int) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.cached, coverage: coverage([4: 3, 7: given, 8: 3]),
                                                                    expectation: .label(outlet: "valueLabel", text: "new"), expected: "\"new\"", actual: "\"old\"",
                                                                    steps: [.launch, .expect(.label(outlet: "valueLabel", text: "new"))], step: 1))
        }
        let found = explain(given: 1)
        XCTAssertEqual(found.first?.rule, "read-only-first-time")
        XCTAssertEqual(found.first?.text.en, "`value = (UIApplication.shared.delegate as? AppDelegate)?.value` (line 7) ran only once, though its test `value == nil` (line 6) was reached 3 times: after the first time (when `value` changed), the test stopped the line from running again, so the screen went on showing the first value and never read the new one. Read it each time the screen needs it (without that test).")
        XCTAssertFalse(explain(given: 3).map(\.rule).contains("read-only-first-time"))
    }

    static let topAsPrevious = """
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onDone(_ sender: Any) {
            let stack = navigationController?.viewControllers ?? []
            guard let main = stack[stack.count - 1] as? ViewController else { return }
            main.paramEmail = email.text
            navigationController?.popViewController(animated: true)
        }
    }
    class ViewController: UIViewController {
        var paramEmail: String?
    }
    """

    /// An unwrap of the stack's top cast to the screen below found nil: the why says the top is the
    /// screen running the code and names the one below.
    func testAnUnwrapOfTheStacksTopSaysItIsTheScreenItself() {
        let events = [TraceEvent(instance: "FormViewController#1", className: "FormViewController", member: "onDone(_:)", detail: "sender=UIButton#1", step: 2)]
        let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "a@b.c"), .tap(ControlLocator(action: "onDone:")), .expect(.top("ViewController"))]
        let found = TeachingRules.explanations(for: CoverageFixture.context(Self.topAsPrevious, coverage: coverage([4: 1, 6: 0, 7: 0, 9: 0]), expectation: .top("ViewController"),
                                                                            expected: "ViewController", actual: "FormViewController#1", steps: steps, step: 3, events: events))
        let text = found.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(text.contains("It was nil because `stack[stack.count - 1]` is the top of the navigation stack, and the top is the screen running this code, FormViewController, not a ViewController. The screen below it is `viewControllers[viewControllers.count - 2]`."), text)
    }
}
