import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 20's readings on the book's exercises (docs/checks.md "Round 20"): states a control keeps
/// by itself (R14.4), a number a unit's factor away, flags that cannot be told apart, `dismiss` on
/// a screen that presents another, an enum case's name where its raw value was meant.
final class Round20EndToEndTests: XCTestCase {
    /// values-by-push's result screen filled in as the book does: the labels show the values handed on.
    static let resultShowsValues = (file: "ResultViewController.swift", code: """
            resultEmail.text = paramEmail
            resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
            resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
    """)

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func round20Reading(_ report: CheckReport, check: String, rule: String, file: StaticString = #filePath, line: UInt = #line) throws -> Explanation {
        let failed = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(failed.status, .failed, file: file, line: line)
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == rule }, "\(failed.explanations.map { "\($0.rule): \($0.text.en)" })", file: file, line: line)
        // A reading that proves its cause from the run is the only one.
        XCTAssertEqual(failed.explanations.count, 1, "\(failed.explanations.map(\.text.en))", file: file, line: line)
        return found
    }

    /// A slider whose `maximumValue` was left at 1, set from the stepper: it keeps 1.
    func testASliderKeepsItsValueWithinItsRange() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                let minutes = UISlider()

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    minutes.value = Float(interval.value)
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = Double(minutes.value)
                }
            }
            """),
        ], whatIf: false)
        let found = try round20Reading(report, check: "passes-settings", rule: "control-state")
        XCTAssertEqual(found.text.en, "`minutes.value = Float(interval.value)` (line 13) asked `minutes` for 5, and it kept 1: a `UISlider` keeps its `value` within `minimumValue...maximumValue`, and its `maximumValue` is 1 (no line sets it: that is a new UISlider's default). So every value read from `minutes` after that line is 1, not 5. Give `minutes.maximumValue` a value that lets 5 in before setting the value, or read the value from where it comes from.")
        XCTAssertTrue(found.text.ko.contains("값을 넣기 전에 `minutes.maximumValue`를 그 값이 들어갈 수 있게 정하거나, 값이 처음 나오는 곳에서 읽으세요."), found.text.ko)
    }

    /// `countDownDuration`-style seconds: the stepper's minutes handed on times 60.
    func testANumberAUnitsFactorAwayIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    let seconds: TimeInterval = interval.value * 60
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = seconds
                    navigationController?.pushViewController(rvc, animated: true)
            """),
            Self.resultShowsValues,
        ], whatIf: false)
        let found = try round20Reading(report, check: "passes-values", rule: "unit-factor")
        XCTAssertEqual(found.text.en, "The number came out as 300 where 5 was expected: 60 times too large, the same amount counted in seconds instead of minutes. `let seconds = interval.value * 60` (line 11) converts by that factor: that is where the unit changed. Hand the value on in the unit the other screen shows (leave the conversion out), or convert it back where it is shown.")
        XCTAssertTrue(found.text.ko.contains("다른 화면이 보여 주는 단위 그대로 넘기거나(그 변환을 빼고), 보여 주는 곳에서 되돌리세요."), found.text.ko)
    }

    /// An option with raw value 0: `contains` it is always true.
    func testAZeroOptionIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Choices: OptionSet {
                let rawValue: Int
                static let none = Choices(rawValue: 0)
                static let update = Choices(rawValue: 0)
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    var choices: Choices = []
                    if isUpdate.isOn { choices.insert(.update) }
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = choices.contains(.update)
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
                }
            }
            """),
            Self.resultShowsValues,
        ], whatIf: false)
        let found = try round20Reading(report, check: "passes-values", rule: "option-set-flags")
        XCTAssertEqual(found.text.en, "`Choices.update` (line 6) has the raw value 0: no bit at all, the empty set. Every set contains the empty set, so `choices.contains(.update)` (line 20) is true whatever the user chose, and inserting `.update` changes nothing. Give each option its own bit: `1 << 0`, `1 << 1`, `1 << 2`…")
        XCTAssertTrue(found.text.ko.contains("옵션마다 자기 비트를 주세요: `1 << 0`, `1 << 1`, `1 << 2`…"), found.text.ko)
    }

    /// `dismiss` right after putting up an alert closes the alert, not the screen.
    func testDismissWhilePresentingClosesThePresentedOne() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
                    let second = storyboard!.instantiateViewController(withIdentifier: "Second")
                    second.modalPresentationStyle = .fullScreen
                    present(second, animated: true)
            """),
            ("SecondViewController.swift", """
                    present(UIAlertController(title: "Bye", message: nil, preferredStyle: .alert), animated: false)
                    dismiss(animated: true)
            """),
        ], whatIf: false)
        let found = try round20Reading(report, check: "closes-second", rule: "screen-flow")
        XCTAssertEqual(found.text.en, "Your `dismiss(…)` (line 7, in `onClose(_:)`) ran on SecondViewController#1 while SecondViewController#1 was presenting UIAlertController#1. `dismiss` on a screen that presents another closes the one it presents, UIAlertController#1, and SecondViewController#1 itself stays on screen. Dismiss SecondViewController#1 when nothing is over it (after UIAlertController#1 is gone, or without putting UIAlertController#1 up first), or ask its `presentingViewController` to dismiss.")
        XCTAssertTrue(found.text.ko.contains("SecondViewController#1 위에 아무것도 없을 때(UIAlertController#1가 사라진 뒤, 또는 UIAlertController#1를 띄우지 않고) 닫거나, `presentingViewController`에게 닫으라고 하세요."), found.text.ko)
    }

    /// `String(describing:)` of a `String` enum value: the case's name, not its raw value.
    func testAnEnumCaseNameUsedAsAnIdentifierIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
                    enum Go: String { case submit = "ManualSubmit" }
                    performSegue(withIdentifier: "\\(Go.submit)", sender: nil)
            """),
        ], whatIf: false)
        let found = try round20Reading(report, check: "shows-result", rule: "enum-case-name-as-text")
        XCTAssertEqual(found.text.en, #"The text this run used was "submit": the *name* of the case `Go.submit`, whose raw value is "ManualSubmit". At ViewController.swift:21 (`performSegue(withIdentifier: "\(Go.submit)", sender: nil)`) an enum value is turned into text, and an enum value turned into text (`"\(value)"`, `String(describing:)`) gives its case's name, not its raw value. Use `.rawValue` (`Go.submit.rawValue` is "ManualSubmit")."#)
        XCTAssertTrue(found.text.ko.contains(#"`.rawValue`를 쓰세요(`Go.submit.rawValue`는 "ManualSubmit"입니다)."#), found.text.ko)
    }

    /// An override of `canPerformUnwindSegueAction` that refuses the unwind it should take: UIKit
    /// gives the unwind up (R5.5), and the override is named.
    func testAnUnwindAnOverrideRefusedIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    status.text = (segue.source as? ThirdViewController)?.note.text
                }

                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
                    fromViewController is SecondViewController
                }
            """),
        ], whatIf: false)
        let found = try round20Reading(report, check: "unwinds-home", rule: "ignored-call")
        XCTAssertEqual(found.text.en, "The unwind segue from ThirdViewController#1 (action `unwindToHome:`) went nowhere, and UIKit gave it up without a word: ViewController#1 has that action, but its `canPerformUnwindSegueAction(_:from:sender:)` (line 11) answered false, so UIKit went on looking and found no other screen that takes it. `fromViewController` there is the screen the unwind starts from (ThirdViewController#1), not the one below it. Return true for this action (or leave the method out: by default a screen takes an unwind action it has).")
        XCTAssertTrue(found.text.ko.contains("기본으로 화면은 자기가 가진 언와인드 액션을 받습니다)."), found.text.ko)
    }

    /// A replacement on the value's way that takes out all of it (`"-"` with nothing): told as
    /// nothing arriving, with the statement.
    func testAReplacementThatTakesTheWholeValueOutIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController, MyDataDelegate {

                @IBOutlet var resultLabel: UILabel!

                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    self.subView = sub
                    sub.paramText = resultLabel.text.map { $0.replacingOccurrences(of: "-", with: "") }
                    sub.delegate = self
                }

                func sendData(_ data: String) {
                    resultLabel.text = data
                }
            }
            """),
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
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let text = inputText.text, !text.isEmpty { delegate?.sendData(text) }
                }
            }
            """),
        ], whatIf: false)
        let found = try round20Reading(report, check: "value-goes-forward", rule: "value-difference")
        XCTAssertEqual(found.text.en, #"Nothing of the value arrived: `sub.paramText = resultLabel.text.map { $0.replacingOccurrences(of: "-", with: "") }` (line 12) replaces every "-" with nothing, and "-" is what the value was (or held). Pass the value on as it is."#)
        XCTAssertTrue(found.text.ko.contains("값을 그대로 넘기세요."), found.text.ko)
    }
}
