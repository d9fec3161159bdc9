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

    private func failed(_ report: CheckReport, _ check: String) throws -> CheckResult {
        let found = try XCTUnwrap(report.checks.first { $0.id == check })
        XCTAssertEqual(found.status, .failed)
        return found
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
        let result = try failed(report, "back-cleans-up")
        let en = result.explanations.map(\.text.en).joined(separator: "\n")
        let ko = result.explanations.map(\.text.ko).joined(separator: "\n")
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
        let result = try failed(report, "value-comes-back")
        let en = result.explanations.map(\.text.en).joined(separator: "\n")
        let ko = result.explanations.map(\.text.ko).joined(separator: "\n")
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
        let result = try failed(report, "passes-email")
        let en = result.explanations.map(\.text.en).joined(separator: "\n")
        let ko = result.explanations.map(\.text.ko).joined(separator: "\n")
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
        let result = try failed(report, "value-comes-back")
        let en = result.explanations.map(\.text.en).joined(separator: "\n")
        let ko = result.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(en.contains("`viewWillDisappear(_:)` of FormViewController#1 ran while it was being popped, and by then the navigation controller had already taken FormViewController#1 off its stack: `viewControllers` was [ViewController#1] there"), en)
        XCTAssertTrue(ko.contains("거기서 `viewControllers`는 [ViewController#1]이었으므로"), ko)
    }
}
