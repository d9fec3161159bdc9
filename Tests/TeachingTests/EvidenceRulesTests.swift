import Teaching
import WorkbookProtocol
import XCTest

/// The evidence readings and the rules stated over them, on runs and code written the way
/// learners write them (several spellings each), without building an app.
final class EvidenceRulesTests: XCTestCase {
    // MARK: Helpers

    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int = 1, ignored: String? = nil) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step, ignored: ignored)
    }

    func context(_ events: [TraceEvent], sources: [String], expectation: Expectation?, step: Int? = 2,
                 state: AppState? = nil, steps: [Step] = []) -> FailureContext {
        FailureContext(check: CheckFacts(id: "c", steps: steps),
                       failure: FailureFacts(step: step, expectation: expectation, expected: "x", actual: "\"\""),
                       run: RunRecord(timeline: events.map { .event($0) }, crash: nil, state: state),
                       storyboards: [], sources: sources)
    }

    func rules(_ context: FailureContext) -> [String] { TeachingRules.explanations(for: context).map(\.rule) }
    func english(_ context: FailureContext) -> String { TeachingRules.explanations(for: context).map(\.text.en).joined(separator: "\n") }
    func korean(_ context: FailureContext) -> String { TeachingRules.explanations(for: context).map(\.text.ko).joined(separator: "\n") }

    // MARK: Evidence

    func testEvidenceReadsInstancesAndTransitions() {
        let evidence = Evidence(events: [
            event("ViewController#1", "init(coder:)", step: 0),
            event("ViewController#1", "viewDidLoad", step: 0),
            event("ResultViewController#1", "init(coder:)"),
            event("ViewController#1", "prepare(for:sender:)", "segue=\"ToResult\" destination=ResultViewController#1 sender=UIButton#1"),
            event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#1 animated=true"),
            event("ResultViewController#1", "viewDidLoad"),
            event("ResultViewController#1", "dismiss(animated:completion:)", "animated=true", step: 2, ignored: "nothing is presented by it or above it, and it was not presented"),
        ], state: nil)
        XCTAssertEqual(evidence.instances["ResultViewController#1"]?.creation, .storyboard)
        XCTAssertEqual(evidence.instances["ResultViewController#1"]?.segueDestinationOf, "ToResult")
        XCTAssertEqual(evidence.transitions.map(\.move), [.push, .dismiss])
        XCTAssertEqual(evidence.transitions.first?.subject, "ResultViewController#1")
        XCTAssertEqual(evidence.navigationController(of: "ResultViewController#1"), "UINavigationController#1")
        XCTAssertEqual(evidence.ignoredCalls(upTo: 2).map(\.receiver), ["ResultViewController#1"])
        XCTAssertEqual(evidence.ignoredCalls(upTo: 1).count, 0)
    }

    func testTheIgnoredMarkIsPartOfTheTraceLine() {
        let line = event("UINavigationController#1", "popViewController(animated:)", "animated=true", ignored: "only the root view controller is in the stack").line
        XCTAssertEqual(line, "UINavigationController#1.popViewController(animated:) animated=true — ignored: only the root view controller is in the stack")
    }

    // MARK: Code facts

    func testCodeFactsReadSpellingsAlike() {
        let facts = CodeFacts(sources: ["""
        import UIKit
        enum Keys { static let name = "userName" }
        class Second: UIViewController {
            weak var delegate: SendDelegate?
            @IBOutlet weak var sw: UISwitch!
            override func viewDidLoad() {
                super.viewDidLoad()
                // navigationController?.popViewController(animated: true)
                self.navigationController?
                    .pushViewController(Third(), animated: true)
                UserDefaults.standard.set("a", forKey: Keys.name)
                let d = UserDefaults.standard
                _ = d.string(forKey: "username")
                print(sw.isEnabled)
            }
            func shouldGo() -> Bool {
                if sw.isOn { return true }
                return true
            }
        }
        """])
        XCTAssertEqual(facts.classes.map(\.name), ["Second"])
        let push = facts.calls.first { $0.name == "pushViewController" }
        XCTAssertEqual(push?.receiver, "navigationController")
        XCTAssertEqual(push?.optionalChain, true)
        XCTAssertEqual(push?.method, "viewDidLoad()")
        XCTAssertEqual(push?.line, 9)
        XCTAssertFalse(facts.calls.contains { $0.name == "popViewController" }, "comments are not code")
        XCTAssertEqual(facts.keys.filter(\.isWrite).map(\.key), ["userName"])
        XCTAssertEqual(facts.keys.filter { !$0.isWrite }.map(\.key), ["username"])
        XCTAssertEqual(facts.methods.first { $0.baseName == "shouldGo" }?.constantReturn, "true")
        XCTAssertEqual(facts.properties.first { $0.name == "delegate" }?.isWeak, true)
        XCTAssertTrue(facts.reads.contains { $0.base == "sw" && $0.member == "isEnabled" })
    }

    // MARK: Calls that do nothing

    func testDismissOnAPushedScreenIsLeftToItsOwnRule() {
        let context = self.context([
            event("UINavigationController#1", "pushViewController(_:animated:)", "SecondViewController#1 animated=true"),
            event("SecondViewController#1", "onDone(_:)", "sender=UIButton#2", step: 2),
            event("SecondViewController#1", "dismiss(animated:completion:)", "animated=true", step: 2, ignored: "nothing is presented by it or above it, and it was not presented"),
        ], sources: [], expectation: .top("ViewController"))
        // One cause, one explanation: the specific rule speaks, the ignored call does not repeat it.
        XCTAssertEqual(rules(context), ["dismiss-on-pushed-screen"])
    }

    func testDismissOnTheWindowsRootIsNamed() {
        let context = self.context([
            event("ViewController#1", "viewDidLoad", step: 0),
            event("ViewController#1", "onClose(_:)", "sender=UIButton#2", step: 1),
            event("ViewController#1", "dismiss(animated:completion:)", "animated=true", step: 1, ignored: "nothing is presented by it or above it, and it was not presented"),
        ], sources: [], expectation: .label(outlet: "status", text: "closed"))
        XCTAssertEqual(rules(context).first, "ignored-call")
        XCTAssertTrue(english(context).contains("`dismiss(animated:completion:)` on ViewController#1 did nothing"), english(context))
        XCTAssertTrue(korean(context).contains("ViewController#1에서 부른 `dismiss(animated:completion:)`는 아무 일도 하지 않았습니다"), korean(context))
    }

    func testPopOnAPresentedScreenSaysDismiss() {
        let state = AppState(windowRoot: "ViewController#1",
                             navigationStacks: [NavigationStackState(navigationController: "UINavigationController#2", stack: ["SecondViewController#1"])],
                             presented: [PresentedState(controller: "UINavigationController#2", presentingController: "ViewController#1", style: "pageSheet")],
                             visibleController: "SecondViewController#1")
        let context = self.context([
            event("ViewController#1", "present(_:animated:completion:)", "UINavigationController#2 animated=true style=pageSheet"),
            event("UINavigationController#2", "popViewController(animated:)", "animated=true", step: 2, ignored: "only the root view controller is in the stack"),
        ], sources: [], expectation: .top("ViewController"), state: state)
        XCTAssertTrue(english(context).contains("SecondViewController#1 was presented, not pushed: close it with `dismiss(animated: true)`"), english(context))
    }

    func testOptionalChainSkippedBecauseTheScreenIsNotInANavigationController() {
        for spelling in ["navigationController?.pushViewController(next, animated: true)",
                         "self.navigationController?.pushViewController(next, animated: true)",
                         "navigationController?\n            .pushViewController(next,\n animated: true)"] {
            let source = """
            class SecondViewController: UIViewController {
                @IBAction func onNext(_ sender: Any) {
                    let next = ThirdViewController()
                    \(spelling)
                }
            }
            """
            let context = self.context([
                event("ViewController#1", "present(_:animated:completion:)", "SecondViewController#1 animated=true style=fullScreen"),
                event("SecondViewController#1", "onNext(_:)", "sender=UIButton#3", step: 2),
            ], sources: [source], expectation: .top("ThirdViewController"))
            XCTAssertEqual(rules(context).first, "skipped-optional-chain", spelling)
            XCTAssertTrue(english(context).contains("SecondViewController#1 is not in a navigation controller"), english(context))
            XCTAssertTrue(english(context).contains("`navigationController` is nil"), english(context))
        }
    }

    func testOptionalChainInAScreenThatIsInANavigationControllerIsNotBlamed() {
        let source = """
        class SecondViewController: UIViewController {
            @IBAction func onNext(_ sender: Any) { navigationController?.pushViewController(ThirdViewController(), animated: true) }
        }
        """
        let context = self.context([
            event("UINavigationController#1", "pushViewController(_:animated:)", "SecondViewController#1 animated=true"),
            event("SecondViewController#1", "onNext(_:)", "sender=UIButton#3", step: 2),
        ], sources: [source], expectation: .top("ThirdViewController"))
        XCTAssertFalse(rules(context).contains("skipped-optional-chain"))
    }

    func testWeakDelegateGivenAFreshObject() {
        let source = """
        class Sender: UIViewController {
            weak var delegate: ValueDelegate?
            override func viewWillDisappear(_ animated: Bool) { delegate?.got("a") }
        }
        class Main: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as? Sender)?.delegate = Receiver()
            }
        }
        """
        let context = self.context([event("Sender#1", "viewWillDisappear(_:)", "animated=true", step: 2)],
                                   sources: [source], expectation: .label(outlet: "result", text: "a"))
        XCTAssertTrue(english(context).contains("`delegate` is weak and was given a new object, `Receiver()`"), english(context))
    }

    // MARK: Data flow

    func testKeysWrittenAndReadDifferInAnySpelling() {
        for (write, read) in [("defaults.set(text, forKey: \"이름\")", "defaults.string(forKey: \"이룸\")"),
                              ("UserDefaults.standard.setValue(v, forKey: K.saved)", "UserDefaults.standard.object(forKey: \"save\")")] {
            let source = """
            enum K { static let saved = "saved" }
            class A: UIViewController {
                let defaults = UserDefaults.standard
                func save(_ text: String, v: Int) { \(write) }
                override func viewWillAppear(_ animated: Bool) { _ = \(read) }
            }
            """
            let context = self.context([], sources: [source], expectation: .label(outlet: "value", text: "x"))
            // One letter apart: a slip, proved (round 39's `key-slip`, the same text as `key-mismatch`).
            XCTAssertEqual(rules(context).first, "key-slip", write)
        }
        let same = self.context([], sources: ["class A { func f() { UserDefaults.standard.set(1, forKey: \"k\"); _ = UserDefaults.standard.integer(forKey: \"k\") } }"],
                                expectation: .label(outlet: "value", text: "x"))
        XCTAssertFalse(rules(same).contains("key-mismatch"))
    }

    func testSwitchIsEnabledIsNotItsState() {
        let source = """
        class A: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as? B)?.paramUpdate = isUpdate.isEnabled
            }
        }
        """
        let context = self.context([], sources: [source], expectation: .property(of: "B", name: "paramUpdate", equals: "false"))
        XCTAssertEqual(rules(context).first, "not-control-state")
        XCTAssertTrue(english(context).contains("Read `isUpdate.isOn` instead"), english(context))
    }

    func testConstantAnswerOfAMethodUIKitConsulted() {
        let source = """
        class A: UIViewController {
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                if (field.text ?? "").isEmpty { return true }
                return true
            }
        }
        """
        let context = self.context([event("A#1", "shouldPerformSegue(withIdentifier:sender:)", "\"Next\" sender=UIButton#1", step: 2)],
                                   sources: [source], expectation: .top("A"))
        XCTAssertEqual(rules(context).first, "constant-answer")
        let varied = source.replacingOccurrences(of: "{ return true }", with: "{ return false }")
        XCTAssertFalse(rules(self.context(context.evidence.events, sources: [varied], expectation: .top("A"))).contains("constant-answer"))
    }

    // MARK: Lifecycle timing

    func testDeinitWorkThatNeverRanNamesTheHolder() {
        let source = """
        class Second: UIViewController {
            weak var delegate: D?
            deinit { delegate?.send(value) }
        }
        """
        let state = AppState(navigationStacks: [NavigationStackState(navigationController: "UINavigationController#1", stack: ["First#1", "Second#1"])])
        let context = self.context([event("Second#1", "init(coder:)"), event("Second#1", "viewDidLoad")], sources: [source],
                                   expectation: .label(outlet: "value", text: "a"), state: state)
        XCTAssertTrue(rules(context).contains("deinit-never-ran"))
        XCTAssertTrue(english(context).contains("still held by UINavigationController#1"), english(context))
    }

    func testPerformSegueInsidePrepare() {
        let source = """
        class A: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                performSegue(withIdentifier: "Other", sender: nil)
            }
        }
        """
        let context = self.context([event("A#1", "prepare(for:sender:)", "segue=\"Go\" destination=B#1 sender=UIButton#1", step: 2)],
                                   sources: [source], expectation: .top("B"))
        XCTAssertEqual(rules(context).first, "transition-inside-prepare")
    }

    func testAssignmentInAMethodThatNeverRan() {
        let source = """
        class A: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as! B).paramEmail = email.text
            }
        }
        """
        let context = self.context([event("A#1", "viewDidLoad", step: 0)], sources: [source],
                                   expectation: .property(of: "B", name: "paramEmail", equals: "a@b.c"))
        XCTAssertEqual(rules(context), ["assignment-never-ran"])
        XCTAssertTrue(english(context).contains("only in A.prepare(for:sender:) (line 3), which never ran"), english(context))
    }
}
