import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 15's readings on the book's exercises (docs/checks.md "Round 15"): a test of UIKit's own
/// state that came out false at the moment that mattered, a test that read a copy of a control made
/// before the input, and the fidelity fixes the round's writers found (the top screen of a screen with
/// an embedded child, an animation's completion run after the call returns).
final class StateAndSnapshotEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// VC2 refreshes only when it is pushed or presented: coming back after VC3's pop it is neither.
    func testARefreshGatedOnHowTheScreenCameIsToldWithTheState() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            if isMovingToParent || isBeingPresented {
                valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? "-"
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    (UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "value-flow-state-test")
        XCTAssertEqual(found.text.en, "`valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? \"-\"` (line 11) ran at step 2 but not again after the user's action: the test `isMovingToParent || isBeingPresented` (VC2.swift line 10, in `viewWillAppear(_:)`) came out false at step 5, so the code it guards did not run. Then `isMovingToParent` was false and `isBeingPresented` was false. `viewWillAppear(_:)` ran for VC2#1 at step 5 because of `popViewController(animated:)` on UINavigationController#1. `isMovingToParent` is true only while the screen is being added to its parent (pushed); when it shows again because a screen above it was popped or dismissed, it is false. `isBeingPresented` is true only while the screen itself is being presented; when it was pushed, or shows again after a screen it presented went away, it is false. Such a state says how a screen is coming or going at that moment, not whether the code needs to run: do not make the line wait on it, or read it where it holds what you expect.")
        XCTAssertTrue(found.text.ko.contains("`isMovingToParent`는 거짓, `isBeingPresented`는 거짓이었습니다"), found.text.ko)
    }

    /// The email kept when the form appeared, tested when the user taps: the copy is older than the input.
    func testATestOfACopyMadeBeforeTheInputIsToldWithTheCopy() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                var savedEmail = ""

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    savedEmail = email.text ?? ""
                }

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    if identifier == "ActionSubmit" && savedEmail.isEmpty {
                        return false
                    }
                    return true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if savedEmail.isEmpty { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }
            }
            """),
        ])
        let submit = try XCTUnwrap(report.checks.first { $0.id == "submit-shows-result" })
        XCTAssertFalse(submit.explanations.contains { $0.rule == "should-perform-inverted" }, "the test that answered reads a copy, not the field")
        let found = try reading(report, check: "perform-shows-result", rule: "value-flow-test-snapshot")
        XCTAssertEqual(found.text.en, "In this run the test at ViewController.swift line 26 (`savedEmail.isEmpty`, in `onPerformSegue(_:)`) read `savedEmail`, which held `\"\"`: ViewController.swift line 10 (`savedEmail = email.text ?? \"\"`, in `viewWillAppear(_:)`) copied it from `email` at step 1, before the check entered \"manual@example.com\" in `email` (step 2), and nothing copied it again before the test. A copy keeps what the control held when it was made, not what the user typed later: read `email` itself where the test needs it (in the action that runs the test).")
    }

    /// A result screen that embeds a child (a banner added with `addChild`) is still the top screen,
    /// and its labels are read as before (docs/uikit-rules.md R4.22).
    func testAScreenWithAnEmbeddedChildIsTheTopScreen() throws {
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
                    if (email.text ?? "").isEmpty { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
            ("ResultViewController.swift", """
            import UIKit

            class BannerViewController: UIViewController {}

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = BannerViewController()
                    addChild(banner)
                    view.addSubview(banner.view)
                    banner.didMove(toParent: self)
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ], whatIf: false)
        let failed = report.checks.filter { $0.status != .passed }
        XCTAssertTrue(failed.isEmpty, "\(failed.map { "\($0.id): \($0.message?.en ?? "") \($0.actual ?? "")" })")
    }
}
