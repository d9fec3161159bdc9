import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 39's readings (docs/checks.md "Round 39"): each test is a learner's solution written
/// another way than the case that showed the class.
final class Round39EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The explanations of the failed check `check`, all of them, in English and in Korean (the check must have failed).
    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        let found = try XCTUnwrap(report.checks.first { $0.id == check })
        XCTAssertEqual(found.status, .failed)
        return (found.explanations.map(\.text.en).joined(separator: "\n"), found.explanations.map(\.text.ko).joined(separator: "\n"))
    }

    /// The book's hidden `default-ignores-controls` of segue-identifier-routing, shown (the steps are the book's).
    static let defaultIgnoresControls = """
    - id: default-ignores-controls
      title: {ko: "스위치와 스테퍼를 바꿔도 Default는 기본 설정을 넘긴다", en: "Default passes the default settings whatever the switch and stepper say"}
      depends: [default-passes-defaults]
      steps:
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - tap: {segue: ActionSubmit}
        - back
        - type: {outlet: email, text: "second@example.com"}
        - set: {outlet: isUpdate, on: false}
        - set: {outlet: interval, value: 30}
        - tap: {segue: DefaultSubmit}
        - expect: {instance: {of: ResultViewController, number: 2}}
        - expect: {property: {of: ResultViewController, name: paramEmail, equals: "second@example.com"}}
        - expect: {label: {outlet: resultUpdate, text: "자동갱신"}}
        - expect: {label: {outlet: resultInterval, text: "10분 마다 갱신"}}
    """

    /// Defaults kept in a stored struct that the Submit path replaces with the controls' values: the
    /// Default path, later, hands on what Submit left. Told as the default written over, never as a
    /// value "made once and kept" (the read-once reading's premise: nothing changed it).
    func testADefaultKeptInAVariableThatSubmitOverwritesIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            struct Settings {
                var update = true
                var interval = 10.0
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                var current = Settings()

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    if segue.identifier == "ActionSubmit" {
                        current = Settings(update: isUpdate.isOn, interval: interval.value)
                    }
                    rvc.paramUpdate = current.update
                    rvc.paramInterval = current.interval
                }
            }
            """),
        ], whatIf: false, extraChecks: Self.defaultIgnoresControls)
        XCTAssertEqual(report.checks.first { $0.id == "default-passes-defaults" }?.status, .passed)
        let (en, ko) = try whys(report, "default-ignores-controls")
        XCTAssertEqual(en, "`current` starts as `Settings()` (line 13), the default the check wanted (`10.0`), but `current = Settings(update: isUpdate.isOn, interval: interval.value)` (line 19, in `prepare(for:sender:)`) wrote over it when it ran earlier in this run (once), and nothing puts the default back. So when `rvc.paramInterval = …` (line 22) ran again on the other path, `current.interval` still held what that write left, not the default. A variable that one path changes is not a default any more: keep the default in a constant (`let`, or the literal itself) for the path that wants it, and put what the user entered in a local or another property.")
        XCTAssertTrue(ko.contains("`current.interval`에는 기본값이 아니라 그 줄이 남긴 값이 있었습니다"), ko)
        XCTAssertFalse(en.contains("only once"), en)
    }
}
