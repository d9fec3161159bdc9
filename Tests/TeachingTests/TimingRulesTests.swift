import LearnerBuild
import Teaching
import WorkbookProtocol
import XCTest

/// The readings of when a statement ran (the code says which method holds it, the trace says when
/// that method ran) and of where a test of the input sits: on code written the way learners write
/// it, without building an app.
final class TimingRulesTests: XCTestCase {
    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step)
    }

    func context(_ events: [TraceEvent], sources: [String], steps: [Step] = [], expectation: Expectation?, expected: String = "x",
                 actual: String = "\"\"", step: Int?) -> FailureContext {
        FailureContext(check: CheckFacts(id: "c", steps: steps),
                       failure: FailureFacts(step: step, expectation: expectation, expected: expected, actual: actual),
                       run: RunRecord(timeline: events.map { .event($0) }, crash: nil, state: nil),
                       storyboards: [], sources: LearnerCode(sources: sources))
    }

    /// A run that stopped before any expectation (a crash, a step that could not be done).
    func stopped(_ crash: CrashReport, _ events: [TraceEvent] = [], state: AppState? = nil, storyboards: [StoryboardDocument] = [],
                 sources: LearnerCode) -> FailureContext {
        FailureContext(check: CheckFacts(id: "c", steps: []), failure: FailureFacts(step: nil, expectation: nil),
                       run: RunRecord(timeline: events.map { .event($0) }, crash: crash, state: state), storyboards: storyboards, sources: sources)
    }

    /// The main screen, a form presented full screen over it, the user's input and Done.
    func formRoundTrip(formHasDone: Bool = true) -> [TraceEvent] {
        [event("ViewController#1", "init(coder:)", step: 0), event("ViewController#1", "viewDidLoad", step: 0),
         event("ViewController#1", "viewWillAppear(_:)", "animated=false", step: 0),
         event("ViewController#1", "prepare(for:sender:)", "segue=\"EditForm\" destination=FormViewController#1 sender=UIBarButtonItem(Edit)", step: 1),
         event("ViewController#1", "present(_:animated:completion:)", "FormViewController#1 animated=true style=fullScreen", step: 1),
         event("FormViewController#1", "viewDidLoad", step: 1),
         event("FormViewController#1", "onDone(_:)", "sender=UIButton#1", step: 3),
         event("UINavigationController#1", "dismiss(animated:completion:)", "animated=true", step: 3),
         event("ViewController#1", "viewWillAppear(_:)", "animated=true", step: 3),
         event("FormViewController#1", "deinit", step: 3)]
    }

    /// The label of a screen that comes back is set in `prepare`: it ran before the value came.
    func testALabelSetInPrepareOfAScreenThatComesBackNamesWhenItRan() throws {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let email = paramEmail {
                    self.resultEmail.text = email
                }
            }
        }
        """
        let found = TeachingRules.explanations(for: context(formRoundTrip(), sources: [code],
                                                            expectation: .label(outlet: "resultEmail", text: "back@example.com"), step: 4))
        XCTAssertEqual(found.map(\.rule), ["ran-at-wrong-time"])
        XCTAssertEqual(found.first?.text.en, "`resultEmail.text = …` (line 6) is in ViewController's `prepare(for:sender:)`, which last ran at step 1, before `FormViewController#1.onDone(_:)` (step 3) gave the value, and not again after it, so what the check reads was never updated. Move it to `viewWillAppear(_:)`, which runs each time the screen comes on screen (again).")
        XCTAssertEqual(found.first?.text.ko, "`resultEmail.text = …`(6번째 줄)는 ViewController의 `prepare(for:sender:)` 안에 있습니다. 이 메서드는 1단계에 마지막으로 실행됐습니다. `FormViewController#1.onDone(_:)`이 값을 준 3단계보다 앞이고, 그 뒤에는 다시 실행되지 않아 검사가 읽는 값이 바뀌지 않았습니다. 화면이 (다시) 나타날 때마다 불리는 `viewWillAppear(_:)`로 옮기세요.")
    }

    /// The same label set in `viewWillAppear`: that method ran after the action, so the reading
    /// stays silent (the cause is elsewhere), and so it does for a correct solution.
    func testALabelSetInViewWillAppearIsNotBlamedOnTiming() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let email = paramEmail { resultEmail.text = email }
            }
        }
        """
        let found = TeachingRules.explanations(for: context(formRoundTrip(), sources: [code],
                                                            expectation: .label(outlet: "resultEmail", text: "back@example.com"), step: 4))
        XCTAssertFalse(found.map(\.rule).contains("ran-at-wrong-time"))
    }

    /// A store written in `viewDidLoad` of the form: before the user typed, so it stored the empty field.
    func testAStoreWrittenBeforeTheInputNamesTheInputStep() {
        let main = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let email = UserDefaults.standard.string(forKey: "email") { resultEmail.text = email }
            }
        }
        """
        let form = """
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                UserDefaults.standard.set(self.email.text, forKey: "email")
            }
            @IBAction func onDone(_ sender: Any) {
                self.presentingViewController?.dismiss(animated: true)
            }
        }
        """
        let steps: [Step] = [.launch, .tap(ControlLocator(segue: "EditForm")), .type(ControlLocator(outlet: "email"), text: "a@b.c"),
                             .tap(ControlLocator(action: "onDone:"))]
        let found = TeachingRules.explanations(for: context(formRoundTrip(), sources: [main, form], steps: steps,
                                                            expectation: .label(outlet: "resultEmail", text: "a@b.c"), step: 4))
        XCTAssertEqual(found.map(\.rule), ["ran-at-wrong-time"])
        XCTAssertEqual(found.first?.text.en, "`UserDefaults.standard.set(…, forKey: \"email\")` (line 5) is in FormViewController's `viewDidLoad()`, which ran at step 1, before `email` was filled in at step 2: it passed on what the control held then. Move it to `onDone(_:)`, the action that runs once the user is done.")
        XCTAssertEqual(found.first?.text.ko, "`UserDefaults.standard.set(…, forKey: \"email\")`(5번째 줄)는 FormViewController의 `viewDidLoad()` 안에 있습니다. 이 메서드는 1단계에 실행되었는데, `email`이 2단계에서 채워지기 전입니다. 그래서 그때 컨트롤에 있던 값을 넘겼습니다. 사용자가 입력을 마친 뒤 실행되는 액션 `onDone(_:)`로 옮기세요.")
    }

    /// The input's test left in `viewDidLoad`: the action performs the segue on every path.
    func testATestOfTheInputInAnotherMethodIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let text = email.text, !text.isEmpty else { return }
            }
            @IBAction func onPerformSegue(_ sender: Any) {
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }
        }
        """
        let events = [event("ViewController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "onPerformSegue(_:)", "sender=UIButton#1", step: 1),
                      event("ViewController#1", "performSegue(withIdentifier:sender:)", "\"ManualSubmit\" sender=ViewController#1", step: 1),
                      event("UINavigationController#1", "pushViewController(_:animated:)", "ResultViewController#1 animated=true", step: 1)]
        let found = TeachingRules.explanations(for: context(events, sources: [code], expectation: .top("ViewController"),
                                                            expected: "ViewController", actual: "ResultViewController#1", step: 2))
        XCTAssertEqual(found.map(\.rule), ["unguarded-transition"])
        XCTAssertEqual(found.first?.text.en, "`performSegue(…)` (line 8) runs on every path of `onPerformSegue(_:)`: nothing in that action tests the input (`email`) before it, so the screen changed even though it should not have. Your test `let text = email.text, !text.isEmpty` (line 5) is in `viewDidLoad()` instead: its `return` leaves `viewDidLoad()`, not `onPerformSegue(_:)`. Put the test in `onPerformSegue(_:)`, before the call.")
        XCTAssertEqual(found.first?.text.ko, "`performSegue(…)`(8번째 줄)는 `onPerformSegue(_:)`의 모든 경로에서 실행됩니다. 그 액션 안에서 호출 전에 입력(`email`)을 검사하는 곳이 없어, 바뀌면 안 되는 화면이 바뀌었습니다. 입력 검사 `let text = email.text, !text.isEmpty`(5번째 줄)는 `viewDidLoad()` 안에 있습니다. 그 `return`은 `onPerformSegue(_:)`이 아니라 `viewDidLoad()`를 끝낼 뿐입니다. 검사를 `onPerformSegue(_:)` 안, 그 호출 앞에 두세요.")
    }

    /// A `return` inside a guard's `else` runs when the guard's conditions do not hold.
    func testAReturnInAGuardsElseCarriesTheGuard() {
        let facts = CodeFacts(sources: ["""
        class VC: UIViewController {
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                guard let text = email.text, !text.isEmpty else { return false }
                return true
            }
        }
        """])
        let refusal = facts.returns.first { $0.value == "false" }
        XCTAssertEqual(refusal?.conditions.map(\.text), ["let text = email.text, !text.isEmpty"])
        XCTAssertEqual(refusal?.conditions.map(\.holds), [false])
    }

    /// `unless_code: [[a, b]]`: a hint is moot only when the code holds every piece.
    func testAHintConditionOfSeveralPiecesNeedsThemAll() {
        let match = CodeMatch(sources: ["rvc.paramEmail = email.text\nrvc.paramUpdate = isUpdate.isOn"])
        let all = ["paramEmail =", "paramUpdate =", "paramInterval ="].joined(separator: String(CodeMatch.allSeparator))
        XCTAssertFalse(match.contains(all))
        XCTAssertTrue(match.contains(["paramEmail =", "paramUpdate ="].joined(separator: String(CodeMatch.allSeparator))))
        XCTAssertTrue(match.contains("paramUpdate ="))
        // `in NAME: code`: only inside that function's body.
        let scoped = CodeMatch(sources: ["""
        class VC: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); delegate = self }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { let sub = segue.destination as! Sub; sub.value = 1 }
        }
        """])
        XCTAssertFalse(scoped.contains("in prepare: .delegate = self"))
        XCTAssertTrue(scoped.contains("in viewDidLoad: delegate = self"))
        XCTAssertTrue(scoped.contains("delegate = self"))
        // Work done in a helper that the function calls counts as done in it (two calls deep), a
        // longer name that ends like the helper's does not.
        let helper = CodeMatch(sources: ["""
        class VC: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); reload() }
            func reload() { show() }
            func show() { label.text = UserDefaults.standard.string(forKey: "email") }
            func load() { other = UserDefaults.standard.string(forKey: "x") }
        }
        """])
        XCTAssertTrue(helper.contains("in viewWillAppear: UserDefaults"))
        XCTAssertFalse(helper.contains("in viewWillAppear: other ="))
    }

    /// A property declared with the learner's `@propertyWrapper` reads and writes through the
    /// wrapper's `wrappedValue`; a computed property's setter runs where the property is assigned.
    func testAHintConditionFollowsPropertyWrappersAndSetters() {
        func match(_ getter: String, _ setter: String) -> CodeMatch {
            CodeMatch(sources: ["""
            class VC: UIViewController {
                @Stored("email") var saved: String?
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); label.text = saved }
                @IBAction func onSave(_ sender: Any) { saved = email.text }
            }
            """, """
            @propertyWrapper
            struct Stored {
                let key: String
                private var cached: String?
                init(_ key: String) { self.key = key; cached = nil }
                var wrappedValue: String? {
                    get { \(getter) }
                    set { \(setter) }
                }
            }
            """])
        }
        let through = match(#"UserDefaults.standard.string(forKey: key)"#, #"UserDefaults.standard.set(newValue, forKey: key)"#)
        XCTAssertTrue(through.contains("in viewWillAppear: UserDefaults"))
        XCTAssertTrue(through.contains("in onSave: UserDefaults.standard.set("))
        // A wrapper that keeps its own copy reads and writes no UserDefaults: the hint stays.
        let cached = match("cached", "cached = newValue")
        XCTAssertFalse(cached.contains("in viewWillAppear: UserDefaults"))
        XCTAssertFalse(cached.contains("in onSave: UserDefaults.standard.set("))
        let computed = CodeMatch(sources: ["""
        class VC: UIViewController {
            var saved: String? {
                get { UserDefaults.standard.string(forKey: "email") }
                set { UserDefaults.standard.set(newValue, forKey: "email") }
            }
            @IBAction func onSave(_ sender: Any) { saved = email.text }
            @IBAction func onCompare(_ sender: Any) { if saved == email.text { print("same") } }
        }
        """])
        XCTAssertTrue(computed.contains("in onSave: UserDefaults.standard.set("))
        XCTAssertFalse(computed.contains("in onCompare: UserDefaults.standard.set("))
    }

    /// `in F: guarded call(`: the call is made only under a test, whatever the test is
    /// (`!= ""`, `count > 0`, a guard, an `if` that returns first, a helper called under a test),
    /// so a hint telling the learner to test before the call is not shown; an unconditional call is not.
    func testAGuardedCallConditionReadsAnyTest() {
        let needle = "in onPerformSegue: guarded performSegue("
        func match(_ body: String, helpers: String = "") -> Bool {
            CodeMatch(sources: ["class VC: UIViewController {\n@IBAction func onPerformSegue(_ sender: Any) {\n\(body)\n}\n\(helpers)\n}"]).contains(needle)
        }
        XCTAssertTrue(match(#"if email.text != "" { performSegue(withIdentifier: "ManualSubmit", sender: nil) }"#))
        XCTAssertTrue(match(#"guard let t = email.text, t.count > 0 else { return }; performSegue(withIdentifier: "ManualSubmit", sender: nil)"#))
        XCTAssertTrue(match(#"if email.text == "" { print("empty"); return }; performSegue(withIdentifier: "ManualSubmit", sender: nil)"#))
        XCTAssertTrue(match("switch route { case .result: performSegue(withIdentifier: route.id, sender: nil); default: break }"))
        XCTAssertTrue(match("if valid { go() }", helpers: #"func go() { performSegue(withIdentifier: "ManualSubmit", sender: nil) }"#))
        XCTAssertTrue(match("go()", helpers: #"func go() { guard valid else { return }; performSegue(withIdentifier: "ManualSubmit", sender: nil) }"#))
        XCTAssertFalse(match(#"performSegue(withIdentifier: "ManualSubmit", sender: nil)"#))
        XCTAssertFalse(match(#"let ok = email.text != ""; print(ok); performSegue(withIdentifier: "ManualSubmit", sender: nil)"#))
        XCTAssertFalse(match(#"if email.text == "" { print("empty") }; performSegue(withIdentifier: "ManualSubmit", sender: nil)"#))
        XCTAssertFalse(match("go()", helpers: #"func go() { performSegue(withIdentifier: "ManualSubmit", sender: nil) }"#))
    }

    /// A hint's condition reads the code with the learner's string constants and `String` enum
    /// cases standing for their text: `Segue.manual.rawValue` holds `"ManualSubmit"`, a `static let`
    /// key its literal; a member of something else with a constant's name does not, nor a local.
    func testAHintConditionReadsConstantsAsTheirText() {
        let match = CodeMatch(sources: ["""
        enum Segue: String { case manual = "ManualSubmit"; case action = "ActionSubmit" }
        struct Keys { static let email = "savedEmail" }
        class VC: UIViewController {
            let text = "unused"
            @IBAction func go(_ sender: Any) {
                let local = "ActionSubmit"
                if !(email.text ?? "").isEmpty { performSegue(withIdentifier: Segue.manual.rawValue, sender: nil) }
                UserDefaults.standard.set(email.text, forKey: Keys.email)
                print(local)
            }
        }
        """])
        XCTAssertTrue(match.contains(#"performSegue(withIdentifier: "ManualSubmit""#))
        XCTAssertTrue(match.contains(#"forKey: "savedEmail""#))
        XCTAssertTrue(match.contains("in go: performSegue(withIdentifier: \"ManualSubmit\""))
        XCTAssertFalse(match.contains(#"email."unused""#))
        XCTAssertFalse(match.contains(#"print("ActionSubmit")"#))
    }

    /// UIKit's storyboard-name crash: the app's storyboards are named, the case difference too.
    func testAStoryboardNameOfAnotherCaseIsNamed() {
        let crash = CrashReport(kind: .uncaughtException, name: "NSInvalidArgumentException",
                                reason: "Could not find a storyboard named 'main' in bundle NSBundle </app> (loaded)", step: 1)
        let context = stopped(crash, storyboards: [StoryboardDocument(name: "Main")], sources: LearnerCode(sources: []))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["unknown-storyboard-name"])
        XCTAssertEqual(found.first?.text.en, "The app has no storyboard named \"main\", so `UIStoryboard(name:bundle:)` ended the app. Its storyboards are: \"Main\". Names are case-sensitive: write \"Main\".")
        XCTAssertEqual(found.first?.text.ko, "앱에 \"main\"이라는 스토리보드가 없어서 `UIStoryboard(name:bundle:)`가 앱을 종료했습니다. 앱의 스토리보드: \"Main\". 이름은 대소문자를 구분합니다. \"Main\"으로 쓰세요.")
    }

    /// `present(self, …)`: UIKit's exception, the line that asked for it.
    func testPresentingItselfNamesTheLine() {
        let crash = CrashReport(kind: .uncaughtException, name: "NSInvalidArgumentException",
                                reason: "Application tried to present modal view controller on itself. Presenting controller is <App.ViewController: 0x6000>.", step: 1)
        let code = """
        class ViewController: UIViewController {
            @IBAction func onNext(_ sender: Any) {
                present(self, animated: true)
            }
        }
        """
        let events = [event("ViewController#1", "onNext(_:)", "sender=UIButton#1", step: 1),
                      event("ViewController#1", "present(_:animated:completion:)", "ViewController#1 animated=true style=pageSheet", step: 1)]
        let context = stopped(crash, events, sources: LearnerCode(sources: [code]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["presented-itself"])
        XCTAssertEqual(found.first?.text.en, "ViewController#1 was asked to present itself (`present(self, …)`, line 3): a screen cannot be presented on top of itself, so UIKit ended the app. Present the other screen (the one you made or got from the storyboard), not `self`.")
        XCTAssertEqual(found.first?.text.ko, "ViewController#1이 자기 자신을 띄우려 했습니다(`present(self, …)`, 3번째 줄). 화면은 자기 위에 자신을 띄울 수 없으므로 UIKit이 앱을 종료했습니다. `self`가 아니라 다른 화면(만들었거나 스토리보드에서 가져온 것)을 띄우세요.")
    }

    /// A child coordinator left behind: a `filter` that keeps what `===` matches, and the transition
    /// coordinator's `.to` read as the screen that left, each named from the code.
    func testAFilterKeepingTheChildAndTheToKeyAreNamed() {
        func found(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: context([], sources: [code],
                                                    expectation: .deallocated("LeftCoordinator"), expected: "LeftCoordinator released",
                                                    actual: "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]", step: 3))
        }
        let filter = found("""
        class MainCoordinator {
            var childCoordinators: [Coordinator] = []
            func childDidFinish(_ child: Coordinator) {
                childCoordinators = childCoordinators.filter { $0 === child }
            }
        }
        """)
        XCTAssertEqual(filter.map(\.rule), ["filter-keeps-child"])
        XCTAssertEqual(filter.first?.text.en, "`filter` keeps the elements for which its closure is true: `{ $0 === child }` (line 4) keeps the finished child and drops the others, so the child stays in childCoordinators. To remove it, keep the others: `filter { $0 !== child }`, or `removeAll { $0 === child }`.")
        let key = found("""
        class MainCoordinator: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let left = navigationController.transitionCoordinator?.viewController(forKey: .to) else { return }
                if navigationController.viewControllers.contains(left) { return }
            }
        }
        """)
        XCTAssertEqual(key.map(\.rule), ["transition-key-to"])
        XCTAssertEqual(key.first?.text.ko, "`viewController(forKey: .to)`(3번째 줄)는 들어온 화면이고, 떠난 화면은 `viewController(forKey: .from)`입니다. 들어온 화면은 늘 스택에 있으므로 코드는 떠난 화면을 보지 못했고 자식 코디네이터를 지우지 않았습니다.")
    }

    /// A condition around a setter is not blamed when the value changed (the setter ran).
    func testAConditionIsNotBlamedWhenTheValueChanged() {
        let code = """
        class ResultViewController: UIViewController {
            var paramEmail = "-"
        }
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "ActionSubmit" {
                    (segue.destination as? ResultViewController)?.paramEmail = "a"
                }
            }
        }
        """
        let events = [event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1", step: 1)]
        let untouched = TeachingRules.explanations(for: context(events, sources: [code], expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "b"),
                                                                expected: "\"b\"", actual: "\"-\"", step: 2))
        XCTAssertEqual(untouched.map(\.rule), ["condition-decided"])
        let changed = TeachingRules.explanations(for: context(events, sources: [code], expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "b"),
                                                              expected: "\"b\"", actual: "\"a\"", step: 2))
        XCTAssertFalse(changed.map(\.rule).contains("condition-decided"))
    }

    /// A nil outlet unwrapped in a property's `didSet`, set from an action before the new screen's
    /// view loaded: the line, the observer, the outlet and the instance are named.
    func testAnOutletUsedInDidSetBeforeTheViewLoadedIsNamed() {
        let result = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String = "" {
                didSet {
                    resultEmail.text = paramEmail
                }
            }
        }
        """
        let main = """
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.paramEmail = "a"
                navigationController?.pushViewController(rvc, animated: true)
            }
        }
        """
        let crash = CrashReport(kind: .fatalError, reason: "Unexpectedly found nil while implicitly unwrapping an Optional value", step: 1,
                                file: "App/ResultViewController.swift", line: 5)
        let events = [event("ViewController#1", "init(coder:)", step: 0), event("ViewController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "onSubmit(_:)", "sender=UIButton#1", step: 1),
                      event("ResultViewController#1", "init(coder:)", step: 1)]
        let context = stopped(crash, events, sources: LearnerCode(sources: [main, result], paths: ["App/ViewController.swift", "App/ResultViewController.swift"]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["outlet-used-before-load"])
        XCTAssertEqual(found.first?.text.en, "ResultViewController.swift:5 (in `paramEmail.didSet`) uses the outlet `resultEmail` of ResultViewController#1 before its view loaded. Outlets are connected only when the view loads (when the screen is about to appear, or on the first `.view`), so `resultEmail` was still nil and the implicit unwrap crashed. It ran from `paramEmail`'s `didSet`, which runs each time `paramEmail` is set, also before the view loads: there, update the outlets only once the view is loaded (`if isViewLoaded { … }`), and do it again in `viewDidLoad()`.")
        XCTAssertEqual(found.first?.text.ko, "ResultViewController.swift:5(`paramEmail.didSet` 안)에서 ResultViewController#1의 뷰가 로드되기 전에 아웃렛 `resultEmail`을 썼습니다. 아웃렛은 뷰가 로드될 때(화면이 나타나기 직전, 또는 처음 `.view`를 읽을 때)에야 연결되므로 `resultEmail`은 아직 nil이었고 암시적 언래핑이 크래시를 냈습니다. 이 줄은 `paramEmail`의 `didSet`에서 실행되었는데, 그것은 `paramEmail`에 값을 넣을 때마다, 뷰가 로드되기 전에도 실행됩니다. 그 안에서는 뷰가 로드된 뒤에만(`if isViewLoaded { … }`) 아웃렛을 갱신하고, `viewDidLoad()`에서 한 번 더 하세요.")
    }

    /// The value handed back inside `dismiss`'s completion: it runs after the screen below read it.
    func testAValueGivenInDismissCompletionIsTooLate() {
        let main = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let email = paramEmail { resultEmail.text = email }
            }
        }
        """
        let form = """
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onDone(_ sender: Any) {
                let main = (presentingViewController as? UINavigationController)?.topViewController as? ViewController
                presentingViewController?.dismiss(animated: true) {
                    main?.paramEmail = self.email.text
                }
            }
        }
        """
        let found = TeachingRules.explanations(for: context(formRoundTrip(), sources: [main, form],
                                                            expectation: .label(outlet: "resultEmail", text: "a@b.c"), step: 4))
        XCTAssertEqual(found.map(\.rule), ["ran-at-wrong-time"])
        XCTAssertEqual(found.first?.text.en, "`main.paramEmail = …` (line 6) is in FormViewController's `onDone(_:)`, inside the completion closure of `dismiss(animated:completion:)`: UIKit runs that closure once the transition has finished, after `ViewController#1.viewWillAppear(_:)` had already read the value, so the screen showed the old one. Give the value before calling `dismiss(animated:completion:)`, not in its completion.")
    }

    /// A copy of a store taken in `viewDidLoad`, before the store was written: shown stale.
    func testACopyOfAStoreTakenBeforeTheWriteIsStale() {
        let main = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var saved: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                saved = UserDefaults.standard.string(forKey: "email")
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                resultEmail.text = saved ?? "(없음)"
            }
        }
        """
        let form = """
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onDone(_ sender: Any) {
                UserDefaults.standard.set(email.text, forKey: "email")
                presentingViewController?.dismiss(animated: true)
            }
        }
        """
        let found = TeachingRules.explanations(for: context(formRoundTrip(), sources: [main, form],
                                                            expectation: .label(outlet: "resultEmail", text: "a@b.c"), step: 4))
        XCTAssertEqual(found.map(\.rule), ["ran-at-wrong-time"])
        XCTAssertEqual(found.first?.text.en, "`saved = …` (line 6) is in ViewController's `viewDidLoad()`, which ran at step 0, before UserDefaults[\"email\"] was written at step 3: it copied the old value, and the copy was not read again. Move it to `viewWillAppear(_:)`, which runs each time the screen comes on screen (again).")
        XCTAssertEqual(found.first?.text.ko, "`saved = …`(6번째 줄)는 ViewController의 `viewDidLoad()` 안에 있습니다. 이 메서드는 0단계에 실행되었는데, UserDefaults[\"email\"]에 값이 쓰인 3단계보다 앞입니다. 그래서 이전 값을 복사했고, 그 복사본은 다시 읽히지 않았습니다. 화면이 (다시) 나타날 때마다 불리는 `viewWillAppear(_:)`로 옮기세요.")
    }

    /// The value arrived as text of another form: a Double's `.0`, an optional's `Optional(…)`.
    func testAValueTurnedIntoTextAnotherWayIsNamed() {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultInterval: UILabel!
            var paramInterval: Double = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                resultInterval.text = "\\(paramInterval)분 마다 갱신"
            }
        }
        """
        let double = TeachingRules.explanations(for: context([], sources: [code], expectation: .label(outlet: "resultInterval", text: "5분 마다 갱신"),
                                                             expected: "\"5분 마다 갱신\"", actual: "\"5.0분 마다 갱신\"", step: 2))
        XCTAssertEqual(double.map(\.rule), ["value-format"])
        XCTAssertEqual(double.first?.text.en, "The value arrived, but it was turned into text another way: \"5.0분 마다 갱신\" instead of \"5분 마다 갱신\", by `resultInterval.text = \"\\(paramInterval)분 마다 갱신\"` (line 6). A Double put into a string keeps its decimal part (`5.0`): convert it first (`Int(value)`) or format it.")
        let optional = TeachingRules.explanations(for: context([], sources: [code], expectation: .label(outlet: "resultInterval", text: "a@b.c"),
                                                               expected: "\"a@b.c\"", actual: "\"Optional(\\\"a@b.c\\\")\"", step: 2))
        XCTAssertEqual(optional.map(\.rule), ["value-format"])
    }

    /// A step finds no control on a navigation controller with an empty stack: the first screen
    /// was presented from it instead of pushed.
    func testAnEmptyNavigationStackNamesThePresentInstead() {
        let code = """
        class MainCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let vc = MainViewController()
                navigationController.present(vc, animated: false)
            }
        }
        """
        let crash = CrashReport(kind: .stepFailed, reason: "No control on UINavigationController#1 is wired to `onLeft:`. Controls there are wired to: none.", step: 1)
        let state = AppState(windowRoot: "UINavigationController#1", navigationStacks: [NavigationStackState(navigationController: "UINavigationController#1", stack: [])])
        let context = stopped(crash, state: state, sources: LearnerCode(sources: [code]))
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.map(\.rule), ["empty-navigation-stack"])
        XCTAssertEqual(found.first?.text.en, "The window shows UINavigationController#1 with nothing in its stack, so there is no screen and no control to tap: the first screen was never put in it. Your code presents a screen from the navigation controller (line 6) instead of pushing it: a presented screen is not in the stack, and a navigation controller that is not on screen yet cannot present. Push it with `pushViewController(_:animated:)` (or `setViewControllers`).")
    }

    /// A key written to a suite and read from `.standard` (a name bound to the suite counts as it).
    func testAKeyWrittenToAnotherStoreIsNamed() {
        let code = """
        class FormViewController: UIViewController {
            let shared = UserDefaults(suiteName: "group.app")
            @IBAction func onSave(_ sender: Any) { shared?.set(email.text, forKey: "email") }
        }
        class ViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(없음)"
            }
        }
        """
        let events = [event("FormViewController#1", "onSave(_:)", "sender=UIButton#1", step: 3), event("ViewController#1", "viewWillAppear(_:)", step: 3)]
        let found = TeachingRules.explanations(for: context(events, sources: [code], expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                            expected: "\"a@b.c\"", actual: "\"(없음)\"", step: 4))
        XCTAssertEqual(found.map(\.rule), ["store-mismatch"])
        XCTAssertEqual(found.first?.text.en, "The key \"email\" is written to `UserDefaults(suiteName: \"group.app\")` (line 3) but read from `UserDefaults.standard` (line 8): those are two different stores, and a key written in one is not in the other. Use the same store on both sides.")
    }

    /// The label set under a condition, then set again on every path: the later one replaced it.
    func testAValueOverwrittenLaterInTheMethodIsNamed() {
        let code = """
        class ResultViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if paramUpdate { resultUpdate.text = "자동갱신" }
                resultUpdate.text = "자동갱신안함"
            }
        }
        """
        let found = TeachingRules.explanations(for: context([], sources: [code], expectation: .label(outlet: "resultUpdate", text: "자동갱신"),
                                                            expected: "\"자동갱신\"", actual: "\"자동갱신안함\"", step: 2))
        XCTAssertEqual(found.map(\.rule), ["overwritten-later"])
        XCTAssertEqual(found.first?.text.ko, "`resultUpdate.text`는 `viewDidLoad()`의 4번째 줄에서 정해지고, 5번째 줄에서 모든 경로에 걸쳐 다시 정해집니다. 나중 대입이 먼저 것 뒤에 실행되어 그 값을 덮어씁니다. 대입을 하나만 두거나, 두 번째 것을 알맞은 분기 안에 넣으세요.")
    }

    /// The input copied into a property in `viewDidLoad`, before it was typed, and that copy passed
    /// on in `prepare` (which runs in time): the copy is named, not the relay.
    func testACopyTakenBeforeTheInputAndPassedOnIsNamed() {
        let form = """
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            private var typed = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                typed = email.text ?? ""
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let result = segue.destination as? ResultViewController else { return }
                result.paramEmail = typed
            }
        }
        """
        let events = [event("ViewController#1", "init(coder:)", step: 0), event("ViewController#1", "viewDidLoad", step: 0),
                      event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=ResultViewController#1 sender=UIButton#1", step: 2),
                      event("ResultViewController#1", "viewDidLoad", step: 2)]
        let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "a@b.c"), .tap(ControlLocator(segue: "ActionSubmit"))]
        let found = TeachingRules.explanations(for: context(events, sources: [form], steps: steps,
                                                            expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                            step: 2))
        XCTAssertEqual(found.map(\.rule), ["ran-at-wrong-time"])
        XCTAssertEqual(found.first?.text.en, "`typed = …` (line 6) is in ViewController's `viewDidLoad()`, which ran at step 0, before `email` was filled in at step 1: it passed on what the control held then. Move it to a method that runs after the value is there.")
    }
}
