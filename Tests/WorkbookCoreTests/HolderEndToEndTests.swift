import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 16's reading of a value read through an object (docs/checks.md "Round 16"): the search
/// numbers the learner's own objects, so a value given to one instance and read from another is
/// told with both, and a parameter left to its default argument is told with the call.
final class HolderEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// `configure(email:update:interval:)` has `interval: Double = 0`, and the call leaves it out.
    func testADefaultArgumentLeftOutIsToldWithTheCall() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    // The interval is left to configure's default.
                    (segue.destination as? ResultViewController)?.configure(email: email.text ?? "", update: isUpdate.isOn)
                }
            }
            """),
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                func configure(email: String, update: Bool, interval: Double = 0) {
                    paramEmail = email
                    paramUpdate = update
                    paramInterval = interval
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.resultEmail.text = paramEmail
                    self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    self.resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-settings", rule: "value-flow-other-holder")
        XCTAssertTrue(found.text.en.contains("it comes from `interval` of `configure(email:update:interval:)`, and the call at line 12 (`(segue.destination as? ResultViewController)?.configure(email: email.text ?? \"\", update: isUpdate.isOn)`) leaves `interval:` out, so Swift used its default, `0`."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`interval:`를 빼서 Swift가 기본값 `0`을 썼습니다"), found.text.ko)
    }

    /// The form fills its own session and never hands it on: the result screen reads the one it made.
    func testAnObjectNeverHandedOnIsToldWithBothInstances() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                let session = FormSession()

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    // Fills the form's session, but never hands it to the result screen.
                    session.email = email.text ?? ""
                    session.update = isUpdate.isOn
                    session.interval = interval.value
                }
            }
            """),
            ("ResultViewController.swift", """
            import UIKit

            final class FormSession {
                var email = ""
                var update = false
                var interval = 0.0
            }

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail = ""
                var paramUpdate = false
                var paramInterval = 0.0
                // Its own session: the form fills another one.
                var session = FormSession()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    paramEmail = session.email
                    paramUpdate = session.update
                    paramInterval = session.interval
                    self.resultEmail.text = session.email
                    self.resultUpdate.text = session.update ? "자동갱신" : "자동갱신안함"
                    self.resultInterval.text = "\\(Int(session.interval))분 마다 갱신"
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "value-flow-other-holder")
        XCTAssertTrue(found.text.en.contains("on FormSession#1, but nothing ever gave ResultViewController#1's `session` that object: it keeps the FormSession made at its declaration (line 19), another one"), found.text.en)
    }

    /// `prepare` looks for the result screen on top of the stack: it is pushed only after `prepare` returns.
    func testAScreenLookedForInPrepareIsToldAsNotShownYet() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let result = navigationController?.viewControllers.last as? ResultViewController {
                        result.paramEmail = email.text ?? ""
                        result.paramUpdate = isUpdate.isOn
                        result.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let explanations = report.checks.first { $0.id == "passes-email" }?.explanations ?? []
        let found = try XCTUnwrap(explanations.first { $0.text.en.contains("is not shown yet") }, explanations.map(\.text.en).description)
        XCTAssertTrue(found.text.en.hasSuffix("In `prepare(for:sender:)` the screen the segue leads to is not shown yet: UIKit pushes or presents it only after `prepare` returns, so no stack holds it and nothing presents it. Take it from the segue: `segue.destination as? ResultViewController`."), found.text.en)
    }

    /// The same lookup through a local bound to the stack and an index (`screens[screens.count - 1]`):
    /// still the stack, still read before the segue pushes its destination.
    func testAScreenLookedForInPrepareThroughALocalIsToldAsNotShownYet() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit" else { return }
                    let screens = navigationController?.viewControllers ?? []
                    if let rvc = screens[screens.count - 1] as? ResultViewController {
                        rvc.paramEmail = email.text ?? ""
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let explanations = report.checks.first { $0.id == "passes-email" }?.explanations ?? []
        let found = try XCTUnwrap(explanations.first { $0.text.en.contains("is not shown yet") }, explanations.map(\.text.en).description)
        XCTAssertTrue(found.text.en.hasPrefix("In this run `screens[screens.count - 1] as? ResultViewController` (ViewController.swift line 12) gave nil the one time it ran: `screens[screens.count - 1]` was `ViewController#1`"), found.text.en)
        XCTAssertFalse(explanations.contains { $0.text.en.contains("take it by its class") }, explanations.map(\.text.en).description)
    }

    /// In an unwind action, the screen the unwind left looked for in the stack (`stack.last as?
    /// ThirdViewController`) where it is not (it was presented): told as `segue.source`.
    func testTheScreenAnUnwindLeftLookedForInTheStackIsToldAsTheSegueSource() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    guard let stack = navigationController?.viewControllers else { return }
                    if let third = stack.last as? ThirdViewController {
                        status.text = third.note.text
                    }
                }
            }
            """),
        ])
        let explanations = report.checks.first { $0.id == "shows-note" }?.explanations ?? []
        let found = try XCTUnwrap(explanations.first { $0.text.en.contains("the one the unwind left") }, explanations.map(\.text.en).description)
        XCTAssertTrue(found.text.en.hasSuffix("The screen you mean is the one the unwind left, ThirdViewController#1: an unwind action gets it as `segue.source` (a presented screen is in no navigation stack). Cast that one."), found.text.en)
    }

    /// A push on the window's root's `navigationController`: the root is the navigation controller itself.
    func testAPushOnTheRootsNavigationControllerIsToldAsTheRootItself() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBAction func onNext(_ sender: Any) {
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") else { return }
                    view.window?.rootViewController?.navigationController?.pushViewController(detail, animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "pushes-detail", rule: "value-flow-nil-transition")
        XCTAssertTrue(found.text.en.contains("The window's root view controller is UINavigationController#1, the navigation controller itself: it holds the stack and is in no other navigation controller, so its `navigationController` is nil."), found.text.en)
    }
}
