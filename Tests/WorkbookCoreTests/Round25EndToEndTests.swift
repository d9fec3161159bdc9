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
