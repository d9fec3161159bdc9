import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 43's readings (docs/checks.md "Round 43"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round43EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// ResultViewController filling its three labels from its parameters in `viewDidLoad`, as the reference does.
    static let resultShowsParams: (file: String, code: String) = ("ResultViewController.swift", """
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
            resultEmail.text = paramEmail
            resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
            resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
        }
    }
    """)

    /// A base class's `prepare` reads the destination's view, then calls a hook the subclass
    /// overrides to give the values: the hook ran (the learner's own method, which the trace does
    /// not record, is not "never ran"), and the early load is the cause.
    func testAHookOfTheLearnersBaseClassCalledAfterTheViewLoadedIsNotToldAsNeverRun() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            Self.resultShowsParams,
            ("ViewController.swift", """
            import UIKit

            class FormScreen: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let target = segue.destination
                    _ = target.view
                    hand(to: target)
                }

                func hand(to target: UIViewController) {}
            }

            class ViewController: FormScreen {
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
                    if email.text?.isEmpty == false { performSegue(withIdentifier: "ManualSubmit", sender: self) }
                }

                override func hand(to target: UIViewController) {
                    guard let result = target as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertFalse(en.contains("did not run during this check"), en)
        XCTAssertTrue(en.hasPrefix("Your code read the destination's view (line 6) before giving it the values, so ResultViewController#1's viewDidLoad ran right then"), en)
        XCTAssertTrue(ko.hasPrefix("값을 넘기기 전에 도착 화면의 `view`를 읽어서(6번째 줄)"), ko)
    }
}

extension Round43EndToEndTests {
    /// The screen in between only inherits the unwind action from the learner's base class: the
    /// advice moves the action out of the base class, never "remove it from" an empty subclass.
    func testAnUnwindActionInheritedFromABaseClassIsToldAsInherited() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ReturningScreen: UIViewController {
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    guard let third = segue.source as? ThirdViewController else { return }
                    arrived(third.note.text)
                }
                func arrived(_ note: String?) {}
            }

            class ViewController: ReturningScreen {
                @IBOutlet var status: UILabel!
                override func arrived(_ note: String?) { status.text = note }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            final class SecondViewController: ReturningScreen {}
            """),
        ])
        let (en, ko) = try whys(report, "unwinds-home")
        XCTAssertTrue(en.contains("the screen in between, SecondViewController, inherits unwindToHome(_:) from ReturningScreen, so it has it too"), en)
        XCTAssertTrue(en.contains("move unwindToHome(_:) out of ReturningScreen into ViewController"), en)
        XCTAssertFalse(en.contains("remove or rename"), en)
        XCTAssertTrue(ko.contains("SecondViewController가 ReturningScreen에게서 unwindToHome(_:) 메서드를 물려받아"), ko)
    }
}

extension Round43EndToEndTests {
    /// Two tests of the identifier, each with its own code: the code for DefaultSubmit lacks the
    /// email, and the code for ActionSubmit has it. The reading is the case that lacks it, not
    /// "leave the test out".
    func testTheCodeForTheCaseThatRanLacksWhatTheOtherCaseGives() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
                guard let next = segue.destination as? ResultViewController, let id = segue.identifier else { return }
                if id == "ActionSubmit" {
                    next.paramEmail = email.text ?? ""
                    next.paramUpdate = isUpdate.isOn
                    next.paramInterval = interval.value
                }
                if id == "DefaultSubmit" {
                    next.paramUpdate = true
                    next.paramInterval = 10
                }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.hasPrefix("In this check `id` was \"DefaultSubmit\", so the code under `id == \"DefaultSubmit\"` (line 16) ran and the code under `id == \"ActionSubmit\"` (ViewController.swift line 11) did not."), en)
        XCTAssertTrue(en.contains("Give it in the code for \"DefaultSubmit\" too"), en)
        XCTAssertFalse(en.contains("leave it out"), en)
        XCTAssertTrue(ko.hasPrefix("이 검사에서 `id`의 값은 \"DefaultSubmit\"였으므로"), ko)
    }

    /// A preset chosen by an `if`/`else` for DefaultSubmit, made with an empty email: the arm taken
    /// (the coverage says which) does not read the field; only the other arm does.
    func testAPresetChosenForTheCaseDoesNotCarryTheTypedText() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Options {
                var address: String
                var auto: Bool
                var minutes: Double
                static let factory = Options(address: "", auto: true, minutes: 10)
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let next = segue.destination as? ResultViewController else { return }
                    var options: Options
                    if segue.identifier == "DefaultSubmit" {
                        options = Options.factory
                    } else {
                        options = Options(address: email.text ?? "", auto: isUpdate.isOn, minutes: interval.value)
                    }
                    next.paramEmail = options.address
                    next.paramUpdate = options.auto
                    next.paramInterval = options.minutes
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.hasPrefix("`next.paramEmail = options.address` (line 23) did not get what was typed into `email`: in this check `options` was `Options.factory`, the choice line 18 makes when `segue.identifier == \"DefaultSubmit\"` held. Its `address` is `\"\"` (line 7)."), en)
        XCTAssertTrue(en.contains("read only in the other choice, `Options(address: email.text ?? \"\", auto: isUpdate.isOn, minutes: interval.value)`"), en)
        XCTAssertTrue(ko.hasPrefix("`next.paramEmail = options.address`(23번째 줄)에는 `email`에 입력한 값이 들어가지 않았습니다."), ko)
    }
}

extension Round43EndToEndTests {
    /// The shown screen handed to a helper under another name and matched with `case let … as`:
    /// the reading names the test and what the method was given when Left left.
    func testTheShownScreenHandedToAHelperIsToldAsNotTheOneThatLeft() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

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

                func navigationController(_ nav: UINavigationController, didShow screen: UIViewController, animated: Bool) {
                    tidy(after: screen, in: nav)
                }

                private func tidy(after appeared: UIViewController, in nav: UINavigationController) {
                    guard case let gone as LeftViewController = appeared, !nav.viewControllers.contains(gone) else { return }
                    childDidFinish(gone.coordinator)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.hasPrefix("`case let gone as LeftViewController = appeared, !nav.viewControllers.contains(gone)` (line 34) tests the screen `navigationController(_:didShow:animated:)` is given, `screen`, and that is the screen being shown, not the one that left: at step 2 LeftViewController#1 left and `screen` was MainViewController#"), en)
        XCTAssertTrue(en.contains("The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: test that one"), en)
        XCTAssertTrue(ko.contains("그것은 떠난 화면이 아니라 지금 보이는 화면입니다"), ko)
    }
}

extension Round43EndToEndTests {
    /// A `guard var` with a type annotation unwrapping the field's text is the action's test of the
    /// input (one that always holds), never "nothing tests the input".
    func testAnAnnotatedUnwrapOfTheFieldsTextIsItsTest() throws {
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
                    isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard var typed: String = email.text else { return }
                    typed = typed.trimmingCharacters(in: .whitespaces)
                    performSegue(withIdentifier: "ManualSubmit", sender: typed)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.hasPrefix("`guard var typed: String = email.text` always succeeds for a text field"), en)
        XCTAssertFalse(en.contains("nothing in that action tests the input"), en)
        XCTAssertFalse(ko.contains("모든 경로에서 실행됩니다"), ko)
    }
}

extension Round43EndToEndTests {
    /// A `switch` on the destination whose only case casts to a container the screen is not: the
    /// arm that ran is `default`, and the case's type is what never matches (both readings say so).
    func testASwitchCaseCastingToAContainerTheDestinationIsNotIsToldByItsClass() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            Self.resultShowsParams,
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {}
                @IBAction func onStepper(_ sender: UIStepper) {}

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard email.text?.isEmpty == false else { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: nil)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.destination {
                    case let tabs as UITabBarController:
                        let result = tabs.viewControllers?.first as? ResultViewController
                        result?.paramEmail = email.text ?? ""
                        result?.paramUpdate = isUpdate.isOn
                        result?.paramInterval = interval.value
                    default:
                        print("no tabs")
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("That branch's test is what does not match: in this run `segue.destination` was ResultViewController#1, which is not a UITabBarController, so this case can never match it. Cast to the class it really is: `case let screen as ResultViewController`."), en)
        XCTAssertFalse(en.contains("or the line belongs in the branch that ran too"), en)
        XCTAssertTrue(ko.contains("`segue.destination`은 ResultViewController#1였고, 이것은 UITabBarController가 아니므로"), ko)
    }
}

extension Round43EndToEndTests {
    /// A stored closure, the only writer of the shown value, called in `dismiss`'s completion: the
    /// reading names that call and the completion (not "a screen made after the value was sent").
    func testAStoredClosureCalledInDismissCompletionIsToldAsLate() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                var completionHandler: ((String?) -> Void)?

                @IBAction func onDone(_ sender: Any) {
                    dismiss(animated: true, completion: {
                        self.completionHandler?(self.email.text)
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
                    show()
                }

                // Shown through a helper: the timing reading does not follow it; the completion reading does.
                private func show() { resultEmail.text = paramEmail ?? "(없음)" }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let form = segue.destination as? FormViewController
                    form?.modalPresentationStyle = .fullScreen
                    form?.completionHandler = { [weak self] text in self?.paramEmail = text }
                }
            }
            """),
        ])
        let found = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(found.explanations.map(\.rule), ["callback-in-completion"])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.hasPrefix("`completionHandler(…)` (line 9) is in FormViewController's `onDone(_:)`, inside the completion closure of `dismiss(animated:completion:)`: UIKit runs that closure once the transition has finished, after `ViewController#1.viewWillAppear(_:)` had already read the value"), en)
        XCTAssertFalse(en.contains("made after the value was sent"), en)
        XCTAssertTrue(ko.contains("`dismiss(animated:completion:)`의 완료 클로저 안에 있습니다"), ko)
    }
}

extension Round43EndToEndTests {
    /// The top of the stack through a local bound to the navigation controller and an annotated
    /// array, in a helper the action calls: told as the screen itself, and only that (conclusive).
    func testTheTopOfTheStackThroughANavigationAliasInAHelper() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Round42EndToEndTests.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    handBack()
                    navigationController?.popViewController(animated: true)
                }

                func handBack() {
                    if let nav: UINavigationController = self.navigationController {
                        let screens: [UIViewController] = nav.viewControllers
                        if let main: ViewController = screens.last as? ViewController {
                            main.paramEmail = email.text
                        }
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.hasPrefix("When FormViewController#1.onDone(_:) ran, the top of the navigation stack was FormViewController#1 itself. `screens.last` is the current screen"), en)
        XCTAssertFalse(en.contains("in place of"), en)
        XCTAssertTrue(ko.contains("내비게이션 스택의 맨 위는 FormViewController#1 자신입니다"), ko)
    }
}

extension Round43EndToEndTests {
    /// A scene's Storyboard ID given to `performSegue`: told as the scene's ID, not a misspelled segue.
    func testAStoryboardIDGivenToPerformSegueIsToldAsTheScenesID() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
                    performSegue(withIdentifier: "Second", sender: sender)
            """),
        ])
        let (en, ko) = try whys(report, "opens-second")
        XCTAssertTrue(en.hasPrefix("\"Second\" is the Storyboard ID of the SecondViewController scene, not the identifier of a segue"), en)
        XCTAssertTrue(en.contains("`storyboard?.instantiateViewController(withIdentifier: \"Second\")`"), en)
        XCTAssertTrue(ko.contains("세그웨이의 식별자가 아니라 SecondViewController 장면의 `Storyboard ID`라서"), ko)
    }

    /// The same member given in two segues' `if`s under two local names, the second from a control where
    /// a fixed value is meant: told as the control's value on that path, never "test for DefaultSubmit as well".
    func testTheSameMemberUnderAnotherLocalNameIsTheTwinOfTheOtherPath() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
                if segue.identifier == "ActionSubmit", let a = segue.destination as? ResultViewController {
                    a.paramEmail = email.text ?? ""
                    a.paramUpdate = isUpdate.isOn
                    a.paramInterval = interval.value
                }
                if segue.identifier == "DefaultSubmit", let b = segue.destination as? ResultViewController {
                    b.paramEmail = email.text ?? ""
                    b.paramUpdate = isUpdate.isOn
                    b.paramInterval = 10
                }
            """),
        ], extraChecks: """
        - id: "default-ignores-switch"
          title: {ko: "스위치를 꺼도 Default는 자동갱신", en: "Default passes auto-update even with the switch off"}
          points: 1
          timeout: 10
          steps:
            - launch
            - type: {outlet: "email", text: "learner@example.com"}
            - set: {outlet: "isUpdate", on: false}
            - tap: {segue: "DefaultSubmit"}
            - expect: {label: {outlet: "resultUpdate", text: "자동갱신"}}
        """)
        let (en, _) = try whys(report, "default-ignores-switch")
        // The line that gave the switch's state on this path is named; the texts are not told as swapped.
        XCTAssertTrue(en.contains("`b.paramUpdate = isUpdate.isOn` (ViewController.swift line 17"), en)
        XCTAssertFalse(en.contains("swap them"), en)
        XCTAssertFalse(en.contains("test for \"DefaultSubmit\" as well"), en)
    }

    /// An optional alias of the stack read with `?.last`.
    func testAnOptionalAliasOfTheStackReadWithQuestionMarkLast() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Round42EndToEndTests.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    let all = navigationController?.children
                    (all?.last as? ViewController)?.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.hasPrefix("When FormViewController#1.onDone(_:) ran, the top of the navigation stack was FormViewController#1 itself. `all?.last` is the current screen"), en)
    }
}

extension Round43EndToEndTests {
    /// A message sent by name to the delegate's Swift method: the method exists, it is not `@objc`.
    func testAMessageSentByNameToASwiftOnlyMethodIsToldAsNotObjc() throws {
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

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let text = inputText.text, !text.isEmpty, let target = delegate as AnyObject? {
                        _ = target.perform(NSSelectorFromString("sendData:"), with: text)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("MainViewController does have `sendData(_:)` (line 14), whose Objective-C name would be `sendData:`, but it is a Swift method, not `@objc`"), en)
        XCTAssertTrue(ko.contains("`@objc`가 아닌 Swift 메서드라서"), ko)
    }

    /// A static helper returning its array's `last`, given the stack: the screen itself.
    func testAHelperReturningItsArraysLastIsTheTopOfTheStack() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Round42EndToEndTests.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                static func screenBefore(_ screens: [UIViewController]) -> UIViewController? { screens.last }

                @IBAction func onDone(_ sender: Any) {
                    let screens = navigationController?.viewControllers ?? []
                    if let main = Self.screenBefore(screens) as? ViewController { main.paramEmail = email.text }
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.hasPrefix("When FormViewController#1.onDone(_:) ran, the top of the navigation stack was FormViewController#1 itself. `screens.last` is the current screen"), en)
    }
}
