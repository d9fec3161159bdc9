import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 26's readings on the book's exercises (docs/checks.md "Round 26"), each on a learner file
/// written for the test (not a held-out solution).
final class Round26EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// `kind != .a || kind != .b`: one subject against two constants with `!=` joined by `||` is
    /// always true, read from the code's form, whatever names the learner chose.
    func testATestThatCannotChange() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let route = segue.identifier ?? ""
                    if route != "ActionSubmit" || route != "DefaultSubmit" { return }
                    guard let next = segue.destination as? ResultViewController else { return }
                    next.paramEmail = email.text ?? ""
                    next.paramUpdate = route == "ActionSubmit" ? isUpdate.isOn : true
                    next.paramInterval = route == "ActionSubmit" ? interval.value : 10
                }
            }
            """),
        ])
        let found = try reading(report, check: "submit-passes-values", rule: "test-cannot-change")
        XCTAssertEqual(found.text.en, "`route != \"ActionSubmit\" || route != \"DefaultSubmit\"` (line 11) is always true: `route` cannot be both `\"ActionSubmit\"` and `\"DefaultSubmit\"`, so it differs from at least one of them whatever it holds, and `||` needs only one `!=` to hold. The test cannot tell the cases apart, so its branch is taken every time. To test that it is neither of them, join the two with `&&`; to test that it is one of them, write `==` and join with `||`.")
        XCTAssertTrue(found.text.ko.contains("언제나 참입니다"), found.text.ko)
    }

    /// A log line force-unwraps a `weak` reference right after the call that let its object go.
    func testAWeakReferenceForceUnwrappedAfterItsObjectWentAway() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
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
                    guard isMovingFromParent else { return }
                    coordinator?.didFinish()
                    print("finished, children left: \\(coordinator!.childCoordinators.count)")
                }
            }
            """),
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
                    childCoordinators = childCoordinators.filter { $0 !== child }
                }
            }
            """),
        ])
        let found = try reading(report, check: "back-cleans-up", rule: "weak-forced-unwrap")
        XCTAssertTrue(found.text.en.hasPrefix("`coordinator!` (LeftViewController.swift:18, in `viewDidDisappear(_:)`) found nil: `coordinator` is a `weak` property"), found.text.en)
        XCTAssertTrue(found.text.en.contains("`coordinator?.didFinish(…)` (line 17) ran just before"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("이미 nil이었습니다"), found.text.ko)
    }

    /// The sub screen made its own delegate: its `delegate?.sendData` goes back to itself.
    func testAnObjectMadeItsOwnDelegate() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {

                @IBOutlet var resultLabel: UILabel!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let detail = segue.destination as? SubViewController {
                        detail.paramText = resultLabel.text
                        detail.delegate = detail
                    }
                }
            }
            """),
            ("SubViewController.swift", """
            import UIKit

            class SubViewController: UIViewController, MyDataDelegate {

                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                weak var delegate: MyDataDelegate?

                func sendData(_ data: String) {
                    paramText = data
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let text = inputText.text, !text.isEmpty {
                        delegate?.sendData(text)
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "own-delegate")
        XCTAssertEqual(found.text.en, "`detail.delegate = detail` (line 10) makes `detail` its own `delegate`: each `delegate?.…` call it makes goes back to itself, so MainViewController, the screen that should receive the value, is never told. Give it the object that should be told: `detail.delegate = self` (in MainViewController), and have that class adopt `MyDataDelegate` and implement its method.")
        XCTAssertTrue(found.text.ko.contains("자기 자신의 `delegate`로 삼습니다"), found.text.ko)
    }

    /// A decision kept in a local and only printed: the segue runs whatever it holds.
    func testADecisionWorkedOutAndNotUsed() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    if identifier == "ActionSubmit", email.text?.isEmpty ?? true { return false }
                    return true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    let hasEmail = !(email.text ?? "").isEmpty
                    print("perform, has email: \\(hasEmail)")
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }
            }
            """),
        ])
        let found = try reading(report, check: "empty-perform-stays", rule: "decision-not-used")
        XCTAssertEqual(found.text.en, "`let hasEmail = !(email.text ?? \"\").isEmpty` (line 17) works out whether to go on, but nothing decides on `hasEmail`: no `if` or `guard` reads it, so `performSegue(…)` (line 19) runs whatever it holds, and the screen changed when it should have stayed. Put the call under it: `guard hasEmail else { return }` before line 19 (or `if hasEmail { … }` around the call).")
        XCTAssertFalse(report.checks.flatMap { $0.explanations }.contains { $0.rule == "should-perform-not-consulted" })
    }

    /// Extra text made by a computed property the value is read from, not by a neighbouring label's line.
    func testExtraTextFromAComputedProperty() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Order {
                var contact: String
                var minutes: Double
                var label: String { "\\(contact) (\\(Int(minutes))분)" }
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    let order = Order(contact: email.text ?? "", minutes: interval.value)
                    result.paramEmail = order.label
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = order.minutes
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "value-difference")
        XCTAssertEqual(found.text.en, "The value arrived, with other text after it (\" (0분)\"). `result.paramEmail = order.label` (line 18) hands on `label`, a computed property made for showing: its getter (line 6) is `\"\\(contact) (\\(Int(minutes))분)\"`, the value and more. Hand on the value itself (`order.contact`) there, and keep `label` for where the whole text is meant.")
        XCTAssertFalse(found.text.en.contains("resultInterval"), found.text.en)
    }

    /// A screen kept in a file-level constant: made once, never released, shown again.
    func testAScreenKeptInAGlobal() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            var sharedResult = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "RVC") as! ResultViewController

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    sharedResult.paramEmail = email.text ?? ""
                    sharedResult.paramUpdate = isUpdate.isOn
                    sharedResult.paramInterval = interval.value
                    present(sharedResult, animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "back-releases", rule: "static-holder")
        XCTAssertTrue(found.text.en.hasPrefix("`sharedResult` (line 3) is declared outside any type, at the file's top level: a global"), found.text.en)
        XCTAssertTrue(found.text.en.contains("put there or shown with `present(sharedResult, animated: true)` (line 15)"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("전역 값"), found.text.ko)
    }

    /// A closure using `self` handed to a singleton's method that stores it keeps the screen.
    func testAClosureKeptByASingleton() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Tracker {
                static let main = Tracker()
                var probes: [() -> String] = []
                func watch(_ probe: @escaping () -> String) {
                    probes.append(probe)
                }
            }

            class ViewController: UIViewController {
                @IBAction func onNext(_ sender: Any) {
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            """),
            ("DetailViewController.swift", """
            import UIKit

            class DetailViewController: UIViewController {

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Tracker.main.watch { "detail \\(self.isViewLoaded)" }
                }

                @IBAction func onPop(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "pops-back", rule: "static-holder")
        XCTAssertTrue(found.text.en.hasPrefix("`Tracker.main.watch(…)` (line 7) hands `Tracker.main` a closure that uses `self`"), found.text.en)
        XCTAssertTrue(found.text.en.contains("keeps the closure in `probes`"), found.text.en)
    }

    /// A helper called in `prepare` before the values, whose body reads the destination's `view`.
    func testAViewLoadedByAHelperInPrepare() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let next = segue.destination as? ResultViewController else { return }
                    describe(next)
                    next.paramEmail = email.text ?? ""
                    next.paramUpdate = isUpdate.isOn
                    next.paramInterval = interval.value
                }

                func describe(_ screen: UIViewController) {
                    print("going to \\(type(of: screen)) of width \\(screen.view.bounds.width)")
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "view-loaded-before-values")
        XCTAssertTrue(found.text.en.hasPrefix("`describe(next)` (line 11, in `prepare(for:sender:)`) runs before the values are given, and `describe(_:)` (line 17) reads a screen's `view`"), found.text.en)
    }

    /// After `navigationController.delegate = self`, the same method hands the navigation controller
    /// to another class's method that makes itself the delegate.
    func testADelegateReplacedInsideAnotherClass() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            final class Spy: NSObject, UINavigationControllerDelegate {
                static let shared = Spy()
                func follow(_ stack: UINavigationController) {
                    stack.delegate = self
                }
            }

            class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
                    navigationController.delegate = self
                    Spy.shared.follow(navigationController)
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
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from),
                          let left = from as? LeftViewController else { return }
                    childDidFinish(left.coordinator)
                }
            }
            """),
        ])
        let found = try reading(report, check: "back-cleans-up", rule: "delegate-replaced")
        XCTAssertEqual(found.text.en, "`Spy.shared.follow(navigationController)` (line 20, in `start()`) replaced MainCoordinator as that delegate (`navigationController.delegate = self`, line 19): a delegate is one object, so once that line ran UIKit called `Spy.shared`'s methods instead, and MainCoordinator's `navigationController(_:didShow:animated:)` was not called again. Keep one delegate and let it do both jobs (or let it forward the calls to the other). (It happens inside that call: `stack.delegate = self`, line 6, in Spy's `follow(_:)`.)")
    }

    /// A free function handed a controller made just before pushes from that controller's own
    /// (nil) navigation controller.
    func testAFreeFunctionPushingFromANewControllersLink() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            func reveal(result screen: ResultViewController) {
                screen.navigationController?.pushViewController(screen, animated: true)
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    let made = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    made.paramEmail = email.text ?? ""
                    made.paramUpdate = isUpdate.isOn
                    made.paramInterval = interval.value
                    reveal(result: made)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "skipped-optional-chain" }, "\(failed.explanations.map(\.text.en))")
        XCTAssertTrue(found.text.en.contains("`reveal(result:)` was called at line 18 with `made`, a controller made just before: inside it, `screen` is that new ResultViewController#1"), found.text.en)
    }

    /// `!(segue.destination === self)` in an unwind action: the destination is this screen each time, and
    /// the fault is the `!`. Swapping `destination` for `source` also passes (the identity test turns
    /// false), but only by taking the `!` away: the search does not tell it as a slip of names.
    func testAMemberSwapInsideANegatedIdentityTestIsNotTheCause() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    let arrivedHere = segue.source is ThirdViewController && !(segue.destination === self)
                    guard arrivedHere, let third = segue.source as? ThirdViewController else { return }
                    status.text = third.note.text
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertFalse(texts.contains { $0.contains("`segue.source` in place of `segue.destination`") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("It compared `ViewController#1` and `ViewController#1`") }, "\(texts)")
    }

    /// `text == nil || text!.isEmpty` asks for emptiness too: not told as a nil test.
    func testANilTestThatAlsoAsksForEmptinessIsNotBlamed() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    if identifier == "ActionSubmit", email.text?.isEmpty ?? true { return false }
                    return true
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if email.text == nil || email.text!.isEmpty {
                        print("no email")
                    }
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "empty-perform-stays" })
        XCTAssertFalse(failed.explanations.contains { $0.rule == "empty-text-is-not-nil" }, "\(failed.explanations.map(\.text.en))")
        XCTAssertTrue(failed.explanations.contains { $0.rule == "unguarded-transition" }, "\(failed.explanations.map(\.text.en))")
    }

    /// A clause testing a stored property nothing ever assigns (`value != nil`): false every time,
    /// told with the declaration instead of "written the wrong way round".
    func testANilTestOfAPropertyNothingAssigns() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let stored = UserDefaults.standard.string(forKey: "kept")
                    valueLabel.text = stored != nil && value != nil ? stored : "-"
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "what-if")
        XCTAssertEqual(found.text.en, "`value != nil` (VC2.swift line 11) was false every time it ran, and it cannot be otherwise: `value` (declared at line 6, in VC2) is never given a value anywhere in your code, so it is nil every time. The test cannot tell the cases apart. Test what really holds the value (where it was saved or handed over), or give `value` its value where it arrives; if that part of the test is not needed, leave it out.")
        XCTAssertTrue(found.text.ko.contains("언제나 nil이기 때문입니다"), found.text.ko)
    }

    /// A type test inside `contains(where:)` is false for the elements it passes over: it is the
    /// search's predicate, not "the object you meant"; what is told is the test that holds it (the
    /// `== true` that asks for a detail screen already there).
    func testATypeTestInASearchClosureIsNotTheObjectMeant() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBAction func onNext(_ sender: Any) {
                    guard let stack = navigationController,
                          stack.viewControllers.contains(where: { $0 is DetailViewController }) == true,
                          let next = storyboard?.instantiateViewController(withIdentifier: "Detail") else { return }
                    stack.pushViewController(next, animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "pushes-detail" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertFalse(texts.contains { $0.contains("`$0 is DetailViewController`") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("stack.viewControllers.contains(where: { $0 is DetailViewController }) == true") && $0.contains("it was false") }, "\(texts)")
    }

    /// The test reads the screen being shown, always in the stack: told as a test that cannot tell a
    /// pop from a push, without "give that branch the line too" for its `return`.
    func testABranchReturnIsNotOfferedBesideATestThatCannotTell() throws {
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
                    if navigationController.viewControllers.contains(viewController) {
                        return
                    }
                    if let shown = viewController as? LeftViewController {
                        childDidFinish(shown.coordinator)
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "back-cleans-up" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.contains("comes out the same after a push and after a pop") }, "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains("Give that branch the line too") }, "\(texts)")
    }
}
