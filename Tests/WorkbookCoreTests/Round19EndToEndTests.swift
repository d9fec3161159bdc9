import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 19's readings on the book's exercises (docs/checks.md "Round 19"): what a `switch`'s cases
/// did with the value it was given (a case above the one meant, one element of a tuple off, a text
/// no case names), and a test that read a state worked out before the user typed (by a method of
/// the screen, or on an object the screen keeps).
final class Round19EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func whatIf(_ report: CheckReport, check: String, containing text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Explanation {
        let failed = try XCTUnwrap(report.checks.first { $0.id == check }, file: file, line: line)
        XCTAssertEqual(failed.status, .failed, file: file, line: line)
        return try XCTUnwrap(failed.explanations.first { $0.rule == "what-if" && $0.text.en.contains(text) },
                             "\(failed.explanations.map(\.text.en))", file: file, line: line)
    }

    /// `(_, let detail?)` above `(let nav?, let detail?)`: the first case takes every value the second would.
    func testACaseAboveTheOneMeantIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBAction func onNext(_ sender: Any) {
                    let detail = storyboard?.instantiateViewController(withIdentifier: "Detail")
                    switch (navigationController, detail) {
                    case (_, let detail?):
                        present(detail, animated: true)
                    case (let nav?, let detail?):
                        nav.pushViewController(detail, animated: true)
                    default:
                        break
                    }
                }
            }
            """),
        ])
        let found = try whatIf(report, check: "pushes-detail", containing: "took it")
        XCTAssertEqual(found.text.en, "In this run `switch (navigationController, detail)` (ViewController.swift line 7) was given `(Optional(UINavigationController#1), Optional(DetailViewController#1))` the one time it ran, and `case (_, let detail?)` took it: a `switch` runs the first case that matches, and `case (let nav?, let detail?)` below it, which matches it too and asks more, never gets it. Put the case that asks more first.")
        XCTAssertTrue(found.text.ko.contains("더 많은 것을 요구하는 `case`를 먼저 두세요"), found.text.ko)
    }

    /// `("ActionSubmit", nil)` for an empty field, whose text is `""`; and a `switch` over the
    /// identifier that names only `"ActionSubmit"`, asked about `"ManualSubmit"`.
    func testATupleElementOffAndATextNoCaseNamesAreTold() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    switch (identifier, email.text) {
                    case ("ActionSubmit", nil):
                        return false
                    default:
                        return true
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                }

                func allowed(_ identifier: String) -> Bool {
                    switch identifier {
                    case "ActionSubmit" where (email.text ?? "").isEmpty:
                        return false
                    default:
                        return true
                    }
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if allowed("ManualSubmit") {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }
            }
            """),
        ])
        let empty = try whatIf(report, check: "empty-submit-stays", containing: "element 2")
        XCTAssertTrue(empty.text.en.contains("`case (\"ActionSubmit\", nil)` matches all of it but element 2, where the pattern wants `nil` and the value had `Optional(\"\")`. An empty text field's `text` is `\"\"`, not `nil`"), empty.text.en)
        let manual = try whatIf(report, check: "empty-perform-stays", containing: "no case names it")
        XCTAssertTrue(manual.text.en.contains("was given `\"ManualSubmit\"` the one time it ran, and no case names it (the cases name `\"ActionSubmit\"`), so it went to `default`"), manual.text.en)
        XCTAssertTrue(manual.text.en.contains("`case \"ManualSubmit\":`"), manual.text.en)
    }

    /// `form = validated()` in `viewDidLoad`, switched over in `prepare`: the method read the field
    /// before the user typed.
    func testAStateWorkedOutByAMethodBeforeTheInputIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            enum FormState {
                case empty
                case filled(String)
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var state = FormState.empty

                override func viewDidLoad() {
                    super.viewDidLoad()
                    state = validated()
                }

                func validated() -> FormState {
                    let text = email.text ?? ""
                    return text.isEmpty ? .empty : .filled(text)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    switch state {
                    case .filled(let text): rvc.paramEmail = text
                    case .empty: break
                    }
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "value-flow-test-snapshot")
        XCTAssertTrue(found.text.en.contains("read `state`, which held `.empty`: ViewController.swift line 17 (`state = validated()`, in `viewDidLoad()`) copied it from `email` at step 1, before the check entered"), found.text.en)
    }

    /// Encoded data handed on as `String(describing: data)` ("42 bytes"), decoded on the other side:
    /// the decoder's "not valid JSON" is told with the line that made the description.
    func testEncodedDataTurnedIntoItsDescriptionIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("SubViewController.swift", """
            import UIKit

            struct Note: Codable {
                var text: String
            }

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
                    guard let text = inputText.text, !text.isEmpty else { return }
                    let payload = try! JSONEncoder().encode(Note(text: text))
                    delegate?.sendData(String(describing: payload))
                }
            }
            """),
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {

                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    self.subView = sub
                    sub.paramText = resultLabel.text
                    sub.delegate = self
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) {
                    if let note = try? JSONDecoder().decode(Note.self, from: Data(data.utf8)) {
                        resultLabel.text = note.text
                    }
                }
            }
            """),
        ])
        let found = try XCTUnwrap(report.checks.first { $0.status == .failed }?.explanations.first { $0.text.en.contains("The data is not JSON") })
        XCTAssertTrue(found.text.en.contains("`String(describing: payload)` (SubViewController.swift line 23) turns the encoded `Data` into its description"), found.text.en)
    }

    /// `selectRow(at:…)` from code, and the push in `tableView(_:didSelectRowAt:)`: UIKit calls it
    /// only for the user's tap.
    func testASelectionMadeByTheCodeRunsNoDelegateMethod() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                let table = UITableView()
                var sent: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.dataSource = self
                    table.delegate = self
                    view.addSubview(table)
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sent.count }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.textLabel?.text = sent[indexPath.row]
                    return cell
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = sent[indexPath.row]
                    navigationController?.pushViewController(rvc, animated: true)
                }

                @IBAction func onSubmit(_ sender: Any) {
                    sent.append(email.text ?? "")
                    table.reloadData()
                    table.selectRow(at: IndexPath(row: sent.count - 1, section: 0), animated: false, scrollPosition: .none)
                }
            }
            """),
        ])
        let found = try reading(report, check: "shows-result", rule: "no-event-from-code")
        XCTAssertTrue(found.text.en.contains("UIKit calls `tableView(_:didSelectRowAt:)` only when the user taps, not when the code selects"), found.text.en)
    }
}
