import LearnerBuild
import Teaching
import WorkbookProtocol
import XCTest

/// The readings of the code's paths (the conditions a statement runs under, the branch that
/// chose a value, the compiler's own warnings) and the rules stated over them, on code written
/// the way learners write it, without building an app.
final class ConditionRulesTests: XCTestCase {
    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int = 1) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step)
    }

    func context(_ events: [TraceEvent], sources: [String], expectation: Expectation?, expected: String = "x", actual: String = "\"\"",
                 step: Int? = 2, warnings: [CompilerDiagnostic] = [], storyboards: [StoryboardDocument] = []) -> FailureContext {
        FailureContext(check: CheckFacts(id: "c", steps: []),
                       failure: FailureFacts(step: step, expectation: expectation, expected: expected, actual: actual),
                       run: RunRecord(timeline: events.map { .event($0) }, crash: nil, state: nil),
                       storyboards: storyboards, sources: LearnerCode(sources: sources, warnings: warnings))
    }

    func explanations(_ context: FailureContext) -> [Explanation] { TeachingRules.explanations(for: context) }

    // MARK: Code facts

    /// Writes no assignment shows: through a key path, a key-value coding key, a setter's selector as text.
    func testPropertiesWrittenByKeyAreKnown() {
        let facts = CodeFacts(sources: ["""
        class VC: UIViewController {
            func go(_ result: ResultViewController) {
                result[keyPath: \\.paramEmail] = "a"
                configure(result, \\ResultViewController.paramUpdate, true)
                result.setValue(5, forKey: "paramInterval")
                result.perform(NSSelectorFromString("setParamNote:"), with: "n")
                result.paramShown = "s"
            }
        }
        """])
        for name in ["paramEmail", "paramUpdate", "paramInterval", "paramNote"] {
            XCTAssertTrue(facts.writtenByKey(name), name)
        }
        XCTAssertFalse(facts.writtenByKey("paramShown"), "a plain assignment is an assignment, not a key")
        XCTAssertFalse(facts.writtenByKey("paramOther"))
    }

    func testConditionsOfIfElseGuardEarlyExitCaseAndElse() {
        let facts = CodeFacts(sources: ["""
        class VC: UIViewController {
            @IBAction func go(_ sender: Any) {
                guard let text = field.text else { return }
                if text.count > 20 { return }
                if !text.isEmpty {
                    performSegue(withIdentifier: "Next", sender: nil)
                } else {
                    label.text = "empty"
                }
                switch mode {
                case .a: show(Other(), sender: nil)
                default: break
                }
            }
        }
        """])
        let perform = facts.calls.first { $0.name == "performSegue" }
        // Innermost first; the exits before it in its block in source order.
        XCTAssertEqual(perform?.conditions.map(\.text), ["!text.isEmpty", "let text = field.text", "text.count > 20"])
        XCTAssertEqual(perform?.conditions.map(\.holds), [true, true, false])
        let set = facts.assignments.first { $0.target == "label.text" }
        XCTAssertEqual(set?.conditions.first?.text, "!text.isEmpty")
        XCTAssertEqual(set?.conditions.first?.holds, false)
        XCTAssertEqual(facts.calls.first { $0.name == "show" }?.conditions.first?.text, "mode is .a")
    }

    func testChoicesFromTernariesAndIfElse() {
        let facts = CodeFacts(sources: ["""
        class R: UIViewController {
            override func viewDidLoad() {
                resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                if paramInterval > 5 { slow.text = "slow" } else { slow.text = "fast" }
            }
        }
        """])
        XCTAssertEqual(facts.choices.map(\.condition), ["paramUpdate", "paramInterval > 5"])
        XCTAssertEqual(facts.choices.first?.whenTrue, "\"자동갱신\"")
        XCTAssertEqual(facts.choices.last?.whenFalse, "\"fast\"")
    }

    // MARK: Rules

    /// An inverted test around the assignment in `prepare`: the condition is named, in both languages.
    func testAnAssignmentUnderAConditionNamesIt() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier != "ActionSubmit" {
                    let rvc = segue.destination as? ResultViewController
                    rvc?.paramEmail = email.text!
                }
            }
        }
        """
        let found = explanations(context([event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1")],
                                         sources: [code], expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c")))
        XCTAssertEqual(found.map(\.rule), ["condition-decided"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramEmail = …` (line 5, in `prepare(for:sender:)`) runs only when `segue.identifier != \"ActionSubmit\"` (line 3). In this run what it does never showed: read that condition against what the user did (a test the wrong way round, `==` for `!=`, a `!` too many or too few).")
        XCTAssertTrue(found.first?.text.ko.contains("`segue.identifier != \"ActionSubmit\"`(3번째 줄)일 때만 실행됩니다") == true, found.first?.text.ko ?? "")
    }

    /// The label is set in a delegate method; its only call is under a condition.
    func testAProtocolMethodCalledUnderAConditionNamesTheCondition() {
        let main = """
        protocol SendDataDelegate: AnyObject { func sendData(_ data: String) }
        class MainViewController: UIViewController, SendDataDelegate {
            @IBAction func onOpen(_ sender: Any) { let sub = SubViewController(); sub.delegate = self; present(sub, animated: true) }
            func sendData(_ data: String) { resultLabel.text = data }
        }
        """
        let sub = """
        class SubViewController: UIViewController {
            weak var delegate: SendDataDelegate?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                let text = field.text ?? ""
                if text.isEmpty { delegate?.sendData(text) }
            }
        }
        """
        let found = explanations(context([], sources: [main, sub], expectation: .label(outlet: "resultLabel", text: "hello")))
        XCTAssertEqual(found.map(\.rule), ["condition-decided"])
        XCTAssertTrue(found.first?.text.en.contains("is set in `sendData(_:)`, and your code calls it (`delegate?.sendData(…)`, line 6, in `viewWillDisappear(_:)`) only when `text.isEmpty` (line 6)") == true,
                      found.first?.text.en ?? "")
        // Nobody calls it at all.
        let dropped = sub.replacingOccurrences(of: "if text.isEmpty { delegate?.sendData(text) }", with: "")
        let never = explanations(context([], sources: [main, dropped], expectation: .label(outlet: "resultLabel", text: "hello")))
        XCTAssertEqual(never.map(\.rule), ["condition-decided"])
        XCTAssertTrue(never.first?.text.en.contains("nothing in your code calls `sendData(_:)`") == true, never.first?.text.en ?? "")
    }

    /// An action ran and nothing moved: the transition's condition, or no transition at all.
    func testAnActionThatMovedNothing() {
        let guarded = """
        class ViewController: UIViewController {
            @IBAction func onPerformSegue(_ sender: Any) {
                let text = email.text ?? ""
                if text.isEmpty {
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }
            }
        }
        """
        let events = [event("ViewController#1", "onPerformSegue(_:)", "sender=UIButton#1")]
        let found = explanations(context(events, sources: [guarded], expectation: .top("ResultViewController")))
        XCTAssertEqual(found.map(\.rule), ["condition-decided"], "the flow reading gives way to the condition")
        XCTAssertTrue(found.first?.text.en.hasPrefix("`performSegue(…)` (line 5, in `onPerformSegue(_:)`) runs only when `text.isEmpty` (line 4).") == true, found.first?.text.en ?? "")
        let none = guarded.replacingOccurrences(of: "performSegue(withIdentifier: \"ManualSubmit\", sender: self)", with: "print(text)")
        let nothing = explanations(context(events, sources: [none], expectation: .top("ResultViewController")))
        XCTAssertEqual(nothing.map(\.rule), ["condition-decided"])
        XCTAssertTrue(nothing.first?.text.en.contains("it has no line that changes the screen") == true, nothing.first?.text.en ?? "")
        XCTAssertTrue(nothing.first?.text.en.contains("`present(…, animated: true)`") == true, "not in a navigation stack: present")
        // A presented screen whose action should go back to its presenter: the advice is dismiss.
        let presented = [event("ViewController#1", "present(_:animated:completion:)", "SecondViewController#1 animated=true", step: 1),
                         event("SecondViewController#1", "onClose(_:)", "sender=UIButton#2", step: 2)]
        let close = "class SecondViewController: UIViewController {\n    @IBAction func onClose(_ sender: Any) {\n    }\n}"
        let back = explanations(context(presented, sources: [close], expectation: .top("ViewController"), step: 3))
        XCTAssertTrue(back.first?.text.en.contains("`dismiss(animated: true)`") == true, back.first?.text.en ?? "")
        // An action that hands the work to the learner's own object (a coordinator) is not said to do nothing.
        let coordinated = "class ViewController: UIViewController {\n    weak var coordinator: MainCoordinator?\n    @IBAction func onPerformSegue(_ sender: Any) { coordinator?.next() }\n}\nclass MainCoordinator { func next() {} }"
        XCTAssertFalse(explanations(context(events, sources: [coordinated], expectation: .top("ResultViewController"))).contains { $0.text.en.contains("no line that changes the screen") })
    }

    /// A segue went on where the check expected to stay: `return false` under an inverted test.
    func testShouldPerformAnsweringFalseOnlyUnderACondition() {
        let code = """
        class ViewController: UIViewController {
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                if identifier != "ActionSubmit" {
                    if (email.text ?? "").isEmpty { return false }
                }
                return true
            }
        }
        """
        let events = [
            event("ViewController#1", "shouldPerformSegue(withIdentifier:sender:)", "identifier=\"ActionSubmit\""),
            event("ResultViewController#1", "init(coder:)"),
            event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1"),
            event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#1 animated=true"),
        ]
        let found = explanations(context(events, sources: [code], expectation: .top("ViewController"), actual: "ResultViewController#1"))
        XCTAssertTrue(found.contains { $0.rule == "condition-decided" && $0.text.en.hasPrefix("`return false` (line 4, in `shouldPerformSegue(withIdentifier:sender:)`) runs only when `(email.text ?? \"\").isEmpty` (line 4) and `identifier != \"ActionSubmit\"` (line 3).") },
                      found.map(\.text.en).joined(separator: "\n"))
    }

    func testTheValueShownIsTheOtherBranch() {
        let code = """
        class ResultViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = !paramUpdate ? "자동갱신" : "자동갱신안함"
            }
        }
        """
        let found = explanations(context([], sources: [code], expectation: .label(outlet: "resultUpdate", text: "자동갱신안함"),
                                         expected: "\"자동갱신안함\"", actual: "\"자동갱신\""))
        XCTAssertEqual(found.map(\.rule), ["wrong-branch"])
        XCTAssertEqual(found.first?.text.en, "`resultUpdate` shows \"자동갱신\", the value your code picks when `!paramUpdate` (line 4) is true; \"자동갱신안함\" is picked when it is false. So `!paramUpdate` was true here: check what gives it its value and whether the test is the right way round.")
        XCTAssertTrue(found.first?.text.ko.contains("`!paramUpdate`(4번째 줄)가 참일 때") == true, found.first?.text.ko ?? "")
        // Neither value is one of the branches: not this cause.
        XCTAssertEqual(explanations(context([], sources: [code], expectation: .label(outlet: "resultUpdate", text: "x"), expected: "\"x\"", actual: "\"y\"")).map(\.rule)
            .contains("wrong-branch"), false)
    }

    func testTheCompilersWarningIsTheCause() {
        let code = """
        class ViewController: UIViewController {
            @IBAction func unwind(_ segue: UIStoryboardSegue) {
                if let note = self as? NoteViewController { status.text = note.text }
            }
        }
        """
        let warning = CompilerDiagnostic(file: "/tmp/x/App/ViewController.swift", line: 3, column: 23, severity: "warning",
                                         message: "cast from 'ViewController' to unrelated type 'NoteViewController' always fails")
        let found = explanations(context([], sources: [code], expectation: .label(outlet: "status", text: "first trip"), warnings: [warning]))
        XCTAssertEqual(found.first?.rule, "compiler-warning")
        XCTAssertEqual(found.first?.text.en, "Swift warned at ViewController.swift:3: \"cast from 'ViewController' to unrelated type 'NoteViewController' always fails\". That is why it fails: the cast gives nil every time, so the code that needs its result never runs. Cast what really holds that class (`segue.source`, `segue.destination`, `presentingViewController`…).")
        // A warning that changes nothing at run time is not a cause.
        let unused = CompilerDiagnostic(file: "/tmp/x/App/ViewController.swift", line: 3, column: 1, severity: "warning",
                                        message: "initialization of immutable value 'x' was never used; consider replacing with assignment to '_' or removing it")
        XCTAssertFalse(explanations(context([], sources: [code], expectation: .label(outlet: "status", text: "first trip"), warnings: [unused]))
            .contains { $0.rule == "compiler-warning" })
    }

    func testAPopInViewWillAppearClosesTheScreenAsItComes() {
        let code = """
        class FormViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.popViewController(animated: true)
            }
        }
        """
        let events = [
            event("ViewController#1", "onForm(_:)", "sender=UIButton#1"),
            event("UINavigationController#1", "pushViewController(_:animated:)", "FormViewController#1 animated=true"),
            event("FormViewController#1", "viewWillAppear(_:)", "animated=true"),
            event("UINavigationController#1", "popViewController(animated:)", "animated=true"),
        ]
        let found = explanations(context(events, sources: [code], expectation: .stack(["ViewController", "FormViewController"]), actual: "ViewController#1"))
        XCTAssertEqual(found.first?.rule, "transition-in-lifecycle")
        XCTAssertEqual(found.first?.text.en, "`popViewController(animated:)` is in FormViewController's `viewWillAppear(_:)` (line 4): UIKit calls that method each time the screen loads or is about to appear, so the screen goes away as soon as it comes. Move the call into the action that should close the screen.")
    }

    /// An outlet read in the controller's own `init(coder:)`: the crash is explained by when outlets connect.
    func testAnOutletReadInInitCrashes() {
        let code = """
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                UserDefaults.standard.set(self.email.text, forKey: "email")
            }
        }
        """
        let crash = CrashReport(kind: .fatalError, reason: "Unexpectedly found nil while implicitly unwrapping an Optional value", step: 1,
                                file: "App/FormViewController.swift", line: 5)
        let context = FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: nil, expectation: nil),
                                     run: RunRecord(timeline: [.event(event("FormViewController#1", "init(coder:)"))], crash: crash, state: nil),
                                     storyboards: [], sources: [code])
        let found = explanations(context)
        XCTAssertTrue(found.contains { $0.rule == "outlet-in-init" && $0.text.en.hasPrefix("FormViewController's `init(coder:)` reads the outlet `email` (line 5)") },
                      found.map(\.text.en).joined(separator: "\n"))
    }

    /// A step that could not be done (no screen, the coordinator gone) is explained by the warning too.
    func testAWarningExplainsAStepThatCouldNotBeDone() {
        let code = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            weak var coordinator: MainCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                coordinator = MainCoordinator(navigationController: UINavigationController())
                coordinator?.start()
            }
        }
        """
        let warning = CompilerDiagnostic(file: "App/SceneDelegate.swift", line: 4, column: 9, severity: "warning",
                                         message: "instance will be immediately deallocated because property 'coordinator' is 'weak'")
        let crash = CrashReport(kind: .stepFailed, reason: "No control on UINavigationController#1 is wired to `onLeft:`.", step: 1)
        let context = FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: 1, expectation: nil),
                                     run: RunRecord(timeline: [], crash: crash, state: nil), storyboards: [],
                                     sources: LearnerCode(sources: [code], warnings: [warning]))
        let found = explanations(context)
        XCTAssertEqual(found.first?.rule, "compiler-warning")
        XCTAssertTrue(found.first?.text.en.contains("a `weak` property keeps nothing") == true, found.first?.text.en ?? "")
    }

    /// The value goes through local names whose first link is nil for the screen that ran the action.
    func testAValueThroughBoundNamesWhoseFirstLinkIsNil() {
        let code = """
        class FormViewController: UIViewController {
            @IBAction func onDone(_ sender: Any) {
                let navigation = self.navigationController?.presentingViewController as? UINavigationController
                let main = navigation?.topViewController as? ViewController
                main?.paramEmail = self.email.text
                self.presentingViewController?.dismiss(animated: true)
            }
        }
        """
        let events = [
            event("ViewController#1", "onForm(_:)", "sender=UIButton#1", step: 1),
            event("ViewController#1", "present(_:animated:completion:)", "FormViewController#1 animated=true", step: 1),
            event("FormViewController#1", "onDone(_:)", "sender=UIButton#2", step: 2),
        ]
        let found = explanations(context(events, sources: [code], expectation: .property(of: "ViewController#1", name: "paramEmail", equals: "a@b.c")))
        XCTAssertEqual(found.first?.rule, "skipped-optional-chain")
        XCTAssertEqual(found.first?.text.en, "In FormViewController#1.onDone(_:), `main?.paramEmail = …` (line 5) did nothing: FormViewController#1 is not in a navigation controller (it was presented modally: the screen under it is its `presentingViewController`, and it closes with `dismiss`), so `navigationController` is nil and the optional chain (`?.`) skipped the call without a word.")
    }

    /// The label shows a property; that property is given through a name bound to a nil link.
    func testTheLabelsPropertyIsGivenThroughANilLink() {
        let result = """
        class ResultViewController: UIViewController {
            var paramEmail: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                if let email = paramEmail { resultEmail.text = email }
            }
        }
        """
        let main = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = self.presentingViewController as? ResultViewController
                rvc?.paramEmail = email.text
            }
        }
        """
        let events = [
            event("ViewController#1", "init(coder:)", step: 0),
            event("ViewController#1", "viewDidLoad", step: 0),
            event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1"),
            event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#1 animated=true"),
            event("ResultViewController#1", "viewDidLoad"),
        ]
        let found = explanations(context(events, sources: [result, main], expectation: .label(outlet: "resultEmail", text: "form@example.com")))
        XCTAssertEqual(found.first?.rule, "skipped-optional-chain", found.map(\.text.en).joined(separator: "\n"))
        XCTAssertTrue(found.first?.text.en.hasPrefix("In ViewController#1.prepare(for:sender:), `rvc?.paramEmail = …` (line 4) did nothing: ViewController#1 was not presented") == true,
                      found.first?.text.en ?? "")
        // The unwrap of the value that did not arrive is not named as the condition that decided it.
        XCTAssertFalse(found.contains { $0.text.en.contains("`let email = paramEmail`") })
    }

    func testALabelSetOnlyAsTheScreenGoesAway() {
        let code = """
        class ViewController: UIViewController {
            var paramEmail: String?
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if let email = paramEmail { self.resultEmail.text = email }
            }
        }
        """
        let found = explanations(context([], sources: [code], expectation: .label(outlet: "resultEmail", text: "back@example.com")))
        XCTAssertEqual(found.map(\.rule), ["set-on-disappear"])
        XCTAssertEqual(found.first?.text.en, "`resultEmail.text` is set only in ViewController's `viewWillDisappear(_:)` (line 5), which runs as the screen goes away, not when it comes back: the value that arrived later was never shown. Set it in `viewWillAppear(_:)`.")
    }

    func testASegueInViewWillAppearMovesOnByItself() {
        let code = """
        class ViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }
        }
        """
        let events = [
            event("ViewController#1", "viewWillAppear(_:)", "animated=true", step: 0),
            event("ViewController#1", "performSegue(withIdentifier:sender:)", "\"ManualSubmit\" sender=ViewController#1", step: 0),
        ]
        let crash = CrashReport(kind: .stepFailed, reason: "ResultViewController#1 has no outlet `email` connected to a control.", step: 1)
        let context = FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: 1, expectation: nil),
                                     run: RunRecord(timeline: events.map { .event($0) }, crash: crash, state: nil), storyboards: [], sources: [code])
        let found = explanations(context)
        XCTAssertEqual(found.first?.rule, "transition-in-lifecycle")
        XCTAssertTrue(found.first?.text.en.hasSuffix("so it moves on to the next screen by itself, before the user does anything. Move the call into the action the user triggers.") == true,
                      found.first?.text.en ?? "")
    }

    /// In `prepare`, the name the value goes through is a cast of the wrong object.
    func testACastOfAnObjectTheRunShowsIsAnotherClass() {
        func code(_ object: String) -> String {
            """
            class ViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = \(object) as? ResultViewController else { return }
                    rvc.paramEmail = email.text
                }
            }
            """
        }
        let events = [
            event("ViewController#1", "init(coder:)", step: 0),
            event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1"),
        ]
        let expectation = Expectation.property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c")
        let source = explanations(context(events, sources: [code("segue.source")], expectation: expectation))
        XCTAssertEqual(source.first?.rule, "cast-never-matches", source.map(\.rule).joined(separator: ", "))
        // `guard let rvc = …`: an unwrap, quoted as written (no `?`).
        XCTAssertEqual(source.first?.text.en, "In ViewController#1.prepare(for:sender:), `rvc.paramEmail = …` (line 4) did nothing: `rvc` is `segue.source as? ResultViewController`, and `segue.source` is ViewController#1 in this run, not a ResultViewController, so the cast gave nil and the unwrap stopped before the line. Cast the object that really is the ResultViewController (in prepare(for:sender:), `segue.destination`).")
        let fresh = explanations(context(events, sources: [code("ResultViewController()")], expectation: expectation))
        XCTAssertTrue(fresh.contains { $0.rule == "cast-never-matches" && $0.text.en.contains("a new ResultViewController, made right there: not the one on screen") },
                      fresh.map(\.text.en).joined(separator: "\n"))
        // The right object: no such reading.
        XCTAssertFalse(explanations(context(events, sources: [code("segue.destination")], expectation: expectation)).contains { $0.rule == "cast-never-matches" })
    }
}
