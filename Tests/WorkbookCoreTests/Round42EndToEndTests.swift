import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 42's readings (docs/checks.md "Round 42"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round42EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    static let mainShowsEmail: (file: String, code: String) = ("ViewController.swift", "resultEmail.text = paramEmail ?? \"(없음)\"")

    /// The top of the stack reached through a computed property of an extension of the form, cast at the use.
    func testTheTopOfTheStackThroughAComputedPropertyIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Self.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            extension FormViewController {
                var screenBefore: UIViewController? { navigationController?.topViewController }
            }

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    if let main = screenBefore as? ViewController { main.paramEmail = email.text }
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("the top of the navigation stack was FormViewController#1 itself. `screenBefore` is the current screen, so the cast `as? ViewController` gave nil"), en)
        XCTAssertTrue(ko.contains("내비게이션 스택의 맨 위는 FormViewController#1 자신입니다"), ko)
    }

    /// `as!` of the stack's last element (by its index): the app stops, and the why is the stack's top, not "cast to its class".
    func testAForcedCastOfTheTopIsToldAsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            Self.mainShowsEmail,
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onDone(_ sender: Any) {
                    guard let screens = navigationController?.viewControllers else { return }
                    let previous = screens[screens.count - 1] as! ViewController
                    previous.paramEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("so the forced cast `as! ViewController` failed and the app stopped. The previous screen is the one just below"), en)
        XCTAssertFalse(en.contains("cast to its class"), en)
        XCTAssertTrue(ko.contains("강제 캐스팅 `as! ViewController`가 실패해 앱이 멈췄습니다"), ko)
    }

    /// An unwind action that asks `segue.destination` for a protocol only the screen being left adopts.
    func testAnUnwindDestinationCastToTheSourcesProtocolIsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            protocol TypedNote: AnyObject { var typedNote: String { get } }
            extension ThirdViewController: TypedNote { var typedNote: String { note.text ?? "" } }

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    if let third = segue.destination as? TypedNote { status.text = third.typedNote }
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("So `segue.destination as? TypedNote` gave nil and no value was read. Use `segue.source as? TypedNote`."), en)
    }

    /// The style written through `?.` on the screen a helper already presented.
    func testAStyleSetThroughAnOptionalAfterAHelperPresentedIsLate() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var appearances = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }

                func open(_ id: String) -> UIViewController? {
                    guard let screen = storyboard?.instantiateViewController(withIdentifier: id) else { return nil }
                    present(screen, animated: true)
                    return screen
                }

                @IBAction func onOpen(_ sender: Any) {
                    let shown = open("Second")
                    shown?.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("SecondViewController.swift", "dismiss(animated: true)"),
        ])
        let (en, _) = try whys(report, "closes-second")
        XCTAssertTrue(en.contains("(`shown?.modalPresentationStyle = .fullScreen`, in `onOpen(_:)`) set a full-screen style on SecondViewController#1 only after its presentation began"), en)
    }

    /// `dismiss` asked of the navigation controller itself while a pushed screen is on top: go back by a pop.
    func testDismissOnTheNavigationControllerTellsToPop() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", "if let detail = storyboard?.instantiateViewController(withIdentifier: \"Detail\") { navigationController?.pushViewController(detail, animated: true) }"),
            ("DetailViewController.swift", "navigationController?.dismiss(animated: true)"),
        ])
        let (en, ko) = try whys(report, "pops-back")
        XCTAssertTrue(en.contains("is a navigation controller, and DetailViewController#1 was pushed onto it: a pushed screen goes back by a pop"), en)
        XCTAssertTrue(ko.contains("푸시된 화면은 팝으로 돌아갑니다"), ko)
    }

    /// A struct's changed copy thrown away with `_ =` (a method the learner wrote, not `@discardableResult`).
    func testAChangedCopyThrownAwayWithUnderscoreIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Choice {
                var email = ""
                var on = false
                var minutes = 0.0
                func withHouseDefaults() -> Choice { Choice(email: email, on: true, minutes: 10) }
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    let choice = Choice(email: email.text ?? "", on: isUpdate.isOn, minutes: interval.value)
                    if segue.identifier == "DefaultSubmit" { _ = choice.withHouseDefaults() }
                    result.paramEmail = choice.email
                    result.paramUpdate = choice.on
                    result.paramInterval = choice.minutes
                }
            }
            """),
        ])
        let (en, _) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("`withHouseDefaults()` returns a changed copy of the `Choice`"), en)
        XCTAssertTrue(en.contains("throws that copy away with `_ =`, which tells Swift not to warn"), en)
    }
}
