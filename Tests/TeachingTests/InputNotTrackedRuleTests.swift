import Teaching
import WorkbookProtocol
import XCTest

/// A copy of a control's state kept in a property, gone stale: each way it goes stale is told by
/// what the code, the storyboard and what ran show; a copy that carried the value, or one that
/// nobody sends on, is not read.
final class InputNotTrackedRuleTests: XCTestCase {
    /// A form whose `typedEmail` copies the field in `method` (the body lines 9-11) and is sent in `onDone(_:)`.
    private func form(register: String, method: String = "@objc func emailChanged(_ sender: UITextField) {", copy: String = "typedEmail = sender.text ?? \"\"") -> String {
        """
        import UIKit
        class FormViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet var email: UITextField!
            @IBOutlet var interval: UIStepper!
            var typedEmail = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                \(register)
            }
            \(method)
                \(copy)
            }
            @IBAction func onDone(_ sender: Any) {
                let main = navigationController?.viewControllers.first as? ViewController
                main?.paramEmail = typedEmail
                navigationController?.popViewController(animated: true)
            }
        }
        """
    }

    private let steps: [Step] = [.launch, .type(ControlLocator(outlet: "email"), text: "back@example.com"), .tap(ControlLocator(action: "onDone:")),
                                 .expect(.label(outlet: "resultEmail", text: "back@example.com"))]

    private func why(_ code: String, ran counts: [Int: Int], actual: String = "\"\"") -> String? {
        let context = CoverageFixture.context(code, coverage: CoverageFixture.coverage(counts), expectation: .label(outlet: "resultEmail", text: "back@example.com"),
                                              expected: "\"back@example.com\"", actual: actual, steps: steps, step: 3)
        return TeachingRules.explanations(for: context).first { $0.rule == "input-not-tracked" }?.text.en
    }

    func testAnEventTheControlNeverSends() {
        let code = form(register: "email.addTarget(self, action: #selector(emailChanged(_:)), for: .valueChanged)")
        XCTAssertEqual(why(code, ran: [1: 1, 10: 0, 12: 1]),
                       "`typedEmail` is meant to follow `email`: `emailChanged(_:)` copies it (line 11). But it is added for `.valueChanged` (line 8), and a text field never sends `.valueChanged` when the user changes it, so `emailChanged(_:)` never ran. So `typedEmail` did not hold \"back@example.com\", what the user gave `email`, when your code used it. Add it for `.editingChanged`.")
    }

    func testATargetOnAnotherControl() {
        let code = form(register: "interval.addTarget(self, action: #selector(emailChanged(_:)), for: .editingChanged)")
        XCTAssertEqual(why(code, ran: [1: 1, 10: 0, 12: 1]),
                       "`typedEmail` is meant to follow `email`: `emailChanged(_:)` copies it (line 11). But it is added as a target of `interval` (line 8), not of `email`, so changing `email` never ran it. So `typedEmail` did not hold \"back@example.com\", what the user gave `email`, when your code used it. Add the target to `email`, for `.editingChanged`.")
    }

    func testADelegateMethodOfAFieldWithoutDelegate() {
        let code = form(register: "// nothing", method: "func textFieldDidEndEditing(_ textField: UITextField) {", copy: "typedEmail = textField.text ?? \"\"")
        XCTAssertEqual(why(code, ran: [1: 1, 10: 0, 12: 1]),
                       "`typedEmail` is meant to follow `email`: `textFieldDidEndEditing(_:)` copies it (line 11). But `textFieldDidEndEditing(_:)` is a method of the text field's delegate, and `email.delegate` is never set (in code or in the storyboard), so UIKit never called it. So `typedEmail` did not hold \"back@example.com\", what the user gave `email`, when your code used it. Set `email.delegate = self` in `viewDidLoad()`.")
    }

    /// R10.15: a copy made when editing ends, and the user tapped a button while still editing.
    func testACopyMadeWhenEditingEnds() {
        let code = form(register: "email.delegate = self", method: "func textFieldDidEndEditing(_ textField: UITextField) {", copy: "typedEmail = textField.text ?? \"\"")
        XCTAssertEqual(why(code, ran: [1: 1, 10: 0, 12: 1]),
                       "`typedEmail` is meant to follow `email`: `textFieldDidEndEditing(_:)` copies it (line 11). But `textFieldDidEndEditing(_:)` runs only when editing ends, when the field stops being first responder (`resignFirstResponder()`, `endEditing(_:)`, another text field, the screen going away); here the user typed and then tapped a button, which does not end editing, so it had not run. So `typedEmail` did not hold \"back@example.com\", what the user gave `email`, when your code used it. Copy the text on `.editingChanged`, or read `email.text` where you send it.")
        let target = form(register: "email.addTarget(self, action: #selector(emailChanged(_:)), for: .editingDidEnd)")
        XCTAssertEqual(why(target, ran: [1: 1, 8: 1, 10: 0, 12: 1])?.contains("runs only when editing ends"), true)
    }

    func testACopyMadeWhenEditingBegan() {
        let code = form(register: "email.delegate = self", method: "func textFieldDidBeginEditing(_ textField: UITextField) {", copy: "typedEmail = textField.text ?? \"\"")
        XCTAssertEqual(why(code, ran: [1: 1, 10: 1, 12: 1]),
                       "`typedEmail` is meant to follow `email`: `textFieldDidBeginEditing(_:)` copies it (line 11). But `textFieldDidBeginEditing(_:)` runs once, when editing begins, before anything is typed, and not again after. So `typedEmail` did not hold \"back@example.com\", what the user gave `email`, when your code used it. Copy the text on `.editingChanged`, or read `email.text` where you send it.")
    }

    func testACopyMadeBeforeEachChange() {
        let code = form(register: "email.delegate = self", method: "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {",
                        copy: "typedEmail = textField.text ?? \"\"; return true")
        XCTAssertNotNil(why(code, ran: [1: 1, 10: 16, 12: 1], actual: "\"back@example.co\"")?.range(of: "runs before each change is made"))
    }

    func testAReturnKeyNeverPressed() {
        let code = form(register: "email.delegate = self", method: "func textFieldShouldReturn(_ textField: UITextField) -> Bool {", copy: "typedEmail = textField.text ?? \"\"; return true")
        XCTAssertNotNil(why(code, ran: [1: 1, 10: 0, 12: 1])?.range(of: "runs only when the user presses Return"))
    }

    func testAStepperCountedInsteadOfRead() {
        let code = """
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            var intervalValue = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                interval.addTarget(self, action: #selector(stepped(_:)), for: .valueChanged)
            }
            @objc func stepped(_ sender: UIStepper) {
                intervalValue += 1
            }
            @IBAction func onSubmit(_ sender: Any) { send("\\(intervalValue)") }
            func send(_ text: String) {}
        }
        """
        let context = CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1, 9: 1, 12: 1]), expectation: .label(outlet: "result", text: "5"),
                                              expected: "\"5\"", actual: "\"1\"",
                                              steps: [.launch, .set(ControlLocator(outlet: "interval"), on: nil, value: 5, index: nil), .tap(ControlLocator(action: "onSubmit:")),
                                                      .expect(.label(outlet: "result", text: "5"))], step: 3)
        XCTAssertEqual(TeachingRules.explanations(for: context).first { $0.rule == "input-not-tracked" }?.text.en,
                       "`intervalValue` is meant to follow `interval`: `stepped(_:)` copies it (line 10). But `intervalValue += 1` (line 10) counts the changes instead of reading the value: one change can move it by more than one step, or down. So `intervalValue` did not hold 5, what the user gave `interval`, when your code used it. Copy the control's `value` (`sender.value`).")
    }

    /// The copy carried what was typed (the fault is elsewhere), or it is made on the right event
    /// and ran: no reading.
    func testNotReadWhenTheCopyFollowed() {
        let right = form(register: "email.addTarget(self, action: #selector(emailChanged(_:)), for: .editingChanged)")
        XCTAssertNil(why(right, ran: [1: 1, 10: 16, 12: 1]))
        let wrongEvent = form(register: "email.addTarget(self, action: #selector(emailChanged(_:)), for: .valueChanged)")
        XCTAssertNil(why(wrongEvent, ran: [1: 1, 10: 0, 12: 1], actual: "\"back@example.com!\""))
    }

    /// A local `let` of the property's name in the copying method: the property is never written.
    func testALocalThatHidesTheProperty() {
        let code = form(register: "email.addTarget(self, action: #selector(emailChanged(_:)), for: .editingChanged)", copy: "let typedEmail = sender.text ?? \"\"; print(typedEmail)")
        let context = CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1, 10: 16, 12: 1]), expectation: .label(outlet: "resultEmail", text: "back@example.com"),
                                              expected: "\"back@example.com\"", actual: "\"\"", steps: steps, step: 3)
        XCTAssertEqual(TeachingRules.explanations(for: context).first { $0.rule == "local-hides-property" }?.text.en,
                       "In `emailChanged(_:)` the `let`/`var` at line 11 declares a new local `typedEmail`, which hides FormViewController's property `typedEmail` for the rest of that method: the value goes to the local, and the property is never written. `onDone(_:)` (line 15) reads the property and gets its start value, `\"\"`. Drop the `let`/`var` to assign the property (`typedEmail = …`, or `self.typedEmail = …`).")
    }
}
