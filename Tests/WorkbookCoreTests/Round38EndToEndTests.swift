import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 38's readings (docs/checks.md "Round 38"): each test is a learner's solution written
/// another way than the held-out one that showed the class.
final class Round38EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The explanations of the failed check `check`, all of them, in English and in Korean (the check must have failed).
    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        let found = try XCTUnwrap(report.checks.first { $0.id == check })
        XCTAssertEqual(found.status, .failed)
        return (found.explanations.map(\.text.en).joined(separator: "\n"), found.explanations.map(\.text.ko).joined(separator: "\n"))
    }

    /// A struct copied into a name before the lines that fill the original: the copy keeps the old values.
    func testACopyOfAStructTakenBeforeTheChangesIsToldAsTheCopy() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Form {
                var mail = ""
                var on = false
                var minutes = 0.0
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var form = Form()

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let next = segue.destination as? ResultViewController else { return }
                    let before = self.form
                    form.mail = email.text ?? ""
                    form.on = isUpdate.isOn
                    form.minutes = interval.value
                    next.paramEmail = before.mail
                    next.paramUpdate = before.on
                    next.paramInterval = before.minutes
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertEqual(en, "`before = self.form` (line 18) copies `form` as it was at that moment: a struct is a value, so `before` is a copy of its own, not another name for `form`. `form.mail = email.text ?? \"\"` (line 19) changes `form` after the copy was made, and the change never reaches `before`, so `before.mail` still held the value from before. Make the copy after the lines that change `form`, or read `form` itself.")
        XCTAssertTrue(ko.contains("`before.mail`에는 그 전의 값이 그대로 있었습니다"), ko)
    }

    /// `sender` cast to a control it never is, through a name (`let stepper = sender as? UIStepper`),
    /// then `stepper?.value ?? 0`: the fallback gave the value, and the search's flip downstream is not told.
    func testASenderCastThroughANameIsToldWithWhatTheSenderWas() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    guard segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController else { return }
                    let stepper = sender as? UIStepper
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = stepper?.value ?? 0
            """),
        ])
        let (en, ko) = try whys(report, "passes-settings")
        XCTAssertTrue(en.hasPrefix("`rvc.paramInterval = stepper?.value ?? 0` (line "), en)
        XCTAssertTrue(en.contains("gave 0: `sender as? UIStepper` is nil, because `sender` is UIButton#1 in this run, not a UIStepper, so `??` used its default."), en)
        XCTAssertFalse(en.contains("workbook ran this check again"), en)
        XCTAssertTrue(ko.contains("UIButton#1"), ko)
    }

    /// A tag compared with a number nothing gives any view: the tag is UIKit's default 0.
    func testATagNothingGivesIsToldAsUIKitsDefault() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
                    guard let rvc = segue.destination as? ResultViewController, let b = sender as? UIButton else { return }
                    rvc.paramEmail = email.text ?? ""
                    if b.tag == 2 {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("It compared `0` and `2`. `b.tag` was 0 each time, UIKit's default: neither your code nor the storyboard gives `tag` a value here."), en)
        XCTAssertTrue(ko.contains("`b.tag`"), ko)
    }

    /// A mutating method meant to give the defaults that gives one member and not the other.
    func testAMethodThatLeavesOneMemberIsNamedWithTheMemberItLeaves() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Options {
                var on: Bool
                var every: Double
                mutating func useDefaults() {
                    on = true
                }
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    var options = Options(on: isUpdate.isOn, every: interval.value)
                    if segue.identifier == "DefaultSubmit" {
                        options.useDefaults()
                    }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = options.on
                    rvc.paramInterval = options.every
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertEqual(en, "`rvc.paramInterval = options.every` (line 24) read `options.every`. `options.useDefaults()` (line 20) ran before it, and Options's `useDefaults()` (line 6) gives `on` its value, which the lines beside this one hand on, but never `every`: `options.every` kept the value it had before the call. Give `every` its value in `useDefaults()` too.")
        XCTAssertTrue(ko.contains("`useDefaults()`에서 `every`에도 값을 주세요"), ko)
    }

    /// A class that reads UserDefaults once and keeps its own copy, and no line that writes defaults.
    func testDefaultsReadButNeverWrittenIsToldAsNeverWritten() throws {
        let stored = """

        final class Stored {
            let key: String
            var value: String?
            init(key: String) {
                self.key = key
                value = UserDefaults.standard.string(forKey: key)
            }
        }
        """
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                let stored = Stored(key: "email")

                @IBAction func onSave(_ sender: Any) {
                    stored.value = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """ + stored),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                let stored = Stored(key: "email")

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = stored.value ?? "(없음)"
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-comes-back")
        // (Then the two `Stored` objects, one per screen, are told too.)
        XCTAssertEqual(en.components(separatedBy: "\n").first, "Your code reads `UserDefaults` (`UserDefaults.standard.string(forKey: key)`, line 17, in Stored's `init(key:)`), but no line of yours ever writes there: nothing calls `UserDefaults.standard.set(_:forKey:)`. So every read finds nothing, and the value the app saved stayed in a property in memory (a copy of its own), which the other screen and a relaunch never see. Save the value with `UserDefaults.standard.set(value, forKey: …)` where it is entered, and read it back under the same key.")
        XCTAssertTrue(ko.hasPrefix("코드는 `UserDefaults`를 읽지만"), ko)
        XCTAssertTrue(ko.contains("Stored의 `init(key:)`"), ko)
    }

    /// A transition put in a `defer` above the test of the input: the `defer` runs on the test's `return` too.
    func testATransitionInADeferIsToldAsRunningOnTheTestsReturn() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {
                    self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    self.isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    defer {
                        performSegue(withIdentifier: "ManualSubmit", sender: nil)
                    }
                    if email.text?.isEmpty ?? true { return }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "empty-email-stays")
        XCTAssertEqual(en, "`performSegue(…)` (line 20) is inside the `defer` block of line 19, and a `defer` block runs whenever `onPerformSegue(_:)` is left, by any way out: also through the `return` (line 22) your test `email.text?.isEmpty ?? true` (line 22) takes when the input is not right. So the screen changed even though the test turned the input away. Call it after the test, as the last line of the action, not in a `defer`.")
        XCTAssertTrue(ko.contains("19번째 줄의 `defer` 블록 안에 있습니다"), ko)
    }

    /// Two properties given at once by a tuple (`(a, b) = (x, y)`): each is assigned, so no reading says nothing assigns them.
    func testATupleAssignmentGivesEachOfItsElements() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    (rvc.paramUpdate, rvc.paramInterval) = (isUpdate.isOn, interval.value)
            """),
        ])
        let (en, _) = try whys(report, "default-passes-defaults")
        XCTAssertFalse(en.contains("Nothing in your code assigns"), en)
        XCTAssertFalse(en.isEmpty)
    }

    /// A delegate given `self` that reads back nil (kept by a wrapper that holds a box weakly): the
    /// advice is about how it is stored, never "set `sub.delegate = self`", which the code does.
    func testADelegateGivenSelfThatReadsBackNilIsNotToldToSetIt() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("SubViewController.swift", """
            import UIKit

            final class Holder {
                let target: MyDataDelegate?
                init(_ target: MyDataDelegate?) { self.target = target }
            }

            @propertyWrapper
            struct Faint {
                private weak var holder: Holder?
                var wrappedValue: MyDataDelegate? {
                    get { holder?.target }
                    set { holder = Holder(newValue) }
                }
                init(wrappedValue: MyDataDelegate?) { holder = Holder(wrappedValue) }
            }

            class SubViewController: UIViewController {
                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                @Faint var delegate: MyDataDelegate? = nil

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let text = inputText.text, !text.isEmpty {
                        delegate?.sendData(text)
                    }
                }
            }
            """),
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController, MyDataDelegate {
                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    self.subView = sub
                    sub.paramText = resultLabel.text
                    sub.delegate = self
                }

                func sendData(_ data: String) {
                    resultLabel.text = data
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertFalse(en.contains("give `delegate` its value before the call can run"), en)
        XCTAssertTrue(en.contains("That line gave it `self`, not nil, and yet `delegate` read back nil"), en)
        XCTAssertTrue(ko.contains("nil로 읽혔습니다"), ko)
    }
}
