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
}
