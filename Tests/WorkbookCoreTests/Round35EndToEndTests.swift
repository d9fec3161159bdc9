import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 35's readings (docs/checks.md "Round 35"): causes the held-out sets 167-170 were told wrongly,
/// each now read from the evidence that shows it.
final class Round35EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// An unwind segue dragged from the main scene to its Exit, performed by the detail screen.
    func testAnUnwindSegueMadeFromAnotherSceneIsToldAsTheLeavingScreens() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBAction func onNext(_ sender: Any) {
                    if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") {
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }

                @IBAction func unwindToMain(_ segue: UIStoryboardSegue) {}
            }
            """),
            ("DetailViewController.swift", """
            performSegue(withIdentifier: "BackHome", sender: sender)
            """),
        ], whatIf: false, storyboard: { text in
            text.replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Main" id="main-item">"#,
                                      with: #"<connections><segue destination="main-exit" kind="unwind" identifier="BackHome" unwindAction="unwindToMain:" id="main-unwind-BackHome"/></connections><navigationItem key="navigationItem" title="Main" id="main-item">"#)
        })
        let found = try reading(report, check: "pops-back", rule: "segue-on-other-receiver")
        XCTAssertTrue(found.text.en.contains("but the unwind segue \"BackHome\" was made from ViewController's scene (dragged from that scene to its Exit), so DetailViewController has none by that name and UIKit ended the app. An unwind segue belongs to the screen it leaves"), found.text.en)
        XCTAssertTrue(found.text.ko.contains("언와인드 세그는 떠나는 화면의 것입니다."), found.text.ko)
    }

    /// A flag worked out only in `shouldPerformSegue`, which `performSegue` never asks.
    func testAFlagWorkedOutOnlyInAMethodThatNeverRanIsToldSo() throws {
        let report = try FilledExercise.check(self, exercise: "should-perform-validation", app: "ShouldPerform", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                private var hasEmail = false

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    hasEmail = !(email.text ?? "").isEmpty
                    return identifier != "ActionSubmit" || hasEmail
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
                }

                @IBAction func onPerformSegue(_ sender: Any) {
                    guard hasEmail else { return }
                    performSegue(withIdentifier: "ManualSubmit", sender: sender)
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "perform-shows-result" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertTrue(failed.explanations.contains { $0.text.en.contains("`hasEmail` starts as `false` and becomes `!(email.text ?? \"\").isEmpty` only at line 9, in `shouldPerformSegue(withIdentifier:sender:)`, which never ran in this run") },
                      "\(failed.explanations.map(\.text.en))")
        XCTAssertFalse(failed.explanations.contains { $0.text.en.contains("what the user chose") }, "\(failed.explanations.map(\.text.en))")
    }

    /// `presentingViewController` read inside `dismiss`'s completion.
    func testPresentingReadInsideDismissCompletionIsToldAsNilOnceDismissed() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                var paramEmail: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = paramEmail
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.modalPresentationStyle = .fullScreen
                }
            }
            """),
            ("FormViewController.swift", """
            let typed = email.text
                    dismiss(animated: true) {
                        let stack = self.presentingViewController as? UINavigationController
                        if let main = stack?.topViewController as? ViewController {
                            main.paramEmail = typed
                        }
                    }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertEqual(failed.status, .failed)
        let texts = failed.explanations.map(\.text)
        XCTAssertTrue(texts.contains { $0.en.contains("It is read inside the completion of `dismiss(animated:completion:)`, which runs once the screen has been dismissed: by then its `presentingViewController` is nil") }, "\(texts.map(\.en))")
        XCTAssertFalse(texts.contains { $0.en.contains("had not run when the check looked") }, "\(texts.map(\.en))")
        XCTAssertTrue(texts.contains { $0.ko.contains("`dismiss`를 부르기 전에 값을 넘기세요.") }, "\(texts.map(\.ko))")
    }

    /// A counter increased in the unwind action and again in `viewWillAppear`.
    func testACounterIncreasedInTwoMethodsIsToldAsCountedTwice() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!
                var shownCount = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    shownCount += 1
                    status.text = "표시 \\(shownCount)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") else { return }
                    second.modalPresentationStyle = .fullScreen
                    present(second, animated: true)
                }

                func secondClosed() {
                    shownCount += 1
                    status.text = "표시 \\(shownCount)회"
                }
            }
            """),
            ("SecondViewController.swift", """
            (presentingViewController as? ViewController)?.secondClosed()
                    dismiss(animated: true)
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text)
        XCTAssertTrue(texts.contains { $0.en.contains("Both lines show `shownCount`, and it is increased both in `secondClosed()` (line 21, `shownCount += 1`) and in `viewWillAppear(_:)` (line 10, `shownCount += 1`), which both ran for the same return: it was counted twice. Count it in one place only: keep it in `viewWillAppear(_:)`, which runs each time the screen shows, and take it out of `secondClosed()`.") }, "\(texts.map(\.en))")
        XCTAssertTrue(texts.contains { $0.ko.contains("두 번 센 것입니다.") }, "\(texts.map(\.ko))")
    }

    /// The store read only under `isMovingToParent`: skipped when VC2 shows again, not read too early.
    func testAStoreReadSkippedByATestIsNotToldAsReadBeforeSaved() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            if isMovingToParent {
                        valueLabel.text = UserDefaults.standard.string(forKey: "kept") ?? "-"
                    }
            """),
            ("VC3.swift", """
            UserDefaults.standard.set("from VC3", forKey: "kept")
                    navigationController?.popViewController(animated: true)
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-back-in-vc2" })
        XCTAssertEqual(failed.status, .failed)
        let texts = failed.explanations.map(\.text.en)
        XCTAssertFalse(texts.contains { $0.contains("A read finds only what was saved before it") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("the test `isMovingToParent` (VC2.swift line 10, in `viewWillAppear(_:)`) came out false") }, "\(texts)")
    }
}
