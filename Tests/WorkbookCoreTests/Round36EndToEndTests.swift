import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 36's readings (docs/checks.md "Round 36"): tests that went the other way because of what the
/// run did before them, read from the order of the runs and the stack.
final class Round36EndToEndTests: XCTestCase {
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

    /// A `guard` searching the stack for the screen that left, in `didShow`, which runs after the pop.
    func testAnEarlierGuardThatStoppedTheLastRunIsTheReason() throws {
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
                    // 화면이 바뀔 때마다 알림을 받도록 자신을 navigationController의 delegate로 설정하세요. (Make yourself the navigationController's delegate, to hear of every change of screen.)
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
                    guard let left = navigationController.viewControllers.last(where: { $0 is LeftViewController }) as? LeftViewController else {
                        return
                    }
                    if !navigationController.viewControllers.contains(left) {
                        childDidFinish(left.coordinator)
                    }
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("The other 2 times `navigationController(_:didShow:animated:)` ran, the code did not get as far as that test: the `guard` at line 34 (`let left = navigationController.viewControllers.last(where: { $0 is LeftViewController }) as? LeftViewController`) left the method. At step 2 the stack was already [MainViewController#2]"), en)
        XCTAssertTrue(en.contains("so the search for a `LeftViewController` found none"), en)
        XCTAssertFalse(en.contains("wrong way round"), en)
        XCTAssertTrue(ko.contains("2단계에서 스택은 이미 [MainViewController#2]였습니다."), ko)
    }

    /// A flag turned in `viewDidLoad`, which UIKit runs before the first `viewWillAppear` that tests it.
    func testAFlagTurnedByAMethodThatRanFirstIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                private var shouldShowResult = true

                override func viewDidLoad() {
                    super.viewDidLoad()
                    shouldShowResult = false
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if shouldShowResult {
                        resultEmail.text = paramEmail
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
                    if let main = (presentingViewController as? UINavigationController)?.topViewController as? ViewController {
                        main.paramEmail = email.text
                    }
                    dismiss(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`shouldShowResult` starts as `true`, but `viewDidLoad()` sets it to `false` at line 11, and `viewDidLoad()` ran before `viewWillAppear(_:)` first ran on this screen: so the test never saw `true`"), en)
        XCTAssertTrue(ko.contains("`shouldShowResult`는 `true`로 시작하지만 `viewDidLoad()`가 11번째 줄에서 `false`로 바꾸고"), ko)
    }

    /// A helper of the learner's that gives the screen inside a navigation controller, read on a destination in none.
    func testAHelperThatGaveNilIsReadThroughItsGetter() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            extension UIViewController {
                /// 내비게이션 컨트롤러에 싸여 있으면 그 안의 화면
                var contentScreen: UIViewController? {
                    (self as? UINavigationController)?.topViewController
                }
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard segue.identifier == "ActionSubmit" else { return }
                    if let rvc = segue.destination.contentScreen as? ResultViewController {
                        rvc.paramEmail = email.text ?? ""
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-email")
        XCTAssertTrue(en.contains("`contentScreen` is your own computed property (line 5), `(self as? UINavigationController)?.topViewController`: it gives nil unless the object it is read on (`self` there) is a `UINavigationController`. Here `segue.destination` was ResultViewController#1, not a `UINavigationController`, so `contentScreen` gave nil."), en)
        XCTAssertTrue(en.contains("(`… ?? self`)"), en)
        XCTAssertTrue(ko.contains("여기서 `segue.destination`은 ResultViewController#1이었고 `UINavigationController`가 아니었습니다."), ko)
    }

    /// The stack read in the leaving screen's `viewWillDisappear`, as if it were still on top
    /// (a recorder around a part of an optional chain used to break the what-if build of that line).
    func testTheStackReadWhileTheScreenIsPoppedNoLongerHoldsIt() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {

                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    // 이전 화면은 스택에서 내 바로 아래
                    if let main = navigationController?.viewControllers.dropLast().last as? ViewController {
                        main.paramEmail = email.text
                    }
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
                    resultEmail.text = paramEmail
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`viewWillDisappear(_:)` of FormViewController#1 ran while it was being popped, and by then the navigation controller had already taken FormViewController#1 off its stack: `viewControllers` was [ViewController#1] there"), en)
        XCTAssertTrue(ko.contains("거기서 `viewControllers`는 [ViewController#1]이었으므로"), ko)
    }

    /// A stored property copied by a closure's capture list in `viewDidLoad`, written later by the form.
    func testAPropertyCopiedByACaptureListIsToldWithTheLaterWrite() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?
                private var show: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    show = { [unowned self, paramEmail] in
                        self.resultEmail.text = paramEmail
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    show?()
                }
            }
            """),
            ("FormViewController.swift", """
            if let stack = navigationController?.viewControllers, let main = stack[stack.count - 2] as? ViewController {
                main.paramEmail = email.text
            }
            navigationController?.popViewController(animated: true)
            """),
        ], whatIf: false)
        let found = try reading(report, check: "value-comes-back", rule: "capture-list-snapshot")
        XCTAssertTrue(found.text.en.contains("`paramEmail` in the capture list (line 11) copies the property's value once, when the closure is made in `viewDidLoad()`, and the closure keeps that copy: `self.resultEmail.text = paramEmail` (line 12) reads the copy each time it runs, so it never sees the value written later at FormViewController.swift line 9 (`main.paramEmail = email.text`)."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`self?.paramEmail`을 읽으세요."), found.text.ko)
    }

    /// `shouldPerformSegue` testing a copy of the field that only `prepare` and the action fill.
    func testShouldPerformReadingAnOldCopyIsNotToldAsTheWrongWayRound() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            final class Draft {
                static let current = Draft()
                var address = ""
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    guard identifier == "ActionSubmit" else { return true }
                    return !Draft.current.address.isEmpty
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    Draft.current.address = email.text ?? ""
                    (segue.destination as? ResultViewController)?.paramEmail = Draft.current.address
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard !(email.text ?? "").isEmpty else { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "submit-shows-result")
        XCTAssertFalse(en.contains("wrong way round"), en)
        XCTAssertTrue(en.contains("reads `Draft.current.address`, not the field: a copy of it given only at line 18 (in `prepare(for:sender:)`), none of which had run when the segue was asked about"), en)
    }

    /// Saving in the main screen's `viewWillDisappear`, which ran only when the form was pushed.
    func testACallbackThatRanOnlyBeforeTheInputIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var typed: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if let saved = UserDefaults.standard.string(forKey: "email") {
                        resultEmail.text = saved
                    }
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let typed {
                        UserDefaults.standard.set(typed, forKey: "email")
                    }
                }
            }
            """),
            ("FormViewController.swift", """
            if let main = navigationController?.viewControllers.first as? ViewController {
                main.typed = email.text
                main.resultEmail.text = email.text
            }
            navigationController?.popViewController(animated: true)
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "survives-relaunch")
        XCTAssertTrue(en.contains("It was nil because `viewWillDisappear(_:)` ran only at step 1, before the check entered a value in `email` (step 2), and never after it"), en)
    }

    /// The child's removal reached only from Done's action, while the check goes back with the Back button.
    func testARemovalReachedOnlyFromAnUnusedActionIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "child-coordinator-cleanup", app: "ChildCoordinatorCleanup", fills: [
            ("LeftViewController.swift", """
            import UIKit

            class LeftViewController: UIViewController, Storyboarded {
                weak var coordinator: LeftCoordinator?

                @IBAction func onNext(_ sender: Any) {
                    coordinator?.showDetail()
                }

                @IBAction func onDone(_ sender: Any) {
                    coordinator?.didFinish()
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("MainCoordinator.swift", "childCoordinators.removeAll { $0 === child }"),
        ], whatIf: false)
        let (en, _) = try whys(report, "back-cleans-up")
        XCTAssertTrue(en.contains("every way to it starts at `onDone(_:)` (LeftViewController, line 10), an action, and this check never used it: it went back with the Back button, which calls no action of yours."), en)
    }

    /// A closure kept in the form's property that uses the pushed result screen's local.
    func testAClosureKeptInAPropertyKeepsTheLocalItUses() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var fill: (() -> Void)?

                @IBAction func onSubmit(_ sender: Any) {
                    guard let result = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    fill = { [weak self] in
                        guard let self else { return }
                        result.paramEmail = self.email.text ?? ""
                        result.paramUpdate = self.isUpdate.isOn
                        result.paramInterval = self.interval.value
                    }
                    fill?()
                    navigationController?.pushViewController(result, animated: true)
                }
            }
            """),
        ], whatIf: false)
        let (en, _) = try whys(report, "back-releases")
        XCTAssertTrue(en.contains("`fill` (line 12) keeps a closure that uses `result`, a ResultViewController, and a closure keeps strongly every outside name it uses (`[weak self]` covers only `self`)"), en)
    }
}
