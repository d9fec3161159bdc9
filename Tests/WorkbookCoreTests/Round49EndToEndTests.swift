import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 49's readings (docs/checks.md "Round 49"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round49EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// The result screen of `values-by-push` and `values-by-present`, filled as the reference does,
    /// with the superclass a test gives it and, for a presented one, its Back action.
    private static func resultScreen(superclass: String, back: Bool = false) -> String {
        """
        import UIKit

        class ResultViewController: \(superclass) {
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
        """ + (back ? """

            @IBAction func onBack(_ sender: Any) {
                self.dismiss(animated: true)
            }
        """ : "") + "\n}\n"
    }

    /// Held-out 282-08 (VC1's `prepare` hands on a property VC3 fills later), written with a cast
    /// destination, `self.`, a non-optional property and the first screen taken with `as!`: the
    /// handing line ran before the write, and the why names both lines and their methods.
    func testAValueHandedOnBeforeItWasWrittenIsToldWithBothLines() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC1.swift", """
            import UIKit

            class VC1: UIViewController {
                var latest = ""

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? VC2)?.value = self.latest
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
                    let shown = value ?? ""
                    valueLabel.text = shown.isEmpty ? "-" : shown
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    let first = navigationController!.viewControllers[0] as! VC1
                    first.latest = "from VC3"
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("`(segue.destination as? VC2)?.value = self.latest` (VC1.swift line 7) in VC1's `prepare(for:sender:)` hands on `latest`"), why.en)
        XCTAssertTrue(why.en.contains("before `first.latest = \"from VC3\"` (VC3.swift line 6, in VC3's `onSend(_:)`)"), why.en)
        XCTAssertTrue(why.ko.contains("VC1의 `prepare(for:sender:)`에 있는"), why.ko)
    }

    /// The same handing line, with the property also written before the transition (in
    /// `viewDidLoad`): a value was there to hand on, so the reading makes no claim.
    func testAValueWrittenBeforeTheHandingLineIsNotToldAsHandedOnEarly() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC1.swift", """
            import UIKit

            class VC1: UIViewController {
                var latest = ""

                override func viewDidLoad() {
                    super.viewDidLoad()
                    latest = "start"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? VC2)?.value = latest
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    (navigationController?.viewControllers.first as? VC1)?.latest = "from VC3"
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try XCTUnwrap(report.checks.first { $0.id == "value-back-in-vc2" })
        XCTAssertEqual(found.status, .failed)
        XCTAssertFalse(found.explanations.contains { $0.rule == "handed-on-before-written" }, found.explanations.map(\.text.en).joined(separator: "\n"))
    }

    /// Held-out 283-15 (a protocol extension's `refresh()` called only from `viewDidLoad`), written
    /// with the app delegate's store and an extension of a class-bound protocol: the screen shown
    /// again is told that `viewDidLoad` does not run again.
    func testARefreshOfAProtocolExtensionCalledOnlyAtLoadIsToldToMoveToViewWillAppear() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            protocol ShowsStoredValue: AnyObject {
                var valueLabel: UILabel! { get }
                func showStoredValue()
            }

            extension ShowsStoredValue {
                func showStoredValue() {
                    let app = UIApplication.shared.delegate as? AppDelegate
                    valueLabel.text = app?.value ?? "-"
                }
            }

            class VC2: UIViewController, ShowsStoredValue {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    showStoredValue()
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
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("VC2#1 was shown again, not created again, so viewDidLoad did not run again"), why.en)
        XCTAssertTrue(why.ko.contains("viewDidLoad는 다시 실행되지 않습니다"), why.ko)
    }

    /// Held-out 283-08 and 287-08 (a key made from the adopting type, read through a computed
    /// property whose getter reads the store), written as an extension of `UIViewController` with
    /// `String(describing: type(of: self))`: the what-if record reads the property back after its
    /// write, and that read is not the app's, so the save and the read keep their own keys.
    func testAKeyMadeFromTheScreensTypeIsToldWithBothKeysWhenAGetterReadsTheStore() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            extension UIViewController {
                var savedEmail: String? {
                    get { UserDefaults.standard.string(forKey: String(describing: type(of: self))) }
                    set { UserDefaults.standard.set(newValue, forKey: String(describing: type(of: self))) }
                }
            }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = savedEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    savedEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-comes-back")
        XCTAssertTrue(why.en.contains("was saved under the key \"FormViewController\""), why.en)
        XCTAssertTrue(why.en.contains("the read under \"ViewController\""), why.en)
        XCTAssertTrue(why.en.contains("the keys differ"), why.en)
    }

    /// Held-out 286-02 (a closure writes the label the screen refreshes from a property no line
    /// gives a value), written for a presented form with a completion closure and another property
    /// name: the line the what-if search drops is not told as the fault; the value going around the
    /// property is, with the fix through the closure's own `self?.`.
    func testAValueWrittenIntoTheLabelInsteadOfThePropertyShownIsToldToGoThroughTheProperty() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                var received = "(없음)"

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = received
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let form = segue.destination as? FormViewController else { return }
                    form.modalPresentationStyle = .fullScreen
                    form.completion = { [weak self] text in
                        self?.resultEmail.text = text
                    }
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!
                var completion: ((String) -> Void)?

                @IBAction func onDone(_ sender: Any) {
                    completion?(email.text ?? "")
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-comes-back")
        XCTAssertTrue(why.en.contains("no line of yours ever gives `received` a value: `self?.resultEmail.text = text` (ViewController.swift line 17)"), why.en)
        XCTAssertTrue(why.en.contains("(`self?.received = text`)"), why.en)
        XCTAssertFalse(why.en.contains("Remove it"), why.en)
        XCTAssertTrue(why.ko.contains("`received`에 값을 넣는 줄이 하나도 없습니다"), why.ko)
    }

    /// Held-out 286-16 (a cast of `segue.destination` to the screen left, in `prepare` of the screen
    /// unwound to, with an empty unwind action): the unwind action's own reading is not told, since
    /// the action holds no such cast.
    func testACastInPrepareIsNotToldAsTheUnwindActionsCast() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let third = segue.destination as? ThirdViewController else { return }
                    third.onLeave = { [weak self] text in self?.status.text = text }
                }

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                }
            }
            """),
            ("ThirdViewController.swift", """
            import UIKit

            class ThirdViewController: UIViewController {
                @IBOutlet var note: UITextField!
                var onLeave: ((String) -> Void)?

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    onLeave?(note.text ?? "")
                }
            }
            """),
        ])
        let found = try XCTUnwrap(report.checks.first { $0.id == "shows-note" })
        XCTAssertEqual(found.status, .failed)
        XCTAssertFalse(found.explanations.contains { $0.rule == "unwind-destination-is-self" }, found.explanations.map(\.text.en).joined(separator: "\n"))
    }

    /// Held-out 287-05 (a base coordinator sets the navigation delegate in `start()`, and the
    /// subclass's `start()` never calls `super`), written with the base's setup in another method
    /// name the subclass overrides: the delegate's line is there, so the why never asks for it
    /// again; it says the line never ran, because the override replaced the base's method.
    func testADelegateSetInABaseMethodTheSubclassOverridesWithoutSuperIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "coordinator-didshow", app: "CoordinatorDidShow", fills: [
            ("MainCoordinator.swift", """
            import UIKit

            class ObservingCoordinator: NSObject, UINavigationControllerDelegate {
                var childCoordinators = [Coordinator]()
                var navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func prepareNavigation() {
                    navigationController.delegate = self
                }

                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                          !navigationController.viewControllers.contains(from),
                          let left = from as? LeftViewController else { return }
                    childDidFinish(left.coordinator)
                }

                func childDidFinish(_ child: Coordinator?) {
                    childCoordinators.removeAll { $0 === child }
                }
            }

            final class MainCoordinator: ObservingCoordinator, Coordinator {
                func start() {
                    prepareNavigation()
                    let vc = MainViewController.instantiate()
                    vc.coordinator = self
                    navigationController.pushViewController(vc, animated: false)
                }

                override func prepareNavigation() {
                    navigationController.navigationBar.prefersLargeTitles = false
                }

                func left() {
                    let child = LeftCoordinator(navigationController: navigationController)
                    child.parentCoordinator = self
                    childCoordinators.append(child)
                    child.start()
                }
            }
            """),
        ])
        let why = try whys(report, "back-cleans-up")
        XCTAssertTrue(why.en.contains("the line that sets it, `navigationController.delegate = self` (line 12), never ran"), why.en)
        XCTAssertTrue(why.en.contains("is in ObservingCoordinator's `prepareNavigation"), why.en)
        XCTAssertTrue(why.en.contains("MainCoordinator overrides"), why.en)
        XCTAssertFalse(why.en.contains("Set `navigationController.delegate = self` in"), why.en)
        XCTAssertTrue(why.ko.contains("재정의하고"), why.ko)
    }

    /// Held-out 287-10 (a second screen subclassing the main one inherits a method using an outlet
    /// its own scene lacks), written with a shared base class declaring the outlet: the why names
    /// the instance, the inherited method, and the scene that connects no such outlet.
    func testAnInheritedMethodUsingAnOutletTheSubclassSceneLacksIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class FormScreen: UIViewController {
                @IBOutlet var email: UITextField!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    email.placeholder = "이메일"
                }
            }

            class ViewController: FormScreen {
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
                }
            }
            """),
            ("ResultViewController.swift", Self.resultScreen(superclass: "FormScreen")),
        ])
        let why = try whys(report, "shows-result")
        XCTAssertTrue(why.en.contains("ResultViewController#1 ran FormScreen's `viewWillAppear(_:)` (ViewController.swift:8), which uses the outlet `email`"), why.en)
        XCTAssertTrue(why.en.contains("its own scene in the storyboard connects no `email`"), why.en)
        XCTAssertTrue(why.ko.contains("스토리보드의 자기 장면에는 `email` 연결이 없습니다"), why.ko)
    }

    /// Held-out 287-02 (a base class calls the subclass's `configure()` only from `viewDidLoad`),
    /// written with the hook named `render()` and the app delegate's store: the screen shown again
    /// is told that `viewDidLoad` does not run again.
    func testALabelSetInAHookTheBaseCallsOnlyAtLoadIsToldToRefreshInViewWillAppear() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            class ScreenBase: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    render()
                }

                func render() {}
            }

            class VC2: ScreenBase {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func render() {
                    let app = UIApplication.shared.delegate as? AppDelegate
                    valueLabel.text = app?.value ?? "-"
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
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("VC2#1 was shown again, not created again, so viewDidLoad did not run again"), why.en)
    }

    /// Held-out 287-07 (a subclass clears the field before `super`, whose base sends the field's
    /// text through a hook), written as a form whose base action saves the field: the base read
    /// what the line before `super` wrote.
    func testAPlaceWrittenBeforeSuperIsToldAsReadByTheBase() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = UserDefaults.standard.string(forKey: "savedEmail") ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class SavingForm: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    UserDefaults.standard.set(email.text, forKey: "savedEmail")
                    navigationController?.popViewController(animated: true)
                }
            }

            class FormViewController: SavingForm {
                override func onSave(_ sender: Any) {
                    email.text = ""
                    super.onSave(sender)
                }
            }
            """),
        ])
        let why = try whys(report, "value-comes-back")
        XCTAssertTrue(why.en.contains("`email.text = \"\"` (line 14) runs before `super.onSave(…)` (line 15), and SavingForm's `onSave(_:)`, which that call runs, reads `email.text`"), why.en)
        XCTAssertTrue(why.ko.contains("`super` 호출 뒤로 옮기세요"), why.ko)
    }

    /// Held-out 288-01 (a handler made where the form appears captures the controls' values into
    /// locals), written with one closure made in `viewDidLoad` and an action calling it: the copy
    /// made at load is told, with the read to move inside the closure.
    func testAControlCopiedIntoALocalAtLoadAndHandedOnByAClosureIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var submit: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let typed = email.text ?? ""
                    submit = { [unowned self] in
                        guard let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                        rvc.paramEmail = typed
                        rvc.paramUpdate = self.isUpdate.isOn
                        rvc.paramInterval = self.interval.value
                        self.present(rvc, animated: true)
                    }
                }

                @IBAction func onSubmit(_ sender: Any) {
                    submit?()
                }
            }
            """),
            ("ResultViewController.swift", Self.resultScreen(superclass: "UIViewController", back: true)),
        ])
        let why = try whys(report, "passes-values")
        XCTAssertTrue(why.en.contains("`typed = email.text ?? \"\"` (line 11, in `viewDidLoad`) reads `email.text` when the screen loads or appears"), why.en)
        XCTAssertTrue(why.en.contains("`rvc.paramEmail = typed` (line 14)"), why.en)
        XCTAssertTrue(why.ko.contains("클로저가 실행될 때 그 안에서"), why.ko)
    }

    /// Held-out 288-12 (a getter keeps its first read of the store behind a flag), written as a
    /// screen's helper method with an instance cache: the read ran once, before the save, and the
    /// value shown after the save is the kept one; not "read before saved".
    func testAStoreReadKeptBehindAFlagIsToldAsNotReadAgain() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                private var cached: String?
                private var loaded = false

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = savedEmail() ?? "(없음)"
                }

                func savedEmail() -> String? {
                    if !loaded {
                        cached = UserDefaults.standard.string(forKey: "email")
                        loaded = true
                    }
                    return cached
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    UserDefaults.standard.set(email.text, forKey: "email")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-comes-back")
        XCTAssertTrue(why.en.contains("the read under \"email\" at ViewController.swift line 15"), why.en)
        XCTAssertTrue(why.en.contains("That read runs only under `!loaded` (line 14)"), why.en)
        XCTAssertFalse(why.en.contains("A read finds only what was saved before it"), why.en)
    }

    /// Held-out 289-15 (a screen made once, captured by a stored closure that pushes it), written as
    /// a presented screen: the advice is to make the screen inside the closure, not `[weak …]`.
    func testAScreenMadeOnceAndShownByAStoredClosureIsToldToBeMadeInside() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var appearances = 0
                var openSecond: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let second = storyboard!.instantiateViewController(withIdentifier: "Second")
                    second.modalPresentationStyle = .fullScreen
                    openSecond = { [weak self] in
                        self?.present(second, animated: true)
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    openSecond?()
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
        let found = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let why = found.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(why.contains("make the screen inside the closure, each time it runs"), why)
        XCTAssertFalse(why.contains("[weak second]"), why)
    }

    /// Held-out 290-20 (`if var store = (… as? AppDelegate)?.store { store.value = … }` changes a
    /// copy of a struct), written with `guard var` and another struct: the copy through the cast is told.
    func testAStructCopiedThroughACastToTheAppDelegateIsToldAsACopy() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("AppDelegate.swift", """
            import UIKit

            struct Shared {
                var text: String?
            }

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var value: String? { shared.text }
                var shared = Shared()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }

                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
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
                    valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.shared.text ?? "-"
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    guard var shared = (UIApplication.shared.delegate as? AppDelegate)?.shared else { return }
                    shared.text = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("it changed `shared`, a copy"), why.en)
        XCTAssertTrue(why.en.contains("because `Shared` is a struct"), why.en)
    }
}
