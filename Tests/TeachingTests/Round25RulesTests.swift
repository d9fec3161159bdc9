import Foundation
@testable import Teaching
import LearnerBuild
import Texts
import WorkbookProtocol
import XCTest

/// Round 25's readings (docs/checks.md "Round 25"): locals named like properties, every branch
/// giving the same text, a local given its value only in the branch that did not run, a test that
/// reads a name given its value below it, a copy of another object's property, a literal kept in
/// an enum's raw value, a case change made in a helper.
final class Round25RulesTests: XCTestCase {
    func lines(_ code: String, except: [Int: Int] = [:]) -> LineCoverage {
        var counts = Dictionary(uniqueKeysWithValues: (1...code.components(separatedBy: "\n").count).map { ($0, 1) })
        counts.merge(except) { _, new in new }
        return CoverageFixture.coverage(counts)
    }

    func explanations(_ code: String, except: [Int: Int] = [:], outlet: String, expected: String, actual: String) -> [Explanation] {
        TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: except), expectation: .label(outlet: outlet, text: expected),
                                                                expected: "\"\(expected)\"", actual: "\"\(actual)\""))
    }

    /// `var value = "-"` in the method hides the property; `self.value = …` writes the property and
    /// the label reads the local. A copy of the property itself (`let value = self.value`) is not told.
    func testALocalNamedLikeThePropertyIsReadWhereThePropertyWasMeant() {
        let code = """
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                var value = "-"
                if let app = UIApplication.shared.delegate as? AppDelegate, let v = app.value {
                    self.value = v
                }
                valueLabel.text = value
            }
        }
        """
        let found = explanations(code, outlet: "valueLabel", expected: "kept", actual: "-")
        let reading = found.first { $0.rule == "local-named-like-property" }
        XCTAssertEqual(reading?.text.en, "`var value = \"-\"` (line 6, in `viewWillAppear(_:)`) declares a local with the name of VC2's property `value`: below it, in its block, a bare `value` is that local, not the property. `valueLabel.text = value` (line 10) reads the local, while the value goes to the property (`self.value = v`, line 8). Remove the local declaration, or read `self.value` there.")
        XCTAssertTrue(reading?.text.ko.contains("같은 이름의 지역 변수") == true, reading?.text.ko ?? "")
        let copy = code.replacingOccurrences(of: "var value = \"-\"", with: "var value = self.value ?? \"-\"")
        XCTAssertFalse(explanations(copy, outlet: "valueLabel", expected: "kept", actual: "-").contains { $0.rule == "local-named-like-property" })
    }

    /// Both arms set the label to the text shown: one was copied and not changed. Arms setting
    /// different texts are not told.
    func testEveryBranchGivingTheSameText() {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if paramUpdate {
                    resultUpdate.text = "자동갱신"
                } else {
                    resultUpdate.text = "자동갱신"
                }
            }
        }
        """
        let found = explanations(code, except: [7: 0], outlet: "resultUpdate", expected: "자동갱신안함", actual: "자동갱신")
        XCTAssertEqual(found.first { $0.rule == "same-value-every-branch" }?.text.en, "Every branch of `if paramUpdate` (line 6) sets `resultUpdate.text` to the same \"자동갱신\" (lines 7, 9), so whichever way the test goes it shows \"자동갱신\": one branch was copied from another and not changed. For this check `else` ran (line 9): it should give \"자동갱신안함\".")
        let fixed = code.replacingOccurrences(of: "} else {\n            resultUpdate.text = \"자동갱신\"", with: "} else {\n            resultUpdate.text = \"자동갱신안함\"")
        XCTAssertNotEqual(fixed, code)
        XCTAssertFalse(explanations(fixed, except: [7: 0], outlet: "resultUpdate", expected: "자동갱신안함", actual: "자동갱신").contains { $0.rule == "same-value-every-branch" })
    }

    /// The value handed on is a local whose only assignment sits in the `else` of a test that was
    /// true; an unwrap that found nothing (`if let`) is another reading's case.
    func testALocalGivenItsValueOnlyInTheBranchThatDidNotRun() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                var tmpInterval: Double = 0
                if isUpdate.isOn {
                    print("on")
                } else {
                    tmpInterval = interval.value
                }
                let rvc = segue.destination as! ResultViewController
                rvc.paramInterval = tmpInterval
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultInterval: UILabel!
            var paramInterval: Double = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            }
        }
        """
        let found = explanations(code, except: [9: 0], outlet: "resultInterval", expected: "5분 마다 갱신", actual: "0분 마다 갱신")
        XCTAssertEqual(found.first { $0.rule == "local-given-only-in-other-arm" }?.text.en, "`rvc.paramInterval = tmpInterval` (line 12) hands on `tmpInterval`, which still held `0`, the value it was declared with (line 5): `tmpInterval = interval.value` (line 9) never ran. It sits in the `else` of `isUpdate.isOn`: it runs only when that test is false (line 6), and in this run the test was true. If `tmpInterval` must get that value whatever the test says, move the line out of the `if`/`else`; else fix the test.")
        let unwrap = code.replacingOccurrences(of: "if isUpdate.isOn {\n            print(\"on\")\n        } else {\n            tmpInterval = interval.value\n        }",
                                               with: "if let stepper = interval {\n            tmpInterval = stepper.value\n        }")
        XCTAssertNotEqual(unwrap, code)
        XCTAssertFalse(explanations(unwrap, except: [7: 0], outlet: "resultInterval", expected: "5분 마다 갱신", actual: "0분 마다 갱신").contains { $0.rule == "local-given-only-in-other-arm" })
    }

    /// A copy of the app delegate's property changed in the copy: VC2's own property of the same
    /// name, assigned in VC2, is not the app delegate's.
    func testACopyOfAnotherObjectsPropertyBesideAPropertyOfTheSameName() {
        let code = """
        class VC3: UIViewController {
            @IBOutlet var valueField: UITextField!
            @IBAction func onSend(_ sender: Any) {
                if let ad = UIApplication.shared.delegate as? AppDelegate {
                    var stored = ad.value
                    if let t = valueField.text { stored = t }
                    print(stored ?? "")
                }
            }
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                value = "seen"
                var result = "-"
                if let ad = UIApplication.shared.delegate as? AppDelegate, let v = ad.value { result = v }
                valueLabel.text = result
            }
        }
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var value: String?
        }
        """
        let found = explanations(code, outlet: "valueLabel", expected: "kept", actual: "-")
        XCTAssertTrue(found.first { $0.rule == "copy-not-written-back" }?.text.en.hasPrefix("`stored = ad.value` (line 5) copies `ad.value` into the local `stored`; `stored = t` (line 6) changes that copy") == true, found.map(\.text.en).joined(separator: "\n"))
    }

    /// The text shown is spelled in an enum's raw value; the case change is made in a helper.
    func testALiteralInARawValueAndACaseChangeInAHelper() {
        let spelled = """
        enum UpdateText: String { case on = "자동갱신"; case off = "자동갱신 안함" }
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = (paramUpdate ? UpdateText.on : UpdateText.off).rawValue
            }
        }
        """
        XCTAssertEqual(explanations(spelled, outlet: "resultUpdate", expected: "자동갱신안함", actual: "자동갱신 안함").first { $0.rule == "literal-spelled-differently" }?.text.en,
                       "The text shown, \"자동갱신 안함\", is written that way in your code (line 1), and it is not exactly the text the screen should show: a space, a letter or the letter case differs. Copy the text letter for letter from the exercise.")
        let helper = """
        class ViewController: UIViewController {
            @IBOutlet var status: UILabel!
            func displayName(from raw: String) -> String {
                raw.trimmingCharacters(in: .whitespaces).capitalized
            }
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                guard let editor = segue.source as? EditorViewController else { return }
                status.text = displayName(from: editor.note.text ?? "")
            }
        }
        """
        XCTAssertEqual(explanations(helper, outlet: "status", expected: "first trip", actual: "First Trip").first { $0.rule == "value-difference" }?.text.en,
                       "The value arrived with its letters' case changed. `raw.trimmingCharacters(in: .whitespaces).capitalized` (line 4) calls `capitalized` on it. Keep the value as the user typed it and pass that on (to compare without case, compare the `capitalized` of both sides, but store and show the original).")
    }
    /// `case .kept:` of an enum case that carries the value, matched without binding it: the line
    /// shows the screen's own property of the same name, which nothing assigns.
    func testAnEnumCaseMatchedWithoutTakingItsValue() {
        let code = """
        enum Stored { case empty; case kept(String) }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
                switch appDelegate.stored {
                case .empty:
                    valueLabel.text = "-"
                case .kept:
                    valueLabel.text = value ?? "-"
                }
            }
        }
        """
        let found = explanations(code, outlet: "valueLabel", expected: "kept", actual: "-")
        XCTAssertEqual(found.first { $0.text.en.hasPrefix("`case .kept:`") }?.text.en, "`case .kept:` (line 11) matches `appDelegate.stored` without taking the value that case carries, so `valueLabel.text = value ?? \"-\"` (line 12) shows this screen's own `value`, which nothing assigns, not the value in `appDelegate.stored`. Bind it in the pattern and use that: `case .kept(let value):`.")
    }
    /// A closure or method named without `()`: Swift's warnings for it, and the learner's file a
    /// warning is on (never a longer name ending like it).
    func testAWarningForANameNotCalledAndTheFileItIsOn() {
        XCTAssertEqual(WarningKind(message: "property is accessed but result is unused [#no-usage]"), .notCalled)
        XCTAssertEqual(WarningKind(message: "function is unused"), .notCalled)
        XCTAssertEqual(WarningKind(message: "expression of type '() -> ()' is unused"), .notCalled)
        XCTAssertNil(WarningKind(message: "variable 'x' was never mutated; consider changing to 'let' constant"))
        let paths = ["App/ResultViewController.swift", "App/ViewController.swift"]
        func warning(_ file: String) -> CompilerDiagnostic { CompilerDiagnostic(file: file, line: 3, column: 5, severity: "warning", message: "function is unused") }
        XCTAssertEqual(CompilerWarningRule.fileIndex(of: warning("App/ViewController.swift"), in: paths), 1)
        XCTAssertEqual(CompilerWarningRule.fileIndex(of: warning("/tmp/x/App/ViewController.swift"), in: paths), 1)
        XCTAssertEqual(CompilerWarningRule.fileIndex(of: warning("ViewController.swift"), in: paths), 1)
        XCTAssertEqual(CompilerWarningRule.fileIndex(of: warning("Other.swift"), in: paths), nil)
    }
    /// The line that writes the very text wanted is the one told (in the `else` of the email's test,
    /// not the `if` of the flag), and a line that never ran but writes what a line that ran wrote is not.
    func testTheLineWritingTheWantedTextIsTheOneTold() {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramEmail = ""
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                if paramEmail.isEmpty == false {
                    if paramUpdate {
                        resultUpdate.text = "자동갱신"
                    }
                } else {
                    resultUpdate.text = "자동갱신안함"
                }
            }
        }
        """
        let found = explanations(code, except: [9: 0, 12: 0], outlet: "resultUpdate", expected: "자동갱신안함", actual: "")
        let text = found.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(text.contains("`resultUpdate.text = …` (line 12, in `viewDidLoad()`) never ran: the test `paramEmail.isEmpty == false` (line 7)"), text)
        XCTAssertTrue(text.contains("it sits in the `else` of that test"), text)
    }
}

