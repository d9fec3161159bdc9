import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 46's readings (docs/checks.md "Round 46"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round46EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// Held-out 244-06, without the fade: a custom segue that embeds the destination as a child of
    /// the source is told so (a child is part of its parent's screen), not "showed nothing".
    func testACustomSegueThatEmbedsTheDestinationAsAChildIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
            import UIKit

            class FadeSegue: UIStoryboardSegue {
                override func perform() {
                    let parent = source
                    parent.addChild(destination)
                    parent.view.addSubview(destination.view)
                    destination.didMove(toParent: parent)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "fade-presents")
        XCTAssertTrue(en.contains("a child of ViewController#1: `parent.addChild(destination)`"), en)
        XCTAssertTrue(en.contains("source.present(destination, animated: true)"), en)
        XCTAssertFalse(en.contains("showed nothing"), en)
        XCTAssertTrue(ko.contains("자식으로 붙였습니다"), ko)
    }

    /// Held-out 244-10, with `removeFromParent()` alone in a helper-free action: a presented screen
    /// taken away as a child would leave its parent is told it has no parent, and to dismiss.
    func testAPresentedScreenClosedAsAChildIsToldToDismiss() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var shown = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    shown += 1
                    status.text = "표시 \\(shown)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    let second = storyboard!.instantiateViewController(withIdentifier: "Second")
                    second.modalPresentationStyle = .fullScreen
                    present(second, animated: true)
                }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            class SecondViewController: UIViewController {
                @IBAction func onClose(_ sender: Any) {
                    view.removeFromSuperview()
                    removeFromParent()
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "closes-second")
        XCTAssertTrue(en.contains("was presented by ViewController#1, not added as a child"), en)
        XCTAssertTrue(en.contains("`dismiss(animated: true)`"), en)
        XCTAssertTrue(ko.contains("dismiss로 닫습니다"), ko)
    }

    /// Held-out 248-12, through a method instead of computed properties: a property set below the
    /// lines that read it (through the class's own members) is told to move up, from the what-if
    /// search's new change (`statementMovedUp`).
    func testAStateSetBelowTheLinesThatReadItIsToldToMoveUp() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var mode = "none"

                func settings() -> (Bool, Double) {
                    if mode == "DefaultSubmit" { return (true, 10) }
                    return (isUpdate.isOn, interval.value)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = settings().0
                    rvc.paramInterval = settings().1
                    mode = segue.identifier ?? "none"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("with `mode = segue.identifier ?? \"none\"` moved up before `rvc.paramUpdate = settings().0`"), en)
        XCTAssertTrue(ko.contains("위로 옮겨"), ko)
    }

    /// Held-out 250-01, as a class-free tuple of labelled values kept in a struct: a snapshot of the
    /// controls taken in `viewDidLoad` and read in `prepare` is told as an old copy, all its members
    /// read again at once.
    func testASnapshotOfTheControlsTakenAtLoadIsToldAsAnOldCopy() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Entered {
                var address: String
                var auto: Bool
                var minutes: Double
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var entered = Entered(address: "", auto: false, minutes: 0)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let now = Entered(address: email.text ?? "", auto: isUpdate.isOn, minutes: interval.value)
                    entered = now
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = entered.address
                    rvc.paramUpdate = entered.auto
                    rvc.paramInterval = entered.minutes
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("with `email.text ?? \"\"` in place of `entered.address`"), en)
        XCTAssertTrue(en.contains("holds an old copy"), en)
    }

    /// Held-out 250-11, from the main screen's own stack: a copy of `viewControllers` changed and
    /// never given back is told as a copy.
    func testACopyOfTheStackChangedAndNeverGivenBackIsToldAsACopy() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBAction func onNext(_ sender: Any) {
                    if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") {
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {
                @IBAction func onPop(_ sender: Any) {
                    var screens = navigationController?.viewControllers ?? []
                    screens.removeAll { $0 === self }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("`screens` is a copy of `navigationController?.viewControllers ?? []`") || en.contains("`screens` is a copy of"), en)
        XCTAssertTrue(en.contains("setViewControllers(screens, animated: true)"), en)
        XCTAssertTrue(ko.contains("복사본"), ko)
    }

    /// Held-out 244-15, with the save in `viewDidAppear`-free `viewWillAppear` under another key:
    /// a save that runs on every appearance and saved nil over the stored value after the relaunch
    /// is told so, with what the new screen did not have.
    func testASaveOnEveryAppearanceThatSavedNilAfterTheRelaunchIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    let stack = navigationController!.viewControllers
                    (stack[stack.count - 2] as? ViewController)?.incoming = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var incoming: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UserDefaults.standard.set(incoming, forKey: "saved")
                    resultEmail.text = UserDefaults.standard.string(forKey: "saved") ?? "(없음)"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "survives-relaunch")
        XCTAssertTrue(en.contains("After the app was launched again, that same line ran again on the new screen, where `incoming` held `nil`"), en)
        XCTAssertTrue(ko.contains("`incoming`의 값이 `nil`이었고"), ko)
    }

    /// Held-out 248-07, with a `guard` in the observer: a property whose observer sends the value
    /// back, set only in an outlet's `didSet` (when the storyboard connects it), is told it was fed
    /// once, before the user typed.
    func testAnObserverFedOnlyWhenTheOutletIsConnectedIsToldSo() throws {
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
                @IBOutlet var inputText: UITextField! {
                    didSet { answer = inputText.text ?? "" }
                }
                var paramText: String?
                weak var delegate: MyDataDelegate?

                var answer = "" {
                    didSet {
                        guard answer.count > 0 else { return }
                        delegate?.sendData(answer)
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("the only line that sets it, `answer = inputText.text ?? \"\"` (line 6, in `inputText.didSet`), runs once, when the storyboard connects the outlet `inputText`"), en)
        XCTAssertTrue(ko.contains("스토리보드가 아웃렛 `inputText`를 연결할 때"), ko)
    }

    /// Held-out 251-05, with a helper returning an optional and the parameter renamed: an early exit
    /// in `didShow` that reads the shown screen is told as the test that stopped the code after the
    /// pop, with what the screen was then (not "give the inner branch the line too").
    func testAnEarlyExitOnTheShownScreenInDidShowIsToldWhatItSawAfterThePop() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            func asLeft(_ screen: UIViewController) -> LeftViewController? { screen as? LeftViewController }

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

                func navigationController(_ navigationController: UINavigationController, didShow shown: UIViewController, animated: Bool) {
                    guard let left = asLeft(shown) else { return }
                    if navigationController.viewControllers.contains(left) { return }
                    childDidFinish(left.coordinator)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("the `guard` at line 32 (`let left = asLeft(shown)`) left the method."), en)
        XCTAssertTrue(en.contains("after the pop, `shown` was MainViewController#"), en)
        XCTAssertFalse(en.contains("Give that branch the line too"), en)
        XCTAssertTrue(ko.contains("`shown`은 지금 보이는 화면(돌아간 화면)이지 떠난 화면이 아니므로"), ko)
    }

    /// Held-out 254-03, with the selector in a property and a `guard`: a property set only through `perform(#selector(setter: …))`, kept from running by a `responds(to:)` test on the navigation controller, is told so (not "no line gives it a value").
    func testASetterSelectorPerformedOnTheWrongObjectIsToldWhatTheObjectWas() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                let giveEmail = #selector(setter: ViewController.paramEmail)

                @IBAction func onDone(_ sender: Any) {
                    guard let main = presentingViewController, main.responds(to: giveEmail) else {
                        dismiss(animated: true)
                        return
                    }
                    _ = main.perform(giveEmail, with: email.text)
                    dismiss(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @objc var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let paramEmail else { return }
                    resultEmail.text = paramEmail
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`presentingViewController` was UINavigationController#1, not a `ViewController`: it has no `paramEmail`"), en)
        XCTAssertTrue(en.contains("(line 12, through `#selector(setter: ViewController.paramEmail)`), never ran"), en)
        XCTAssertFalse(en.contains("no line of your code ever gives"), en)
        XCTAssertTrue(ko.contains("`#selector(setter: ViewController.paramEmail)`을 통해"), ko)
    }

    /// Held-out 255-03, with the label set in a helper `viewWillAppear(_:)` calls: the value given in `dismiss`'s completion is told it came after the screen read it.
    func testALabelSetInAHelperCalledOnAppearIsReadBeforeTheDismissCompletion() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    let typed = email.text
                    presentingViewController?.dismiss(animated: true, completion: { [weak self] in
                        let nav = self?.presentingViewController as? UINavigationController
                        (nav?.viewControllers.first as? ViewController)?.paramEmail = typed
                    })
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    showEmail()
                }

                func showEmail() {
                    guard let paramEmail else { return }
                    resultEmail.text = paramEmail
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("inside the completion closure of `dismiss(animated:completion:)`"), en)
        XCTAssertTrue(en.contains("after `ViewController#1.viewWillAppear(_:)` had already read the value"), en)
        XCTAssertTrue(ko.contains("완료 클로저 안에 있습니다"), ko)
    }

    /// Held-out 254-15, with a notification of the learner's own: the shown value set only in a selector-registered handler is told it is never set for a screen made after the change.
    func testAValueSetOnlyByANotificationHandlerIsNotThereAfterARelaunch() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            extension Notification.Name {
                static let emailSaved = Notification.Name("emailSaved")
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    UserDefaults.standard.set(email.text, forKey: "email")
                    NotificationCenter.default.post(name: .emailSaved, object: nil)
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                private var shownEmail: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(emailSaved), name: .emailSaved, object: nil)
                }

                @objc private func emailSaved() {
                    shownEmail = UserDefaults.standard.string(forKey: "email")
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let shown = shownEmail else { return }
                    resultEmail.text = shown
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "survives-relaunch")
        XCTAssertTrue(en.contains("gets its value only in `emailSaved()`"), en)
        XCTAssertTrue(en.contains("Read `UserDefaults.standard.string(forKey: \"email\")` itself when the screen appears"), en)
        XCTAssertTrue(ko.contains("알림을 받지 못해서"), ko)
    }

    /// Held-out 253-08, with a singleton relay setting the label: the value handed to the closure is kept nowhere, so the advice is to store it, not to read a current value.
    func testAClosureHandedALiteralKeepsNothingForALaterScreen() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Relay.shared.onValue = { [weak self] text in
                        self?.valueLabel.text = text
                    }
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            final class Relay {
                static let shared = Relay()
                var onValue: ((String) -> Void)?
            }

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    Relay.shared.onValue?("from VC3")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertTrue(en.contains("And nothing keeps the value to read later: the closure is handed `\"from VC3\"` (line 10)"), en)
        XCTAssertTrue(en.contains("a property of the app delegate, or `UserDefaults`"), en)
        XCTAssertFalse(en.contains("Read the current value when the screen appears"), en)
        XCTAssertTrue(ko.contains("나중에 읽을 값을 아무것도 보관하지 않습니다"), ko)
    }

    /// Held-out 254-16, with a `private` method: an unwind action written as a plain Swift method is told it is not marked `@IBAction`.
    func testAnUnwindActionWithoutIBActionIsToldTheRuntimeCannotSeeIt() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                private func unwindToHome(_ segue: UIStoryboardSegue) {
                    guard let third = segue.source as? ThirdViewController else { return }
                    status.text = third.note.text
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "unwinds-home")
        XCTAssertTrue(en.contains("ViewController's `unwindToHome` (line 6) is a plain Swift method, not marked `@IBAction` (nor `@objc`)"), en)
        XCTAssertTrue(ko.contains("보통 Swift 메서드라서 런타임에 보이지 않고"), ko)
    }

    /// Held-out 250-12, with an `if` instead of a `switch`: the default path copies the entered settings and changes one member; the member kept from the stepper is named.
    func testACopyOfTheEnteredSettingsChangedInOneMemberKeepsTheStepper() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Choice {
                var mail: String
                var on: Bool
                var minutes: Double
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let typed = Choice(mail: email.text ?? "", on: isUpdate.isOn, minutes: interval.value)
                    var chosen = typed
                    if segue.identifier == "DefaultSubmit" {
                        chosen.on = true
                    }
                    rvc.paramEmail = chosen.mail
                    rvc.paramUpdate = chosen.on
                    rvc.paramInterval = chosen.minutes
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("On this path your code changes `chosen.on = true` (line 19"), en)
        XCTAssertTrue(en.contains("Give `chosen.minutes` this path's own value too"), en)
        XCTAssertTrue(ko.contains("`chosen.minutes`에도 컨트롤의 값 대신 이 경로의 값을 주세요"), ko)
    }

    /// Held-out 253-01, with the closure in an optional property: the controls copied into locals at load and captured by a closure kept for later are tried read again, together.
    func testControlsCopiedIntoLocalsAClosureKeepsAreReadAgain() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var fill: ((ResultViewController) -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let on = isUpdate.isOn
                    let step = interval.value
                    let address = email.text
                    fill = { result in
                        result.paramEmail = address ?? ""
                        result.paramUpdate = on
                        result.paramInterval = step
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let result = segue.destination as? ResultViewController { fill?(result) }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("it passes with `email.text` in place of `address`"), en)
        XCTAssertTrue(en.contains("So `address` holds an old copy"), en)
        XCTAssertTrue(ko.contains("`address`는 오래된 복사본을 갖고 있습니다"), ko)
    }

    /// Held-out 253-13, as a `guard` and a misspelt key: a transition that ran because a dictionary lookup of a key the
    /// literal lacks fell to its `??` default is told so, with the keys the dictionary has.
    func testATransitionLetThroughByTheDefaultOfAMissingKeyIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                let rules: [String: (String) -> Bool] = [
                    "ActionSubmit": { !$0.isEmpty },
                ]

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    rules[identifier]?(email.text ?? "") ?? true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard rules["Manual"]?(email.text ?? "") ?? true else { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "empty-perform-stays")
        XCTAssertTrue(en.contains("held only through its `??` default: `rules` (line 6) has no key \"Manual\" (only \"ActionSubmit\")"), en)
        XCTAssertTrue(ko.contains("`??`의 기본값으로만 참이 되었기 때문입니다"), ko)
    }

    /// Held-out 254-18, with `insert(_:at:)` and `[weak self]`: a key-value observation whose block uses the local
    /// holding the result screen, kept in the form's array, is told it keeps the screen (not "something outside").
    func testAnObservationKeptInAnArrayWhoseBlockUsesTheScreenKeepsIt() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.resultEmail.text = paramEmail
                    self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    self.resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                private var watchers: [NSKeyValueObservation] = []

                @IBAction func onSubmit(_ sender: Any) {
                    let result = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                    let watcher = isUpdate.observe(\\.isOn, options: [.new]) { [weak self] control, _ in
                        result.paramUpdate = control.isOn
                        self?.view.setNeedsLayout()
                    }
                    watchers.insert(watcher, at: 0)
                    navigationController?.pushViewController(result, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("`watchers` (line 15) keeps a closure that uses `result`, a ResultViewController"), en)
        XCTAssertTrue(en.contains("(`[weak result]`)"), en)
        XCTAssertTrue(ko.contains("`watchers`(15번째 줄)는 ResultViewController인 `result`를 쓰는 클로저를 간직합니다"), ko)
    }

    /// Held-out 253-12, with a computed property returning the table: the closure of the entry that ran lacks the value another entry gives.
    func testAnEntryOfATableOfClosuresLackingAValueIsNamed() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                private var fillers: [String: (ResultViewController) -> Void] {
                    [
                        "ActionSubmit": { result in
                            result.paramEmail = self.email.text ?? ""
                            result.paramUpdate = self.isUpdate.isOn
                            result.paramInterval = self.interval.value
                        },
                        "DefaultSubmit": { result in
                            result.paramUpdate = true
                            result.paramInterval = 10
                        },
                    ]
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let id = segue.identifier, let result = segue.destination as? ResultViewController, let fill = fillers[id] {
                        fill(result)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("is only in the \"ActionSubmit\" entry's closure. In this check the \"DefaultSubmit\" entry's closure ran (lines 16-17), and it never gives `paramEmail`"), en)
        XCTAssertTrue(ko.contains("\"DefaultSubmit\" 항목의 클로저(16-17번째 줄)가 실행되었는데"), ko)
    }

    /// Held-out 259-09, with an `if … { return }` and a `precondition` on the result screen: a screen change written in a
    /// `defer` ran through the early `return`, and the screen that came stopped the app (no coverage then: the trace
    /// stands for it), told as the `defer`, not as the learner's own `precondition`.
    func testATransitionInADeferRunsThroughAnEarlyReturnEvenWhenTheNextScreenStopsTheApp() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String = ""

                override func viewDidLoad() {
                    super.viewDidLoad()
                    precondition(!paramEmail.isEmpty, "no email")
                    resultEmail.text = paramEmail
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    identifier != "ActionSubmit" || !(email.text ?? "").isEmpty
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    defer {
                        performSegue(withIdentifier: "ManualSubmit", sender: sender)
                    }
                    if email.text?.isEmpty ?? true {
                        return
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "empty-perform-stays")
        XCTAssertTrue(en.contains("`performSegue(…)` (line 16) is inside the `defer` block of line 15"), en)
        XCTAssertFalse(en.contains("The app stopped on your own"), en)
        XCTAssertTrue(ko.contains("15번째 줄의 `defer` 블록 안에 있습니다"), ko)
    }

    /// Held-out 256-08, with Ruby's `#{…}` on the result screen: a placeholder Swift does not fill in is told as plain text, with the `\\(…)` to write.
    func testAnotherLanguagesPlaceholderInAStringIsToldAsPlainText() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = "#{paramEmail}"
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }

                @IBAction func onBack(_ sender: Any) {
                    self.dismiss(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    present(rvc, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("The text shown is `\"#{paramEmail}\"` as written (ResultViewController.swift line 14)"), en)
        XCTAssertTrue(en.contains("Write `\"\\(paramEmail)\"`"), en)
        XCTAssertTrue(ko.contains("Swift는 `\\(…)`만 채우므로"), ko)
    }

    /// Held-out 256-02, read back `as? Float`: keys written into a `[String: Any]` through constants are written, so the only why is the cast of the value kept as `Any`.
    func testAKeyWrittenThroughADictionarySubscriptIsNotToldAsNeverWritten() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                // the "intent extras" handed over by the previous screen
                var extras: [String: Any] = [:]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    // like getStringExtra / getBooleanExtra / getIntExtra
                    paramEmail = extras[ViewController.KEY_EMAIL] as? String ?? ""
                    paramUpdate = extras[ViewController.KEY_UPDATE] as? Bool ?? false
                    paramInterval = Double(extras[ViewController.KEY_INTERVAL] as? Float ?? 0)

                    self.resultEmail.text = paramEmail
                    self.resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    self.resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                static let KEY_EMAIL = "k_email"
                static let KEY_UPDATE = "k_update"
                static let KEY_INTERVAL = "k_interval"

                @IBAction func onSwitch(_ sender: UISwitch) {
                    self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    self.isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    let text = email.text ?? ""
                    if !text.isEmpty {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    // like intent.putExtra(...)
                    var extras = [String: Any]()
                    extras[ViewController.KEY_EMAIL] = email.text ?? ""
                    extras[ViewController.KEY_UPDATE] = isUpdate.isOn
                    extras[ViewController.KEY_INTERVAL] = interval.value
                    rvc.extras = extras
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`extras[ViewController.KEY_INTERVAL]` was `Optional(5.0)`"), en)
        XCTAssertFalse(en.contains("nothing in your code ever writes that key"), en)
        XCTAssertTrue(ko.contains("`extras[ViewController.KEY_INTERVAL]`의 값은 `Optional(5.0)`이었고"), ko)
    }

    /// Held-out 257-03, with `-> Self` and an `if`: a method of the learner's own value type returning a changed copy,
    /// called as a statement, is told by Swift's unused-result warning as a copy thrown away.
    func testAChangedCopyReturnedByAMethodOfTheLearnersOwnTypeAndThrownAwayIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Prefs {
                var mail = ""
                var auto = false
                var every = 0.0

                func resetToDefaults() -> Self {
                    Prefs(mail: mail, auto: true, every: 10)
                }
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    var prefs = Prefs(mail: email.text ?? "", auto: isUpdate.isOn, every: interval.value)
                    if segue.identifier == "DefaultSubmit" {
                        prefs.resetToDefaults()
                    }
                    rvc.paramEmail = prefs.mail
                    rvc.paramUpdate = prefs.auto
                    rvc.paramInterval = prefs.every
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`resetToDefaults` changes nothing: it returns a new value and leaves `prefs` as it was"), en)
        XCTAssertFalse(en.contains("[#"), en)
        XCTAssertTrue(ko.contains("`resetToDefaults`는 아무것도 바꾸지 않습니다"), ko)
    }
}
