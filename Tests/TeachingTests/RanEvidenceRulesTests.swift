import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// Round 5 of the readings of what ran: a value worked out from something the check did not
/// change, a test read right after the transition that changed what it reads, an empty text sent
/// on through a nil test, and an optional chain on a controller just made. Each is stated over
/// the code's facts, the check's steps and the coverage, in several spellings, with the cases
/// where its premise does not hold.
final class RanEvidenceRulesTests: XCTestCase {
    static let path = CoverageFixture.path

    func coverage(_ counts: [Int: Int]) -> LineCoverage { CoverageFixture.coverage(counts) }

    func context(_ code: String, coverage: LineCoverage?, expectation: Expectation, expected: String, actual: String,
                 steps: [Step] = [], step: Int = 2, events: [TraceEvent] = []) -> FailureContext {
        CoverageFixture.context(code, coverage: coverage, expectation: expectation, expected: expected, actual: actual, steps: steps, step: step, events: events)
    }

    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int = 1) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step)
    }

    // MARK: A value worked out from something else

    static let fromLabel = """
    class ViewController: UIViewController {
        @IBOutlet var isUpdate: UISwitch!
        @IBOutlet var isUpdateText: UILabel!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let rvc = segue.destination as! ResultViewController
            rvc.paramUpdate = isUpdateText.text?.contains("갱신") ?? false
        }
    }
    class ResultViewController: UIViewController {
        @IBOutlet var resultUpdate: UILabel!
        var paramUpdate = false
        override func viewDidLoad() {
            super.viewDidLoad()
            resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
        }
    }
    """

    /// The flag the label's text depends on came from an expression that ran and reads none of the
    /// switches the user set: the why names that line and the switch it does not read.
    func testAFlagWorkedOutFromAnotherControlNamesItsLineAndTheSwitch() {
        let steps: [Step] = [.launch, .set(ControlLocator(outlet: "isUpdate"), on: false, value: nil, index: nil),
                             .type(ControlLocator(outlet: "email"), text: "a@b.c"), .tap(ControlLocator(segue: "Submit"))]
        let found = TeachingRules.explanations(for: context(Self.fromLabel, coverage: coverage([4: 1, 6: 1, 8: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신안함"),
                                                            expected: "\"자동갱신안함\"", actual: "\"자동갱신\"", steps: steps, step: 4))
        XCTAssertEqual(found.map(\.rule), ["wrong-branch"])
        XCTAssertEqual(found.first?.text.en, "`resultUpdate` shows \"자동갱신\", the value your code picks when `paramUpdate` (ViewController.swift line 14) is true. It got true from `rvc.paramUpdate = isUpdateText.text?.contains(\"갱신\") ?? false` (ViewController.swift line 6, in `prepare(for:sender:)`), which ran. In this check the user changed `isUpdate`, and that expression does not read it: it is worked out from something else, which gave true here. Give `paramUpdate` its value from the control itself (for a switch, its `isOn`).")
        XCTAssertEqual(found.first?.text.ko, "`resultUpdate`에 나온 \"자동갱신\"은 `paramUpdate`(ViewController.swift 14번째 줄)가 참일 때 코드가 고르는 값입니다. 그 참 값은 `rvc.paramUpdate = isUpdateText.text?.contains(\"갱신\") ?? false`(ViewController.swift 6번째 줄, `prepare(for:sender:)` 안)에서 왔고, 이 줄은 실행되었습니다. 이번 검사에서 사용자는 `isUpdate`를 바꾸었는데, 그 식은 그것을 읽지 않습니다. 다른 것에서 값을 계산해서 이번에는 참이 나왔습니다. `paramUpdate`의 값은 컨트롤 자체에서 가져오세요(스위치라면 `isOn`).")
    }

    /// An expression that reads the switch the user set is not said to ignore it; one that never
    /// ran is not named as the giver.
    func testAnExpressionReadingTheSwitchOrNeverRunIsNotBlamedForIgnoringIt() {
        let steps: [Step] = [.launch, .set(ControlLocator(outlet: "isUpdate"), on: false, value: nil, index: nil), .tap(ControlLocator(segue: "Submit"))]
        let reads = Self.fromLabel.replacingOccurrences(of: "isUpdateText.text?.contains(\"갱신\") ?? false", with: "!isUpdate.isOn")
        let found = TeachingRules.explanations(for: context(reads, coverage: coverage([4: 1, 6: 1, 8: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신안함"),
                                                            expected: "\"자동갱신안함\"", actual: "\"자동갱신\"", steps: steps, step: 3))
        XCTAssertFalse(found.map(\.text.en).joined().contains("does not read"), "\(found.map(\.text.en))")
        let never = TeachingRules.explanations(for: context(Self.fromLabel, coverage: coverage([4: 1, 6: 0, 7: 1, 8: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신안함"),
                                                            expected: "\"자동갱신안함\"", actual: "\"자동갱신\"", steps: steps, step: 3))
        XCTAssertFalse(never.map(\.text.en).joined().contains("which ran"), "\(never.map(\.text.en))")
    }

    // MARK: A test read after the transition

    static let saveAfterPop = """
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSave(_ sender: Any) {
            guard let nav = navigationController else { return }
            nav.popViewController(animated: true)
            guard nav.topViewController === self else { return }
            UserDefaults.standard.set(email.text, forKey: "savedEmail")
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resultEmail.text = UserDefaults.standard.string(forKey: "savedEmail") ?? "(없음)"
        }
    }
    """

    /// The store's write never ran: the `guard` that sent the code away is named, and that the pop
    /// just before it had already changed the stack it reads.
    func testAStoreWriteBehindATestReadAfterThePopIsExplainedByThePop() {
        let found = TeachingRules.explanations(for: context(Self.saveAfterPop, coverage: coverage([3: 1, 6: 1, 7: 0, 8: 1, 12: 2]),
                                                            expectation: .label(outlet: "resultEmail", text: "saved@example.com"),
                                                            expected: "\"saved@example.com\"", actual: "\"(없음)\""))
        XCTAssertEqual(found.map(\.rule), ["store-write-never-ran"])
        XCTAssertEqual(found.first?.text.en, "In this run `UserDefaults.standard.set(…, forKey: \"savedEmail\")` (line 7, in `onSave(_:)`) never ran: the test `nav.topViewController === self` (line 6) was reached once, and it was false. Read that test against what the user did: what does each part of it hold at that moment (a test the wrong way round, another control or identifier, `==` for `!=`)? Note that `nav.popViewController(…)` (line 5) ran just before it: the screens had already changed when `nav.topViewController === self` was read, so it describes the stack after that change, not before. Do the work before the transition, or test what you need before calling it.")
        XCTAssertTrue(found.first?.text.ko.contains("바로 앞에서 `nav.popViewController(…)`(5번째 줄)가 실행되었다는 점을 보세요.") == true, found.first?.text.ko ?? "")
    }

    /// A test of a control (not of the screens) after the pop says nothing of the pop.
    func testATestOfAControlAfterAPopSaysNothingOfThePop() {
        let code = Self.saveAfterPop.replacingOccurrences(of: "guard nav.topViewController === self else { return }",
                                                          with: "guard email.text?.isEmpty == true else { return }")
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 6: 1, 7: 0, 8: 1, 12: 2]),
                                                            expectation: .label(outlet: "resultEmail", text: "saved@example.com"),
                                                            expected: "\"saved@example.com\"", actual: "\"(없음)\""))
        XCTAssertEqual(found.map(\.rule), ["store-write-never-ran"])
        XCTAssertFalse(found.first?.text.en.contains("ran just before it") ?? true)
    }

    // MARK: An empty text sent on

    static let sendsTyped = """
    class SubViewController: UIViewController {
        @IBOutlet var inputText: UITextField!
        weak var delegate: MyDataDelegate?
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            guard let typed = inputText.text else { return }
            delegate?.sendData(typed)
        }
    }
    class MainViewController: UIViewController, MyDataDelegate {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            (segue.destination as? SubViewController)?.delegate = self
        }
        func sendData(_ text: String) {}
    }
    """

    /// The empty text reached the label through a `guard let` that lets `""` through, and the call
    /// passing it on ran: said, though the field was typed into on an earlier screen.
    func testAnEmptyTextPassedOnThroughANilTestIsExplained() {
        let steps: [Step] = [.launch, .type(ControlLocator(outlet: "inputText"), text: "first"), .back, .tap(ControlLocator(segue: "GotoSubView")), .back]
        let found = TeachingRules.explanations(for: context(Self.sendsTyped, coverage: coverage([4: 2, 7: 2]),
                                                            expectation: .label(outlet: "resultLabel", text: "first"),
                                                            expected: "\"first\"", actual: "\"\"", steps: steps, step: 5))
        XCTAssertEqual(found.map(\.rule), ["empty-text-is-not-nil"])
        XCTAssertEqual(found.first?.text.en, "`guard let typed = inputText.text` always succeeds for a text field: UITextField's text is never nil, and an empty field's text is \"\" (an empty string), not nil. So the empty `inputText` passed your test and its \"\" was passed on, replacing the value that should have stayed. Test for the empty string too: `if let text = inputText.text, !text.isEmpty { … }`.")
        // The call never ran: the value was missing, not an empty text sent.
        let notSent = TeachingRules.explanations(for: context(Self.sendsTyped, coverage: coverage([4: 2, 7: 0]),
                                                              expectation: .label(outlet: "resultLabel", text: "first"),
                                                              expected: "\"first\"", actual: "\"\"", steps: steps, step: 5))
        XCTAssertFalse(notSent.map(\.rule).contains("empty-text-is-not-nil"), "\(notSent.map(\.rule))")
    }

    // MARK: An optional chain on a controller just made

    /// `result.navigationController?.push…` on the screen made two lines up: the chain's link is
    /// nil because that controller is on no screen yet; said with the line that made it.
    func testAChainOnAControllerJustMadeNamesTheLineThatMadeIt() {
        let code = """
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                let result = storyboard?.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                result.paramEmail = "x"
                result.navigationController?.pushViewController(result, animated: true)
            }
        }
        """
        let events = [event("ViewController#1", "viewDidLoad", step: 0), event("UINavigationController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "onSubmit(_:)", "sender=UIButton#1", step: 1),
                      event("ResultViewController#1", "init(coder:)", step: 1)]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([2: 1, 5: 1]), expectation: .top("ResultViewController"),
                                                            expected: "ResultViewController", actual: "ViewController#1", events: events))
        XCTAssertTrue(found.map(\.rule).contains("skipped-optional-chain"), "\(found.map(\.rule))")
        let why = found.first { $0.rule == "skipped-optional-chain" }
        XCTAssertEqual(why?.text.en, "In ViewController#1.onSubmit(_:), `result.navigationController?.pushViewController(…)` (line 5) did nothing: `result` holds the controller made at line 3 (`storyboard?.instantiateViewController(withIdentifier: \"RVC\") as! ResultViewController`), which is on no screen until something pushes or presents it (ask the controller that is on screen instead: `self.navigationController?.…`, not `result.navigationController`), so `navigationController` is nil and the optional chain (`?.`) skipped the call without a word.")
        // Shown first (presented, then chained): the link is not said to be nil for that reason.
        let shownFirst = code.replacingOccurrences(of: "result.paramEmail = \"x\"", with: "present(result, animated: true)")
        let other = TeachingRules.explanations(for: context(shownFirst, coverage: coverage([2: 1, 5: 1]), expectation: .top("ResultViewController"),
                                                            expected: "ResultViewController", actual: "ViewController#1", events: events))
        XCTAssertFalse(other.map(\.text.en).joined().contains("on no screen until"), "\(other.map(\.text.en))")
    }

    // MARK: A screen that had to stay, covered by the learner's own call

    /// The form had to stay on top; the learner's `present` (which ran) put an alert over it: the
    /// why says the screen was covered by that call, an alert being a presented screen like any
    /// other (conclusive: a change that only stops the alert from being made is no fix to tell).
    func testAScreenThatHadToStayCoveredByTheLearnersPresentIsSaidSo() {
        let code = """
        class ViewController: UIViewController {
            func warn() {
                let alert = UIAlertController(title: "!", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                if email.text?.isEmpty ?? true { warn(); return false }
                return true
            }
        }
        """
        let events = [event("ViewController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "shouldPerformSegue(withIdentifier:sender:)", "\"Submit\" sender=UIButton#1", step: 1),
                      event("ViewController#1", "present(_:animated:completion:)", "UIAlertController#1 animated=true", step: 1)]
        let steps: [Step] = [.launch, .tap(ControlLocator(segue: "Submit")), .expect(.top("ViewController"))]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([2: 1, 4: 1, 6: 1]), expectation: .top("ViewController"),
                                                            expected: "ViewController", actual: "UIAlertController#1", steps: steps, events: events))
        XCTAssertEqual(found.map(\.rule), ["alert-covers-screen"])
        XCTAssertEqual(found.first?.text.en, "`present(alert, animated: true)` (line 4, in `warn()`) put an alert (UIAlertController#1) over the screen: an alert is a view controller presented like any other, so while it is up ViewController is not the top screen, and this check expects the screen to stay as it was, with nothing over it. Refuse without showing anything (return `false`, or do not call `performSegue`); to tell the user why, show it on the screen itself (a label) rather than with an alert.")
        XCTAssertEqual(found.first?.text.ko, "`present(alert, animated: true)`(4번째 줄, `warn()` 안)은 화면 위에 알림(UIAlertController#1)을 띄웁니다. 알림도 다른 화면처럼 띄우는 뷰 컨트롤러이므로, 떠 있는 동안 ViewController는 맨 위 화면이 아닙니다. 이 검사는 화면이 아무것도 덮이지 않은 채 그대로 있기를 기대합니다. 아무것도 띄우지 말고 거절하세요(`false`를 돌려주거나 `performSegue`를 부르지 않기). 이유를 알리고 싶다면 알림 대신 화면 안(레이블)에 보여 주세요.")
    }

    // MARK: An action that moved no screen

    static let submit = """
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSubmit(_ sender: Any) {
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
            rvc.paramEmail = email.text
            if email.text?.isEmpty == true {
                navigationController?.pushViewController(rvc, animated: true)
            }
        }
    }
    """

    /// The action ran and moved nothing: its push never ran, and the coverage tells why (the test
    /// that was false, or the unwrap that found nil), instead of a list of what it might be.
    func testAnActionThatMovedNothingNamesWhatKeptItsTransitionFromRunning() {
        let events = [event("ViewController#1", "viewDidLoad", step: 0), event("UINavigationController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "onSubmit(_:)", "sender=UIButton#1", step: 2)]
        let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "a@b.c"), .tap(ControlLocator(action: "onSubmit:")), .expect(.top("ResultViewController"))]
        let test = TeachingRules.explanations(for: context(Self.submit, coverage: coverage([3: 1, 5: 1, 6: 1, 7: 0, 8: 1]), expectation: .top("ResultViewController"),
                                                           expected: "ResultViewController", actual: "ViewController#1", steps: steps, step: 3, events: events))
        XCTAssertEqual(test.map(\.rule), ["condition-decided"], "the reading of the test is its own rule; screen-flow gives way to it")
        XCTAssertEqual(test.first?.text.en, "In this run `navigationController?.pushViewController(…)` (line 7, in `onSubmit(_:)`) never ran: the test `email.text?.isEmpty == true` (line 6) was reached once, and it was false. When it was reached, `email` held \"a@b.c\" (the user typed it in this check), so `email.text?.isEmpty == true` was false, and that stopped the line from running. That part reads the field the wrong way round: write `email.text?.isEmpty == false`.")
        let unwrap = TeachingRules.explanations(for: context(Self.submit, coverage: coverage([3: 1, 4: 1, 5: 0, 9: 1]), expectation: .top("ResultViewController"),
                                                             expected: "ResultViewController", actual: "ViewController#1", steps: steps, step: 3, events: events))
        XCTAssertEqual(unwrap.first?.text.en, "In this run `navigationController?.pushViewController(…)` (line 7, in `onSubmit(_:)`) never ran: the unwrap `let rvc = storyboard?.instantiateViewController(withIdentifier: \"RVC\") as? ResultViewController` (line 4) was reached once and found no value (nil), so the code stopped there. Look at what it unwraps at that moment: a cast to a class the object is not, a link (`navigationController`, `presentingViewController`, a `weak` property) that is nil there, a name that was never given a value.")
        XCTAssertTrue(unwrap.first?.text.ko.hasPrefix("이번 실행에서 `onSubmit(_:)`의 `navigationController?.pushViewController(…)`(7번째 줄)는 한 번도 실행되지 않았습니다. 옵셔널 바인딩") == true, unwrap.first?.text.ko ?? "")
    }

    /// The flag came from the switch the user set and the test negates it: the why says the value
    /// was right and the test reads it backwards. A giver that negates the switch itself is not that case.
    func testANegatedTestOfAFlagGivenByTheSwitchIsReadBackwards() {
        let code = Self.fromLabel.replacingOccurrences(of: "isUpdateText.text?.contains(\"갱신\") ?? false", with: "isUpdate.isOn")
            .replacingOccurrences(of: "resultUpdate.text = paramUpdate ?", with: "resultUpdate.text = !paramUpdate ?")
        let steps: [Step] = [.launch, .set(ControlLocator(outlet: "isUpdate"), on: true, value: nil, index: nil), .tap(ControlLocator(segue: "Submit"))]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([4: 1, 6: 1, 8: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신"),
                                                            expected: "\"자동갱신\"", actual: "\"자동갱신안함\"", steps: steps, step: 3))
        XCTAssertEqual(found.map(\.rule), ["wrong-branch"])
        XCTAssertEqual(found.first?.text.en, "`resultUpdate` shows \"자동갱신안함\" because of the test `!paramUpdate` (ViewController.swift line 14). `paramUpdate` holds what the user chose: it comes from `rvc.paramUpdate = isUpdate.isOn` (ViewController.swift line 6), which ran and reads the switch `isUpdate` itself. So the value was right and the test reads it the wrong way round: `!paramUpdate` is true when `paramUpdate` is false. Test `paramUpdate` itself, or swap the two values.")
        let negatedGiver = code.replacingOccurrences(of: "rvc.paramUpdate = isUpdate.isOn", with: "rvc.paramUpdate = !isUpdate.isOn")
        let other = TeachingRules.explanations(for: context(negatedGiver, coverage: coverage([4: 1, 6: 1, 8: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신"),
                                                            expected: "\"자동갱신\"", actual: "\"자동갱신안함\"", steps: steps, step: 3))
        XCTAssertFalse(other.map(\.text.en).joined().contains("reads it the wrong way round"), "\(other.map(\.text.en))")
    }

    // MARK: Round 5, second part

    /// A `case` whose `fallthrough` runs the next case, which sets the value again: both ran.
    func testAFallthroughIntoACaseThatSetsTheValueAgainIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                switch segue.identifier {
                case "DefaultSubmit":
                    rvc.paramInterval = 10
                    fallthrough
                case "ActionSubmit":
                    rvc.paramInterval = interval.value
                default:
                    break
                }
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 7: 1, 9: 1, 10: 1, 11: 0, 13: 1]),
                                                            expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0"),
                                                            expected: "10.0", actual: "0.0"))
        XCTAssertEqual(found.map(\.rule), ["ran-then-replaced"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramInterval = 10` (line 7) ran, but the `fallthrough` at line 8 then ran the next `case` as well, and its `rvc.paramInterval = interval.value` (line 10) replaced the value. In Swift a `case` ends by itself; `fallthrough` runs the next case's body without testing it. Remove the `fallthrough`, or put what both cases share before the `switch`.")
        // Without the `fallthrough`, the other case's line is not said to replace anything.
        let plain = code.replacingOccurrences(of: "            fallthrough\n", with: "            break\n")
        let none = TeachingRules.explanations(for: context(plain, coverage: coverage([3: 1, 7: 1, 9: 0, 11: 0, 13: 1]),
                                                           expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0"),
                                                           expected: "10.0", actual: "0.0"))
        XCTAssertFalse(none.map(\.rule).contains("ran-then-replaced"), "\(none.map(\.rule))")
    }

    /// A weak link whose object was released: the call through it ran, its method never did, the
    /// line giving the link a value ran, and a removal from a list ran.
    func testACallThroughAWeakLinkWhoseObjectWasReleasedIsExplained() {
        let code = """
        class LeftViewController: UIViewController {
            weak var coordinator: LeftCoordinator?
            @IBAction func onNext(_ sender: Any) {
                coordinator?.showDetail()
            }
        }
        class LeftCoordinator {
            func start(_ vc: LeftViewController) {
                vc.coordinator = self
            }
            func showDetail() {
                print("detail")
            }
        }
        class MainCoordinator {
            var childCoordinators: [LeftCoordinator] = []
            func childDidFinish(_ child: LeftCoordinator?) {
                childCoordinators.removeAll { $0 === child }
            }
        }
        """
        let events = [event("LeftViewController#1", "viewDidLoad", step: 1), event("LeftViewController#1", "onNext(_:)", "sender=UIButton#2", step: 2)]
        let steps: [Step] = [.launch, .tap(ControlLocator(action: "onLeft:")), .tap(ControlLocator(action: "onNext:")), .expect(.top("DetailViewController"))]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 8: 1, 11: 0, 14: 1, 17: 1, 19: 1]), expectation: .top("DetailViewController"),
                                                            expected: "DetailViewController", actual: "LeftViewController#1", steps: steps, step: 3, events: events))
        XCTAssertEqual(found.map(\.rule), ["screen-flow"])
        XCTAssertEqual(found.first?.text.en, "`coordinator?.showDetail(…)` (line 4) ran, but the method it calls never did: `coordinator` was nil there. It is `weak`, and it was given an object (`vc.coordinator = self`, line 9, in LeftCoordinator's `start(_:)`), but a weak reference does not keep its object alive: once nothing else held that object, it was released and `coordinator` became nil. Here `childCoordinators.removeAll(…)` (line 18, in `childDidFinish(_:)`) ran: check that it does not drop the object while its screen is still in use. Keep the object in something that holds it strongly for as long as the screen needs it (a coordinator: in its parent's `childCoordinators`).")
        // The method it calls ran: the link was not nil, nothing is said of it.
        let ran = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 8: 1, 11: 1, 14: 1, 17: 1, 19: 1]), expectation: .top("DetailViewController"),
                                                          expected: "DetailViewController", actual: "LeftViewController#1", steps: steps, step: 3, events: events))
        XCTAssertFalse(ran.map(\.text.en).joined().contains("weak reference"), "\(ran.map(\.text.en))")
    }

    /// Values set on a controller made in code while the segue showed its own destination.
    func testValuesSetOnAControllerMadeInCodeBesideTheSeguesDestinationAreNamed() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = ResultViewController()
                rvc.paramEmail = "x"
            }
        }
        """
        let events = [event("ViewController#1", "viewDidLoad", step: 0),
                      event("ResultViewController#1", "init(coder:)", step: 1),
                      event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1", step: 1),
                      event("ResultViewController#2", "init(nibName:bundle:)", step: 1),
                      event("ResultViewController#1", "viewDidLoad", step: 1)]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([2: 1]),
                                                            expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "\"a@b.c\""),
                                                            expected: "\"a@b.c\"", actual: "\"\"", events: events))
        XCTAssertEqual(found.first?.rule, "twin-instance")
        XCTAssertEqual(found.first?.text.en, "You made ResultViewController#2 in code (`ResultViewController()`) and set values on it, but the segue showed another instance, ResultViewController#1: the segue's destination, which the storyboard made. They are two separate objects, so the values never reached the screen, and ResultViewController#2 never appeared. In prepare(for:sender:), set the values on `segue.destination as? ResultViewController` instead of making a new one.")
    }

    /// The value lived in the released VC2#1; the code saves it under a key no line reads.
    func testAValueSavedUnderAKeyNothingReadsIsNamedWithTheLostInstance() {
        let code = """
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = value
            }
        }
        class VC3: UIViewController {
            @IBAction func onSend(_ sender: Any) {
                UserDefaults.standard.set("from VC3", forKey: "sentValue")
                (navigationController?.viewControllers.dropLast().last as? VC2)?.value = "from VC3"
                navigationController?.popViewController(animated: true)
            }
        }
        """
        let events = [event("VC2#1", "init(coder:)", step: 1), event("VC2#1", "viewDidLoad", step: 1), event("VC2#1", "deinit", step: 4),
                      event("VC2#2", "init(coder:)", step: 5), event("VC2#2", "viewDidLoad", step: 5)]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([4: 2, 10: 1]), expectation: .label(outlet: "valueLabel", text: "from VC3"),
                                                            expected: "\"from VC3\"", actual: "\"\"", step: 6, events: events))
        XCTAssertEqual(found.first?.rule, "lost-value-new-instance")
        XCTAssertEqual(found.first?.text.en, "The screen shown now, VC2#2, is a new instance: the value it needs lived in VC2#1, which was released when you went back. You do save it, under the key \"sentValue\" (VC3, line 11), but no line of your code reads that key, so the new screen never gets it. Read it back where the screen shows it: `UserDefaults.standard.string(forKey: \"sentValue\")` in `viewWillAppear(_:)`.")
        // A code that reads the key back lost the value some other way: this reading is not given.
        let reads = code.replacingOccurrences(of: "valueLabel.text = value", with: "valueLabel.text = UserDefaults.standard.string(forKey: \"sentValue\")")
        let other = TeachingRules.explanations(for: context(reads, coverage: coverage([4: 2, 10: 1]), expectation: .label(outlet: "valueLabel", text: "from VC3"),
                                                            expected: "\"from VC3\"", actual: "\"\"", step: 6, events: events))
        XCTAssertFalse(other.map(\.text.en).joined().contains("no line of your code reads that key"), "\(other.map(\.text.en))")
    }

    /// `presentingViewController!` on a pushed screen: the crash at that line is explained by why
    /// the link was nil for the controller running it.
    func testAForcedUnwrapOfANilLinkIsExplainedByWhyItWasNil() {
        let code = """
        class FormViewController: UIViewController {
            @IBAction func onDone(_ sender: Any) {
                let main = presentingViewController! as! ViewController
                main.paramEmail = "x"
            }
        }
        """
        let crash = CrashReport(kind: .fatalError, reason: "Unexpectedly found nil while unwrapping an Optional value", step: 2,
                                file: "App/ViewController.swift", line: 3)
        let events = [event("UINavigationController#1", "viewDidLoad", step: 0), event("ViewController#1", "viewDidLoad", step: 0),
                      event("UINavigationController#1", "pushViewController(_:animated:)", "FormViewController#1 animated=true", step: 1),
                      event("FormViewController#1", "viewDidLoad", step: 1), event("FormViewController#1", "onDone(_:)", "sender=UIButton#1", step: 2)]
        let context = FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: nil, expectation: nil),
                                     run: RunRecord(timeline: events.map { .event($0) }, crash: crash, state: nil),
                                     storyboards: [], sources: LearnerCode(sources: [code], paths: [Self.path]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.first?.rule, "forced-unwrap-nil-link", "\(found.map(\.rule))")
        XCTAssertEqual(found.first?.text.en, "The app stopped at ViewController.swift:3 (in `onDone(_:)`): `presentingViewController!` force-unwraps `presentingViewController`, and it was nil there: FormViewController#1 was not presented (it was pushed, or it is the window's root). A `!` (or `as!`) on nil ends the app. Use the object that is really there, or unwrap it with `if let`/`guard let` and handle nil.")
    }

    /// A counter shown in `viewWillAppear` but counted in `viewDidLoad`: the label's line ran more
    /// times than the line that changes what it shows.
    func testACountChangedOnlyInViewDidLoadIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var status: UILabel!
            var appearances = 0
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                status.text = "표시 \\(appearances)회"
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                appearances += 1
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([4: 2, 8: 1, 11: 0]), expectation: .label(outlet: "status", text: "표시 2회"),
                                                            expected: "\"표시 2회\"", actual: "\"표시 1회\""))
        XCTAssertEqual(found.first?.rule, "updated-only-on-load", "\(found.map(\.rule))")
        XCTAssertEqual(found.first?.text.en, "`status` is set in `viewWillAppear(_:)`, which ran 2 times, from `appearances`; but `appearances` changes only at line 10, in `viewDidLoad()`, which UIKit calls once per instance (it ran once). So each time the screen came back, the label showed a value that had not changed. Change `appearances` where the event happens again (for each appearance: in `viewWillAppear(_:)`).")
        // Counted in viewWillAppear too: not this reading.
        let counted = code.replacingOccurrences(of: "super.viewWillAppear(animated)\n", with: "super.viewWillAppear(animated)\n        appearances += 1\n")
        let none = TeachingRules.explanations(for: context(counted, coverage: coverage([4: 2, 9: 1, 12: 0]), expectation: .label(outlet: "status", text: "표시 2회"),
                                                           expected: "\"표시 2회\"", actual: "\"표시 1회\""))
        XCTAssertFalse(none.map(\.rule).contains("updated-only-on-load"))
    }

    // MARK: Round 5, third part (data flow)

    /// A dictionary saved under a key and read back with `string(forKey:)`; an if/else of the
    /// reader is not "set again on every path".
    func testADictionarySavedAndReadAsAStringIsNamedNotTheIfElseOfTheReader() {
        let code = """
        struct Keys {
            static let profile = "profile"
        }
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onSave(_ sender: Any) {
                let profile: [String: String] = ["email": email.text ?? ""]
                UserDefaults.standard.set(profile, forKey: Keys.profile)
            }
        }
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let saved = UserDefaults.standard.string(forKey: Keys.profile) {
                    resultEmail.text = saved
                } else {
                    resultEmail.text = "(없음)"
                }
            }
        }
        """
        let events = [event("ViewController#1", "viewWillAppear(_:)", step: 0), event("FormViewController#1", "onSave(_:)", "sender=UIButton#1", step: 1),
                      event("ViewController#1", "viewWillAppear(_:)", step: 1)]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([6: 1, 13: 2, 16: 0, 17: 2, 18: 2]),
                                                            expectation: .label(outlet: "resultEmail", text: "a@b.c"), expected: "\"a@b.c\"", actual: "\"(없음)\"",
                                                            events: events))
        XCTAssertEqual(found.map(\.rule), ["store-type-mismatch"])
        XCTAssertEqual(found.first?.text.en, "You save a dictionary (`profile`, FormViewController line 8) under the key \"profile\", and read it back with `string(forKey:)` (ViewController line 15), which gives a value only when the key holds the kind it names: for a dictionary it gives nil (0 or false for numbers), without any error. Read it with the accessor of the kind you saved (`dictionary(forKey:)`, then take what you need from it), or save the value itself in the kind you read.")
    }

    /// What a value saved under a key is, read from how it is written: an encoder's output or a
    /// `Data` property is data, a read with a list's default is a list; a plain name is not guessed.
    func testTheKindOfASavedValueFromHowItIsWritten() {
        let code = CodeFacts(sources: ["""
        class Form {
            var payload: Data?
            var names: [String] = []
        }
        """])
        func kind(_ text: String) -> StoredKind? { StoreTypeMismatchRule.kind(of: text, code: code, method: nil, owner: "Form") }
        XCTAssertEqual(kind("try? JSONEncoder().encode(entry)"), .data)
        XCTAssertEqual(kind("try PropertyListEncoder().encode(value)"), .data)
        XCTAssertEqual(kind("text.data(using: .utf8)"), .data)
        XCTAssertEqual(kind("payload"), .data)
        XCTAssertEqual(kind("UserDefaults.standard.stringArray(forKey: \"emails\") ?? []"), .array)
        XCTAssertEqual(kind("names"), .array)
        XCTAssertEqual(kind("defaults.dictionary(forKey: \"profile\") ?? [:]"), .dictionary)
        XCTAssertNil(kind("entry"))
    }

    /// Two classes each declare a key constant of the same name with different values: the keys differ.
    func testKeyConstantsOfTheSameNameInTwoClassesAreEachTheirOwn() {
        let code = """
        class VC3: UIViewController {
            private let sentValueKey = "sentValue"
            @IBAction func onSend(_ sender: Any) {
                UserDefaults.standard.set("from VC3", forKey: sentValueKey)
            }
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            private let sentValueKey = "sendValue"
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = UserDefaults.standard.string(forKey: sentValueKey) ?? "-"
            }
        }
        """
        let facts = LearnerCode(sources: [code], paths: [Self.path]).facts
        XCTAssertEqual(facts.keys.map(\.key), ["sentValue", "sendValue"])
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 10: 2]), expectation: .label(outlet: "valueLabel", text: "from VC3"),
                                                            expected: "\"from VC3\"", actual: "\"-\""))
        XCTAssertEqual(found.first?.rule, "key-slip")
    }

    /// The delegate passes a value that reads no text field the user typed into.
    func testAValuePassedOnThatDoesNotReadTheTypedFieldIsNamed() {
        let code = """
        class SubViewController: UIViewController {
            @IBOutlet var inputText: UITextField!
            var paramText: String?
            weak var delegate: MyDataDelegate?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if let value = paramText {
                    delegate?.sendData(value)
                }
            }
        }
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
        let steps: [Step] = [.launch, .tap(ControlLocator(segue: "GotoSubView")), .type(ControlLocator(outlet: "inputText"), text: "hello"), .back,
                             .expect(.label(outlet: "resultLabel", text: "hello"))]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([5: 1, 14: 1, 17: 1]), expectation: .label(outlet: "resultLabel", text: "hello"),
                                                            expected: "\"hello\"", actual: "\"-\"", steps: steps, step: 4))
        XCTAssertEqual(found.first?.rule, "input-not-passed", "\(found.map(\.rule))")
        XCTAssertEqual(found.first?.text.en, "In this check the user typed into `inputText`, but what `delegate?.sendData(…)` (line 8, in `viewWillDisappear(_:)`) passes on is `value` (that is, `paramText`), which does not read `inputText`: the call ran, and the typed text never left the screen. Pass what the field holds: `inputText.text ?? \"\"`.")
        // Passing the field's text (or a property given it) is not this case.
        let passes = code.replacingOccurrences(of: "if let value = paramText {", with: "if let value = inputText.text {")
        let none = TeachingRules.explanations(for: context(passes, coverage: coverage([5: 1, 14: 1, 17: 1]), expectation: .label(outlet: "resultLabel", text: "hello"),
                                                           expected: "\"hello\"", actual: "\"-\"", steps: steps, step: 4))
        XCTAssertFalse(none.map(\.rule).contains("input-not-passed"))
    }

    /// A helper called after a case's own values sets them again.
    func testAHelperCalledAfterTheCasesValuesThatSetsThemAgainIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                if segue.identifier == "DefaultSubmit" {
                    rvc.paramInterval = 10
                }
                fill(rvc)
            }
            private func fill(_ rvc: ResultViewController) {
                rvc.paramInterval = interval.value
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 6: 1, 7: 1, 10: 1]),
                                                            expectation: .property(of: "ResultViewController#1", name: "paramInterval", equals: "10.0"),
                                                            expected: "10.0", actual: "0.0"))
        XCTAssertEqual(found.map(\.rule), ["ran-then-replaced"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramInterval = 10` (line 6) ran, but `fill(…)` (line 8) ran after it, and its `rvc.paramInterval = interval.value` (line 11, in `fill(_:)`) replaced the value. Let the helper set only what every case shares, and give the case's own values after calling it (or pass them to it).")
    }

    /// A computed property choosing by `return`s is the same choice as `c ? a : b`: a negated test
    /// of a flag given by the switch is read backwards.
    func testAChoiceMadeByReturnsIsReadLikeATernary() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                rvc.paramUpdate = isUpdate.isOn
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            var updateText: String {
                if !paramUpdate {
                    return "자동갱신"
                }
                return "자동갱신안함"
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = updateText
            }
        }
        """
        let steps: [Step] = [.launch, .set(ControlLocator(outlet: "isUpdate"), on: false, value: nil, index: nil), .tap(ControlLocator(segue: "Submit"))]
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([3: 1, 11: 1, 13: 1, 15: 0, 17: 1]),
                                                            expectation: .label(outlet: "resultUpdate", text: "자동갱신안함"),
                                                            expected: "\"자동갱신안함\"", actual: "\"자동갱신\"", steps: steps, step: 3))
        XCTAssertEqual(found.first?.rule, "wrong-branch")
        XCTAssertTrue(found.first?.text.en.hasPrefix("`resultUpdate` shows \"자동갱신\" because of the test `!paramUpdate` (ViewController.swift line 12).") == true, found.first?.text.en ?? "")
    }

    /// `let index = stack.count - 1` then `stack[index] as? X`: the screen itself.
    func testAnIndexNamedForTheLastElementIsTheScreenItself() {
        let body = """
            guard let stack = self.navigationController?.viewControllers else { return }
            let index = stack.count - 1
            if let mainVC = stack[index] as? ViewController { mainVC.paramEmail = "x" }
        """
        XCTAssertEqual(body.firstMatch(StackLastIsSelfRule.topOfStack(in: body))?[2], "ViewController")
    }

    /// A value read once in `viewDidLoad` under an `if let` that found nothing then: the label's
    /// line ran twice, `viewDidLoad` once.
    func testAValueReadOnlyInViewDidLoadUnderAnUnwrapThatFoundNothingIsNamed() {
        let code = """
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                if let saved = UserDefaults.standard.string(forKey: "vc3Value") {
                    value = saved
                }
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = value ?? "-"
            }
        }
        """
        let found = TeachingRules.explanations(for: context(code, coverage: coverage([4: 1, 7: 0, 8: 1, 10: 2]), expectation: .label(outlet: "valueLabel", text: "from VC3"),
                                                            expected: "\"from VC3\"", actual: "\"-\""))
        XCTAssertEqual(found.first?.rule, "updated-only-on-load", "\(found.map(\.rule))")
    }
}
