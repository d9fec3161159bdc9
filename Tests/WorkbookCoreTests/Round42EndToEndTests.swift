import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 42's readings (docs/checks.md "Round 42"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round42EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    static let mainShowsEmail: (file: String, code: String) = ("ViewController.swift", "resultEmail.text = paramEmail ?? \"(없음)\"")

    /// The top of the stack reached through a computed property of an extension of the form, cast at the use.
    func testTheTopOfTheStackThroughAComputedPropertyIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Self.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            extension FormViewController {
                var screenBefore: UIViewController? { navigationController?.topViewController }
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    if let main = screenBefore as? ViewController { main.paramEmail = email.text }
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("the top of the navigation stack was FormViewController#1 itself. `screenBefore` is the current screen, so the cast `as? ViewController` gave nil"), en)
        XCTAssertTrue(ko.contains("내비게이션 스택의 맨 위는 FormViewController#1 자신입니다"), ko)
    }

    /// `as!` of the stack's last element (by its index): the app stops, and the why is the stack's top, not "cast to its class".
    func testAForcedCastOfTheTopIsToldAsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Self.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    guard let screens = navigationController?.viewControllers else { return }
                    let previous = screens[screens.count - 1] as! ViewController
                    previous.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("so the forced cast `as! ViewController` failed and the app stopped. The previous screen is the one just below"), en)
        XCTAssertFalse(en.contains("cast to its class"), en)
        XCTAssertTrue(ko.contains("강제 캐스팅 `as! ViewController`가 실패해 앱이 멈췄습니다"), ko)
    }

    /// An unwind action that asks `segue.destination` for a protocol only the screen being left adopts.
    func testAnUnwindDestinationCastToTheSourcesProtocolIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            protocol TypedNote: AnyObject { var typedNote: String { get } }
            extension ThirdViewController: TypedNote { var typedNote: String { note.text ?? "" } }

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    if let third = segue.destination as? TypedNote { status.text = third.typedNote }
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("So `segue.destination as? TypedNote` gave nil and no value was read. Use `segue.source as? TypedNote`."), en)
    }

    /// The style written through `?.` on the screen a helper already presented.
    func testAStyleSetThroughAnOptionalAfterAHelperPresentedIsLate() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var appearances = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }

                func open(_ id: String) -> UIViewController? {
                    guard let screen = storyboard?.instantiateViewController(withIdentifier: id) else { return nil }
                    present(screen, animated: true)
                    return screen
                }

                @IBAction func onOpen(_ sender: Any) {
                    let shown = open("Second")
                    shown?.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("SecondViewController.swift", "dismiss(animated: true)"),
        ])
        let (en, _) = try whys(report, "closes-second")
        XCTAssertTrue(en.contains("(`shown?.modalPresentationStyle = .fullScreen`, in `onOpen(_:)`) set a full-screen style on SecondViewController#1 only after its presentation began"), en)
    }

    /// `dismiss` asked of the navigation controller itself while a pushed screen is on top: go back by a pop.
    func testDismissOnTheNavigationControllerTellsToPop() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", "if let detail = storyboard?.instantiateViewController(withIdentifier: \"Detail\") { navigationController?.pushViewController(detail, animated: true) }"),
            ("DetailViewController.swift", "navigationController?.dismiss(animated: true)"),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("is a navigation controller, and DetailViewController#1 was pushed onto it: a pushed screen goes back by a pop"), en)
        XCTAssertTrue(ko.contains("푸시된 화면은 팝으로 돌아갑니다"), ko)
    }

    /// A struct's changed copy thrown away with `_ =` (a method the learner wrote, not `@discardableResult`).
    func testAChangedCopyThrownAwayWithUnderscoreIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Choice {
                var email = ""
                var on = false
                var minutes = 0.0
                func withHouseDefaults() -> Choice { Choice(email: email, on: true, minutes: 10) }
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    let choice = Choice(email: email.text ?? "", on: isUpdate.isOn, minutes: interval.value)
                    if segue.identifier == "DefaultSubmit" { _ = choice.withHouseDefaults() }
                    result.paramEmail = choice.email
                    result.paramUpdate = choice.on
                    result.paramInterval = choice.minutes
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`withHouseDefaults()` returns a changed copy of the `Choice`"), en)
        XCTAssertTrue(en.contains("throws that copy away with `_ =`, which tells Swift not to warn"), en)
    }

    /// R2.4: `present` loads the presented screen's view before it returns, so values given after the
    /// call miss its `viewDidLoad`, as on a device (a push would still deliver them).
    func testValuesGivenAfterPresentMissViewDidLoad() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    present(rvc, animated: true)
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
            """),
            Round41EndToEndTests.resultShown,
        ])
        let (en, _) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`resultEmail.text` was set at ResultViewController.swift line 15 (`resultEmail.text = paramEmail`, in `viewDidLoad()`) to `\"\"`, and `rvc.paramEmail` was given `\"learner@example.com\"` only after that"), en)
        XCTAssertTrue(en.contains("set the properties before `present`"), en)
    }

    /// A pop put off by a short delay (`asyncAfter(deadline: .now() + 0.25)`) has happened when the
    /// next step looks, as a person sees it on a device.
    func testAPopAfterAShortDelayHasHappenedWhenTheCheckLooks() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", "resultEmail.text = UserDefaults.standard.string(forKey: \"email\") ?? \"(없음)\""),
            ("FormViewController.swift", """
            UserDefaults.standard.set(email.text, forKey: "email")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
                        self?.navigationController?.popViewController(animated: true)
                    }
            """),
        ])
        XCTAssertEqual(report.checks.map(\.status), report.checks.map { _ in .passed }, report.checks.map { "\($0.id) \($0.status)" }.joined(separator: ", "))
    }

    /// The delays the settle waits for: a second or less, written as a number in the learner's code.
    func testShortMainQueueDelaysAreReadFromTheCode() {
        XCTAssertEqual(ProjectTracer.shortMainQueueDelay(in: ["DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { }"]), 0.2)
        XCTAssertEqual(ProjectTracer.shortMainQueueDelay(in: ["q.asyncAfter(deadline: .now() + .milliseconds(300)) {}", "x.asyncAfter(deadline: .now() + 0.1) {}"]), 0.3, accuracy: 1e-9)
        XCTAssertEqual(ProjectTracer.shortMainQueueDelay(in: ["Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in }"]), 0.5)
        XCTAssertEqual(ProjectTracer.shortMainQueueDelay(in: ["DispatchQueue.main.asyncAfter(deadline: .now() + 2) { }", "Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }"]), 0)
    }

    /// The book's hidden check of delegate-back (going back with the field left empty), as a visible one.
    static let emptyKeepsValue = """
    - id: empty-keeps-value
      title: {ko: "비워 두고 돌아가면 값이 그대로다", en: "Going back with an empty field keeps the value"}
      depends: [value-comes-back]
      steps:
        - launch
        - tap: {segue: ToMain}
        - tap: {segue: GotoSubView}
        - type: {outlet: inputText, text: "first"}
        - back
        - tap: {segue: GotoSubView}
        - back
        - expect: {label: {outlet: resultLabel, text: "first"}}
    """

    /// The field's text sent through its own `map` (`$0` is the text): the empty text that went on is
    /// the cause, never "what is passed does not read the field".
    func testAnEmptyTextSentThroughItsMapIsToldAsEmptyNotAsUnread() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController, MyDataDelegate {
                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    subView = sub
                    sub.paramText = resultLabel.text
                    sub.delegate = self
                }

                func sendData(_ data: String) { resultLabel.text = data }
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
                    inputText.text.map { delegate?.sendData($0) }
                }
            }
            """),
        ], extraChecks: Self.emptyKeepsValue)
        let (en, _) = try whys(report, "empty-keeps-value")
        XCTAssertTrue(en.contains("`inputText.text.map { … }` always succeeds for a text field"), en)
        XCTAssertFalse(en.contains("which does not read `inputText`"), en)
    }

    /// A constant compared with the segue's identifier, a letter or two off the storyboard's: told as a misspelling.
    func testAConstantALetterOffTheIdentifierIsToldAsMisspelled() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            enum Route { static let submit = "ActoinSubmit" }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == Route.submit, let result = segue.destination as? ResultViewController {
                        result.paramEmail = email.text ?? ""
                        result.paramUpdate = isUpdate.isOn
                        result.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("`\"ActionSubmit\"` and `\"ActoinSubmit\"` are a letter or two apart: one of them is misspelled"), en)
    }

    /// A helper given the field's text as `String?` that tests only for nil: the empty field passes it.
    func testAHelperTestingTheTextForNilIsToldWithTheFieldItWasGiven() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            func hasAddress(_ value: String?) -> Bool { value != nil }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {}
                @IBAction func onStepper(_ sender: UIStepper) {}

                @IBAction func onPerformSegue(_ sender: Any) {
                    if hasAddress(email.text) { performSegue(withIdentifier: "ManualSubmit", sender: self) }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }
            }
            """),
            ("ResultViewController.swift", "resultEmail.text = paramEmail"),
        ])
        let (en, _) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.contains("`hasAddress(email.text)` never tells an empty field apart"), en)
    }

    /// An unwind action that looks for the presented third screen in the navigation stack.
    func testAPresentedScreenSearchedForInTheStackIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    let third = navigationController?.viewControllers.first(where: { $0 is ThirdViewController }) as? ThirdViewController
                    status.text = third?.note.text ?? "-"
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("looks for a `ThirdViewController` in `navigationController?.viewControllers`, the navigation stack, but ThirdViewController#1 was never on it: it was presented, not pushed"), en)
    }
}
