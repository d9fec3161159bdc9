import LearnerBuild
import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// The readings of what ran (the app's line coverage): a statement that never ran under a test
/// that was reached, a statement that ran (its test is then never blamed), a value set again
/// after it in the same call. Coverage is given as `llvm-cov` gives it, segments with counts.
final class CoverageRulesTests: XCTestCase {
    static let path = CoverageFixture.path

    func coverage(_ counts: [Int: Int]) -> LineCoverage { CoverageFixture.coverage(counts) }

    func context(_ code: String, coverage: LineCoverage?, expectation: Expectation, expected: String, actual: String,
                 events: [TraceEvent] = []) -> FailureContext {
        CoverageFixture.context(code, coverage: coverage, expectation: expectation, expected: expected, actual: actual, events: events)
    }

    static let routing = """
    class ViewController: UIViewController {
        @IBOutlet var interval: UIStepper!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let rvc = segue.destination as! ResultViewController
            if segue.identifier == "DefaultSubmit" {
                rvc.paramInterval = 10
            }
            rvc.paramInterval = interval.value
        }
    }
    """

    /// `llvm-cov`'s segments for a small function, as it exports them: the count in effect at a
    /// point is the last segment at or before it.
    func testCountsAreReadAsLlvmCovGivesThem() {
        let coverage = LineCoverage(files: ["Sources/a.swift": [
            .init(line: 2, column: 37, count: 2, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 4, column: 8, count: 2, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 4, column: 10, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 7, column: 6, count: 2, hasCount: true, isRegionEntry: false, isGap: false),
            .init(line: 10, column: 2, count: 0, hasCount: false, isRegionEntry: false, isGap: false),
        ]])
        XCTAssertEqual(coverage.count(path: "a.swift", line: 3, column: 5), 2, "the function body")
        XCTAssertEqual(coverage.count(path: "a.swift", line: 5, column: 9), 0, "inside the `if` that never held")
        XCTAssertEqual(coverage.count(path: "a.swift", line: 8, column: 5), 2, "after the `if`")
        XCTAssertNil(coverage.count(path: "a.swift", line: 11, column: 1), "outside any counted region")
        XCTAssertNil(coverage.count(path: "b.swift", line: 3, column: 5), "a file the build did not count")
    }

    /// Both assignments ran: the later one replaced the value; the `if` is not blamed.
    func testAValueSetAgainAfterItsBranchIsNamed() {
        let found = TeachingRules.explanations(for: context(Self.routing, coverage: coverage([3: 1, 6: 1, 7: 1]),
                                                            expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0"),
                                                            expected: "10.0", actual: "5.0"))
        XCTAssertEqual(found.map(\.rule), ["ran-then-replaced"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramInterval = 10` (line 6) ran, but `rvc.paramInterval = interval.value` (line 8) ran after it in the same call of `prepare(for:sender:)` and replaced the value. Give each path one assignment: put the general one first (before the `if`), or move it into an `else`.")
    }

    /// The setter never ran and its test was reached: the test went the other way, named with the
    /// number of times it was reached. A test that held is never blamed.
    func testATestThatWentTheOtherWayIsNamedOnlyWhenItDid() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                if segue.identifier == "Default" {
                    rvc.paramInterval = 10
                }
            }
        }
        """
        let expectation = Expectation.property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0")
        let other = TeachingRules.explanations(for: context(code, coverage: coverage([3: 2, 6: 0, 7: 2]), expectation: expectation,
                                                            expected: "10.0", actual: "0.0"))
        XCTAssertEqual(other.map(\.rule), ["condition-decided"])
        XCTAssertEqual(other.first?.text.en, "In this run `rvc.paramInterval = …` (line 6, in `prepare(for:sender:)`) never ran: the test `segue.identifier == \"Default\"` (line 5) was reached 2 times, and each time it was false. Read that test against what the user did: what does each part of it hold at that moment (a test the wrong way round, another control or identifier, `==` for `!=`)?")
        XCTAssertEqual(other.first?.text.ko, "이번 실행에서 `prepare(for:sender:)`의 `rvc.paramInterval = …`(6번째 줄)은 한 번도 실행되지 않았습니다. `segue.identifier == \"Default\"` 검사(5번째 줄)에 2번 도달했고 매번 거짓이었습니다. 사용자가 한 일에 비추어 그 검사를 읽어 보세요. 그 순간 검사의 각 부분이 무엇을 담고 있나요(거꾸로 된 검사, 다른 컨트롤이나 식별자, `!=` 자리에 `==`)?")

        // The setter ran: whatever kept the value from the screen, it was not this test.
        let held = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1]), expectation: expectation, expected: "10.0", actual: "0.0"))
        XCTAssertFalse(held.map(\.rule).contains("condition-decided"), "\(held.map(\.rule))")
        // Its method never ran: no test was reached, nothing is said of the test.
        let never = TeachingRules.explanations(for: context(code, coverage: coverage([1: 0]), expectation: expectation, expected: "10.0", actual: "0.0"))
        XCTAssertFalse(never.map(\.rule).contains("condition-decided"), "\(never.map(\.rule))")
        // Without coverage (a run that ended in a trap), the reading of the code alone stays.
        let prepared = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "prepare(for:sender:)",
                                   detail: "segue=\"DefaultSubmit\" destination=ResultViewController#1 sender=UIButton#1", step: 1)]
        let unknown = TeachingRules.explanations(for: context(code, coverage: nil, expectation: expectation, expected: "10.0", actual: "0.0",
                                                              events: prepared))
        XCTAssertEqual(unknown.map(\.rule), ["condition-decided"])
        XCTAssertTrue(unknown.first?.text.en.hasPrefix("`rvc.paramInterval = …` (line 6, in `prepare(for:sender:)`) runs only when") == true)
    }

    /// An unwrap that stopped the code (`if let`): the value was missing, which is not a test
    /// written the wrong way; the coverage reading says nothing of it.
    func testAnUnwrapThatStoppedTheCodeIsNotCalledATest() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let rvc = sender as? ResultViewController {
                    rvc.paramEmail = email.text ?? ""
                }
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 5: 0, 6: 1]),
                                                            expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "\"a@b.c\""),
                                                            expected: "\"a@b.c\"", actual: "\"\""))
        XCTAssertFalse(found.map(\.rule).contains("condition-decided"), "\(found.map(\.rule))")
    }

    /// A `lazy` property made once while the line showing it ran twice: it showed the kept value.
    func testAValueMadeOnceAndShownAgainIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            lazy var savedEmail: String? = UserDefaults.standard.string(forKey: "email")
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                resultEmail.text = savedEmail ?? "(없음)"
            }
        }
        """
        // Line 3's initial value (from its column) ran once; viewWillAppear's body twice.
        let coverage = LineCoverage(files: [Self.path: [
            .init(line: 3, column: 36, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 3, column: 80, count: 0, hasCount: false, isRegionEntry: false, isGap: false),
            .init(line: 4, column: 55, count: 2, hasCount: true, isRegionEntry: true, isGap: false),
        ]])
        let found = TeachingRules.explanations(for: context(code, coverage: coverage, expectation: .label(outlet: "resultEmail", text: "saved@example.com"),
                                                            expected: "\"saved@example.com\"", actual: "\"(없음)\""))
        XCTAssertEqual(found.map(\.rule), ["read-once"])
        XCTAssertEqual(found.first?.text.en, "`savedEmail` gets `UserDefaults.standard.string(forKey: \"email\")` (line 3) only once, the first time it is read (it is `lazy`), and keeps that value: `resultEmail.text = …` (line 6) ran 2 times and showed the kept value each time, so what changed later never showed. Read the value each time you need it: make `savedEmail` a computed property (`var savedEmail: … { UserDefaults.standard.string(forKey: \"email\") }`) or read it in the method itself.")
        // Made again each time (a computed property would be): nothing to say.
        let again = LineCoverage(files: [Self.path: [.init(line: 3, column: 36, count: 2, hasCount: true, isRegionEntry: true, isGap: false),
                                                      .init(line: 4, column: 55, count: 2, hasCount: true, isRegionEntry: true, isGap: false)]])
        XCTAssertFalse(TeachingRules.explanations(for: context(code, coverage: again, expectation: .label(outlet: "resultEmail", text: "saved@example.com"),
                                                              expected: "\"saved@example.com\"", actual: "\"(없음)\"")).map(\.rule).contains("read-once"))
    }

    /// `delegate?.sendData(…)` ran, `sendData` never did: the delegate was nil, because it was given
    /// through `subView?` in `viewDidLoad`, before `prepare` set `subView`.
    func testACallThroughANilLinkNamesWhyTheLinkWasNil() {
        let main = """
        class MainViewController: UIViewController, MyDataDelegate {
            @IBOutlet var resultLabel: UILabel!
            var subView: SubViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                subView?.delegate = self
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                subView = segue.destination as? SubViewController
            }
            func sendData(_ data: String) {
                resultLabel.text = data
            }
        }
        """
        let sub = """
        class SubViewController: UIViewController {
            weak var delegate: MyDataDelegate?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                delegate?.sendData("hello")
            }
        }
        """
        let paths = ["App/MainViewController.swift", "App/SubViewController.swift"]
        func segments(_ counts: [Int: Int]) -> [LineCoverage.Segment] {
            counts.keys.sorted().map { LineCoverage.Segment(line: $0, column: 1, count: counts[$0]!, hasCount: true, isRegionEntry: true, isGap: false) }
        }
        let coverage = LineCoverage(files: [paths[0]: segments([4: 1, 8: 1, 11: 0, 13: 0]), paths[1]: segments([3: 1])])
        let events = [TraceEvent(instance: "MainViewController#1", className: "MainViewController", member: "viewDidLoad", detail: nil, step: 0),
                      TraceEvent(instance: "MainViewController#1", className: "MainViewController", member: "prepare(for:sender:)",
                                 detail: "segue=\"ToSub\" destination=SubViewController#1 sender=UIButton#1", step: 1),
                      TraceEvent(instance: "SubViewController#1", className: "SubViewController", member: "viewWillDisappear(_:)", detail: "animated=true", step: 3)]
        let context = FailureContext(check: CheckFacts(id: "c", steps: []),
                                     failure: FailureFacts(step: 4, expectation: .label(outlet: "resultLabel", text: "hello"), expected: "\"hello\"", actual: "\"-\""),
                                     run: RunRecord(timeline: events.map { .event($0) }, crash: nil, state: nil, coverage: { coverage }),
                                     storyboards: [], sources: LearnerCode(sources: [main, sub], paths: paths))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["nil-link-at-call"])
        XCTAssertEqual(found.first?.text.en, "`delegate?.sendData(…)` (line 5) ran, but did nothing: `delegate` was nil there. `subView?.delegate = self` (line 6, in `viewDidLoad()`) ran before `subView` had a value (it is set in `prepare(for:sender:)`, which first ran at step 1), so the optional chain skipped it. Give `delegate` its value where the object is at hand: in `prepare(for:sender:)`, right where `subView` is set.")
        XCTAssertEqual(found.first?.text.ko, "`delegate?.sendData(…)`(5번째 줄)는 실행되었지만 아무 일도 하지 않았습니다. 그때 `delegate`가 nil이었습니다. `viewDidLoad()`의 `subView?.delegate = self`(6번째 줄)는 `subView`에 값이 들어가기 전에 실행되어(`subView`는 1단계에 처음 실행된 `prepare(for:sender:)`에서 정해집니다) 옵셔널 체이닝이 그 줄을 건너뛰었습니다. 객체가 손에 있는 곳, 곧 `prepare(for:sender:)`에서 `subView`를 정하는 바로 그 자리에서 `delegate`에 값을 주세요.")
    }

    /// Of two lines that write the label, the one that ran last (by the trace's order of their
    /// methods) wrote the value the check found, after the line that gave the expected one.
    func testTheLastWriterOfAValueIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var status: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                status.text = "-"
            }
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                if let third = segue.source as? ThirdViewController {
                    status.text = third.note.text
                }
            }
        }
        """
        func event(_ member: String, step: Int) -> TraceEvent {
            TraceEvent(instance: "ViewController#1", className: "ViewController", member: member, detail: nil, step: step)
        }
        let events = [event("viewWillAppear(_:)", step: 0), event("unwindToHome(_:)", step: 2), event("viewWillAppear(_:)", step: 2)]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 2, 7: 1, 9: 1]), expectation: .label(outlet: "status", text: "first trip"),
                                                            expected: "\"first trip\"", actual: "\"-\"", events: events))
        XCTAssertEqual(found.map(\.rule), ["last-writer"])
        XCTAssertEqual(found.first?.text.en, "`status.text = third.note.text` (line 9, in `unwindToHome(_:)`) gave the value at step 2, but `status.text = \"-\"` (line 5, in `viewWillAppear(_:)`) ran after it, at step 2, and wrote over it. Make sure nothing runs after the line that gives the value and undoes it: move or guard that line (a method that runs each time a screen appears or disappears, or at every launch, runs after the user's action too).")
        XCTAssertEqual(found.first?.text.ko, "`unwindToHome(_:)`의 `status.text = third.note.text`(9번째 줄)가 2단계에 값을 주었지만, 그 뒤 2단계에 `viewWillAppear(_:)`의 `status.text = \"-\"`(5번째 줄)가 실행되어 그 값을 덮어썼습니다. 값을 주는 줄 뒤에 그것을 되돌리는 코드가 실행되지 않게 하세요. 그 줄을 옮기거나 조건을 붙이세요(화면이 나타나거나 사라질 때마다, 또는 실행할 때마다 불리는 메서드는 사용자의 동작 뒤에도 실행됩니다).")
        // The unwind action's line never ran (its cast failed): nothing gave the value, nothing was written over.
        let never = TeachingRules.explanations(for: context(code, coverage: coverage([3: 2, 7: 1, 9: 0]), expectation: .label(outlet: "status", text: "first trip"),
                                                            expected: "\"first trip\"", actual: "\"-\"", events: events))
        XCTAssertFalse(never.map(\.rule).contains("last-writer"), "\(never.map(\.rule))")
    }

    /// The test of one arm was false, and another arm ran: the arm that ran lacks the line.
    func testAnotherArmThatRanIsNamedInsteadOfTheTest() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                switch segue.identifier {
                case "ActionSubmit":
                    rvc.paramUpdate = true
                case "DefaultSubmit":
                    rvc.paramInterval = 10
                default:
                    break
                }
            }
        }
        """
        // The body and the `switch` ran once; `case "ActionSubmit"` (line 6, column 9) once; the other arms never.
        let coverage = LineCoverage(files: [Self.path: [
            .init(line: 3, column: 75, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 6, column: 9, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 8, column: 9, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 10, column: 9, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 12, column: 10, count: 1, hasCount: true, isRegionEntry: false, isGap: false),
        ]])
        let found = TeachingRules.explanations(for: context(code, coverage: coverage,
                                                            expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "5.0"),
                                                            expected: "5.0", actual: "0.0"))
        XCTAssertEqual(found.map(\.rule), ["condition-decided"])
        XCTAssertEqual(found.first?.text.en, "In this run the branch `case \"ActionSubmit\"` (line 6, in `prepare(for:sender:)`) ran, and it has no `rvc.paramInterval = …`: that line (line 9) is only in the branch `case \"DefaultSubmit\"` (line 8), which did not run. Either that branch's test does not match what the user did, or the line belongs in the branch that ran too (or before the `if`/`switch`, so that every branch has it).")
        XCTAssertEqual(found.first?.text.ko, "이번 실행에서는 `prepare(for:sender:)`의 `case \"ActionSubmit\"` 분기(6번째 줄)가 실행되었는데, 그 분기에는 `rvc.paramInterval = …`가 없습니다. 그 줄(9번째 줄)은 실행되지 않은 `case \"DefaultSubmit\"` 분기(8번째 줄)에만 있습니다. 그 분기의 검사가 사용자가 한 일과 맞지 않거나, 그 줄이 실행된 분기에도 있어야 합니다(또는 모든 분기가 갖도록 `if`/`switch` 앞에 두세요).")
    }

    /// `app?.value? = x`: the line ran, `value` started nil and nothing else gave it a value.
    func testAnOptionalAssignmentToANilPropertyIsNamed() {
        let code = """
        class VC3: UIViewController {
            @IBOutlet var valueField: UITextField!
            @IBAction func onSend(_ sender: Any) {
                let app = UIApplication.shared.delegate as? AppDelegate
                app?.value? = valueField.text ?? ""
            }
        }
        class AppDelegate: UIResponder {
            var value: String?
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                let app = UIApplication.shared.delegate as? AppDelegate
                valueLabel.text = app?.value ?? "-"
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 13: 2]), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                            expected: "\"kept\"", actual: "\"-\""))
        XCTAssertEqual(found.map(\.rule), ["optional-assignment-skipped"])
        XCTAssertEqual(found.first?.text.en, "`app?.value? = valueField.text ?? \"\"` (line 5) ran, but stored nothing: a `?` after `value` on the left of `=` assigns only when `value` already holds a value, and it was nil. Write `app?.value = valueField.text ?? \"\"`.")
        // Written without the `?`: nothing to say.
        XCTAssertFalse(TeachingRules.explanations(for: context(code.replacingOccurrences(of: "app?.value? =", with: "app?.value ="), coverage: coverage([3: 1, 13: 2]),
                                                               expectation: .label(outlet: "valueLabel", text: "kept"), expected: "\"kept\"", actual: "\"-\""))
            .map(\.rule).contains("optional-assignment-skipped"))
    }

    /// The call that would give the value is in an override UIKit never called in this run.
    func testAStatementInAMethodThatNeverRanIsNamed() {
        let main = """
        class MainViewController: UIViewController, MyDataDelegate {
            @IBOutlet var resultLabel: UILabel!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as? SubViewController)?.delegate = self
            }
            func sendData(_ data: String) {
                resultLabel.text = data
            }
        }
        """
        let sub = """
        class SubViewController: UIViewController {
            weak var delegate: MyDataDelegate?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                delegate?.sendData("hello")
            }
        }
        """
        let paths = ["App/MainViewController.swift", "App/SubViewController.swift"]
        let zero = [LineCoverage.Segment(line: 1, column: 1, count: 0, hasCount: true, isRegionEntry: true, isGap: false)]
        let coverage = LineCoverage(files: [paths[0]: zero, paths[1]: zero])
        let context = FailureContext(check: CheckFacts(id: "c", steps: []),
                                     failure: FailureFacts(step: 4, expectation: .label(outlet: "resultLabel", text: "hello"), expected: "\"hello\"", actual: "\"-\""),
                                     run: RunRecord(timeline: [], crash: nil, state: nil, coverage: { coverage }),
                                     storyboards: [], sources: LearnerCode(sources: [main, sub], paths: paths))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["condition-decided"])
        XCTAssertEqual(found.first?.text.en, "`delegate?.sendData(…)` (line 4) is in SubViewController's `prepare(for:sender:)`, which never ran in this run (UIKit calls it only when a segue starts from that screen), so the line never ran either. Put it in a method that runs when the value is ready: the action the user taps, or `viewWillDisappear(_:)` when the screen goes away.")
    }

    /// UIKit's exceptions for transitions and storyboards used the wrong way: each reason the
    /// simulation raises has its kind; the learner's call that raised it is the one that ran.
    func testEveryUIKitExceptionReasonHasItsMeaningAndTheCallThatRan() {
        let reasons: [(String, UIKitExceptionKind)] = [
            ("Pushing a navigation controller is not supported", .pushNavigationController),
            ("Application tried to present modally an active controller <App.ViewController: 0x1>.", .presentActive),
            ("Application tried to present modally a view controller <A: 0x1> that is already being presented by <B: 0x2>.", .alreadyPresented),
            ("Pushing the same view controller instance more than once is not supported (<A: 0x1>)", .pushSameTwice),
            ("Tried to pop to a view controller that doesn't exist.", .popToMissing),
            ("All view controllers in a navigation controller must be distinct (<A: 0x1>, <A: 0x1>)", .distinctControllers),
            ("Storyboard (<UIStoryboard: 0x1>) doesn't contain a view controller with identifier 'Secnd'", .noSceneWithIdentifier),
            ("Invalid parameter not satisfying: [identifier length] > 0", .emptyIdentifier),
            ("[<App.ViewController 0x1> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key emailField.", .unknownKey),
            ("unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", .dequeue),
        ]
        for (reason, kind) in reasons { XCTAssertEqual(UIKitExceptionKind(reason: reason), kind, reason) }
        XCTAssertNil(UIKitExceptionKind(reason: "Receiver (<A: 0x1>) has no segue with identifier 'X'"), "the segue rules' case")

        let code = """
        class ViewController: UIViewController {
            @IBAction func onNext(_ sender: Any) {
                let next = storyboard!.instantiateInitialViewController()!
                navigationController?.pushViewController(next, animated: true)
            }
        }
        """
        let crash = CrashReport(kind: .uncaughtException, name: "NSInvalidArgumentException", reason: reasons[0].0, step: 1)
        let ran = coverage([2: 1])
        let context = FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: nil, expectation: nil),
                                     run: RunRecord(timeline: [], crash: crash, state: nil, coverage: { ran }),
                                     storyboards: [], sources: LearnerCode(sources: [code], paths: [Self.path]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["uikit-exception"])
        XCTAssertEqual(found.first?.text.en, "UIKit ended the app: you pushed a UINavigationController onto a navigation stack, and a navigation controller cannot be pushed. The call was your `navigationController?.pushViewController(…)` (line 4, in `onNext(_:)`). Push the screen itself (made with `instantiateViewController(withIdentifier:)` and its Storyboard ID; `instantiateInitialViewController()` gives the storyboard's initial controller, often the navigation controller).")
        XCTAssertTrue(found.first?.text.ko.contains("그 호출은 `onNext(_:)`의 `navigationController?.pushViewController(…)`(4번째 줄)입니다.") == true, found.first?.text.ko ?? "")
    }

    /// A child coordinator left in the list: the removal ran on the child's own list, or the
    /// parent was handed itself (the coverage says which line ran).
    func testAChildCoordinatorKeptIsNamedFromTheRemovalThatRan() {
        func code(_ body: String, finish: String = "parentCoordinator?.childDidFinish(self)") -> String {
            """
            class MainCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                func childDidFinish(_ child: Coordinator?) {
                    \(body)
                }
            }
            class LeftCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                weak var parentCoordinator: MainCoordinator?
                func didFinish() {
                    \(finish)
                }
            }
            """
        }
        let actual = "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]"
        let ran = ranEverything
        func explain(_ source: String) -> Explanation? {
            let context = FailureContext(check: CheckFacts(id: "c", steps: []),
                                         failure: FailureFacts(step: 3, expectation: .deallocated("LeftCoordinator"),
                                                               expected: "LeftCoordinator released", actual: actual),
                                         run: RunRecord(timeline: [], crash: nil, state: nil, coverage: { ran }),
                                         storyboards: [], sources: LearnerCode(sources: [source], paths: [Self.path]))
            return TeachingRules.explanations(for: context).first
        }
        let own = explain(code("child?.childCoordinators.removeAll()"))
        XCTAssertEqual(own?.rule, "child-coordinator-not-removed")
        XCTAssertEqual(own?.text.en, "`child.childCoordinators.removeAll(…)` (line 4, in MainCoordinator's `childDidFinish(_:)`) ran, but on another list: `child`'s own `childCoordinators`, not the parent's list that holds the child (the check found LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]). Remove the child from the parent's own `childCoordinators` (`childCoordinators.removeAll { $0 === child }` in the parent).")
        XCTAssertTrue(own?.text.ko.contains("LeftCoordinator#1, 붙잡고 있는 것: SceneDelegate#1.coordinator.childCoordinators[0]") == true, own?.text.ko ?? "")
    }

    /// Every line ran once.
    var ranEverything: LineCoverage {
        LineCoverage(files: [Self.path: [.init(line: 1, column: 1, count: 1, hasCount: true, isRegionEntry: true, isGap: false)]])
    }

    /// A control's other property read through a name bound by a cast and another class's outlet.
    func testAControlPropertyReadThroughAChainIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var status: UILabel!
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                if let third = segue.source as? ThirdViewController {
                    status.text = third.note.placeholder
                }
            }
        }
        class ThirdViewController: UIViewController {
            @IBOutlet var note: UITextField!
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: ranEverything, expectation: .label(outlet: "status", text: "first trip"),
                                                            expected: "\"first trip\"", actual: "\"note\""))
        XCTAssertEqual(found.map(\.rule), ["not-control-state"])
        XCTAssertEqual(found.first?.text.en, "You read `third.note.placeholder` (line 5), which is not what the user chose on the UITextField: that is `third.note.text`. Read `third.note.text` instead.")
    }

    /// The flag a label shows was never given the other value: the arm that ran lacks that line.
    func testAFlagNeverGivenTheOtherValueNamesTheArmThatRan() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                switch segue.identifier {
                case "ActionSubmit":
                    rvc.paramUpdate = true
                default:
                    break
                }
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
            }
        }
        """
        let coverage = LineCoverage(files: [Self.path: [
            .init(line: 2, column: 75, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 5, column: 9, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 7, column: 9, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 15, column: 29, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
        ]])
        let found = TeachingRules.explanations(for: context(code, coverage: coverage, expectation: .label(outlet: "resultUpdate", text: "자동갱신"),
                                                            expected: "\"자동갱신\"", actual: "\"자동갱신안함\""))
        XCTAssertEqual(found.map(\.rule), ["wrong-branch"])
        XCTAssertEqual(found.first?.text.en, "In this run the branch `default` (line 7, in `prepare(for:sender:)`) ran, and it has no `rvc.paramUpdate = true`: that line (line 6) is only in the branch `case \"ActionSubmit\"` (line 5), which did not run. Either that branch's test does not match what the user did, or the line belongs in the branch that ran too (or before the `if`/`switch`, so that every branch has it).")
    }

    /// The unwrap that stopped the line last is not the learner's test: the outer test that also
    /// sent the code away is named, with how many of its runs went the other way.
    func testAnOuterTestIsNamedWhenAnUnwrapStoppedTheLineToo() {
        let code = """
        class MainCoordinator: NSObject, UINavigationControllerDelegate {
            var childCoordinators = [Coordinator]()
            func childDidFinish(_ child: Coordinator?) {
                childCoordinators.removeAll { $0 === child }
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
                guard navigationController.viewControllers.contains(from) else { return }
                if let left = from as? LeftViewController {
                    childDidFinish(left.coordinator)
                }
            }
        }
        """
        // The method ran 3 times; the first guard let 2 through, the second 1, the cast none.
        let coverage = LineCoverage(files: [Self.path: [
            .init(line: 3, column: 55, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 5, column: 6, count: 0, hasCount: false, isRegionEntry: false, isGap: false),
            .init(line: 6, column: 130, count: 3, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 7, column: 105, count: 2, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 8, column: 74, count: 1, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 9, column: 57, count: 0, hasCount: true, isRegionEntry: true, isGap: false),
            .init(line: 11, column: 10, count: 1, hasCount: true, isRegionEntry: false, isGap: false),
        ]])
        let context = FailureContext(check: CheckFacts(id: "c", steps: []),
                                     failure: FailureFacts(step: 3, expectation: .deallocated("LeftCoordinator"), expected: "LeftCoordinator released",
                                                           actual: "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]"),
                                     run: RunRecord(timeline: [], crash: nil, state: nil, coverage: { coverage }),
                                     storyboards: [], sources: LearnerCode(sources: [code], paths: [Self.path]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["child-coordinator-not-removed"])
        XCTAssertEqual(found.first?.text.en, "In this run `childDidFinish(…)` (line 10, in `navigationController(_:didShow:animated:)`) never ran: the test `navigationController.viewControllers.contains(from)` (line 8) was reached 2 times, and once it was false. `from` is the screen that left. After a push it is still in `viewControllers` (under the new screen); after a pop it is not. So `navigationController.viewControllers.contains(from)` lets the line run after pushes only, never after the pop it is meant for: turn that part round (`!navigationController.viewControllers.contains(from)`).")
    }
}
