import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 21's readings on the book's exercises (docs/checks.md "Round 21"): a key UIKit does not
/// know (R6.3), a key the learner's own helper builds, a value put together after it was handed
/// on, a field the code never reads, letter case in a text test and in a dictionary's keys.
final class Round21EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The reading `rule`, the only one the check gets.
    func onlyReading(_ report: CheckReport, check: String, rule: String, file: StaticString = #filePath, line: UInt = #line) throws -> Explanation {
        let found = try reading(report, check: check, rule: rule, file: file, line: line)
        XCTAssertEqual(report.checks.first { $0.id == check }?.explanations.count, 1, file: file, line: line)
        return found
    }

    /// A `UserDefaults` key built by the learner's own helper from a step number: the search records
    /// the key each side really used (the helper only computes, so it is evaluated again).
    func testAKeyBuiltByAHelperIsReadAsItRan() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            // Each step's answer is stored under its own key: "wizard.step<N>".
            func wizardKey(step: Int) -> String {
                "wizard.step\\(step)"
            }

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var value: String?

                let step = 2

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    value = UserDefaults.standard.string(forKey: wizardKey(step: step))
                    valueLabel.text = value ?? "-"
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                let step = 3

                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: wizardKey(step: step))
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try onlyReading(report, check: "value-back-in-vc2", rule: "value-flow-store")
        XCTAssertEqual(found.text.en, #"In this run `"from VC3"` was saved under the key "wizard.step3" at VC3.swift line 8 (`UserDefaults.standard.set("from VC3", forKey: wizardKey(step: step))`, in `onSend(_:)`), but the read under "wizard.step2" at VC2.swift line 17 (`UserDefaults.standard.string(forKey: wizardKey(step: step))`, in `viewWillAppear(_:)`) found `nil`: the keys differ, and a key finds only what was saved under that very key. VC2#1's `valueLabel.text` was set at VC2.swift line 18 (`valueLabel.text = value ?? "-"`, in `viewWillAppear(_:)`) to `"-"`. Save and read with one key (one constant used on both sides)."#)
    }

    /// A draft filled in `viewWillDisappear`, after `prepare` handed it on.
    func testAValuePutTogetherAfterItWasHandedOnIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            // The form's answers, gathered step by step before they are handed on.
            struct SignupDraft {
                var email: String = ""
                var autoUpdate: Bool = true
                var interval: Double = 0
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var draft = SignupDraft()

                // The step is finished when the user leaves it: commit the controls into the draft here.
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    draft.email = email.text ?? ""
                    draft.autoUpdate = isUpdate.isOn
                    draft.interval = interval.value
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit",
                          let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = draft.email
                    result.paramUpdate = draft.autoUpdate
                    result.paramInterval = draft.interval
                }
            }
            """),
        ])
        let found = try onlyReading(report, check: "passes-email", rule: "value-flow-late")
        XCTAssertEqual(found.text.en, #"In this run ResultViewController#1's `result.paramEmail` was set at ViewController.swift line 29 (`result.paramEmail = draft.email`, in `prepare(for:sender:)`) to `""`, and `draft.email` was given `"learner@example.com"` only after that, at ViewController.swift line 21 (`draft.email = email.text ?? ""`, in `viewWillDisappear(_:)`); nothing set `result.paramEmail` again. UIKit calls `prepare(for:sender:)` before the screen that is left gets `viewWillDisappear(_:)`: a value put together as the screen leaves comes too late for the screen that is shown. Read the controls where you hand the values on (in `prepare(for:sender:)`, or in the action before `performSegue`)."#)
        XCTAssertTrue(found.text.ko.contains("UIKit은 떠나는 화면의 `viewWillDisappear(_:)`보다 먼저 `prepare(for:sender:)`를 부릅니다."), found.text.ko)
    }

    /// A `Date` saved under a key and read back with `string(forKey:)`: the key was saved, the read
    /// asked for another kind of value (nil), not another key.
    func testAValueReadAsAnotherKindThanSavedIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    let defaults = UserDefaults.standard
                    defaults.set(email.text, forKey: "email")
                    defaults.set(Date(), forKey: "savedAt")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let defaults = UserDefaults.standard
                    // 저장 시각이 있을 때만 저장된 이메일을 보여준다
                    guard let savedAt = defaults.string(forKey: "savedAt"),
                          let email = defaults.string(forKey: "email") else { return }
                    resultEmail.text = email
                    navigationItem.prompt = "저장: \\(savedAt)"
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try onlyReading(report, check: failed.id, rule: "value-flow-store")
        XCTAssertTrue(found.text.en.contains("`string(forKey:)` gives nil when the value saved under the key is not of the kind it reads"), found.text.en)
        XCTAssertFalse(found.text.en.contains("the keys differ"), found.text.en)
    }
}
