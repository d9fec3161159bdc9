import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 40's readings (docs/checks.md "Round 40"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round40EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// store-in-userdefaults' form, saving what was typed under `key` and popping.
    static func formSaving(under key: String) -> (file: String, code: String) {
        ("FormViewController.swift", """
        import UIKit

        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!

            @IBAction func onSave(_ sender: Any) {
                UserDefaults.standard.set(email.text, forKey: "\(key)")
                navigationController?.popViewController(animated: true)
            }
        }
        """)
    }

    /// A check of the learner's that turns away the value the check types: worked out on that text,
    /// the one question it fails is named (a prefix it must not have), not "either the call is the
    /// wrong way round or …".
    func testAValidatorsUnmetPartIsWorkedOutOnTheTypedText() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                func looksValid(_ address: String) -> Bool {
                    if address.hasPrefix("saved") {
                        return false
                    }
                    return address.contains("@")
                }

                @IBAction func onSave(_ sender: Any) {
                    if looksValid(email.text ?? "") {
                        UserDefaults.standard.set(email.text, forKey: "email")
                    }
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
                    resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(없음)"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`looksValid(_:)` (line 6), a check of yours, answered false for `\"saved@example.com\"` each time: worked out on that text, `address.hasPrefix(\"saved\")` (line 7) is true for it, and there it returns false, while the rest of what it asks holds. This check expects `\"saved@example.com\"` to get through, so either that part turns a right value away (drop it, or loosen it so that values like this one pass), or the code reads the check's answer the wrong way round where it calls it."), en)
        XCTAssertFalse(en.contains("either the call is the wrong way round"), en)
        XCTAssertTrue(ko.contains("그 텍스트로 따져 보면 `address.hasPrefix(\"saved\")`(7번째 줄)가 참이어서 false를 돌려주고, 나머지 조건은 모두 맞습니다."), ko)
    }

    /// The line that reads the switch is in the other arm of an inline test of the identifier that is
    /// true for both segues (`contains("Submit")`): told as the test going the wrong way, worked out on
    /// the identifier of the segue the check went through.
    func testAnIdentifierTestTrueForBothSeguesIsWorkedOutOnTheIdentifier() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let rvc = segue.destination as! ResultViewController
                    rvc.paramEmail = email.text ?? ""
                    if segue.identifier?.contains("Submit") == true {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "submit-passes-values")
        XCTAssertTrue(en.contains("which ran because `segue.identifier?.contains(\"Submit\") == true` (line 11) was true. The line that reads `isUpdate`, the control the user changed in this check, is `rvc.paramUpdate = isUpdate.isOn` (line 15), on the other side of that test: it never ran. This check went through the segue \"ActionSubmit\", and `segue.identifier?.contains(\"Submit\") == true` is true for \"ActionSubmit\" too."), en)
        XCTAssertTrue(en.contains("Tell the cases apart by the whole identifier (`segue.identifier == \"…\"`), not a part several identifiers share."), en)
        XCTAssertTrue(ko.contains("그 검사의 반대쪽에 있어서 한 번도 실행되지 않았습니다."), ko)
    }

    /// A `guard` that shows what an earlier call kept and returns: the store is read only on a call
    /// where nothing was kept yet. Told as a cache never refreshed, never as "read before it was given".
    func testAValueKeptByAnEarlierCallBehindAGuardIsToldAsACache() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard value == nil else {
                        valueLabel.text = value
                        return
                    }
                    value = UserDefaults.standard.string(forKey: "memo") ?? "none"
                    valueLabel.text = value
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "memo")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("`valueLabel.text = value` (line 10) runs only when `guard value == nil` (line 9) finds a value in `value`; `value = UserDefaults.standard.string(forKey: \"memo\") ?? \"none\"` (line 13), the line that reads where the value really is, is on the other side of that test and so runs only on a call of `viewWillAppear(_:)` where `value` is still empty. It ran once, on the first call, before the value you expected was there, and kept what it found (\"none\" here) in `value`"), en)
        XCTAssertFalse(en.contains("before `value ="), en)
        XCTAssertTrue(ko.contains("`value`는 새로 고치지 않는 캐시처럼 동작합니다."), ko)
    }

    /// A forced cast of `presentingViewController` to the screen, when the presenter is the
    /// navigation controller that holds it: told as a container holding the screen, with where.
    func testAForcedCastOfANavigationControllerToTheScreenInsideIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    let main = presentingViewController as! ViewController
                    main.paramEmail = email.text
                    dismiss(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("the object was a UINavigationController, the container that holds screens, not one of them. The ViewController you want, ViewController#1, was inside it, at the root of its stack. Reach it through the container: `(… as? UINavigationController)?.viewControllers.first as? ViewController`"), en)
        XCTAssertFalse(en.contains("rootViewController"), en)
        XCTAssertTrue(ko.contains("그 객체는 UINavigationController였습니다. 화면들을 담는 컨테이너이지, 그 화면 중 하나가 아닙니다."), ko)
    }

    /// `self` handed where the delegate protocol is asked for, by a class that only has the method:
    /// the compile lesson says the class does not adopt the protocol.
    func testAClassThatDoesNotAdoptTheDelegateProtocolGetsTheAdoptionLesson() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {
                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                func connect(_ sub: SubViewController, to receiver: MyDataDelegate) {
                    sub.delegate = receiver
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    sub.paramText = resultLabel.text
                    connect(sub, to: self)
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
            }
            """),
        ], whatIf: false)
        XCTAssertNotNil(report.compileError)
        let en = ReportFormat.terminal.render(report, language: .en)
        XCTAssertTrue(en.contains("In plain words: `MainViewController` is not a `MyDataDelegate` until its declaration says so (methods with the protocol's names are not enough): add the protocol to the class (`class MainViewController: …, MyDataDelegate`) or write `extension MainViewController: MyDataDelegate { … }` around those methods."), en)
        let ko = ReportFormat.terminal.render(report, language: .ko)
        XCTAssertTrue(ko.contains("`MainViewController`는 선언에 적기 전에는 `MyDataDelegate`가 아니고 "), ko)
    }

    /// A nil test that asks "is there a text?" (`!= nil`): the fix keeps its meaning
    /// (`email.text?.isEmpty == false`), never an `if let` the other way round.
    func testTheEmptyTextFixKeepsTheMeaningOfTheLearnersTest() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    return email.text != nil
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if let text = email.text, !text.isEmpty {
                        performSegue(withIdentifier: "ManualSubmit", sender: nil)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "empty-submit-stays")
        XCTAssertTrue(en.contains("Test for the empty string instead: write `email.text?.isEmpty == false` in place of `email.text != nil`."), en)
        XCTAssertTrue(ko.contains("`email.text != nil` 대신 `email.text?.isEmpty == false`라고 쓰세요."), ko)
    }

    /// A `#selector` observer that fills the label, registered in `viewDidLoad`, and the post in VC3's
    /// action: the second VC2, made after the post, never gets it. Told with the instance read and the
    /// earlier one that did get it.
    func testAScreenThatObservesOnlyAfterThePostIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            extension Notification.Name {
                static let sent = Notification.Name("sent")
            }

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(received(_:)), name: .sent, object: nil)
                }

                @objc func received(_ note: Notification) {
                    valueLabel.text = note.object as? String
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    (UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text
                    NotificationCenter.default.post(name: .sent, object: valueField.text)
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        XCTAssertEqual(report.checks.first { $0.id == "value-back-in-vc2" }?.status, .passed)
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertTrue(en.contains("`valueLabel.text = note.object as? String` (line 17) runs only when a notification reaches the observer that `addObserver(….sent…)` (line 13) registers in `viewDidLoad()`. VC2#2, the screen this check read, registered its observer only after the last `post(name: .sent, …)` (VC3.swift line 8, in `onSend(_:)`) had run (VC2#1, which was already observing then, did get it)."), en)
        XCTAssertTrue(ko.contains("나중에 등록한 옵저버에게 다시 전달되지 않으므로 VC2#2는 값을 받지 못했습니다."), ko)
    }

    /// The screen a `didShow` tests is taken through a helper of the learner's whose key parameter
    /// defaults to `.to`: read through the helper, it is the screen being shown (always in the stack).
    func testAHelperWhoseKeyDefaultsToToIsReadThroughItsDefault() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            func screen(of nav: UINavigationController, _ key: UITransitionContextViewControllerKey = .to) -> UIViewController? {
                nav.transitionCoordinator?.viewController(forKey: key)
            }

            class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
                    navigationController.delegate = self
                    let vc = MainViewController.instantiate()
                    vc.coordinator = self
                    navigationController.pushViewController(vc, animated: false)
                }

                func left() {
                    let child = LeftCoordinator(navigationController: navigationController)
                    child.parentCoordinator = self
                    childCoordinators.append(child)
                    child.start()
                }

                func childDidFinish(_ child: Coordinator?) {
                    childCoordinators.removeAll { $0 === child }
                }

                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    let gone = screen(of: navigationController)
                    if let left = gone as? LeftViewController, !navigationController.viewControllers.contains(left) {
                        childDidFinish(left.coordinator)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`left` is the screen being shown, and that one is always in `viewControllers`"), en)
    }

    /// A `switch` on the identifier whose first case, `let id? where id.contains("Submit")`, also matches
    /// "DefaultSubmit": worked out on that identifier, never "compares with \"Submit\"".
    func testAnEarlierCaseThatAlsoMatchesIsWorkedOutOnTheIdentifier() throws {
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
                    switch segue.identifier {
                    case let id? where id.contains("Submit"):
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    case "DefaultSubmit":
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    default:
                        break
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("In the `switch` on the segue's identifier in `ViewController.prepare(for:sender:)`, `case let id? where id.contains(\"Submit\")` comes before `case \"DefaultSubmit\"` and matches \"DefaultSubmit\" too: `id.contains(\"Submit\")` is true for it."), en)
        XCTAssertFalse(en.contains("compares the segue identifier with \"Submit\""), en)
        XCTAssertTrue(ko.contains("`switch`는 처음 맞는 `case` 하나만 실행하므로"), ko)
    }

    /// `string(forKey:)!` on the first appearance, before anything was saved: told as a lookup that
    /// gives nil for a key nothing was stored under, with the line that saves it.
    func testAForcedLookupOfAKeyNotSavedYetIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            Self.formSaving(under: "savedEmail"),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = UserDefaults.standard.string(forKey: "savedEmail")!
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "form-opens")
        XCTAssertTrue(en.contains("`resultEmail.text = UserDefaults.standard.string(forKey: \"savedEmail\")!` (ViewController.swift:8) crashed: a lookup in UserDefaults gives nil for a key with nothing stored under it, and `!`/`as!` on nil stops the app. It ran in ViewController#1's `viewWillAppear(_:)`, before any line that stores \"savedEmail\" had run (the one in `onSave(_:)`, FormViewController.swift line 7, runs later, if at all)"), en)
        XCTAssertTrue(ko.contains("아직 저장하지 않은 키는 흔한 경우입니다"), ko)
    }

    /// A local bound to a new object of a class that keeps a shared one (`static let main = Store()`):
    /// told as a new object with its declared defaults, to be read through `Store.main`.
    func testANewObjectInPlaceOfTheSharedOneIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            class Store {
                static let main = Store()
                var value: String?
            }

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    Store.main.value = valueField.text
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
                    let store = Store()
                    valueLabel.text = store.value ?? "-"
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("`Store()` (VC2.swift:9) makes a new `Store` right there and asks it, so what it answers comes from that new one's declared defaults (`value`). It is not `Store.main`, the `Store` this code keeps and sets up (`Store.main.value = valueField.text`"), en)
    }

    /// A computed property that makes the screen from the storyboard at each read: set up once, shown
    /// with `show(_:sender:)` through another read.
    func testAComputedScreenSetUpAndShownThroughTwoReadsIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                var detail: DetailViewController {
                    return storyboard?.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                }

                @IBAction func onNext(_ sender: Any) {
                    detail.leaves = true
                    show(detail, sender: self)
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {
                var leaves = false

                @IBAction func onPop(_ sender: Any) {
                    if leaves {
                        navigationController?.popViewController(animated: true)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("`detail` is a computed property (line 4): each time it is read, `storyboard?.instantiateViewController(withIdentifier: \"Detail\") as! DetailViewController` makes a new DetailViewController. So `detail.leaves = true` (line 9) set `leaves` on one new screen, and `show(…)` (line 10) read `detail` again and handed on another, which never got `leaves`."), en)
        XCTAssertTrue(ko.contains("한 번만 읽어 지역 상수에 담고(`let screen = detail`)"), ko)
    }

    /// A forced cast in `prepare` to a class of the learner's that the destination is not.
    func testAForcedCastToAnotherClassOfTheLearnersIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let form = segue.destination as! ViewController
                    form.email.text = email.text
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("the object was a ResultViewController, a class of yours, not a ViewController. `prepare(for:sender:)` runs for every segue"), en)
    }

    /// Two of three associated values named in a `case let`: the lesson counts them by position.
    func testAnEnumPatternOfTheWrongLengthGetsTheLesson() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            enum Choice {
                case entered(String, Bool, Double)
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let choice = Choice.entered(email.text ?? "", isUpdate.isOn, interval.value)
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    switch choice {
                    case let .entered(text, on):
                        rvc.paramEmail = text
                        rvc.paramUpdate = on
                    }
                }
            }
            """),
        ], whatIf: false)
        XCTAssertNotNil(report.compileError)
        let en = ReportFormat.terminal.render(report, language: .en)
        XCTAssertTrue(en.contains("In plain words: The values of an enum case (or a tuple) are matched by position, and this one holds 3 ("), en)
        let ko = ReportFormat.terminal.render(report, language: .ko)
        XCTAssertTrue(ko.contains("`enum`의 `case`(또는 튜플)의 값은 자리 순서대로 맞춰지고 이 `case`에는 값이 3개("), ko)
    }

    /// `self.navigationController` inside a custom segue: a segue is not a screen.
    func testAScreenMemberAskedOfASegueGetsTheLesson() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
            import UIKit

            class FadeSegue: UIStoryboardSegue {
                override func perform() {
                    destination.modalPresentationStyle = .fullScreen
                    self.navigationController?.pushViewController(destination, animated: true)
                }
            }
            """),
        ], whatIf: false)
        XCTAssertNotNil(report.compileError)
        let en = ReportFormat.terminal.render(report, language: .en)
        XCTAssertTrue(en.contains("In plain words: `FadeSegue` is a segue, not a screen, and has no `navigationController`: it holds the two screens it joins, `source` and `destination`"), en)
    }

    /// A custom initializer with the values, for a screen pushed after `instantiateViewController(withIdentifier:)`:
    /// told as an initializer that never ran (storyboard screens are made with `init(coder:)`).
    func testACustomInitializerThatNeverRanIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    navigationController?.pushViewController(rvc, animated: true)
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

                init?(coder: NSCoder, email: String) {
                    super.init(coder: coder)
                    paramEmail = email
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("is in ResultViewController's own `init(coder:email:)`, which never ran: ResultViewController#1 was made from the storyboard, and UIKit makes a storyboard screen with `init(coder:)`."), en)
        XCTAssertTrue(ko.contains("이 이니셜라이저는 한 번도 실행되지 않았습니다."), ko)
    }

    /// A struct's shared value copied into a local, changed there: the shared one never changes.
    func testASharedStructValueCopiedIntoAPropertyIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            struct Memo {
                static var current = Memo()
                var text: String?
            }

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!
                var memo = Memo.current

                @IBAction func onSend(_ sender: Any) {
                    memo.text = valueField.text
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
                    valueLabel.text = Memo.current.text ?? "-"
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("VC3's `memo` starts as `Memo.current` (line 10), and `Memo` is a struct: a struct is a value, so that line made a copy, not a second name for the shared one. `memo.text = valueField.text` (line 13) changed the copy only."), en)
    }

    /// `Selector("sendData")` for `sendData(_:)`: not its selector, so the method never runs.
    func testASelectorStringThatIsNotTheMethodsSelectorIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
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

                @objc func sendData(_ data: String) {
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
                    guard let text = inputText.text, !text.isEmpty, let target = delegate as? NSObject else { return }
                    let selector = Selector("sendData")
                    if target.responds(to: selector) {
                        target.perform(selector, with: text)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`sendData(_:)` is reached only through `Selector(\"sendData\")` (line 17), and that string is not its selector"), en)
        XCTAssertTrue(en.contains("so the selector of `sendData(_:)` is \"sendData:\""), en)
    }

    /// `value(forKeyPath:)` of a dotted UserDefaults key, through a helper of the app delegate.
    func testAKeyPathThatSplitsADottedKeyIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            Self.formSaving(under: "account.email"),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = UserDefaults.standard.value(forKeyPath: "account.email") as? String ?? "(없음)"
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("reads a key path, not a key: `value(forKeyPath:)` splits \"account.email\" at each dot and looks up \"account\" first"), en)
    }

    /// A `Bool?` tested for nil where the shown text is picked.
    func testABoxedYesNoTestedForNilIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    rvc.paramEmail = email.text ?? ""
                    rvc.update = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
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
                var update: Bool?
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = update == nil ? "자동갱신안함" : "자동갱신"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`update` is declared `Bool?` (line 9): a yes/no in an optional box. `update == nil` (line 15) asks whether there is a value in the box, not what the value is"), en)
        XCTAssertTrue(en.contains("Test the value itself: `update == true`."), en)
    }

    /// A `switch` over an optional-like enum in `viewWillAppear` whose case bodies are swapped: the state
    /// is right, the bodies are not (never "flip the test that made the state").
    func testSwappedSwitchCaseBodiesAreTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            enum Shown {
                case empty
                case filled(String)
            }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let shown: Shown = paramEmail.map { .filled($0) } ?? .empty
                    switch shown {
                    case .empty:
                        resultEmail.text = paramEmail
                    case .filled:
                        resultEmail.text = "(없음)"
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    (presentingViewController as? UINavigationController)?.viewControllers.compactMap { $0 as? ViewController }.first?.paramEmail = email.text
                    dismiss(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("In the `switch` over `shown`, the bodies of `case .filled` and `case .empty` are swapped: this run was in `.filled` (there is a value), whose body shows the placeholder"), en)
    }

    /// `email.text.map { … }` as the test before `performSegue`: a field's text is never nil.
    func testAMapOnAFieldsTextIsToldAsAlwaysRunning() throws {
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
                    _ = email.text.flatMap { _ in performSegue(withIdentifier: "ManualSubmit", sender: nil) }
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
        let (en, _) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.contains("`email.text.flatMap { … }` always succeeds for a text field: UITextField's text is never nil"), en)
    }
}
