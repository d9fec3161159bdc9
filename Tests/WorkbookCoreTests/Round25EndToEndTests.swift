import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 25's readings on the book's exercises (docs/checks.md "Round 25").
final class Round25EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// A destination told apart by `String(describing:)` of the instance, compared with its class's
    /// name: the comparison never matches, and the reading says why (the description holds the
    /// module and an address) and what to test instead.
    func testAnInstanceDescriptionComparedWithAClassName() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let target = String(describing: segue.destination)
                    guard target == "ResultViewController" else { return }
                    let rvc = segue.destination as! ResultViewController
                    rvc.paramEmail = email.text ?? ""
                    if segue.identifier == "ActionSubmit" {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    } else {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "submit-passes-values", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("It compared `\"<SegueIdentifierRouting.ResultViewController: 0x"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("One side is text made from an object (`String(describing:)` or `\\(…)` of an instance of ResultViewController): Swift writes it as `<Module.ResultViewController: 0x…>`, with the object's address, new every run, so no text you write can equal it. Test the type itself (`is ResultViewController`, `as? ResultViewController`), or compare `String(describing: type(of: x))`, which gives the bare class name."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("객체로 만든 텍스트"), found.text.ko)
    }

    /// `route.contains("action")` for the segue `ActionSubmit`: the test recorded what it looked in
    /// and for, and the reading says only letter case kept it from holding.
    func testATextTestMissedByLetterCase() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let route = segue.identifier ?? ""
                    rvc.paramEmail = email.text ?? ""
                    if route.contains("action") {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    } else {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "submit-passes-values", rule: "what-if")
        XCTAssertTrue(found.text.en.hasPrefix("The test `route.contains(\"action\")` (ViewController.swift line 13, in `if route.contains(\"action\")`) never held in this run, not the one time it ran: it looked for `\"action\"` in `\"ActionSubmit\"`. It is there only if capital letters are ignored"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`\"ActionSubmit\"`에서 `\"action\"`을 찾았습니다"), found.text.ko)
    }
}

extension Round25EndToEndTests {
    /// Sub tests the value it sends before reading it from the field (the read sits below the test):
    /// the send never runs, and the reading names the line below the test that gives the value.
    func testATestThatReadsANameGivenItsValueBelowIt() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {

                @IBOutlet var resultLabel: UILabel!

                // 마지막으로 연 서브 화면 (the sub screen opened last)
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    self.subView = sub
                    // 1. 지금 값
                    var current = "-"
                    if let t = self.resultLabel.text {
                        current = t
                    }
                    // 2. 넘기기
                    sub.paramText = current
                    sub.delegate = self
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) {
                    self.resultLabel.text = data
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
                    // 1. 보낼 값 준비
                    var sendValue = ""

                    // 2. 비어 있지 않으면 델리게이트에게 보내기
                    if sendValue.isEmpty == false {
                        if let d = self.delegate {
                            d.sendData(sendValue)
                        }
                    }

                    // 3. 입력한 값 읽기
                    if let t = inputText.text {
                        sendValue = t
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let text = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(text.contains("`sendValue` is given its value only at line 30 (`sendValue = t`), below the test (line 22): when the test ran it still held what it had before. Move that line above the test."), text)
        XCTAssertTrue(failed.explanations.map(\.text.ko).joined().contains("그 줄을 검사 위로 옮기세요"))
    }
}

extension Round25EndToEndTests {
    /// A helper that takes the key first, called with the value first: what the user typed became
    /// the key. The reading names the save under the typed text and the read under the real key.
    func testAKeyAndValueSwappedOnTheWayToUserDefaults() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            func store(_ key: String, _ value: String) { UserDefaults.standard.set(value, forKey: key) }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    store(email.text ?? "", "email")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-flow-store")
        XCTAssertTrue(found.text.en.contains("was saved under the key \"saved@example.com\""), found.text.en)
        XCTAssertTrue(found.text.en.contains("the text the user entered became the key, and the key became the value"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("키와 값이 뒤바뀌었습니다"), found.text.ko)
    }
}

extension Round25EndToEndTests {
    /// A block copied for the second segue with one line not updated (`paramInterval` still read
    /// from the stepper): the first block's line, which never ran for this segue and writes the same,
    /// is not told as the cause, nor is the test that rightly told the segues apart.
    func testALineThatWouldWriteTheSameIsNotTheCause() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    // 1. Submit: 입력한 값 그대로
                    if segue.identifier == "ActionSubmit" {
                        if let rvc = segue.destination as? ResultViewController {
                            rvc.paramEmail = self.email.text ?? ""
                            rvc.paramUpdate = self.isUpdate.isOn
                            rvc.paramInterval = self.interval.value
                        }
                    }

                    // 2. Default: 이메일 + 기본 설정 (켬, 10분)
                    if segue.identifier == "DefaultSubmit" {
                        if let rvc = segue.destination as? ResultViewController {
                            rvc.paramEmail = self.email.text ?? ""
                            rvc.paramUpdate = true
                            rvc.paramInterval = self.interval.value
                        }
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "default-passes-defaults" })
        XCTAssertEqual(failed.status, .failed)
        let text = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertFalse(text.contains("(line 15, in `prepare(for:sender:)`) never ran"), text)
        XCTAssertFalse(text.contains("never matched in this run"), text)
    }
}

extension Round25EndToEndTests {
    /// The action tests the email through a local and only prints when it is empty, then performs
    /// the segue anyway: told as a test whose branch does not leave, not as "shouldPerformSegue is
    /// not asked, test before performSegue" (the code does test).
    func testARefusalThatDoesNotStopTheTransition() throws {
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
                    let text = email.text ?? ""
                    if text.isEmpty {
                        print("empty")
                    }
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }
            }
            """),
        ])
        let found = try reading(report, check: "empty-perform-stays", rule: "unguarded-transition")
        XCTAssertTrue(found.text.en.contains("your `if text.isEmpty` (line 17) does test the input, but its branch ends and the method goes on to line 20 either way"), found.text.en)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "empty-perform-stays" })
        XCTAssertFalse(failed.explanations.contains { $0.rule == "should-perform-not-consulted" })
    }
}
