import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// Readings of when a line really ran and what a name really is: a `defer` that runs after the
/// lines below it, an outlet written through `?.` before the view loaded, a store reached
/// through a static property, a text field's text handed on without a test of emptiness through
/// the names it was bound to, a label's line kept from running by a test of the label itself.
/// Each beside a case where its premise does not hold.
final class OrderAndStateRulesTests: XCTestCase {
    /// Every line of `code` ran `times` times.
    func everyLine(_ code: String, _ times: Int = 1) -> LineCoverage {
        CoverageFixture.coverage(Dictionary(uniqueKeysWithValues: (1...code.components(separatedBy: "\n").count).map { ($0, times) }))
    }

    static let deferred = """
    class ViewController: UIViewController {
        @IBOutlet var interval: UIStepper!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let rvc = segue.destination as? ResultViewController else { return }
            defer {
                rvc.paramInterval = interval.value
            }
            guard segue.identifier == "DefaultSubmit" else { return }
            rvc.paramInterval = 10
        }
    }
    class ResultViewController: UIViewController {
        @IBOutlet var resultInterval: UILabel!
        var paramInterval: Double = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            resultInterval.text = "\\(Int(paramInterval)) min"
        }
    }
    """

    /// A `defer` above the default's line runs after it, and the why says so; the same lines with an
    /// `if`/`else` and no `defer` are not read as one.
    func testADeferRunsAfterTheLinesBelowIt() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: everyLine(code), expectation: .label(outlet: "resultInterval", text: "10 min"),
                                                                    expected: "\"10 min\"", actual: "\"0 min\""))
        }
        let found = explain(Self.deferred)
        XCTAssertEqual(found.map(\.rule), ["ran-then-replaced"])
        XCTAssertEqual(found.first?.text.en, "`rvc.paramInterval = interval.value` (line 6) is inside a `defer` (line 5): a `defer` runs when the scope it is in exits, so it ran after `rvc.paramInterval = 10` (line 9) in the same call of `prepare(for:sender:)` and replaced that value. Do not put in a `defer` what another path sets: give each path its own assignment (`if`/`else` or a `switch`).")
        XCTAssertEqual(found.first?.text.ko, "`rvc.paramInterval = interval.value`(6번째 줄)는 `defer`(5번째 줄) 안에 있습니다. `defer`는 그것이 든 범위를 벗어날 때 실행되므로, 같은 `prepare(for:sender:)` 호출에서 `rvc.paramInterval = 10`(9번째 줄)보다 나중에 실행되어 그 값을 바꿨습니다. 다른 경로가 정하는 값을 `defer`에 두지 마세요. 경로마다 대입을 따로 두세요(`if`/`else`나 `switch`).")
        let branched = Self.deferred.replacingOccurrences(of: "        defer {\n            rvc.paramInterval = interval.value\n        }\n        guard segue.identifier == \"DefaultSubmit\" else { return }\n        rvc.paramInterval = 10",
                                                          with: "        if segue.identifier == \"DefaultSubmit\" {\n            rvc.paramInterval = 10\n        } else {\n            rvc.paramInterval = interval.value\n        }")
        XCTAssertNotEqual(branched, Self.deferred)
        XCTAssertFalse(explain(branched).contains { $0.text.en.contains("defer") })
    }

    static let didSet = """
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSubmit(_ sender: Any) {
            let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
            rvc.paramEmail = email.text ?? ""
            navigationController?.pushViewController(rvc, animated: true)
        }
    }
    class ResultViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        var paramEmail: String = "" {
            didSet { resultEmail?.text = paramEmail }
        }
    }
    """
    static let resultScene = StoryboardDocument(name: "Main", scenes: [SceneModel(controller: ControllerModel(
        id: "r", customClass: "ResultViewController", view: ViewModel(id: "root", kind: .view, subviews: [ViewModel(id: "l", kind: .label)]),
        outlets: [OutletModel(property: "resultEmail", destinationID: "l")]))])

    func event(_ tag: String, _ member: String, step: Int = 3) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: nil, step: step)
    }

    /// `resultEmail?.text = …` in a `didSet` ran before the view loaded (the trace: the push came
    /// after the action): the why names the nil outlet and the line that set it off. When the trace
    /// shows the view loaded before the action, it is not said.
    func testAnOutletWrittenThroughAnOptionalChainBeforeTheViewLoadedIsNamed() {
        func explain(_ events: [TraceEvent]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(Self.didSet, coverage: everyLine(Self.didSet), expectation: .label(outlet: "resultEmail", text: "kim@example.com"),
                                                                    expected: "\"kim@example.com\"", actual: "nil", events: events, storyboards: [Self.resultScene]))
        }
        let early = [event("ViewController#1", "onSubmit(_:)"), event("ResultViewController#1", "init(coder:)"),
                     event("ResultViewController#1", "viewDidLoad")]
        let found = explain(early)
        XCTAssertEqual(found.map(\.rule), ["outlet-chain-before-load"])
        XCTAssertEqual(found.first?.text.en, "`resultEmail?.text = paramEmail` (line 12, in `paramEmail`'s `didSet`) ran, but while the view of ResultViewController#1 was not loaded yet: its outlets, `resultEmail` among them, were still nil, so `?.` skipped the assignment and the label never got the value. It ran because of `rvc.paramEmail = email.text ?? \"\"` (line 5), before the screen was shown. Keep the value in a plain property and put it on the label in `viewDidLoad` (it runs once the outlets are connected).")
        XCTAssertEqual(found.first?.text.ko, "`resultEmail?.text = paramEmail`(12번째 줄, `paramEmail`의 `didSet`)은 실행되었지만, ResultViewController#1의 뷰가 아직 로드되지 않았을 때였습니다. 그때 아웃렛(`resultEmail` 포함)은 아직 nil이라서 `?.`가 대입을 건너뛰었고, 레이블은 값을 받지 못했습니다. 그 줄은 화면이 보이기 전에 `rvc.paramEmail = email.text ?? \"\"`(5번째 줄) 때문에 실행되었습니다. 값은 일반 프로퍼티에 두고, 레이블에는 `viewDidLoad`에서 넣으세요(아웃렛이 연결된 뒤에 실행됩니다).")
        let loadedFirst = [event("ResultViewController#1", "init(coder:)"), event("ResultViewController#1", "viewDidLoad"),
                           event("ViewController#1", "onSubmit(_:)")]
        XCTAssertFalse(explain(loadedFirst).map(\.rule).contains("outlet-chain-before-load"))
    }

    static let suite = """
    extension UserDefaults {
        static let form = UserDefaults(suiteName: "form") ?? .standard
    }
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSave(_ sender: Any) {
            UserDefaults.form.set(email.text, forKey: "email")
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resultEmail.text = UserDefaults.standard.string(forKey: "email")
        }
    }
    """

    /// A store reached through a static property of an extension is the store it was given.
    func testAStoreReachedThroughAStaticPropertyIsTheStoreItHolds() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: everyLine(code), expectation: .label(outlet: "resultEmail", text: "kim@example.com"),
                                                                    expected: "\"kim@example.com\"", actual: "nil"))
        }
        let found = explain(Self.suite)
        XCTAssertEqual(found.first?.rule, "store-mismatch")
        XCTAssertEqual(found.first?.text.en, "The key \"email\" is written to `UserDefaults(suiteName: \"form\")` (line 7) but read from `UserDefaults.standard` (line 14): those are two different stores, and a key written in one is not in the other. Use the same store on both sides.")
        let same = Self.suite.replacingOccurrences(of: "UserDefaults.standard.string", with: "UserDefaults.form.string")
        XCTAssertNotEqual(same, Self.suite)
        XCTAssertFalse(explain(same).map(\.rule).contains("store-mismatch"))
    }

    static let sends = """
    protocol MyDataDelegate: AnyObject { func sendData(_ data: String) }
    class MainViewController: UIViewController, MyDataDelegate {
        @IBOutlet var resultLabel: UILabel!
        func sendData(_ data: String) {
            resultLabel.text = data
        }
    }
    class SubViewController: UIViewController {
        @IBOutlet var inputText: UITextField!
        weak var delegate: MyDataDelegate?
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            guard let delegate = delegate else { return }
            guard let text = inputText?.text else { return }
            delegate.sendData(text)
        }
    }
    """

    /// A text field's text bound by `guard let` and handed on: empty, it is sent. With a test of
    /// emptiness on the way, it is not said.
    func testATextHandedOnThroughABindingWithoutATestOfEmptinessIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: everyLine(code), expectation: .label(outlet: "resultLabel", text: "kim"),
                                                                    expected: "\"kim\"", actual: "\"\""))
        }
        let found = explain(Self.sends)
        XCTAssertEqual(found.map(\.rule), ["empty-value-sent"])
        XCTAssertEqual(found.first?.text.en, "`delegate.sendData(text)` sends an empty string (\"\") whenever inputText is empty. The receiver replaces its value with it, so going back without typing anything erases the value shown before. Check that the text is not empty before sending (`if let text = inputText.text, !text.isEmpty { … }`), and send nothing when it is.")
        let tested = Self.sends.replacingOccurrences(of: "guard let text = inputText?.text else", with: "guard let text = inputText?.text, !text.isEmpty else")
        XCTAssertNotEqual(tested, Self.sends)
        XCTAssertFalse(explain(tested).map(\.rule).contains("empty-value-sent"))
    }

    static let ownTest = """
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard resultEmail.text == "(none)" else { return }
            resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(none)"
        }
    }
    """

    /// A label's line under a test of the label itself ran fewer times than the test was reached:
    /// the why says the test kept the first value. Without the test, it is not said.
    func testALabelKeptFromUpdatingByATestOfItsOwnTextIsNamed() {
        func explain(_ code: String, _ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage(counts), expectation: .label(outlet: "resultEmail", text: "new@example.com"),
                                                                    expected: "\"new@example.com\"", actual: "\"old@example.com\""))
        }
        let found = explain(Self.ownTest, [1: 1, 3: 3, 6: 1, 7: 3])
        XCTAssertEqual(found.map(\.rule), ["read-only-first-time"])
        XCTAssertEqual(found.first?.text.en, "`resultEmail.text = UserDefaults.standard.string(forKey: \"email\") ?? \"(none)\"` (line 6) ran only once, though its test `resultEmail.text == \"(none)\"` (line 5) was reached 3 times: after the first time (when `resultEmail.text` changed), the test stopped the line from running again, so the screen went on showing the first value and never read the new one. Read it each time the screen needs it (without that test).")
        let untested = Self.ownTest.replacingOccurrences(of: "        guard resultEmail.text == \"(none)\" else { return }\n", with: "")
        XCTAssertNotEqual(untested, Self.ownTest)
        XCTAssertFalse(explain(untested, [1: 1, 3: 3]).map(\.rule).contains("read-only-first-time"))
    }

    static let lazyHandedOn = """
    struct FormValues { let email: String }
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        lazy var formValues = FormValues(email: email.text ?? "")
        @IBAction func onSubmit(_ sender: Any) {
            let rvc = ResultViewController()
            rvc.apply(formValues)
        }
    }
    class ResultViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        var paramEmail = ""
        override func viewDidLoad() { super.viewDidLoad(); resultEmail.text = paramEmail }
        func apply(_ values: FormValues) { paramEmail = values.email }
    }
    """

    /// A `lazy` value made once and handed twice to a method of the next screen: the why names the
    /// property and the call. A computed property is not said to be kept.
    func testALazyValueHandedOnThroughAMethodIsReadOnce() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1, 4: 1, 5: 2, 9: 1, 13: 2, 14: 2]),
                                                                    expectation: .label(outlet: "resultEmail", text: "second@example.com"),
                                                                    expected: "\"second@example.com\"", actual: "\"first@example.com\""))
        }
        let found = explain(Self.lazyHandedOn)
        XCTAssertEqual(found.map(\.rule), ["read-once"])
        XCTAssertEqual(found.first?.text.en, "`formValues` gets `FormValues(email: email.text ?? \"\")` (line 4) only once, the first time it is read (it is `lazy`), and keeps that value: `rvc.apply(formValues)` (line 7) ran 2 times and showed the kept value each time, so what changed later never showed. Read the value each time you need it: make `formValues` a computed property (`var formValues: … { FormValues(email: email.text ?? \"\") }`) or read it in the method itself.")
        let computed = Self.lazyHandedOn.replacingOccurrences(of: "lazy var formValues = FormValues(email: email.text ?? \"\")",
                                                              with: "var formValues: FormValues { FormValues(email: email.text ?? \"\") }")
        XCTAssertNotEqual(computed, Self.lazyHandedOn)
        XCTAssertFalse(explain(computed).map(\.rule).contains("read-once"))
    }

    static let popThenLookUp = """
    extension UIViewController {
        func previousScreen<T: UIViewController>(as type: T.Type) -> T? {
            return navigationController?.viewControllers.dropLast().last as? T
        }
    }
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        private func goBack() {
            navigationController?.popViewController(animated: true)
        }
        @IBAction func onDone(_ sender: Any) {
            goBack()
            previousScreen(as: ViewController.self)?.paramEmail = email.text
        }
    }
    class ViewController: UIViewController {
        var paramEmail: String?
    }
    """

    /// A value given through a lookup of the screens after a helper that pops: the why names the
    /// helper and the transition in it. Looked up before the pop, it is not said.
    func testALookupOfTheScreensAfterAPopIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: everyLine(code), expectation: .property(of: "ViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "nil"))
        }
        let found = explain(Self.popThenLookUp)
        XCTAssertEqual(found.first?.rule, "read-after-transition")
        XCTAssertEqual(found.first?.text.en, "`previousScreen(as: ViewController.self)?.paramEmail = email.text` (line 13) ran, but after `goBack()`, which calls `popViewController`, (line 12) had already changed the screens: the screen it looks up (through `previousScreen(as:)`) was no longer where the code looked, so the lookup found nothing and `?.` skipped the assignment. Find the screen and give it the value first, then make the transition.")
        let before = Self.popThenLookUp.replacingOccurrences(of: "        goBack()\n        previousScreen(as: ViewController.self)?.paramEmail = email.text",
                                                             with: "        previousScreen(as: ViewController.self)?.paramEmail = email.text\n        goBack()")
        XCTAssertNotEqual(before, Self.popThenLookUp)
        XCTAssertFalse(explain(before).map(\.rule).contains("read-after-transition"))
    }

    static let delayedSave = """
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSave(_ sender: Any) {
            let typed = email.text ?? ""
            navigationController?.popViewController(animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
                UserDefaults.standard.set(typed, forKey: "email")
            }
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(none)"
        }
    }
    """

    /// A store written in `asyncAfter` after the pop that shows the screen reading it: the why says
    /// the closure runs later. Written before the pop, it is not said.
    func testAStoreWriteDelayedPastTheTransitionIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            let events = [event("ViewController#1", "viewWillAppear(_:)", step: 0), event("FormViewController#1", "onSave(_:)", step: 2),
                          event("ViewController#1", "viewWillAppear(_:)", step: 2)]
            let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "a@b.c"), .tap(ControlLocator(action: "onSave:")),
                                 .expect(.label(outlet: "resultEmail", text: "a@b.c"))]
            return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: everyLine(code), expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                                           expected: "\"a@b.c\"", actual: "\"(none)\"", steps: steps, step: 3, events: events))
        }
        let found = explain(Self.delayedSave)
        // Told from the deferral itself (what put the save off, and the pop that ran at once).
        XCTAssertTrue(found.contains { $0.text.en.contains("it is inside `DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { … }` (line 6), which runs only when that time has passed")
            && $0.text.en.contains("`navigationController?.popViewController(animated: true)` (line 5) ran at once") }, "\(found.map(\.text.en))")
        let direct = Self.delayedSave.replacingOccurrences(of: "        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {\n            UserDefaults.standard.set(typed, forKey: \"email\")\n        }",
                                                           with: "        UserDefaults.standard.set(typed, forKey: \"email\")")
        XCTAssertNotEqual(direct, Self.delayedSave)
        XCTAssertFalse(explain(direct).contains { $0.text.en.contains("asyncAfter") })
    }
}
