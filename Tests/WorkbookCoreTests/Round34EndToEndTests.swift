import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 34's readings of positions (docs/checks.md "Round 34"): a comparison that never matched
/// because one side is a position in a collection, compared with the collection's count (which no
/// position reaches) or read at a slot whose entry is not the value on the other side.
final class Round34EndToEndTests: XCTestCase {
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
}
