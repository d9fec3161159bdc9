import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 44's readings (docs/checks.md "Round 44"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round44EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// Held-out 220-07, written with `if`/`else if` and a named local: the Default path overrides
    /// one value of the destination and keeps the stepper's for the other.
    func testAPathThatOverridesOneValueAndKeepsTheControlsForAnotherIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let target = segue.destination as? ResultViewController else { return }
                    target.paramEmail = email.text ?? ""
                    target.paramUpdate = isUpdate.isOn
                    target.paramInterval = interval.value
                    if segue.identifier == "ActionSubmit" {
                        print("entered values")
                    } else if segue.identifier == "DefaultSubmit" {
                        target.paramUpdate = true
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("On this path your code changes `target.paramUpdate = true` (line 16, under `segue.identifier == \"DefaultSubmit\"`) but not `paramInterval`: it keeps what `target.paramInterval = interval.value` (line 12) gave it"), en)
        XCTAssertTrue(ko.contains("이 경로에서 코드는 `target.paramUpdate = true`(16번째 줄, `segue.identifier == \"DefaultSubmit\"` 아래)는 바꾸지만 `paramInterval`을 바꾸지 않습니다."), ko)
    }

    /// Held-out 220-14, written with an `if` and `count`: the text sent was copied from the field
    /// when the screen loaded, before anything was typed.
    func testATestOfAValueCopiedFromAFieldAtLoadIsToldAsReadAtLoad() throws {
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
                private var typed = ""

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                    typed = inputText.text!
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if typed.count > 0 {
                        delegate?.sendData(typed)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`typed` gets its value only from `typed = inputText.text!` (line 13, in `viewDidLoad()`), which reads `inputText.text` when the screen loads"), en)
        XCTAssertFalse(en.contains("what the user chose, and leaves"), en)
        XCTAssertTrue(ko.contains("`typed`는 `typed = inputText.text!`(13번째 줄, `viewDidLoad()`)에서만 값을 받는데"), ko)
    }

    /// Held-out 217-01, written with a `guard` per outlet in a helper called from `prepare`: the
    /// destination's outlets were nil, so each test failed and no label was written.
    func testOutletsTestedAgainstNilBeforeTheViewLoadedAreToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    if result.resultEmail != nil {
                        result.resultEmail.text = email.text
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("The test `result.resultEmail != nil` (line 10, in `prepare(for:sender:)`) ran while the view of ResultViewController#1 was not loaded yet"), en)
        XCTAssertTrue(ko.contains("`result.resultEmail != nil` 검사(10번째 줄, `prepare(for:sender:)`)는 ResultViewController#1의 뷰가 아직 로드되지 않았을 때 실행되었습니다."), ko)
    }

    /// Held-out 216-15, written with the store handed in as a parameter on the writing side and a
    /// typed property on the reading side: encoded data read back as a string.
    func testDataSavedThroughAnInjectedStoreAndReadAsAStringIsToldAsAKindMismatch() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            enum Keys { static let email = "profile-email" }

            func keep(_ text: String, in store: UserDefaults) {
                let encoded = Data(text.utf8)
                store.set(encoded, forKey: Keys.email)
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    keep(email.text ?? "", in: .standard)
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                let store: UserDefaults = UserDefaults(suiteName: nil) ?? .standard

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = store.string(forKey: Keys.email) ?? "(없음)"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("under the key \"profile-email\", and read it back with `string(forKey:)`"), en)
        XCTAssertTrue(ko.contains("`string(forKey:)`"), ko)
    }

    /// Held-out 221-10, written with an `if`/`else` and a differently named helper: the Default path
    /// calls the helper without the switch's argument, so its default decided.
    func testADefaultArgumentLeftOutOnThePathThatNeededAnotherValueIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                func fill(_ screen: ResultViewController, on: Bool = false, every minutes: Double = 10) {
                    screen.paramEmail = email.text ?? ""
                    screen.paramUpdate = on
                    screen.paramInterval = minutes
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let screen = segue.destination as? ResultViewController else { return }
                    if segue.identifier == "DefaultSubmit" {
                        fill(screen)
                    } else {
                        fill(screen, on: isUpdate.isOn, every: interval.value)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("It got false from `screen.paramUpdate = on` (line 10), and there `on:` held its default, false"), en)
        XCTAssertTrue(en.contains("the call `fill(screen)` (line 17), which ran, does not pass `on:`, so Swift used the default"), en)
        XCTAssertTrue(ko.contains("실행된 호출 `fill(screen)`(17번째 줄)이 `on:`를 넘기지 않아 Swift가 기본값을 썼습니다."), ko)
    }

    /// Held-out 222-11, written with an optional made in `awakeFromNib`-free `viewDidLoad` and shown by
    /// `show`: a screen made once and reused is not told to be `weak` or set to nil.
    func testAScreenMadeOnceAndReusedIsNotToldToBeWeak() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                private var detail: DetailViewController?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController
                }

                @IBAction func onNext(_ sender: Any) {
                    if let detail { show(detail, sender: self) }
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {
                @IBAction func onPop(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("`detail` is given its screen only once, when ViewController#1 is made or loaded, and every showing reuses that one"), en)
        XCTAssertFalse(en.contains("declare it `weak var`"), en)
        XCTAssertTrue(ko.contains("`weak`로 하면 곧바로 해제되고"), ko)
    }

    /// Held-out 221-12, written with a computed property: two app delegates made by the learner are
    /// told as not the app's own, never "hand the one over in prepare".
    func testTwoNewAppDelegatesAreToldAsNotTheAppsOwn() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!
                let app = AppDelegate()

                @IBAction func onSend(_ sender: Any) {
                    app.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                let app = AppDelegate()

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = app.value ?? "-"
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("`AppDelegate()` makes one more, new AppDelegate"), en)
        XCTAssertFalse(en.contains("Hand the one AppDelegate over"), en)
    }

    /// Held-out 223-15, written with a suite named by a static constant of another type and the same
    /// local name on both sides: the two locals are each their own store.
    func testASuiteNamedByAConstantAndAStandardStoreUnderOneLocalNameAreTwoStores() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            enum Names {
                static let suite = "profile-prefs"
                static let email = "email"
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    let store = UserDefaults(suiteName: Names.suite)!
                    store.set(email.text, forKey: Names.email)
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
                    let store = UserDefaults.standard
                    resultEmail.text = store.string(forKey: Names.email) ?? "(없음)"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("The key \"email\" is written to `UserDefaults(suiteName: \"profile-prefs\")` (FormViewController.swift line 13) but read from `UserDefaults.standard` (ViewController.swift line 9)"), en)
        XCTAssertTrue(ko.contains("`UserDefaults(suiteName: \"profile-prefs\")`"), ko)
    }

    /// Held-out 225-15, written without a queue and with `setOn`: the Default path sets the controls
    /// to the defaults after their values were already passed on.
    func testControlsChangedAfterTheirValuesWerePassedOnAreTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let result = segue.destination as! ResultViewController
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                    if segue.identifier == "DefaultSubmit" {
                        isUpdate.setOn(true, animated: false)
                        interval.value = 10
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        // (Read here also as a line that read the control before a later line gave it its value.)
        XCTAssertTrue(en.contains("`result.paramInterval = interval.value` (line 12)") && en.contains("`interval.value = 10` (line 15"), en)
        XCTAssertTrue(ko.contains("`result.paramInterval = interval.value`(12번째 줄)") && ko.contains("`interval.value = 10`(15번째 줄"), ko)
    }

    /// Held-out 224-08, in the UserDefaults exercise: `#function` as the key is the name of the
    /// function it is written in, so the save and the read use two keys.
    func testFunctionAsTheKeyIsTwoKeys() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    UserDefaults.standard.set(email.text, forKey: #function)
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
                    resultEmail.text = UserDefaults.standard.string(forKey: #function) ?? "(없음)"
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("You save under the key \"onSave(_:)\" (line 7) but read \"viewWillAppear(_:)\" (line 8)"), en)
    }

    /// Held-out 224-14, written with `if var`: the text goes into a local copy of the app
    /// delegate's property, never into the property.
    func testALocalCopyOfAnotherObjectsPropertyChangedIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    let app = UIApplication.shared.delegate as! AppDelegate
                    var current = app.value
                    current = valueField.text
                    print(current ?? "")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? "-"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("What is changed is `current`, a local copy of it made at line 8 (in `onSend(_:)`): `current = valueField.text` (line 9) changes that copy"), en)
        XCTAssertTrue(en.contains("Read and write `app.value` itself there."), en)
        XCTAssertTrue(ko.contains("`app.value`"), ko)
    }

    /// Held-out 224-18, written with `forEach` and a tuple: the switch's state arrives through a
    /// closure run at once, and the texts are the wrong way round (not "the line never ran").
    func testTextsSwappedWhenTheFlagCameThroughAClosureRunAtOnce() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let made = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController
                    [made].compactMap { $0 }.forEach { screen in
                        (screen.paramEmail, screen.paramUpdate, screen.paramInterval) = (email.text ?? "", isUpdate.isOn, interval.value)
                        navigationController?.pushViewController(screen, animated: true)
                    }
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
                    resultUpdate.text = paramUpdate ? "자동갱신안함" : "자동갱신"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("The two texts are the wrong way round: swap them."), en)
        XCTAssertFalse(en.contains("never ran in this run"), en)
    }

    /// Held-out 230-09 and 229-02, written with a helper that performs the segue: `prepare` casts
    /// `sender` to the values' type while the call that ran gave it `self`.
    func testASenderCastWhileTheCallGaveSelfIsToldWithTheCall() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            Round43EndToEndTests.resultShowsParams,
            ("ViewController.swift", """
            import UIKit

            struct Entry {
                var email: String
                var update: Bool
                var interval: Double
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) { isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음" }
                @IBAction func onStepper(_ sender: UIStepper) { isIntervalText.text = "\\(Int(sender.value))분 마다" }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard email.text?.isEmpty == false else { return }
                    go()
                }

                func go() {
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let entry = sender as? Entry, let result = segue.destination as? ResultViewController {
                        result.paramEmail = entry.email
                        result.paramUpdate = entry.update
                        result.paramInterval = entry.interval
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.hasPrefix("`prepare(for:sender:)` reads `sender as? Entry` (line 29), and `sender` is whatever `performSegue` was given: `performSegue(withIdentifier: \"ManualSubmit\", sender: self)` (line 25) gives `self`, this ViewController, not an `Entry`"), en)
        XCTAssertTrue(ko.contains("`Entry`가 아니라 `self`, 곧 이 ViewController를 주므로"), ko)
    }

    /// Held-out 229-05, written with a closure stored through a method: the main screen keeps a
    /// closure that uses the second screen, one way.
    func testAClosureTheMainScreenKeepsThatUsesTheSecondScreenIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var count = 0
                var onLeave: (() -> Void)?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    count += 1
                    status.text = "표시 \\(count)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    let screen = storyboard!.instantiateViewController(withIdentifier: "Second")
                    screen.modalPresentationStyle = .fullScreen
                    onLeave = { print("left", screen) }
                    present(screen, animated: true)
                }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            class SecondViewController: UIViewController {
                @IBAction func onClose(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "closes-second")
        XCTAssertTrue(en.contains("`onLeave` (line 17) keeps a closure that uses `screen`, a SecondViewController"), en)
    }

    /// Held-out 231-01, written as `ViewDidLoad`-style casing of `prepare`: UIKit's callback with other
    /// letter case is never called.
    func testAUIKitCallbackWithOtherLetterCaseIsToldAsNotUIKits() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                func PrepareFor(segue: UIStoryboardSegue) {}

                func Prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let next = segue.destination as? ResultViewController
                    next?.paramEmail = email.text ?? ""
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.hasPrefix("ViewController's `Prepare(for:sender:)` (line 10) is not UIKit's `prepare(for:sender:)`: names are case-sensitive"), en)
        XCTAssertTrue(ko.hasPrefix("ViewController의 `Prepare(for:sender:)`(10번째 줄)는 UIKit의 `prepare(for:sender:)`가 아닙니다."), ko)
    }

    /// Held-out 231-12, written with a `mutating`-free helper taking the struct and a `let` copy: the
    /// helper's changes stay in its own copy.
    func testAStructHandedToAHelperThatChangesItsCopyIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Choice {
                var update: Bool
                var minutes: Double
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                func reset(_ choice: Choice) {
                    var copy = choice
                    copy.update = true
                    copy.minutes = 10
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    let choice = Choice(update: isUpdate.isOn, minutes: interval.value)
                    if segue.identifier == "DefaultSubmit" { reset(choice) }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = choice.update
                    result.paramInterval = choice.minutes
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`reset(choice)` (line 22) ran, but what it changed never reached `choice`: `Choice` is a struct, a value"), en)
    }

    /// Held-out 234-10, written with a protocol extension's `goBack()`: a presented screen going back by a
    /// pop through `navigationController?` is told at the helper.
    func testAHelperThatPopsAPresentedScreenIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var count = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    count += 1
                    status.text = "표시 \\(count)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    let screen = storyboard!.instantiateViewController(withIdentifier: "Second")
                    screen.modalPresentationStyle = .fullScreen
                    present(screen, animated: true)
                }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            extension UIViewController {
                func goBack() {
                    _ = navigationController?.popViewController(animated: true)
                }
            }

            class SecondViewController: UIViewController {
                @IBAction func onClose(_ sender: Any) {
                    goBack()
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "closes-second")
        // (Told by the helper reading, or by the optional chain's own reading when the run records the call.)
        XCTAssertTrue(en.contains("`navigationController?.popViewController(…)` (line 5)") && en.contains("dismiss"), en)
        XCTAssertFalse(en.contains("Look at what that action does"), en)
        XCTAssertTrue(ko.contains("dismiss"), ko)
    }
}

