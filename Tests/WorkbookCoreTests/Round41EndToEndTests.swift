import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 41's readings (docs/checks.md "Round 41"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round41EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// The result screen's `viewDidLoad` filled as the exercises ask (its labels from the three values).
    static let resultShown: (file: String, code: String) = ("ResultViewController.swift", """
        resultEmail.text = paramEmail
                resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
        """)

    /// values-by-present's form, presenting the result screen after giving it the values with `give`.
    static func presenting(_ give: String) -> (file: String, code: String) {
        ("ViewController.swift", """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!

            @IBAction func onSubmit(_ sender: Any) {
                guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                \(give)
                rvc.paramUpdate = isUpdate.isOn
                rvc.paramInterval = interval.value
                present(rvc, animated: true)
            }
        }
        """)
    }

    /// A state object whose property observer calls a stored closure through `?`, bound in
    /// `viewDidLoad` after the values came: the skipped call is recorded inside the observer, and the
    /// advice never asks to call `viewDidLoad()`.
    func testAClosureBoundAfterTheValuesCameIsToldFromTheObserversSkippedCall() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ResultViewController.swift", """
            import UIKit

            class ResultState {
                var onUpdate: (() -> Void)?
                var email = "" { didSet { onUpdate?() } }
            }

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var state = ResultState()
                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                    state.onUpdate = { [unowned self] in
                        self.resultEmail.text = self.state.email
                    }
                }

                @IBAction func onBack(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            """),
            Self.presenting("rvc.paramEmail = email.text ?? \"\"\n        rvc.state.email = email.text ?? \"\""),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`onUpdate()` (line 5, in `email.didSet`) did run, but each time `onUpdate` held no closure yet"), en)
        XCTAssertTrue(en.contains("UIKit runs `viewDidLoad()` only when the screen loads, after the values were given: right after storing the closure there, show the current values once"), en)
        XCTAssertFalse(en.contains("call `viewDidLoad()`"), en)
        XCTAssertTrue(ko.contains("UIKit은 `viewDidLoad()`를 화면이 로드될 때, 곧 값을 넘긴 뒤에야 실행합니다."), ko)
    }

    /// A computed property that makes a new model at each read, asked through a computed member of
    /// the model (`isValid` reads `email`): the write and the question met two objects.
    func testAModelMadeAtEachReadIsToldThroughTheComputedMemberItAsks() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Form {
                var address = ""
                var canGo: Bool { address.contains("@") }
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                var form: Form { return Form() }

                @IBAction func typed(_ sender: UITextField) {}

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    form.address = email.text ?? ""
                    return identifier != "ActionSubmit" || form.canGo
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if !(email.text ?? "").isEmpty { performSegue(withIdentifier: "ManualSubmit", sender: sender) }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "submit-shows-result")
        XCTAssertTrue(en.contains("`form` is a computed property (line 11): each time it is read, `Form()` makes a new object. So `form.address = email.text ?? \"\"` (line 16) changed one object, and `form.canGo` (line 17) asks another, new one, which holds only its declared defaults (`address`)."), en)
        XCTAssertTrue(ko.contains("`form`"), ko)
    }

    /// `if !isMovingFromParent { … }` around the cleanup: the state was true exactly when the lines had
    /// to run, and the `!` is named with the test written without it.
    func testANegatedStateTrueAtTheMomentNamesTheNot() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("MainCoordinator.swift", "childCoordinators.removeAll { $0 === child }"),
            ("LeftViewController.swift", """
            if !isMovingFromParent {
                        coordinator?.didFinish()
                    }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("So in this run the `!` is what stopped these lines: `isMovingFromParent` was true when this check needed them, and `!isMovingFromParent` made the test false. If they belong to this moment, test the state itself (`if isMovingFromParent { … }`); if the `!` is meant (to skip this moment), the value has to come from the path that does run here."), en)
        XCTAssertTrue(ko.contains("그러니 이번 실행에서 이 줄들을 막은 것은 `!`입니다."), ko)
    }

    /// A `switch` whose case names a constant holding the identifier in other letter case, the values
    /// chosen into a local declared without a value (which the what-if build must keep compiling).
    func testASwitchCaseNamingAConstantIsReadByTheTextItHolds() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            enum Routes {
                static let plain = "ActionSubmit"
                static let fixed = "Defaultsubmit"
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let settings: (Bool, Double)
                    switch segue.identifier ?? "" {
                    case Routes.fixed:
                        settings = (true, 10)
                    default:
                        settings = (isUpdate.isOn, interval.value)
                    }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = settings.0
                    rvc.paramInterval = settings.1
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`case \"Defaultsubmit\"` differs from it only in letter case, and a switch compares text exactly."), en)
        XCTAssertTrue(en.contains("(Your cases name constants: `Routes.fixed` holds `\"Defaultsubmit\"`.)"), en)
        XCTAssertTrue(ko.contains("(`case`가 상수를 씁니다: `Routes.fixed`의 값은 `\"Defaultsubmit\"`.)"), ko)
    }

    /// A number made from a label's text written for display: the text it was given and the `??`
    /// that stood in are named.
    func testANumberMadeFromDisplayTextIsToldWithTheText() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            Self.resultShown,
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {
                    isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard !(email.text ?? "").isEmpty else { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    let minutes = Int(isIntervalText.text ?? "") ?? 1
                    rvc.paramInterval = Double(minutes)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`Int(isIntervalText.text ?? \"\")` (ViewController.swift line 27) gave nil the one time it ran: it was given \"5분 마다\", and `Int(_:)` reads a text only when the whole text is a number (no unit, no space, no other word), so it gave nil and `?? 1` stood in: the code went on with 1."), en)
        XCTAssertTrue(ko.contains("받은 텍스트는 \"5분 마다\"인데, `Int(_:)`는 텍스트 전체가 숫자일 때만"), ko)
    }

    /// A test written with its receiver and argument swapped (`"@".contains(text)`): the what-if search
    /// tries the call the other way round.
    func testACallWithReceiverAndArgumentSwappedIsTriedTheOtherWay() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    let typed = email.text ?? ""
                    return identifier != "ActionSubmit" || "@".contains(typed)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if !(email.text ?? "").isEmpty { performSegue(withIdentifier: "ManualSubmit", sender: sender) }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "submit-shows-result")
        XCTAssertTrue(en.contains("it passes with `typed.contains(\"@\")` in place of `\"@\".contains(typed)`"), en)
        XCTAssertTrue(en.contains("So the call is the wrong way round: its receiver and its argument do not play the same part."), en)
        XCTAssertTrue(ko.contains("호출의 방향이 거꾸로입니다."), ko)
    }

    /// The default branch passes the switch's state where the check wants the fixed setting: told with
    /// what the control held and the same expression on the other path.
    func testAControlsValueOnAPathThatWantsAFixedValueIsTold() throws {
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
                    rvc.paramUpdate = segue.identifier == "DefaultSubmit" ? true : isUpdate.isOn
                    switch segue.identifier {
                    case "DefaultSubmit"?:
                        rvc.paramInterval = interval.value
                    default:
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`rvc.paramInterval = interval.value` (line 14, in `prepare(for:sender:)`) ran and gave what `interval` held, 0 (this check left it alone), and that is what showed; this check expected \"10분 마다 갱신\", which is not what the control held. Line 16 (in `prepare(for:sender:)`) gives it the same expression"), en)
        XCTAssertTrue(ko.contains("`interval`이 가진 값 0(이 검사는 그 컨트롤을 건드리지 않았습니다)을 주었고"), ko)
    }

    /// Words of the learner's own where the exercise asks for others, the choice itself right.
    func testALiteralShownWhereTheExpectedWordsAreNowhereIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ResultViewController.swift", """
            resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "ON" : "OFF"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("What showed, \"OFF\", is a text written in your code: `resultUpdate.text = paramUpdate ? \"ON\" : \"OFF\"` (ResultViewController.swift line 16) ran and gave it. The check expects \"자동갱신안함\", and that text is written nowhere in your code"), en)
        XCTAssertTrue(ko.contains("보인 \"OFF\"는 코드에 적힌 텍스트입니다."), ko)
    }

    /// A property wrapper over UserDefaults that copies the saved value when the screen is made.
    func testAWrapperGivingACopyFromItsInitializerIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            @propertyWrapper
            struct Saved {
                let key: String
                var kept: String?
                init(_ key: String) {
                    self.key = key
                    kept = UserDefaults.standard.string(forKey: key)
                }
                var wrappedValue: String? {
                    get { return kept }
                    set { kept = newValue; UserDefaults.standard.set(newValue, forKey: key) }
                }
            }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @Saved("email") var saved: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = saved ?? "(없음)"
                }
            }
            """),
            Round40EndToEndTests.formSaving(under: "email"),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("reads `saved`, an `@Saved` property (line 19): reading it runs Saved's getter, which gives `kept`, a copy the wrapper took from `UserDefaults.standard.string(forKey: key)` in its initializer (ViewController.swift line 9)"), en)
        XCTAssertTrue(ko.contains("`@Saved` 프로퍼티인 `saved`(19번째 줄)를 읽습니다."), ko)
    }

    /// A local copy of the property handed out in a closure and changed there, the property never assigned.
    func testALocalCopyChangedInsteadOfThePropertyIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                func receiver() -> (String?) -> Void {
                    var current = paramEmail
                    return { current = $0; print(current ?? "") }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = paramEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            let stack = navigationController?.viewControllers ?? []
                    (stack[stack.count - 2] as? ViewController)?.receiver()(email.text)
                    navigationController?.popViewController(animated: true)
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("What is changed is `current`, a local copy of it made at line 8 (in `receiver()`): `current = $0` (line 9) changes that copy"), en)
        XCTAssertTrue(ko.contains("지역 복사본 `current`입니다."), ko)
    }

    /// A screen appended to a singleton's own array (`Registry.shared.open.append(self)`).
    func testAScreenKeptInASingletonsArrayIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ResultViewController.swift", """
            import UIKit

            final class Registry {
                static let shared = Registry()
                var open: [UIViewController] = []
            }

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!
                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Registry.shared.open.append(self)
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
            """),
        ])
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("`Registry.shared.open.append(self)` (line 18) hands ResultViewController to `Registry.shared`, an object reached through a `static` property, which lives as long as the app; its `open` keeps ResultViewController strongly"), en)
        XCTAssertTrue(ko.contains("`Registry.shared`에 넘깁니다."), ko)
    }

    /// An outlet written through `?.` in a helper the screen calls from `viewWillAppear`: the view was
    /// loaded there, so that is not told as "before the view loaded".
    func testAnOutletHelperCalledFromALifecycleMethodIsNotBeforeTheViewLoaded() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    refresh()
                }

                func refresh() {
                    resultEmail?.text = paramEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            let stack = navigationController?.viewControllers ?? []
                    (stack.last as? ViewController)?.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
            """),
        ])
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertFalse(en.contains("was not loaded yet"), en)
    }

    /// A tuple handed as `sender` and cast back to a type alias whose element type differs: the element
    /// is named with what it held.
    func testATupleCastToAnAliasWithAnotherElementTypeNamesTheElement() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            Self.resultShown,
            ("ViewController.swift", """
            import UIKit

            typealias Form = (mail: String, on: Bool, minutes: Int)

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {}
                @IBAction func onStepper(_ sender: UIStepper) {}

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard !(email.text ?? "").isEmpty else { return }
                    let form = (mail: email.text ?? "", on: isUpdate.isOn, minutes: interval.value)
                    performSegue(withIdentifier: "ManualSubmit", sender: form)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController, let form = sender as? Form else { return }
                    rvc.paramEmail = form.mail
                    rvc.paramUpdate = form.on
                    rvc.paramInterval = Double(form.minutes)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`Form` is `(mail: String, on: Bool, minutes: Int)`, and a tuple matches it only when every element has that type: its `minutes` held `5.0`, a `Double`, where `Form` declares `Int`"), en)
        XCTAssertTrue(ko.contains("튜플은 모든 요소의 타입이 같을 때만 그것에 맞습니다."), ko)
    }

    /// `if let _ = email.text` before `performSegue`, while `shouldPerformSegue` in the same file does test
    /// for emptiness: the action's own test is named.
    func testANilOnlyBindingInOneMethodIsToldWhileAnotherTestsEmptiness() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    if identifier == "ActionSubmit", (email.text ?? "").isEmpty { return false }
                    return true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if let _ = email.text {
                        performSegue(withIdentifier: "ManualSubmit", sender: sender)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "empty-perform-stays")
        XCTAssertTrue(en.contains("`if let _ = email.text` always succeeds for a text field"), en)
        XCTAssertTrue(ko.contains("`if let _ = email.text`"), ko)
    }

    /// A tuple saved in UserDefaults through a type alias of the code's.
    func testATupleSavedThroughATypeAliasIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            typealias Entry = (mail: String, savedAt: Double)

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    let entry: Entry = (mail: email.text ?? "", savedAt: 0)
                    UserDefaults.standard.set(entry, forKey: "entry")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            resultEmail.text = UserDefaults.standard.string(forKey: "entry") ?? "(없음)"
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("gives UserDefaults a tuple (`(mail: String, savedAt: Double)`)"), en)
        XCTAssertTrue(ko.contains("`(mail: String, savedAt: Double)`"), ko)
    }

    /// Screens appended to a global array (`var openScreens: [UIViewController] = []`).
    func testAScreenAppendedToAGlobalArrayIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            Self.resultShown,
            ("ViewController.swift", """
            import UIKit

            var openScreens: [UIViewController] = []

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    openScreens.append(rvc)
                    navigationController?.pushViewController(rvc, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("`openScreens` (line 3) is declared outside any type, at the file's top level: a global"), en)
        XCTAssertTrue(en.contains("put there or shown with `openScreens.append(rvc)` (line 15)"), en)
        XCTAssertTrue(ko.contains("`openScreens.append(rvc)`(15번째 줄)로 넣거나 보여 준 뒤"), ko)
    }
}
