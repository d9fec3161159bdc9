import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 37's readings (docs/checks.md "Round 37").
final class Round37EndToEndTests: XCTestCase {
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

    /// A child coordinator and its view model holding each other: nothing the app reaches holds the
    /// coordinator after the pop, and no event ever named it, so it had no tag and its release went
    /// unchecked (the check passed). An object of a class a check asks about is now tagged while the
    /// app reaches it, and the cycle is found.
    func testACycleNoEventNamedIsStillSeenAfterTheAppLetsGo() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("LeftCoordinator.swift", """
            import UIKit

            class LeftViewModel {
                var coordinator: LeftCoordinator?
                func next() { coordinator?.showDetail() }
                func finished() { coordinator?.didFinish() }
            }

            class LeftCoordinator: Coordinator {
                weak var parentCoordinator: MainCoordinator?
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController
                var viewModel: LeftViewModel?

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
                    let vc = LeftViewController.instantiate()
                    let vm = LeftViewModel()
                    vm.coordinator = self
                    viewModel = vm
                    vc.viewModel = vm
                    navigationController.pushViewController(vc, animated: true)
                }

                func showDetail() {
                    navigationController.pushViewController(DetailViewController.instantiate(), animated: true)
                }

                func didFinish() {
                    parentCoordinator?.childDidFinish(self)
                }
            }
            """),
            ("LeftViewController.swift", """
            import UIKit

            class LeftViewController: UIViewController, Storyboarded {
                var viewModel: LeftViewModel?

                @IBAction func onNext(_ sender: Any) {
                    viewModel?.next()
                }

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isMovingFromParent { viewModel?.finished() }
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
                    childCoordinators.removeAll { $0 === child }
                }
            }
            """),
        ], whatIf: false)
        XCTAssertEqual(report.checks.first { $0.id == "left-shows" }?.status, .passed)
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("LeftCoordinator#1 held by: LeftCoordinator#1.viewModel.coordinator"), en)
        XCTAssertTrue(en.contains("retain cycle"), en)
        XCTAssertTrue(ko.contains("LeftCoordinator#1.viewModel.coordinator"), ko)
    }

    /// A text field's text read through a member that gives no optional of its own (`lowercased()`):
    /// `!= nil` holds for the empty field too, and the learner's own test, not `shouldPerformSegue`, is the fault.
    func testAMemberOfTheTextComparedWithNilIsToldAsAlwaysHolding() throws {
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
                    if email.text?.lowercased() != nil {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "empty-perform-stays")
        XCTAssertTrue(en.contains("`email.text?.lowercased() != nil` never tells an empty field apart"), en)
        XCTAssertFalse(en.contains("is asked only for segues a storyboard control triggers"), en)
        XCTAssertTrue(ko.contains("email.text?.lowercased() != nil"), ko)
    }

    /// The screen that left taken from the stack itself (`stack[stack.count - 2]`): the stack always holds it.
    func testAScreenTakenFromTheStackItselfIsToldAlwaysContained() throws {
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
                    let stack = navigationController.viewControllers
                    let leaving = stack.first
                    if let leaving, !stack.contains(leaving), let left = leaving as? LeftViewController {
                        childDidFinish(left.coordinator)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`leaving` is taken from the stack itself (`stack.first`), so `viewControllers` always contains it"), en)
        XCTAssertTrue(ko.contains("스택 자체에서 꺼낸 값(`stack.first`)"), ko)
    }

    /// A box reached through a shared object (`Shared.store.box.bind { … }`) replaced at that same path
    /// from another screen (`Shared.store.box = Box(…)`): the closure stays with the old box.
    func testABoxReplacedThroughASharedPathIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            final class Box<T> {
                var value: T { didSet { listener?(value) } }
                private var listener: ((T) -> Void)?
                init(_ value: T) { self.value = value }
                func bind(_ listener: @escaping (T) -> Void) {
                    self.listener = listener
                    listener(value)
                }
            }

            final class Shared {
                static let store = Shared()
                var box = Box<String>("-")
            }

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Shared.store.box.bind { [weak self] text in
                        self?.valueLabel.text = text
                    }
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    Shared.store.box = Box("from VC3")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-back-in-vc2")
        // (Told by the replaced object's `didSet` that never ran, or by the closure left on the old object.)
        XCTAssertTrue(en.contains("`Shared.store.box = Box(\"from VC3\")`"), en)
        XCTAssertTrue(en.contains("ran later and put a new object in `box`") || en.contains("makes a new Box with the value instead of setting `value`"), en)
        XCTAssertFalse(en.contains("UserDefaults"), en)
        XCTAssertTrue(ko.contains("Shared.store.box"), ko)
    }

    /// `[unowned self]` in a closure a shared object keeps: it runs after the screen went, and the runtime stops the app.
    func testAnUnownedCaptureReadAfterItsScreenWentIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            final class Listeners {
                static let shared = Listeners()
                var value = "-"
                var all: [() -> Void] = []
                func notify() { all.forEach { $0() } }
            }

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Listeners.shared.all.append { [unowned self] in
                        self.valueLabel.text = Listeners.shared.value
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Listeners.shared.notify()
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    Listeners.shared.value = "from VC3"
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertTrue(en.contains("read an `unowned` reference whose object was already gone: `[unowned self]` (VC2.swift line 17, in `VC2`)"), en)
        XCTAssertTrue(ko.contains("`[unowned self]`(VC2.swift 17번째 줄, `VC2` 안)"), ko)
    }

    /// `switch mode` over a stored enum whose needed case no line gives: the branch with the line can never run.
    func testASwitchOverAStateNoLineGivesTheCaseIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                enum Mode { case waiting, filled(String) }
                var mode = Mode.waiting

                @IBAction func onSwitch(_ sender: UISwitch) {
                    self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    self.isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if (email.text ?? "").isEmpty { mode = .waiting; return }
                    performSegue(withIdentifier: "ManualSubmit", sender: nil)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    switch mode {
                    case .filled(let text):
                        rvc.paramEmail = text
                    case .waiting:
                        break
                    }
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`switch mode` (in `prepare(for:sender:)`) ran the branch `case .waiting`"), en)
        XCTAssertTrue(en.contains("No line of your code gives `mode` the case `.filled`"), en)
        XCTAssertTrue(ko.contains("`.filled` 케이스를 주는 줄이 없어서"), ko)
    }

    /// A removal whose result is thrown away (`dropFirst()`), for an object that should have been released.
    func testAnUnusedRemovalIsToldForAnObjectStillHeld() throws {
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
                    if isMovingFromParent { coordinator?.didFinish() }
                }
            }
            """),
            ("MainCoordinator.swift", "if childCoordinators.first === child { childCoordinators.dropFirst() }"),
        ], whatIf: false)
        let (en, _) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("`dropFirst` changes nothing"), en)
    }

    /// An index read under a test that always holds (`count > -1`): the crash is told with that test.
    func testAnIndexUnderATestThatAlwaysHoldsIsToldWithIt() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            let all = [(UIApplication.shared.delegate as? AppDelegate)?.value].compactMap { $0 }
                    if all.count > -1 { valueLabel.text = all[all.count - 1] }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("The test `all.count > -1` (line 11) meant to keep that line safe always holds"), en)
        XCTAssertTrue(ko.contains("`all.count > -1`(11번째 줄)"), ko)
    }

    /// The destination read as a container (`segue.destination.children.last`) when it is the screen itself.
    func testADestinationReadAsAContainerIsToldItIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            guard let rvc = segue.destination.children.last as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("`segue.destination` was ResultViewController#1 itself, already a `ResultViewController`"), en)
        XCTAssertTrue(ko.contains("`segue.destination`은 이미 `ResultViewController`인 ResultViewController#1 그 자체였습니다"), ko)
    }

    /// The main screen of back-by-presenting, in a navigation controller, with the form handing the email back.
    private static let formGivesBack = """
        if let main = (presentingViewController as? UINavigationController)?.topViewController as? ViewController {
                    main.paramEmail = email.text
                }
                dismiss(animated: true)
        """

    /// `willSet { remember(paramEmail) }`: in `willSet` the property still holds the value before the change,
    /// handed on as an argument.
    func testAnObserverHandingOnTheOldValueIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var shown: String?
                var paramEmail: String? {
                    willSet { remember(paramEmail) }
                }

                func remember(_ email: String?) { shown = email }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = shown ?? "(없음)"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("FormViewController.swift", Self.formGivesBack),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("In `paramEmail`'s `willSet`, `paramEmail` is still the old value (nil the first time), and the incoming one is `newValue`. `remember(paramEmail)` (line 8)"), en)
        XCTAssertTrue(ko.contains("`paramEmail`의 `willSet` 안에서"), ko)
    }

    /// A new object put in the property the form wrote into, by the main screen's `viewWillAppear`.
    func testAValueWrittenIntoAnObjectReplacedLaterIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Holder {
                var text: String?
            }

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                var holder = Holder()

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    holder = Holder()
                    resultEmail.text = holder.text ?? "(없음)"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("FormViewController.swift", """
            if let main = (presentingViewController as? UINavigationController)?.topViewController as? ViewController {
                        main.holder.text = email.text
                    }
                    dismiss(animated: true)
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`main.holder.text = email.text` (FormViewController.swift line 9) put the value into the object `holder` held then. `holder = Holder()` (ViewController.swift line 15, in `viewWillAppear(_:)`) ran after it"), en)
        XCTAssertTrue(ko.contains("`holder = Holder()`(ViewController.swift 15번째 줄, `viewWillAppear(_:)` 안)이 실행되어"), ko)
    }

    /// Work done in `awakeFromNib()`, when the storyboard makes the screen, from values given only afterwards.
    func testWorkDoneWhenTheScreenIsMadeIsTold() throws {
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
                var shownEmail = ""

                override func awakeFromNib() {
                    super.awakeFromNib()
                    shownEmail = paramEmail
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = shownEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }

                @IBAction func onBack(_ sender: Any) {
                    self.dismiss(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    present(rvc, animated: true)
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`shownEmail = paramEmail` (ResultViewController.swift line 16) runs in `awakeFromNib()`, when the storyboard makes the screen. `paramEmail` still held its starting value then"), en)
        XCTAssertTrue(ko.contains("스토리보드가 화면을 만들 때 불리는 `awakeFromNib()`에서 실행됩니다"), ko)
    }

    /// A struct property copied by a capture list and handed on as `sender`.
    func testACapturedCopyHandedToACallIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Form { var email = "" }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                var form = Form()
                var go: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    go = { [weak self, form] in
                        self?.performSegue(withIdentifier: "ManualSubmit", sender: form)
                    }
                }

                @IBAction func onSwitch(_ sender: UISwitch) {
                    self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    self.isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    form.email = email.text ?? ""
                    if !form.email.isEmpty { go?() }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController, let sent = sender as? Form else { return }
                    rvc.paramEmail = sent.email
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`form` in the capture list (line 18) copies the property's value once"), en)
        XCTAssertTrue(en.contains("`performSegue(withIdentifier: \"ManualSubmit\", sender: form)` (line 19) reads the copy"), en)
        XCTAssertTrue(ko.contains("form"), ko)
    }

    /// Two registrations on one source, a sibling source registered on nowhere.
    func testTheSameSourceRegisteredTwiceIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ResultViewController.swift", """
            import UIKit

            final class Signal {
                var value = ""
                private var handler: ((String) -> Void)?
                func observe(_ handler: @escaping (String) -> Void) {
                    self.handler = handler
                    handler(value)
                }
            }

            final class Lines {
                let email = Signal()
                let update = Signal()
                let interval = Signal()
            }

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0
                let lines = Lines()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    lines.email.value = paramEmail
                    lines.update.value = paramUpdate ? "자동갱신" : "자동갱신안함"
                    lines.interval.value = "\\(Int(paramInterval))분 마다 갱신"
                    lines.email.observe { [weak self] in self?.resultEmail.text = $0 }
                    lines.update.observe { [weak self] in self?.resultUpdate.text = $0 }
                    lines.update.observe { [weak self] in self?.resultInterval.text = $0 }
                }

                @IBAction func onBack(_ sender: Any) {
                    self.dismiss(animated: true)
                }
            }
            """),
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    present(rvc, animated: true)
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`resultInterval.text` is set in the closure given to `lines.update.observe` (line 36), and line 35 registers on `lines.update` too"), en)
        XCTAssertTrue(en.contains("Register `resultInterval.text` on `lines.interval`"), en)
        XCTAssertTrue(ko.contains("`lines.interval`에는 아무것도 등록하지 않습니다"), ko)
    }

    /// A closure capturing `self` strongly, handed to the learner's own `watch(_:)` that keeps it (`@escaping`):
    /// the screen's own object keeps the closure, and the closure the screen.
    func testAClosureGivenToAFunctionThatKeepsItIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ResultViewController.swift", """
            import UIKit

            final class Feed {
                var value = ""
                var watchers: [(String) -> Void] = []
                func watch(_ watcher: @escaping (String) -> Void) {
                    watchers.append(watcher)
                    watcher(value)
                }
            }

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0
                let feed = Feed()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.value = paramEmail
                    feed.watch { text in
                        self.resultEmail.text = text
                    }
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
        ], whatIf: false)
        let (en, ko) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("The closure given to `watch` (line 26) uses `self` strongly, and your `watch` keeps that closure"), en)
        XCTAssertTrue(ko.contains("`watch`(26번째 줄)에 넘긴 클로저는 `self`를 강하게 붙잡고"), ko)
    }

    /// `.fullScreen` put in a struct copied from the screen's style, never given back to the screen.
    func testAStyleWrittenIntoACopyIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") else { return }
                    var look = Look(style: second.modalPresentationStyle)
                    look.style = .fullScreen
                    present(second, animated: look.animated)
                }

                struct Look {
                    var style: UIModalPresentationStyle
                    var animated = true
            """),
            ("SecondViewController.swift", "dismiss(animated: true)"),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`look.style = .fullScreen` (line 17) puts `.fullScreen` in `look.style`, not in the presented screen's `modalPresentationStyle`"), en)
        XCTAssertTrue(ko.contains("`look.style`에 넣습니다"), ko)
    }

    /// A registration function that keeps one closure, called on the same object by the form after the main
    /// screen: the form's closure took the main screen's place.
    func testARegistrationThatReplacesTheEarlierOneIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Slot {
                private var handler: ((String?) -> Void)?
                var value: String? { didSet { handler?(value) } }
                func observe(_ handler: @escaping (String?) -> Void) {
                    self.handler = handler
                }
            }

            final class Model {
                let email = Slot()
            }

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                let model = Model()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.email.observe { [weak self] text in
                        self?.resultEmail.text = text ?? "(없음)"
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                    (segue.destination as? FormViewController)?.model = model
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!
                var model: Model?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    model?.email.observe { [weak self] text in
                        self?.email.text = text
                    }
                }

                @IBAction func onDone(_ sender: Any) {
                    model?.email.value = email.text
                    dismiss(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("Your `observe` keeps one closure only: `self.handler = handler` replaces the one before."), en)
        XCTAssertTrue(en.contains("(FormViewController.swift line 10) ran after `model.email.observe { … }` (ViewController.swift line 23)"), en)
        XCTAssertTrue(ko.contains("클로저를 하나만 보관합니다"), ko)
    }

    /// A view model's value given only in `shouldPerformSegue`, tested through its computed property before a
    /// `performSegue` from code (which never asks `shouldPerformSegue`); and its nil test of the field's copy.
    func testAValueGivenOnlyInAMethodThatHadNotRunIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Entry {
                var address = ""
                var ready: Bool { !address.isEmpty }
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                let entry = Entry()

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    entry.address = email.text ?? ""
                    return identifier != "ActionSubmit" || entry.ready
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = entry.address
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if entry.ready {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n"), ko = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`entry.ready` reads `entry.address`, which is given only at line 14, in `shouldPerformSegue(withIdentifier:sender:)`, which had not run before this test"), en)
        XCTAssertTrue(ko.contains("`entry.ready`는 `entry.address`를 읽는데, 그 값은 14번째 줄"), ko)
    }

    /// `var valid: Bool { address != nil }` in the type the field's text was copied into.
    func testANilTestInTheCopysOwnTypeIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Entry {
                var address: String?
                var valid: Bool { address != nil }
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                let entry = Entry()

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    entry.address = email.text
                    return identifier != "ActionSubmit" || entry.valid
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = entry.address ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    entry.address = email.text
                    if entry.valid {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(en.contains("`address != nil` never tells an empty field apart for a text field"), en)
    }

    /// `viewControllers.remove(at: 0)` to take the top screen off: position 0 is the root.
    func testPositionZeroOfTheStackIsToldAsTheBottom() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") {
                        navigationController?.pushViewController(detail, animated: true)
                    }
            """),
            ("DetailViewController.swift", """
            if let nav = navigationController, nav.viewControllers.count > 1 {
                        nav.viewControllers.remove(at: 0)
                    }
            """),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("So position 0 is the wrong end: `viewControllers` runs from the bottom of the stack"), en)
        XCTAssertTrue(ko.contains("0번 자리는 반대쪽 끝입니다"), ko)
    }
}
