import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 34's readings of positions (docs/checks.md "Round 34"): a comparison that never matched
/// because one side is a position in a collection, compared with the collection's count (which no
/// position reaches) or read at a slot whose entry is not the value on the other side.
final class Round34EndToEndTests: XCTestCase {
    /// values-by-present's form: the result screen made from the storyboard, given the values and presented.
    static let presentingForm = ("ViewController.swift", """
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        present(rvc, animated: true)
        """)

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// `slot == routes.count` where `slot` comes from `firstIndex(of:)`: never true.
    func testAPositionComparedWithTheCountIsToldThatNoPositionReachesIt() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                private let routes = ["ActionSubmit", "DefaultSubmit"]

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let slot = routes.firstIndex(of: segue.identifier ?? "") ?? 0
                    rvc.paramEmail = email.text ?? ""
                    if slot == routes.count {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "default-passes-defaults", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("`slot` is a position in `routes`, and positions run from 0 to `routes.count - 1` (here 0 to 1): no position is ever `routes.count`, so `slot == routes.count` cannot hold. The last entry is at `routes.count - 1`."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("`slot`는 `routes` 안의 위치이고, 위치는 0부터 `routes.count - 1`까지입니다(여기서는 0부터 1까지)."), found.text.ko)
    }

    /// `checked[0]` is the segue code performs; the one `shouldPerformSegue` meets is `checked[1]`.
    func testAnEntryReadAtTheWrongSlotIsToldWithTheSlotThatHoldsTheValue() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!

                let checked = ["ManualSubmit", "ActionSubmit"]

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    guard identifier == checked[0] else { return true }
                    return !(email.text ?? "").isEmpty
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if !(email.text ?? "").isEmpty {
                        performSegue(withIdentifier: "ManualSubmit", sender: sender)
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "empty-submit-stays", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("`checked[0]` is `\"ManualSubmit\"`, the entry at position 0; `\"ActionSubmit\"`, on the other side, is the entry at position 1 (`checked[1]`)."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("위치 1의 항목(`checked[1]`)입니다"), found.text.ko)
    }

    /// `zip(texts, labels)` with the texts in another order than the labels: each label gets another's text.
    func testTextsZippedInAnotherOrderAreToldWithTheEntries() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            Self.presentingForm,
            ("ResultViewController.swift", """
            let shown = [paramEmail, "\\(Int(paramInterval))분 마다 갱신", paramUpdate ? "자동갱신" : "자동갱신안함",]
                let targets = [resultEmail, resultUpdate, resultInterval]
                for (text, target) in zip(shown, targets) {
                    target?.text = text
                }
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-values", rule: "text-on-other-label")
        XCTAssertTrue(found.text.en.contains("`zip(shown, targets)` (line 17) pairs the two arrays entry by entry: `resultUpdate` is `targets[1]`, so it gets `shown[1]` (`\"\\(Int(paramInterval))분 마다 갱신\"`), while its text, `shown[2]` (`paramUpdate ? \"자동갱신\" : \"자동갱신안함\"`), goes to `targets[2]`, `resultInterval`."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("레이블과 텍스트를 같은 순서로 나열하세요."), found.text.ko)
    }

    /// Two lines that each give a label the other's text: the line that gave the expected text away.
    func testATextGivenToAnotherLabelIsToldWithTheLine() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            Self.presentingForm,
            ("ResultViewController.swift", """
            resultEmail.text = paramEmail
                resultInterval.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                resultUpdate.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-values", rule: "text-on-other-label")
        XCTAssertTrue(found.text.en.contains("is on `resultInterval` instead, and `resultUpdate` shows \"5분 마다 갱신\": the text was made right and given to the wrong label. Line 16 (`resultInterval.text = paramUpdate ? \"자동갱신\" : \"자동갱신안함\"`) gives that text to `resultInterval`: give it to `resultUpdate`, and `resultInterval` its own."), found.text.en)
        XCTAssertTrue(found.text.ko.contains("16번째 줄(`resultInterval.text = paramUpdate ? \"자동갱신\" : \"자동갱신안함\"`)이 그 텍스트를 `resultInterval`에 줍니다."), found.text.ko)
    }

    /// The unwind action reads a draft the third screen fills only in `viewDidDisappear`: UIKit calls
    /// the unwind action first.
    func testAValueWrittenOnlyAsTheSourceDisappearsIsToldAsReadBeforeIt() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    if let third = segue.source as? ThirdViewController {
                        status.text = third.draft.text ?? "-"
                    }
                }
            """),
            ("ThirdViewController.swift", """
            import UIKit

            final class Draft {
                var text: String?
            }

            class ThirdViewController: UIViewController {

                @IBOutlet var note: UITextField!
                let draft = Draft()

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    draft.text = note.text
                }
            }
            """),
        ], whatIf: false)
        let found = try reading(report, check: "shows-note", rule: "read-before-written-across")
        XCTAssertTrue(found.text.en.contains("`third.draft.text` is read in ViewController's `unwindToHome(_:)` (ViewController.swift line 9) before anything gives it its value: its only write, `draft.text = note.text` (line 14), is in ThirdViewController's `viewDidDisappear(_:)`, which UIKit called after `unwindToHome(_:)` in this run"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("ThirdViewController의 `viewDidDisappear(_:)`에 있는데, 이번 실행에서 UIKit은 이 메서드를 `unwindToHome(_:)` 다음에 불렀습니다"), found.text.ko)
    }

    /// `tabBarController?.selectedViewController` in an app with no tab bar controller: nil, told from the state.
    func testAChainThroughATabBarTheAppDoesNotHaveIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    if let stack = tabBarController?.selectedViewController as? UINavigationController {
                        stack.pushViewController(rvc, animated: true)
                    }
            """),
            ("ResultViewController.swift", """
            resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text)
        XCTAssertTrue(texts.contains { $0.en.contains("This app shows no tab bar controller, so `tabBarController` is nil for every screen, and everything read through it (`?.`) is nil too: ViewController#1 is in UINavigationController#1's stack.") }, "\(texts.map(\.en))")
        XCTAssertTrue(texts.contains { $0.ko.contains("이 앱에는 탭 바 컨트롤러가 없으므로") }, "\(texts.map(\.ko))")
    }

    /// `segue.destination.navigationController?.topViewController` in `prepare`: the destination is not shown yet.
    func testTheDestinationsOwnLinkInPrepareIsToldAsNotShownYet() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {
                    self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
                }

                @IBAction func onStepper(_ sender: UIStepper) {
                    self.isIntervalText.text = "\\(Int(sender.value))분 마다"
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    if email.text?.isEmpty == false {
                        performSegue(withIdentifier: "ManualSubmit", sender: sender)
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let shown = segue.destination.navigationController?.topViewController as? ResultViewController
                    shown?.paramEmail = email.text ?? ""
                    shown?.paramUpdate = isUpdate.isOn
                    shown?.paramInterval = interval.value
                }
            }
            """),
            ("ResultViewController.swift", """
            resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertTrue(failed.explanations.contains { $0.text.en.contains("In `prepare(for:sender:)` the screen the segue leads to is not shown yet") }, "\(failed.explanations.map(\.text.en))")
    }

    /// `popToViewController(nav.viewControllers.first!)` from VC3 to go back to VC2: the first is VC1.
    func testAPopToTheFirstEntryIsToldWithTheEntryAndWhereTheMeantScreenStood() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC3.swift", """
            UserDefaults.standard.set("from VC3", forKey: "value")
                    if let stack = navigationController {
                        let back = stack.viewControllers.first!
                        stack.popToViewController(back, animated: true)
                    }
            """),
            ("VC2.swift", """
            valueLabel.text = UserDefaults.standard.string(forKey: "value") ?? "-"
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text)
        XCTAssertTrue(texts.contains { $0.en.contains("`back` (`stack.viewControllers.first!`) was VC1#1, the stack's entry 0 (its root) of VC1#1, VC2#1, VC3#1; VC2#1, the screen meant, was entry 1 (`viewControllers[1]`, `count - 2`), so the pop went past it.") }, "\(texts.map(\.en))")
        XCTAssertTrue(texts.contains { $0.ko.contains("뜻한 화면 VC2#1은 1번 항목") }, "\(texts.map(\.ko))")
    }

    /// A hint that the email label is given its text is not shown when the run shows that label right.
    func testAHintAboutALabelTheRunShowsRightIsNotShown() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ResultViewController.swift", """
            let labels: [UILabel] = [resultEmail, resultUpdate, resultInterval]
                    let texts = [paramEmail, paramUpdate ? "자동갱신" : "자동갱신안함", "\\(Int(paramInterval))분 마다 갱신"]
                    for i in 0..<labels.count - 1 {
                        labels[i].text = texts[i]
                    }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {}

                @IBAction func onStepper(_ sender: UIStepper) {}

                @IBAction func onPerformSegue(_ sender: Any) {
                    if email.text?.isEmpty == false {
                        performSegue(withIdentifier: "ManualSubmit", sender: sender)
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertFalse(failed.hints.contains { $0.en.contains("puts paramEmail into its label") }, "\(failed.hints.map(\.en))")
    }

    /// `page == 1` where `page` is `firstIndex(of:)` in a list written out: the entries both numbers stand for.
    func testAPositionComparedWithANumberIsToldWithTheEntries() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                let order = ["ActionSubmit", "DefaultSubmit"]

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    let page = order.firstIndex(of: segue.identifier ?? "") ?? -1
                    if page == 2 {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "default-passes-defaults" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertFalse(failed.explanations.contains { $0.text.en.contains("stands for") }, "2 is no position of `order`: no entry to name")
        let report2 = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                let order = ["ActionSubmit", "DefaultSubmit"]

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController,
                          let page = order.firstIndex(of: segue.identifier ?? "") else { return }
                    rvc.paramEmail = email.text ?? ""
                    if page == 0 {
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    } else {
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let texts = report2.checks.flatMap(\.explanations).map(\.text)
        XCTAssertTrue(texts.contains { $0.en.contains("`page` is a position in `order`, counted from 0: 0 stands for `order[0]`, `\"ActionSubmit\"`, the entry this run had, so the test holds for `\"ActionSubmit\"`.") }, "\(texts.map(\.en))")
        XCTAssertTrue(texts.contains { $0.ko.contains("0부터 세는 `order` 안의 위치입니다") }, "\(texts.map(\.ko))")
    }
}
