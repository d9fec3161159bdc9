import Foundation
@testable import Teaching
@testable import WorkbookCore
import Texts
import WorkbookProtocol
import XCTest

/// Round 28's readings on the book's exercises (docs/checks.md "Round 28"), each on a learner file
/// written for the test (not a held-out solution).
final class Round28EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// A line after a loop never ran: the `return` inside the loop (under a test that held for the
    /// typed email) left the whole method on the loop's entry, not only the loop.
    func testAReturnInsideALoopLeavesTheMethod() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onPerformSegue(_ sender: Any) {
                    let forbidden = ["", " "]
                    for word in forbidden {
                        if email.text != word {
                            return
                        }
                    }
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "shows-result" })
        XCTAssertEqual(failed.status, .failed)
        let found = try XCTUnwrap(failed.explanations.first { $0.text.en.contains("the `return` at line") }, "\(failed.explanations.map(\.text.en))")
        XCTAssertEqual(found.text.en, "In this run `performSegue(…)` (line 18, in `onPerformSegue(_:)`) never ran: it comes after the loop `for word in forbidden` (line 13), and the `return` at line 15 (under `email.text != word`, line 14), inside that loop, ran when the loop ran and left the whole method, not only the loop, so nothing after the loop was reached. To stop the loop and go on with line 18, use `break`; if the method should not stop for this input at all, look at the test around the `return`.")
        XCTAssertTrue(found.text.ko.contains("메서드 전체를 빠져나갔습니다"), found.text.ko)
        XCTAssertFalse(failed.explanations.contains { $0.text.en.contains("no screen changed after it") }, "\(failed.explanations.map(\.text.en))")
    }
}
