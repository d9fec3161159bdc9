import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 14's readings on the book's exercises (docs/checks.md "Round 14"): code put off (after an
/// `await`, in a `Task`) that had not run or ran late, a stored closure called through `?` while
/// nil, a closure made and never called, an `@IBSegueAction` no segue names, two lines of one
/// method in the wrong order, a shown value's shape, and a `switch` whose `default:` stopped the app.
final class TimingAndClosureEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// A save after `await Task.sleep` in a helper a `Task` calls; the action pops at once.
    func testASaveAfterAnAwaitHadNotRunWhenTheCheckLooked() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", #"resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "-""#),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                func save(_ text: String?) async {
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    UserDefaults.standard.set(text ?? "", forKey: "email")
                }

                @IBAction func onSave(_ sender: Any) {
                    let typed = email.text
                    Task {
                        await save(typed)
                    }
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "store-write-never-ran")
        XCTAssertEqual(found.text.en, "`UserDefaults.standard.set(…, forKey: \"email\")` (line 8, in `save(_:)`) had not run when the check looked: it comes after `try? await Task.sleep(nanoseconds: 100_000_000)` (line 7), and code after an `await` runs only when the awaited work comes back. `save(_:)` runs in the `Task` started at line 13 of `onSave(_:)`. `onSave(_:)` did not wait for it: `navigationController?.popViewController(animated: true)` (line 16) ran at once, so the screens changed (and read the value) before this line gave it. Do this work before the screen changes, without putting it off (no `Task`, `async` or delay around it), or start the transition after it, in the same deferred code.")
        XCTAssertTrue(found.text.ko.contains("`onSave(_:)`는 그것을 기다리지 않았습니다"), found.text.ko)
    }

    /// `performSegue` after `await Task.sleep` inside a `Task` of the action.
    func testATransitionAfterAnAwaitIsToldAsPutOff() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            Task {
                try? await Task.sleep(nanoseconds: 300_000_000)
                performSegue(withIdentifier: "ManualSubmit", sender: sender)
            }
            """),
        ])
        let found = try reading(report, check: "shows-result", rule: "condition-decided")
        XCTAssertEqual(found.text.en, "`performSegue(withIdentifier: \"ManualSubmit\", sender: sender)` (line 22, in `onPerformSegue(_:)`) had not run when the check looked: it comes after `try? await Task.sleep(nanoseconds: 300_000_000)` (line 21), and code after an `await` runs only when the awaited work comes back, inside the `Task` started at line 20. The user's action and the check went on without it: the screen was still the same when the check looked. Make the transition in the method itself (not after an `await`, in a `Task` or after a delay); do any waiting work before it, or give the next screen what it needs right away.")
    }

    /// A line run late in a `Task` reads a name the method cleared at once.
    func testALateLineReadsWhatTheMethodChangedFirst() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard paramEmail != nil else { return }
                    Task {
                        try? await Task.sleep(nanoseconds: 100_000_000)
                        resultEmail.text = paramEmail
                    }
                    paramEmail = nil
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    guard let stack = navigationController?.viewControllers, stack.count >= 2,
                          let main = stack[stack.count - 2] as? ViewController else { return }
                    main.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "deferred-late")
        XCTAssertEqual(found.text.en, "`resultEmail.text = paramEmail` (line 12, in `viewWillAppear(_:)`) ran late: it comes after `try? await Task.sleep(nanoseconds: 100_000_000)` (line 11), and code after an `await` runs only when the awaited work comes back. Before it ran, `paramEmail = nil` (line 14) had already run in `viewWillAppear(_:)`, so this line read the value as it was after that. Read what you need into a local constant before putting work off (or do the work right away), then change it.")
    }

    /// A stored closure no line assigns, called through `?` when the screen leaves.
    func testAClosureNeverAssignedIsToldByItsNilCall() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("SubViewController.swift", """
            import UIKit

            class SubViewController: UIViewController {
                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                var onSend: ((String) -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    onSend?(inputText.text ?? "")
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-flow-nil-call")
        XCTAssertEqual(found.text.en, "In this run `onSend?(…)` at SubViewController.swift line 16 (`onSend?(inputText.text ?? \"\")`, in `viewWillDisappear(_:)`) ran at step 5 while `onSend` was nil, so the closure it should call never ran (a call through `?` is skipped without a word). No line of your code ever gives `onSend` a closure: assign it (`….onSend = { … }`) on the very object that calls it, before it can be called.")
    }

    /// A `UIAction` added to the button while its tap is handled: the closure never runs on that tap.
    func testAnActionAddedDuringTheTapNeverRan() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            guard let button = sender as? UIButton else { return }
            button.addAction(UIAction { [weak self] _ in
                self?.performSegue(withIdentifier: "ManualSubmit", sender: self)
            }, for: .touchUpInside)
            """),
        ])
        let found = try reading(report, check: "shows-result", rule: "condition-decided")
        XCTAssertEqual(found.text.en, "`performSegue(withIdentifier: \"ManualSubmit\", sender: self)` (line 22) is inside the closure given to `UIAction` at line 21, and that closure never ran in this run: `onPerformSegue(_:)` made it, but code in a closure runs only when whoever holds it calls it, not where it is written. An action added to a control runs when the control is used after it was added: one added while a tap is being handled fires only on a later tap. Make the transition directly in `onPerformSegue(_:)`.")
    }

    /// An `@IBSegueAction` that no segue of the storyboard names.
    func testASegueActionNoSegueNamesIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBSegueAction func makeResult(_ coder: NSCoder) -> ResultViewController? {
                    let result = ResultViewController(coder: coder)
                    result?.paramEmail = email.text ?? ""
                    result?.paramUpdate = isUpdate.isOn
                    result?.paramInterval = interval.value
                    return result
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "helper-never-called")
        XCTAssertEqual(found.text.en, "`result.paramEmail = email.text ?? \"\"` (line 10) is in `makeResult(_:)`, an `@IBSegueAction`, which never ran: UIKit calls a segue action only while performing a segue that is connected to it, and no segue of ViewController's scene in the storyboard names it as its action (the segue's `destinationCreationSelector`, set by dragging from the segue to the method in Interface Builder) (the scene's segues: \"ActionSubmit\"). Connect the segue to `makeResult(_:)` in the storyboard, or give the values in `prepare(for:sender:)`.")
    }

    /// The interval passed before the line that reads the stepper.
    func testAValuePassedBeforeItIsGivenIsToldByTheOrder() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var minutes = 0.0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = minutes
                    minutes = interval.value
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-settings", rule: "statement-order")
        XCTAssertEqual(found.text.en, "`rvc.paramInterval = minutes` (line 13) read `minutes` before `minutes = interval.value` (line 14) gave it its value: a line takes what a name holds when that line runs, and a later line does not change what was already passed on. Give `minutes` its value first, then pass it on.")
    }

    /// A number converted from its text: `Int("5.0")` is nil, and `?? 0` shows 0.
    func testAConversionThatGaveNilIsToldByTheValues() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            guard let rvc = segue.destination as? ResultViewController else { return }
            rvc.paramEmail = email.text ?? ""
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
            """),
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!
                var paramEmail = ""
                var paramUpdate = false
                var paramInterval = 0.0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    let minutes = Int(paramInterval.description) ?? 0
                    resultInterval.text = "\\(minutes)분 마다 갱신"
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-settings", rule: "value-difference")
        XCTAssertEqual(found.text.en, "The number shows as 0 where 5 was expected: a conversion from text gave nil and the default took its place (`let minutes = Int(paramInterval.description) ?? 0`, line 15). `Int(…)` and `Double(…)` give nil for text that is not exactly a number of that kind (`Int(\"5.0\")` is nil, and so is text with a unit like \"5분\"). Convert the value itself (`Int(stepper.value)`), not its text.")
    }

    /// `default: preconditionFailure` in a `switch segue.identifier` that lists a misspelled case.
    func testASwitchDefaultThatStoppedTheAppNamesTheValue() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    switch segue.identifier {
                    case "ActionSubmit":
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    case "DefaultsSubmit":
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    default:
                        preconditionFailure("unknown segue")
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed && $0.explanations.contains { $0.rule == "own-assertion-failed" } })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "own-assertion-failed" })
        XCTAssertEqual(found.text.en, "The app stopped on your own `preconditionFailure` (line 19, in `prepare(for:sender:)`), in the `default:` of `switch segue.identifier`: `segue.identifier` was \"DefaultSubmit\", which none of its cases (`\"ActionSubmit\"`, `\"DefaultsSubmit\"`) matches. A failed `precondition`, `assert` or a `fatalError` is a crash you wrote, so the check could go no further. Test what holds at that moment and handle it, or assert only what UIKit guarantees there.")
    }

    /// A closure made once in `viewDidLoad` that shows a local read from the store then.
    func testAClosureReadingALocalWorkedOutOnceIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?
                var refresh: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let saved = UserDefaults.standard.string(forKey: "sentValue")
                    refresh = { [weak self] in
                        self?.valueLabel.text = saved ?? "-"
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    refresh?()
                }
            }
            """),
            ("VC3.swift", """
            UserDefaults.standard.set("from VC3", forKey: "sentValue")
            navigationController?.popViewController(animated: true)
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "capture-list-snapshot")
        XCTAssertEqual(found.text.en, "`self?.valueLabel.text = saved ?? \"-\"` (line 12) is inside a closure made in `viewDidLoad()`, and it reads `saved`, a local constant that `viewDidLoad()` worked out once (line 10: `saved = UserDefaults.standard.string(forKey: \"sentValue\")`). The closure keeps that copy: it ran 2 times here, `viewDidLoad()` only 1, so every later run gave the value from the moment the closure was made, not the current one. Read `UserDefaults.standard.string(forKey: \"sentValue\")` inside the closure, each time it runs.")
    }

    /// A text passed as its `debugDescription`: the label shows it inside quote marks.
    func testAQuotedTextIsToldByItsShape() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = paramEmail ?? "-"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    guard let stack = navigationController?.viewControllers, stack.count >= 2,
                          let main = stack[stack.count - 2] as? ViewController else { return }
                    main.paramEmail = email.text?.debugDescription
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-difference")
        XCTAssertEqual(found.text.en, "The text shown is the expected text inside quote marks: it was made (`main.paramEmail = email.text?.debugDescription`, line 9) by something that writes a string the way Swift source or JSON spells it (`debugDescription`, `String(reflecting:)`, a JSON-encoded string read back as text). Pass the string itself (or decode the JSON) instead.")
    }

    /// An `@IBSegueAction` that returns nil: UIKit makes the destination with `init(coder:)`, as
    /// without one (the values given in `prepare` arrive; nothing crashes).
    func testASegueActionReturningNilFallsBackToTheStoryboard() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBSegueAction func makeResult(_ coder: NSCoder) -> ResultViewController? {
                    nil
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
        ], storyboard: { $0.replacingOccurrences(of: #"identifier="ActionSubmit" id="form-ActionSubmit""#,
                                                  with: #"identifier="ActionSubmit" destinationCreationSelector="makeResult:" id="form-ActionSubmit""#) })
        XCTAssertEqual(report.checks.map(\.status), report.checks.map { _ in .passed }, "\(report.checks.map { ($0.id, $0.status, $0.message?.en ?? "") })")
    }

    static let mainGivesDelegate = """
    sub.paramText = resultLabel.text
    sub.delegate = self
    """
    static let mainShowsData = """
    extension MainViewController: MyDataDelegate {
        func sendData(_ data: String) {
            resultLabel.text = data
        }
    }
    """

    /// iOS 16's `navigationItem.backAction`: Back runs it instead of popping (here it sends, then pops).
    func testABackActionRunsInsteadOfThePop() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", Self.mainGivesDelegate),
            ("MainViewController.swift", Self.mainShowsData),
            ("SubViewController.swift", """
            import UIKit

            class SubViewController: UIViewController {
                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                weak var delegate: MyDataDelegate?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                    navigationItem.backAction = UIAction { [weak self] _ in
                        guard let self else { return }
                        if let text = self.inputText.text, !text.isEmpty { self.delegate?.sendData(text) }
                        self.navigationController?.popViewController(animated: true)
                    }
                }
            }
            """),
        ])
        XCTAssertEqual(report.checks.map(\.status), report.checks.map { _ in .passed }, "\(report.checks.map { ($0.id, $0.status, $0.message?.en ?? "") })")
    }

    /// A `map` on an optional that was nil: its closure never ran (told by the value missing, not as kept for later).
    func testAMapOnANilOptionalIsToldByTheMissingValue() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    value.map { _ in
                        valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? "-"
                    }
                }
            }
            """),
            ("VC3.swift", """
            (UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text
            navigationController?.popViewController(animated: true)
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        XCTAssertEqual(failed.explanations.map(\.text.en), ["`valueLabel.text = …` (line 10) is inside the closure given to `map` on `value` (line 9), which never ran: `map` calls its closure once for each value there is (the value inside an optional, each element of a collection), and here there was none: the optional was nil or the collection empty. Look at what `value` held at that moment, not at the closure."])
    }

    /// `let third = segue.destination as? ThirdViewController else { fatalError }` in the unwind action.
    func testAnUnwindAssertionNamesTheSegueSource() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                guard let third = segue.destination as? ThirdViewController else { fatalError("came back from somewhere else") }
                status.text = third.note.text
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed && $0.explanations.contains { $0.rule == "own-assertion-failed" } })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "own-assertion-failed" })
        XCTAssertEqual(found.text.en, "The app stopped on your own `fatalError` (line 8, in `unwindToHome(_:)`): `let third = segue.destination as? ThirdViewController` did not hold when that line ran. `segue.destination` was ViewController#1, not a `ThirdViewController`; the `ThirdViewController` here is `segue.source` (ThirdViewController#1). A failed `precondition`, `assert` or a `fatalError` is a crash you wrote, so the check could go no further. Test what holds at that moment and handle it, or assert only what UIKit guarantees there.")
    }
}
