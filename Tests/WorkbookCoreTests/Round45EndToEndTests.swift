import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 45's readings (docs/checks.md "Round 45"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round45EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// Held-out 232-04, written with an `if` in a loop and a helper of another name: the side of the
    /// comparison that was nil came from a cast in the notification's observer, handed over as an
    /// argument; what that cast was given (the screen, not a coordinator) is the cause.
    func testANilSideHandedOverFromACastElsewhereIsToldByWhatTheCastWasGiven() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            extension Notification.Name {
                static let leftIsDone = Notification.Name("leftIsDone")
            }

            class MainCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController
                private var token: NSObjectProtocol?

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    token = NotificationCenter.default.addObserver(forName: .leftIsDone, object: nil, queue: nil) { [weak self] note in
                        let finished = note.object as? LeftCoordinator
                        self?.removeChild(finished)
                    }
                }

                func start() {
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
                    removeChild(child)
                }

                func removeChild(_ done: Coordinator?) {
                    for (i, c) in childCoordinators.enumerated() {
                        if c === done {
                            childCoordinators.remove(at: i)
                            return
                        }
                    }
                }
            }
            """),
            ("LeftViewController.swift", """
            import UIKit

            class LeftViewController: UIViewController, Storyboarded {
                weak var coordinator: LeftCoordinator?

                @IBAction func onNext(_ sender: Any) {
                    coordinator?.showDetail()
                }

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isMovingFromParent {
                        NotificationCenter.default.post(name: .leftIsDone, object: self)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`note.object as? LeftCoordinator` (MainCoordinator.swift line 15) gave nil the one time it ran: `note.object` was `LeftViewController#1`, not a `LeftCoordinator`."), en)
        XCTAssertTrue(ko.contains("`note.object as? LeftCoordinator`(MainCoordinator.swift 15번째 줄)는 한 번 실행되었을 때 nil이었습니다. `note.object`의 값은 `LeftViewController#1`이었고"), ko)
    }

    /// Held-out 237-11, written with the stack's first element by index: `dismiss` on the root of a
    /// stack whose top was pushed is ignored; the pushed screen goes back by a pop.
    func testADismissOnTheRootUnderAPushedScreenAdvisesAPop() throws {
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
                    if let stack = navigationController?.viewControllers, !stack.isEmpty {
                        let home = stack[0]
                        home.dismiss(animated: true, completion: nil)
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("ViewController#1 is in UINavigationController#1's stack, under DetailViewController#1, which was pushed, not presented: a pushed screen goes back by a pop, `navigationController?.popViewController(animated: true)`"), en)
        XCTAssertFalse(en.contains("Call dismiss on a screen that was presented"), en)
        XCTAssertTrue(ko.contains("ViewController#1은 UINavigationController#1의 스택에서 DetailViewController#1 아래에 있고"), ko)
    }

    /// Held-out 238-16, written with a named case and an extra arm: an unwind action that switches
    /// on `segue.destination` (the screen itself) is told to read `segue.source`, not to cast the
    /// destination to its own class.
    func testASwitchOnTheUnwindsDestinationIsToldTheSource() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    switch segue.destination {
                    case let leaving as ThirdViewController:
                        status.text = leaving.note.text
                    case is SecondViewController:
                        status.text = "second"
                    default:
                        break
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("ViewController#1 is where the unwind segue went back to, the screen whose unwind action runs (`segue.destination`, `self` there); the screen it left, ThirdViewController#1, is `segue.source`: read that one."), en)
        XCTAssertFalse(en.contains("case let screen as ViewController"), en)
        XCTAssertFalse(ko.contains("case let screen as ViewController"), ko)
    }

    /// Held-out 238-03, written with `.none` and `.some` both named: the presenter is the navigation
    /// controller holding the main screen (reach it through `topViewController`); the main screen's
    /// own `switch` taking `.none` is the value missing, not a line missing from that arm.
    func testASwitchOnThePresenterIsToldTheNavigationControllerHoldingTheScreen() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    switch paramEmail {
                    case .some(let value):
                        resultEmail.text = value
                    case .none:
                        print("nothing came back yet")
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
                    switch presentingViewController {
                    case let home as ViewController:
                        home.paramEmail = email.text
                    case nil:
                        print("not presented")
                    default:
                        print("presented by something else")
                    }
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`UINavigationController#1` is the navigation controller that holds ViewController#1"), en)
        XCTAssertFalse(en.contains("the branch `case .none`"), en)
        XCTAssertFalse(ko.contains("case let screen as UINavigationController"), ko)
    }

    /// Held-out 237-06, written with `guard let`: the style set after `present` on what the source
    /// presents; the search's first build failed on a swapped member whose errors spread to the
    /// lines below it, and the values recorded there (the style written) are kept.
    func testAStyleSetAfterPresentOnThePresentedScreenIsToldTooLate() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
            import UIKit

            class FadeSegue: UIStoryboardSegue {
                override func perform() {
                    source.present(destination, animated: true)
                    guard let onTop = source.presentedViewController else { return }
                    onTop.modalTransitionStyle = .crossDissolve
                    onTop.modalPresentationStyle = .fullScreen
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "close-returns")
        XCTAssertTrue(en.contains("(`onTop.modalPresentationStyle = .fullScreen`, in `perform()`) set a full-screen style on DetailViewController#1 only after its presentation began"), en)
        XCTAssertTrue(ko.contains("DetailViewController#1"), ko)
    }

    /// Held-out 236-01, written with a method of the screen: the values given in a helper that runs
    /// in `DispatchQueue.main.async` arrive after the result screen showed its labels.
    func testAHelperRunOnTheMainQueueLaterIsNamedAsTheDelay() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit", let result = segue.destination as? ResultViewController else { return }
                    DispatchQueue.main.async {
                        self.fill(result)
                    }
                }

                func fill(_ result: ResultViewController) {
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("`fill(result)` (line 11), which leads to that line, runs inside `DispatchQueue.main.async` (line 10): work put off there runs after the current work is done"), en)
        XCTAssertTrue(ko.contains("그 줄로 이어지는 `fill(result)`(11번째 줄)은 `DispatchQueue.main.async`(10번째 줄) 안에서 실행됩니다."), ko)
    }

    /// Held-out 236-12, written with a computed dictionary of flags read through `flatMap`: a table
    /// keyed by the buttons' titles, asked with the segue's identifier, finds no entry.
    func testALookupKeyedByOtherNamesThanTheIdentifierIsToldItsKeys() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var presets: [String: Bool] {
                    return ["Submit": false, "Default": true]
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController,
                          let defaults = segue.identifier.flatMap({ presets[$0] }) else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = defaults ? true : isUpdate.isOn
                    result.paramInterval = defaults ? 10 : interval.value
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "submit-passes-values")
        XCTAssertTrue(en.contains("`presets[$0]` (line 14) looks up the segue's identifier in `presets`, whose keys are \"Submit\", \"Default\"; the segue that ran is \"ActionSubmit\""), en)
        XCTAssertTrue(ko.contains("`presets[$0]`(14번째 줄)는 세그웨이 식별자로 `presets`에서 찾는데"), ko)
    }

    /// Held-out 236-16, written with `last` and an optional's `map`: a look inside the unwind's
    /// source, which is the third screen itself.
    func testALookInsideTheUnwindsSourceIsToldItIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    (segue.source.children.last as? ThirdViewController).map { third in
                        status.text = third.note.text
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("`segue.source` was ThirdViewController#1 itself, already a `ThirdViewController`: it is the screen the unwind left"), en)
        XCTAssertTrue(ko.contains("`segue.source`는 이미 `ThirdViewController`인 ThirdViewController#1 그 자체였습니다."), ko)
    }

    /// Held-out 238-05, written as a `lazy var` of type `Bool`: the line that makes the coordinator
    /// the navigation controller's delegate is in the value of a lazy property nothing reads.
    func testADelegateSetInALazyValueNothingReadsIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                lazy var wired: Bool = {
                    navigationController.delegate = self
                    return true
                }()

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
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
                    for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
                        childCoordinators.remove(at: index)
                        break
                    }
                }

                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from),
                          let left = from as? LeftViewController else { return }
                    childDidFinish(left.coordinator)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`navigationController.delegate = self` (line 8) is inside the value of `lazy var wired` (line 7), which is made only the first time `wired` is read, and nothing reads it"), en)
        XCTAssertTrue(ko.contains("`lazy var wired`(7번째 줄)의 값 안에 있습니다."), ko)
    }

    /// Held-out 236-05, written with `Optional(…)` and `flatMap`: `didShow` casts the screen just
    /// shown, as if it were the one that left.
    func testADidShowChainFromTheShownScreenIsToldItIsTheScreenJustShown() throws {
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

                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    Optional(viewController)
                        .flatMap { $0 as? LeftViewController }
                        .map { childDidFinish($0.coordinator) }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "left-shows")
        XCTAssertTrue(en.contains("but `viewController` is the screen just shown, not the one that left"), en)
        XCTAssertFalse(ko.isEmpty)
    }

    /// Held-out 235-18, written with `guard` and a cache of the detail screen: advice that fits a
    /// screen made on demand and kept (not `weak`, which would let it go before it is shown).
    func testACachedScreenIsNotAdvisedWeak() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                private var cachedResult: ResultViewController?

                @IBAction func onSubmit(_ sender: Any) {
                    if cachedResult == nil {
                        cachedResult = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController
                    }
                    guard let result = cachedResult else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                    navigationController?.pushViewController(result, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("`cachedResult` is made the first time it is needed and kept"), en)
        XCTAssertFalse(en.contains("declare it `weak var`"), en)
        XCTAssertTrue(ko.contains("`cachedResult`는 처음 필요할 때 만들어져 보관되고"), ko)
    }

    /// Held-out 238-06, written with a `didSet` on a transition style: the advice names the segue's
    /// `perform()`, not a screen's `viewDidLoad()`.
    func testAnObserverNeverRunInASegueIsAdvisedPerform() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
            import UIKit

            class FadeSegue: UIStoryboardSegue {
                var fade: UIModalTransitionStyle = .crossDissolve {
                    didSet {
                        destination.modalTransitionStyle = fade
                        destination.modalPresentationStyle = .fullScreen
                    }
                }

                override func perform() {
                    source.present(destination, animated: true)
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "close-returns")
        XCTAssertTrue(en.contains("Do that work directly (in `perform()`, or where the value is needed)"), en)
    }

    // MARK: Second batch (held-out 239-242)

    /// Held-out 239-07, written with another test and name: a `guard` that binds the label's text and
    /// returns stopped the delegate's line, which does not use what it tests.
    func testAGuardThatStopsALineItDoesNotGuardIsToldToMoveTheLine() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController, MyDataDelegate {
                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    subView = sub
                    guard let shown = resultLabel.text, shown.count > 1 else { return }
                    sub.paramText = shown
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
                    if let text = inputText.text, !text.isEmpty { delegate?.sendData(text) }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("before `sub.delegate = self` (line 12), a line that does not use `shown`, what the guard is there for"), en)
        XCTAssertTrue(ko.contains("그 줄은 `guard`가 지키는 `shown`을 쓰지 않는데도"), ko)
    }

    /// Held-out 239-12, written on `segue.identifier` itself: a `guard` letting only one identifier
    /// through, above the code written for the other.
    func testAGuardThatLetsOnlyOneIdentifierThroughIsToldTheCaseItBlocks() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit" else { return }
                    let rvc = segue.destination as! ResultViewController
                    rvc.paramEmail = email.text ?? ""
                    if segue.identifier == "DefaultSubmit" {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("lets only the other value through: for \"DefaultSubmit\" it returned, so the code written for \"DefaultSubmit\" under `segue.identifier == \"DefaultSubmit\"` (line 12) was never reached"), en)
        XCTAssertFalse(en.contains("the test itself is right"), en)
        XCTAssertTrue(ko.contains("\"DefaultSubmit\"에 맞춰 쓴 코드에는 닿지 못했습니다."), ko)
    }

    /// Held-out 241-13, written with `present`: a screen shown from code with no segue is not asked of
    /// `shouldPerformSegue`; nor is it told that `prepare` never ran (no value was missing).
    func testAScreenShownFromCodeIsToldShouldPerformWasNotAsked() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    guard let typed = email.text, !typed.isEmpty else { return false }
                    return true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard let result = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    navigationController?.pushViewController(result, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "empty-perform-stays")
        XCTAssertTrue(en.contains("Your `pushViewController` (line 18, in `onPerformSegue(_:)`) changes the screen from code with no segue at all, so nothing asked it"), en)
        XCTAssertFalse(en.contains("never ran: UIKit calls it only for a segue"), en)
        XCTAssertTrue(ko.contains("세그웨이 없이 코드에서 화면을 바꾸므로 아무도 그것에 묻지 않았고"), ko)
    }

    /// Held-out 242-07, written for `.primaryActionTriggered`: an action registered for an event the
    /// check never sent (a text field's Return key).
    func testAnActionForAnEventTheUserNeverCausedIsToldWhatSendsIt() throws {
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
                    let send = UIAction { [weak self] _ in
                        if let text = self?.inputText.text, !text.isEmpty { self?.delegate?.sendData(text) }
                    }
                    inputText.addAction(send, for: .primaryActionTriggered)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("is in the action `inputText.addAction(_:for: .primaryActionTriggered)` registered"), en)
        XCTAssertTrue(ko.contains("`inputText.addAction(_:for: .primaryActionTriggered)`"), ko)
    }

    /// Held-out 242-08, written with a notification of the learner's: the label set only by an observer
    /// of changes; the screen made after the change never hears of it.
    func testALabelSetOnlyByAnObserverIsToldTheLaterScreenNeverHears() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            extension Notification.Name {
                static let valueSent = Notification.Name("valueSent")
            }

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?
                private var token: NSObjectProtocol?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    valueLabel.text = "-"
                    token = NotificationCenter.default.addObserver(forName: .valueSent, object: nil, queue: nil) { [weak self] _ in
                        self?.valueLabel.text = UserDefaults.standard.string(forKey: "sent") ?? "-"
                    }
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "sent")
                    NotificationCenter.default.post(name: .valueSent, object: nil)
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertTrue(en.contains("VC2's `valueLabel.text` is set only inside the closure that `NotificationCenter.default.addObserver(forName: .valueSent, …) { … }` (line 15, in `viewDidLoad()`) hands to another object"), en)
        XCTAssertTrue(ko.contains("VC2의 `valueLabel.text`는"), ko)
    }

    /// Held-out 240-12, written with a model assigned directly: each screen makes its own model object.
    func testEachScreenMakingItsOwnModelIsToldTheTwoObjects() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            final class EmailModel {
                var email: String?
            }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                private let model = EmailModel()

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = model.email ?? "-"
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
                private let model = EmailModel()

                @IBAction func onDone(_ sender: Any) {
                    model.email = email.text
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("ViewController's `model` (line 10) and FormViewController's `model` (line 5) are each `EmailModel()`"), en)
        XCTAssertTrue(ko.contains("각각 `EmailModel()`입니다."), ko)
    }

    /// Held-out 240-15, written with a property of the form: the save ran before the value it saves
    /// was given what the user typed.
    func testASaveBeforeTheValueChangedIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                var draft = ""

                @IBAction func onSave(_ sender: Any) {
                    UserDefaults.standard.set(draft, forKey: "email")
                    draft = email.text ?? ""
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
                    resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "-"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("In this run `draft` was saved at FormViewController.swift line 8"), en)
        XCTAssertTrue(en.contains("save after the change"), en)
        XCTAssertTrue(ko.contains("바꾼 뒤에 저장하세요"), ko)
    }

    /// Held-out 240-19, written with `if`/`else`: the field the check typed into is read only on the
    /// path that did not run.
    func testAFieldReadOnlyOnThePathThatDidNotRunIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var lastEmail = ""

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    if segue.identifier == "ActionSubmit" {
                        lastEmail = email.text ?? ""
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    } else {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    }
                    rvc.paramEmail = lastEmail
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("your code reads `email` only in lines that did not run in this check, the first `lastEmail = email.text ?? \"\"` (line 12, under `segue.identifier == \"ActionSubmit\"`)"), en)
        XCTAssertTrue(ko.contains("코드가 `email`을 읽는 줄은 이번 검사에서 실행되지 않은 줄뿐입니다."), ko)
    }

    /// Held-out 240-06, written with a method of a store struct's helper: a reducer's new state thrown
    /// away with `_ =`.
    func testAReducersNewStateThrownAwayIsToldToAssignItBack() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Form {
                var email = ""
                var update = false
                var interval = 0.0
            }

            func applying(_ form: Form, email: String, update: Bool, interval: Double) -> Form {
                var next = form
                next.email = email
                next.update = update
                next.interval = interval
                return next
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var form = Form()

                @IBAction func onSubmit(_ sender: Any) {
                    _ = applying(form, email: email.text ?? "", update: isUpdate.isOn, interval: interval.value)
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = form.email
                    rvc.paramUpdate = form.update
                    rvc.paramInterval = form.interval
                    navigationController?.pushViewController(rvc, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("`applying(_:email:update:interval:)` returns a new `Form` made from `form`"), en)
        XCTAssertFalse(en.contains("it changed `next`, a copy"), en)
        XCTAssertTrue(ko.contains("`form`으로부터 만든 새 `Form`을 돌려줍니다"), ko)
    }

    /// Held-out 240-17, written with a log object's method: the note given (through a method) while the
    /// third screen disappeared, after the unwind action had shown it.
    func testAValueGivenAsTheScreenLeavesIsToldItComesAfterTheUnwind() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            final class TripLog {
                static let shared = TripLog()
                var note = ""
                func record(_ text: String) { note = text }
            }

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    status.text = TripLog.shared.note
                }
            }
            """),
            ("ThirdViewController.swift", """
            import UIKit

            class ThirdViewController: UIViewController {
                @IBOutlet var note: UITextField!

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    TripLog.shared.record(note.text ?? "")
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("It was given while UIKit ran ThirdViewController#1.viewWillDisappear(_:), which comes after ViewController#1.unwindToHome(_:)"), en)
        XCTAssertTrue(ko.contains("ThirdViewController#1.viewWillDisappear(_:)를 실행할 때 들어갔는데"), ko)
    }

    // MARK: Third batch (held-out 243-246) and the pop's parent link

    /// Held-out 243-08, written with a global closure: the value sent to whichever screen registered
    /// last; the screen made afterwards never hears of it.
    func testAValueOnlyFromAGlobalCallbackIsToldTheLaterScreenNeverGetsIt() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            var inbox: [String: (String) -> Void] = [:]

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    inbox["vc2"] = { [weak self] text in self?.value = text }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = value ?? "-"
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    inbox["vc2"]?("from VC3")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertTrue(en.contains("`value` of VC2 gets its value only inside the closure that `inbox[\"vc2\"] = { … }` (line 11, in `viewDidLoad()`) hands to another object"), en)
        XCTAssertFalse(ko.isEmpty)
    }

    /// Held-out 243-04, written as an array: a lazy collection of closures that capture `self` strongly.
    func testALazyCollectionOfClosuresCapturingSelfIsACycle() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            class MainCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
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
            }
            """),
            ("LeftViewController.swift", """
            import UIKit

            class LeftViewController: UIViewController, Storyboarded {
                weak var coordinator: LeftCoordinator?
                lazy var onLeave: [() -> Void] = [{ self.coordinator?.didFinish() }]

                @IBAction func onNext(_ sender: Any) {
                    coordinator?.showDetail()
                }

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isMovingFromParent { onLeave.forEach { $0() } }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`onLeave = { … }` (line 5) stores in `self` a closure that captures `self` strongly"), en)
        XCTAssertFalse(ko.isEmpty)
    }

    /// Held-out 245-14, written the other way round: the value kept in the app delegate, read from
    /// `UserDefaults`, which nothing writes; told as two stores, not "save it to UserDefaults".
    func testADefaultsReadWhileTheValueWentToTheAppDelegateIsToldTwoStores() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = UserDefaults.standard.string(forKey: "sent") ?? "-"
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    let delegate = UIApplication.shared.delegate as? AppDelegate
                    delegate?.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("the value went to `delegate.value` (VC3, line 8), which nothing reads. The screen that keeps the value and the screen that shows it use two different stores"), en)
        XCTAssertTrue(ko.contains("서로 다른 저장소를 씁니다"), ko)
    }

    /// Held-out 246-17, written with `self.` and one value: the values given after `await present`.
    func testValuesGivenAfterAnAwaitedPresentAreToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    Task { @MainActor in
                        await self.present(rvc, animated: true)
                        rvc.paramEmail = self.email.text ?? ""
                        rvc.paramUpdate = self.isUpdate.isOn
                        rvc.paramInterval = self.interval.value
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
                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }

                @IBAction func onBack(_ sender: Any) {
                    self.dismiss(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("That line comes after `await self.present(rvc, animated: true)` (line 11): code after an `await` runs only once the awaited call is done"), en)
        XCTAssertTrue(ko.contains("`await` 뒤의 코드는 기다린 호출이 끝난 뒤에야"), ko)
    }

    /// Round 45's fidelity mend (docs/uikit-rules.md R4.18): a popped screen's `navigationController` is nil
    /// in its `viewDidDisappear`, so a learner's test of it tells a pop from a cover, as on a device.
    func testANilNavigationControllerInViewDidDisappearTellsAPop() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            class MainCoordinator: Coordinator {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
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
            }
            """),
            ("LeftViewController.swift", """
            import UIKit

            class LeftViewController: UIViewController, Storyboarded {
                weak var coordinator: LeftCoordinator?

                @IBAction func onNext(_ sender: Any) {
                    coordinator?.showDetail()
                }

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if navigationController == nil {
                        coordinator?.didFinish()
                    }
                }
            }
            """),
        ])
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .passed }, "\(report.checks.map { "\($0.id): \($0.status)" })")
    }
}
