import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 39's readings (docs/checks.md "Round 39"): each test is a learner's solution written
/// another way than the case that showed the class.
final class Round39EndToEndTests: XCTestCase {
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

    /// The book's hidden `default-ignores-controls` of segue-identifier-routing, shown (the steps are the book's).
    static let defaultIgnoresControls = """
    - id: default-ignores-controls
      title: {ko: "스위치와 스테퍼를 바꿔도 Default는 기본 설정을 넘긴다", en: "Default passes the default settings whatever the switch and stepper say"}
      depends: [default-passes-defaults]
      steps:
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - tap: {segue: ActionSubmit}
        - back
        - type: {outlet: email, text: "second@example.com"}
        - set: {outlet: isUpdate, on: false}
        - set: {outlet: interval, value: 30}
        - tap: {segue: DefaultSubmit}
        - expect: {instance: {of: ResultViewController, number: 2}}
        - expect: {property: {of: ResultViewController, name: paramEmail, equals: "second@example.com"}}
        - expect: {label: {outlet: resultUpdate, text: "자동갱신"}}
        - expect: {label: {outlet: resultInterval, text: "10분 마다 갱신"}}
    """

    /// Defaults kept in a stored struct that the Submit path replaces with the controls' values: the
    /// Default path, later, hands on what Submit left. Told as the default written over, never as a
    /// value "made once and kept" (the read-once reading's premise: nothing changed it).
    func testADefaultKeptInAVariableThatSubmitOverwritesIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Settings {
                var update = true
                var interval = 10.0
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var current = Settings()

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    if segue.identifier == "ActionSubmit" {
                        current = Settings(update: isUpdate.isOn, interval: interval.value)
                    }
                    rvc.paramUpdate = current.update
                    rvc.paramInterval = current.interval
                }
            }
            """),
        ], whatIf: false, extraChecks: Self.defaultIgnoresControls)
        XCTAssertEqual(report.checks.first { $0.id == "default-passes-defaults" }?.status, .passed)
        let (en, ko) = try whys(report, "default-ignores-controls")
        XCTAssertEqual(en, "`current` starts as `Settings()` (line 13), the default the check wanted (`10.0`), but `current = Settings(update: isUpdate.isOn, interval: interval.value)` (line 19, in `prepare(for:sender:)`) wrote over it when it ran earlier in this run (once), and nothing puts the default back. So when `rvc.paramInterval = …` (line 22) ran again on the other path, `current.interval` still held what that write left, not the default. A variable that one path changes is not a default any more: keep the default in a constant (`let`, or the literal itself) for the path that wants it, and put what the user entered in a local or another property.")
        XCTAssertTrue(ko.contains("`current.interval`에는 기본값이 아니라 그 줄이 남긴 값이 있었습니다"), ko)
        XCTAssertFalse(en.contains("only once"), en)
    }

    /// The save is written (`UserDefaults.standard.set(_:forKey:)`), in a method whose only call sits
    /// behind a test that never held: the relaunch found nothing, and the why names the save line,
    /// its method and the call that did not run (never "nothing in the code saves").
    func testASaveThatNeverRanIsToldWithItsMethodAndCall() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                var autoSave = false

                @IBAction func onSave(_ sender: Any) {
                    Session.email = email.text
                    if autoSave {
                        persist()
                    }
                    navigationController?.popViewController(animated: true)
                }

                func persist() {
                    UserDefaults.standard.set(Session.email, forKey: "email")
                }
            }

            enum Session {
                static var email: String?
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = Session.email ?? UserDefaults.standard.string(forKey: "email")
                }
            }
            """),
        ], whatIf: false)
        XCTAssertEqual(report.checks.first { $0.id == "value-comes-back" }?.status, .passed)
        let (en, ko) = try whys(report, "survives-relaunch")
        XCTAssertTrue(en.contains("Your code saves outside the app only with `UserDefaults.standard.set(Session.email, forKey: \"email\")` (FormViewController.swift line 16, in FormViewController's `persist()`), and that line never ran in this check: `persist()` was never called: its call (line 10) did not run."), en)
        XCTAssertTrue(en.contains("call `persist()` after putting the value"), en)
        XCTAssertTrue(ko.contains("그것을 부르는 줄(10번째 줄)이 실행되지 않았습니다"), ko)
    }

    /// A key typed twice by hand, one letter apart, each time through the learner's own helper
    /// (`save(_:key:)` / `load(key:)`): the helper's parameter is the key each call gives, and the
    /// slip is told as the cause (not the nil the read gave).
    func testAKeyOneSlipApartThroughHelpersIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            func save(_ value: String?, key: String) {
                UserDefaults.standard.set(value, forKey: key)
            }

            func load(key: String) -> String? {
                UserDefaults.standard.string(forKey: key)
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    save(email.text, key: "savedEmail")
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
                    resultEmail.text = load(key: "savedEmial")
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertEqual(en, "You save under the key \"savedEmail\" (line 15) but read \"savedEmial\" (line 8): UserDefaults holds nothing under \"savedEmial\", so the read gives nil (or 0, false). Use one key in both places, best as a constant they share.")
        XCTAssertTrue(ko.contains("저장은 키 \"savedEmail\"로 하고(15번째 줄) 읽기는 \"savedEmial\"로 합니다(8번째 줄)"), ko)
    }

    /// `presentedViewController?.dismiss` on the presented screen itself: nil (it presented nothing),
    /// told with what `presentedViewController` and `presentingViewController` are, and to dismiss
    /// on `self`; never "reach the object when the call runs (`self.navigationController`)".
    func testDismissThroughPresentedViewControllerOfThePresentedScreenIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    rvc.paramEmail = email.text!
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    present(rvc, animated: true)
                }
            }
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
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }

                @IBAction func onBack(_ sender: Any) {
                    presentedViewController?.dismiss(animated: true, completion: nil)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("ResultViewController#1 has presented nothing at that moment (`presentedViewController` is the screen it presented itself; the screen that presented ResultViewController#1 is its `presentingViewController`, and to close ResultViewController#1 you call `dismiss(animated:)` on `self`"), en)
        XCTAssertFalse(en.contains("`self.navigationController` in the action"), en)
        XCTAssertTrue(ko.contains("`presentingViewController`이고"), ko)
    }

    /// A method of the learner's own base class declared again without `override`: the compile
    /// lesson names where the learner declared it (never "inherits it from UIKit").
    func testAMissingOverrideOfTheLearnersOwnBaseClassNamesItsDeclaration() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            class FormScreen: UIViewController {
                func render() {}
            }

            class ViewController: FormScreen {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                func render() {
                    email.text = ""
                }
            }
            """),
        ], whatIf: false)
        XCTAssertNotNil(report.compileError)
        let error = ReportFormat.terminal.render(report, language: .en)
        XCTAssertTrue(error.contains("In plain words: Your class inherits `render` from its superclass, where you declared it yourself (ViewController.swift:4), so declaring it again here replaces that one"), error)
        XCTAssertFalse(error.contains("replaces UIKit's"), error)
    }

    /// An observer added in `viewDidLoad` and taken away in `viewDidDisappear`, which runs when the
    /// form is pushed over the screen: the form's post comes when no one observes. Told with the
    /// removal, the post, and what `viewDidDisappear` means (never "posted before it was added").
    func testAnObserverRemovedBeforeThePostIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                var token: NSObjectProtocol?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    token = NotificationCenter.default.addObserver(forName: Notification.Name("emailDone"), object: nil, queue: nil) { [weak self] note in
                        self?.paramEmail = note.object as? String
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = paramEmail
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if let token { NotificationCenter.default.removeObserver(token) }
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    NotificationCenter.default.post(name: Notification.Name("emailDone"), object: email.text)
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("the observer was taken away before the post: `removeObserver` (line 22, in `viewDidDisappear(_:)`) ran after it was added and before `post(name: Notification.Name(\"emailDone\"), …)` (line 7, in `onDone(_:)`), so nothing was observing when the notification came. `viewDidDisappear(_:)` runs as soon as another screen covers this one"), en)
        XCTAssertTrue(ko.contains("보내기 전에 관찰자가 치워졌습니다"), ko)
    }

    /// A dictionary literal handed on as the sender (`["minutes": …]`) and read under a key that is
    /// a word shorter (`info["min"]` would not count; `info["minutesValue"]` does): the literal's keys
    /// are writes, and the slip is the proved cause.
    func testAKeyOfADictionaryLiteralReadUnderASlipIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onPerformSegue(_ sender: Any) {
                    let info: [String: Any] = ["email": email.text ?? "", "update": isUpdate.isOn, "minutes": interval.value]
                    if !(email.text ?? "").isEmpty { performSegue(withIdentifier: "ManualSubmit", sender: info) }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController, let info = sender as? [String: Any] else { return }
                    rvc.paramEmail = info["email"] as? String ?? ""
                    rvc.paramUpdate = info["update"] as? Bool ?? false
                    rvc.paramInterval = info["minutesValue"] as? Double ?? 0
                }

                @IBAction func onSwitch(_ sender: UISwitch) {}
                @IBAction func onStepper(_ sender: UIStepper) {}
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "passes-values")
        XCTAssertEqual(en, "You save under the key \"minutes\" (line 11) but read \"minutesValue\" (line 19): `info` holds nothing under \"minutesValue\", so the read gives nil (or 0, false). Use one key in both places, best as a constant they share.")
    }

    /// A `userInfo` lookup put where a `String?` goes, in an observer's closure: swiftc names the
    /// dictionary's `Index` subscript; the lesson says the lookup gives `Any?` and to cast it.
    func testALookupOfUserInfoPutWhereAStringGoesGetsItsLesson() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NotificationCenter.default.addObserver(forName: Notification.Name("emailDone"), object: nil, queue: nil) { [weak self] note in
                        self?.paramEmail = note.userInfo?["email"]
                    }
                }
            }
            """),
        ], whatIf: false)
        let text = ReportFormat.terminal.render(report, language: .en)
        XCTAssertTrue(text.contains("expected argument type 'Dictionary<AnyHashable, Any>.Index'"), text)
        XCTAssertTrue(text.contains("In plain words: Swift read `[\"…\"]` here as a dictionary's position (`.Index`), not its key"), text)
        XCTAssertTrue(ReportFormat.terminal.render(report, language: .ko).contains("키가 아니라 딕셔너리의 위치(`.Index`)로 읽었으니"))
    }

    /// A pop that waits on `viewControllers.count >= 3` with two screens on the stack: the stack's
    /// count is told (the root and the screen on top both counted), never "a state says how a screen
    /// is coming or going".
    func testAStackCountComparedOneTooHighIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBAction func onNext(_ sender: Any) {
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") else { return }
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {
                @IBAction func onPop(_ sender: Any) {
                    if navigationController!.viewControllers.count >= 3 {
                        navigationController?.popViewController(animated: true)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("`viewControllers.count` counts every screen on the stack, the root and the screen on top (the one running this code) included: one screen pushed over the root makes 2, so `count >= 3` holds only with 3 screens or more on the stack."), en)
        XCTAssertFalse(en.contains("Such a state says how a screen is coming or going"), en)
        XCTAssertTrue(ko.contains("스택에 화면이 3개 이상일 때만 성립합니다"), ko)
    }

    /// The stack read into a local after the pop of the same action: UIKit already took the form off,
    /// so the test of the local's count fails and the value is never given. Told with the pop, the
    /// local and the order (never "read that test against what the user did").
    func testAStackReadAfterThePopOfTheSameActionIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = paramEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                    let screens = navigationController?.viewControllers ?? []
                    if screens.count > 1, let main = screens[screens.count - 2] as? ViewController {
                        main.paramEmail = email.text
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.hasPrefix("`main.paramEmail = …` (line 10) never ran: `screens` (line 8) is `navigationController?.viewControllers ?? []`, read after `navigationController?.popViewController(animated: true)` (line 7) had already changed the screens."), en)
        XCTAssertTrue(ko.contains("먼저 화면을 찾아 값을 준 다음 화면을 바꾸세요"), ko)
    }

    /// A property declared with a value and never assigned, first in a `??` chain: the chain never
    /// reaches the store where the value is. Told as the `??` that never gets past it (never "read it
    /// where it was put", which the chain already does).
    func testACoalesceWhoseLeftSideIsNeverNilIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var received: String? = "-"

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let store = UIApplication.shared.delegate as? AppDelegate
                    valueLabel.text = received ?? store?.value
                }
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
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertEqual(en, "`received` is declared with `= \"-\"` (line 5) and nothing in your code assigns it, so it is never nil: `valueLabel.text = received ?? store?.value` (line 10) takes it at the start of its `??` chain, and `??` goes on to `store?.value` only when the left side is nil, which never happens. Declare `received` without a value (`var received: …?`, nil until something gives it one), or leave it out of the chain.")
        XCTAssertTrue(ko.contains("`??`는 왼쪽이 nil일 때만 `store?.value` 쪽으로 넘어가므로"), ko)
    }
}
