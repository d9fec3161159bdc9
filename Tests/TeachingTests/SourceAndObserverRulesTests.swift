import Teaching
import WorkbookProtocol
import XCTest

/// A value copied from a property that did not hold it yet (its writer never ran, or ran after
/// the copy), and property observers: which value each name holds inside them, and when Swift
/// does not call them.
final class SourceAndObserverRulesTests: XCTestCase {
    private func explained(_ code: String, ran counts: [Int: Int], expectation: Expectation, expected: String, actual: String, rule: String) -> String? {
        let context = CoverageFixture.context(code, coverage: CoverageFixture.coverage(counts), expectation: expectation, expected: expected, actual: actual)
        return TeachingRules.explanations(for: context).first { $0.rule == rule }?.text.en
    }

    func testAValueCopiedFromAPropertyOnlyShouldPerformSegueWrites() {
        let code = """
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            var pendingEmail = ""
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                pendingEmail = email.text ?? ""
                return true
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let rvc = segue.destination as? ResultViewController {
                    rvc.paramEmail = pendingEmail
                }
            }
        }
        class ResultViewController: UIViewController { var paramEmail = "" }
        """
        XCTAssertEqual(explained(code, ran: [1: 1, 5: 0, 8: 1], expectation: .property(of: "ResultViewController", name: "paramEmail", equals: "manual@example.com"),
                                 expected: "\"manual@example.com\"", actual: "\"\"", rule: "source-stale"),
                       "`rvc.paramEmail = pendingEmail` (line 11, in `prepare(for:sender:)`) copies `pendingEmail`, but `pendingEmail` is written only at line 6, in `shouldPerformSegue(withIdentifier:sender:)`, which never ran in this check (UIKit asks it only before a segue the storyboard starts, never for your own `performSegue` call): so it copied `pendingEmail`'s start value, `\"\"`. Read the value where it is at that moment (the control, the other screen, the store), or write `pendingEmail` where it runs before line 11.")
        // Its writer ran: nothing to say here.
        XCTAssertNil(explained(code, ran: [1: 1], expectation: .property(of: "ResultViewController", name: "paramEmail", equals: "manual@example.com"),
                               expected: "\"manual@example.com\"", actual: "\"\"", rule: "source-stale"))
    }

    func testOldValueInDidSetAndThePropertyInWillSet() {
        let didSet = """
        import UIKit
        class ResultViewController: UIViewController {
            @IBOutlet var resultInterval: UILabel!
            var paramInterval = 0.0 {
                didSet {
                    resultInterval?.text = "\\(Int(oldValue))분 마다 갱신"
                }
            }
        }
        """
        XCTAssertEqual(explained(didSet, ran: [1: 1], expectation: .label(outlet: "resultInterval", text: "5분 마다 갱신"), expected: "\"5분 마다 갱신\"",
                                 actual: "\"0분 마다 갱신\"", rule: "observer-other-value"),
                       "In `paramInterval`'s `didSet`, `oldValue` is the value `paramInterval` had before this assignment; the new value is `paramInterval` itself. `resultInterval?.text = \"\\(Int(oldValue))분 마다 갱신\"` (line 6) uses the old one: write `paramInterval` there.")
        let willSet = """
        import UIKit
        class MainViewController: UIViewController {
            @IBOutlet var resultLabel: UILabel!
            var subView: SubViewController? {
                willSet {
                    subView?.paramText = resultLabel.text
                }
            }
        }
        class SubViewController: UIViewController { var paramText: String? }
        """
        XCTAssertEqual(explained(willSet, ran: [1: 1], expectation: .label(outlet: "currentLabel", text: "-"), expected: "\"-\"", actual: "\"\"", rule: "observer-other-value"),
                       "In `subView`'s `willSet`, `subView` is still the old value (nil the first time), and the incoming one is `newValue`. `subView?.paramText = resultLabel.text` (line 6) works on the old one: use `newValue` there (or move the code to `didSet`).")
    }

    func testADidSetSwiftNeverCalls() {
        let initializer = """
        import UIKit
        final class MainCoordinator: NSObject, UINavigationControllerDelegate {
            var navigationController: UINavigationController {
                didSet {
                    navigationController.delegate = self
                }
            }
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                super.init()
            }
        }
        """
        XCTAssertEqual(explained(initializer, ran: [1: 1, 4: 0, 7: 1], expectation: .deallocated("LeftCoordinator"), expected: "released", actual: "alive",
                                 rule: "observer-never-ran"),
                       "MainCoordinator's `navigationController` has a `didSet`, and it never ran in this check: it is set only in an initializer of MainCoordinator (line 9), and Swift does not call a property's observers while its own class's initializer sets it; no other line gives `navigationController` a new value. If the `didSet` does set-up work, do it in the initializer itself, or after it (in `start()` or `viewDidLoad()`); if it should tell a change, assign `navigationController` where its value changes (the method that saves or receives it, on the object that is bound).")
        let initialValue = """
        import UIKit
        class FadeSegue: UIStoryboardSegue {
            var presentationStyle: UIModalPresentationStyle = .fullScreen {
                didSet {
                    destination.modalPresentationStyle = presentationStyle
                }
            }
            override func perform() { source.present(destination, animated: true) }
        }
        """
        XCTAssertNotNil(explained(initialValue, ran: [1: 1, 4: 0, 8: 1], expectation: .label(outlet: "countLabel", text: "표시 2회"), expected: "\"표시 2회\"",
                                  actual: "\"표시 1회\"", rule: "observer-never-ran")?.range(of: "an initial value does not call `didSet`"))
        // It ran: nothing to say.
        XCTAssertNil(explained(initialValue, ran: [1: 1], expectation: .label(outlet: "countLabel", text: "표시 2회"), expected: "\"표시 2회\"",
                               actual: "\"표시 1회\"", rule: "observer-never-ran"))
    }

    func testASuperCallAfterTheSubclassesValuesReplacesThem() {
        let code = """
        import UIKit
        class BaseFormViewController: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let result = segue.destination as? ResultViewController {
                    result.paramUpdate = isUpdate.isOn
                }
            }
        }
        class ViewController: BaseFormViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let result = segue.destination as? ResultViewController {
                    result.paramUpdate = true
                }
                super.prepare(for: segue, sender: sender)
            }
        }
        class ResultViewController: UIViewController { var paramUpdate = false }
        """
        XCTAssertEqual(explained(code, ran: [1: 1], expectation: .property(of: "ResultViewController", name: "paramUpdate", equals: "true"), expected: "true",
                                 actual: "false", rule: "super-call-overwrites"),
                       "`result.paramUpdate = true` (line 13, in ViewController's `prepare(for:sender:)`) runs before `super.prepare(for:sender:)` (line 15), and BaseFormViewController's `prepare(for:sender:)` sets the same value again (`result.paramUpdate = isUpdate.isOn`, line 6): the base's value replaces yours. Call `super` first, then set your own values.")
    }

    func testATestReadingWhatOnlyPrepareFillsAndAValueTakenOutByItsRead() {
        let gate = """
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            var form: [String: Any] = [:]
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                let typed = form["email"] as? String ?? ""
                if identifier == "ActionSubmit" && typed.isEmpty { return false }
                return true
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                form["email"] = email.text ?? ""
            }
        }
        """
        let events = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "shouldPerformSegue(withIdentifier:sender:)",
                                 detail: "\"ActionSubmit\" sender=UIButton#1", step: 2)]
        let context = CoverageFixture.context(gate, coverage: CoverageFixture.coverage([1: 1, 10: 0]), expectation: .top("ResultViewController"),
                                              expected: "ResultViewController", actual: "ViewController#1", events: events)
        XCTAssertEqual(TeachingRules.explanations(for: context).map(\.rule), ["read-before-written"])
        XCTAssertEqual(TeachingRules.explanations(for: context).first?.text.en,
                       "`shouldPerformSegue(withIdentifier:sender:)` reads `form` (line 6) before anything has filled it: `form` is written only in `prepare(for:sender:)` (line 11), which UIKit calls only after `shouldPerformSegue(withIdentifier:sender:)` (here it never ran), so the test read its start value, `[:]`. Read the value where it is when `shouldPerformSegue(withIdentifier:sender:)` runs (the control itself), or fill `form` before.")
        let removed = """
        import UIKit
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let saved = AppStore.shared.values.removeValue(forKey: "value") as? String
                valueLabel.text = saved ?? "-"
            }
        }
        class VC3: UIViewController {
            func send() { AppStore.shared.values["value"] = "kept" }
        }
        """
        XCTAssertEqual(explained(removed, ran: [1: 2], expectation: .label(outlet: "valueLabel", text: "kept"), expected: "\"kept\"", actual: "\"-\"",
                                 rule: "value-removed-by-read"),
                       "`AppStore.shared.values.removeValue(forKey: \"value\")` (line 6, in `viewWillAppear(_:)`) gives the value and takes it out of the store: after the first read the store no longer holds \"value\", so every later read of it (a screen made again) finds nothing. Read it without removing it (`store[\"value\"]`), and remove it only when the value must go.")
    }

    func testAFallbackThatNeverApplies() {
        let code = """
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.paramInterval = interval?.value ?? 10
            }
        }
        class ResultViewController: UIViewController { var paramInterval = 0.0 }
        """
        XCTAssertEqual(explained(code, ran: [1: 1], expectation: .property(of: "ResultViewController", name: "paramInterval", equals: "10.0"), expected: "10.0",
                                 actual: "0.0", rule: "fallback-never-used"),
                       "`rvc.paramInterval = interval?.value ?? 10` (line 6) uses `10` only when `interval?.value` is nil, and here it was not (an outlet is set once the view has loaded), so the value came from `interval?.value`, never `10`. `??` gives a value for a missing one; to use `10` in this case, assign it directly.")
    }

    func testAGuardOnTheUsersChoiceThatLeavesTheMethod() {
        let code = """
        import UIKit
        class ResultViewController: UIViewController {
            @IBOutlet var resultInterval: UILabel!
            var paramUpdate = false
            var paramInterval = 0.0
            override func viewDidLoad() {
                super.viewDidLoad()
                guard paramUpdate else { return }
                resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            }
        }
        class ViewController: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            func give(_ rvc: ResultViewController) { rvc.paramUpdate = isUpdate.isOn }
        }
        """
        let context = CoverageFixture.context(code, coverage: CoverageFixture.coverage([1: 1, 9: 0, 10: 1]), expectation: .label(outlet: "resultInterval", text: "5분 마다 갱신"),
                                              expected: "\"5분 마다 갱신\"", actual: "\"\"")
        let found = TeachingRules.explanations(for: context)
        XCTAssertEqual(found.first?.conclusive, true, "\(found.map(\.rule))")
        XCTAssertEqual(found.first?.text.en.contains("That `guard` tests `paramUpdate`, what the user chose, and leaves the whole method when it fails, so every line after it (`resultInterval.text = …` among them) is skipped for that choice as well."), true,
                       found.first?.text.en ?? "")
    }
}
