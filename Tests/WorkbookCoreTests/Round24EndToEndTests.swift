import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 24's readings on the book's exercises (docs/checks.md "Round 24").
final class Round24EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// VC2 reading the app delegate the right way, for store-in-app-delegate.
    static let readingVC2 = """
        import UIKit

        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let app = UIApplication.shared.delegate as? AppDelegate
                valueLabel.text = app?.value
            }
        }
        """

    /// The scene's delegate cast to the app delegate: the object written through is nil because the
    /// cast never succeeds, and the reading says which delegate it was (not "give the value where
    /// the object exists").
    func testAWriteThroughAFailedCastNamesTheDelegateItWas() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", Self.readingVC2),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    let app = view.window?.windowScene?.delegate as? AppDelegate
                    app?.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "value-flow-nil-owner")
        XCTAssertTrue(found.text.en.contains("ran at step 5 while `app` was nil, so it assigned nothing. `app` was nil because the cast that gave it its value failed. In this run `view.window?.windowScene?.delegate as? AppDelegate` (VC3.swift line 7) gave nil the one time it ran: `view.window?.windowScene?.delegate` was `SceneDelegate#1`, not an `AppDelegate`."), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("SceneDelegate#1 is the scene's delegate (`UIWindowSceneDelegate`), a separate object from the app delegate, and it never is an `AppDelegate`: the app delegate is `UIApplication.shared.delegate as? AppDelegate`."), found.text.en)
        XCTAssertFalse(found.text.en.contains("give the value where that object exists"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("SceneDelegate#1은 씬의 델리게이트(`UIWindowSceneDelegate`)로"), found.text.ko)
    }
}

extension Round24EndToEndTests {
    /// A store that saves to UserDefaults and keeps a copy in memory, but loads only the copy: after
    /// the relaunch the label is empty, and the reading says the key saved before it is never read back.
    func testAValueSavedButNeverReadBackAfterARelaunch() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", "        resultEmail.text = EmailStore.shared.load()"),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    EmailStore.shared.save(email.text ?? "")
                    navigationController?.popViewController(animated: true)
                }
            }

            final class EmailStore {
                static let shared = EmailStore()
                private var cached = ""

                func save(_ email: String) {
                    cached = email
                    UserDefaults.standard.set(email, forKey: "savedEmail")
                }

                func load() -> String { cached }
            }
            """),
        ])
        let found = try reading(report, check: "survives-relaunch", rule: "value-flow-not-read-after-relaunch")
        XCTAssertTrue(found.text.en.hasPrefix("In this run after the relaunch ViewController#1's `resultEmail.text` was set at ViewController.swift line 9 (`resultEmail.text = EmailStore.shared.load()`, in `viewWillAppear(_:)`) to `\"\"`. The value the check expects was saved under the key \"savedEmail\" before the relaunch, at FormViewController.swift line 18"), found.text.en)
        XCTAssertTrue(found.text.en.contains("after the relaunch no line read that key back"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("`UserDefaults.standard.string(forKey: \"savedEmail\")` (or the getter of its type), where the value is shown or where the object that keeps it is made."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("다시 실행한 뒤에는 그 키를 읽는 줄이 하나도 실행되지 않았습니다"), found.text.ko)
    }
}

extension Round24EndToEndTests {
    /// The value sent from `viewDidLoad`, before the check types into the field: the test that held
    /// it back is told as running too early, with the step that types, not as the wrong way round.
    func testATestBeforeTheFieldIsTypedIntoIsToldAsTooEarly() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
                    sub.paramText = resultLabel.text
                    sub.delegate = self
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
                    if let text = inputText.text, !text.isEmpty {
                        delegate?.sendData(text)
                    }
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) { resultLabel.text = data }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        let text = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(text.contains("When it was reached, `inputText` was still as the screen opened (empty), so `!text.isEmpty` was false, and that stopped the line from running. The check types \"hello\" into it only at step 4, after this test ran: the test is not the wrong way round, it runs too early."), text)
        XCTAssertFalse(text.contains("the wrong way round: write"), text)
        let korean = failed.explanations.map(\.text.ko).joined(separator: "\n")
        XCTAssertTrue(korean.contains("조건이 거꾸로 된 것이 아니라 너무 일찍 실행된 것입니다"), korean)
    }

    /// Labels filled only `if isViewLoaded`, from a property set before `present`, and nothing in
    /// `viewDidLoad`: the guard is told as right to wait, with the missing fill on load.
    func testAnIsViewLoadedGuardWithNothingOnLoad() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.show(email: email.text ?? "", update: isUpdate.isOn, interval: interval.value)
                    present(rvc, animated: true)
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

                func show(email: String, update: Bool, interval: Double) {
                    paramEmail = email
                    paramUpdate = update
                    paramInterval = interval
                    if isViewLoaded {
                        resultEmail.text = paramEmail
                        resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                        resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                    }
                }

                @IBAction func onBack(_ sender: Any) {
                    self.dismiss(animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let text = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(text.contains("`isViewLoaded` was false because nothing had shown the screen yet: its outlets are nil until its view loads, so a line that fills them is right to wait."), text)
        XCTAssertFalse(text.contains("do not make the line wait on it"), text)
    }
}
