import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// The values a failed check read, followed through what the search's build saw the learner's
/// assignments write (docs/checks.md "Values as they flowed"), on the book's values-by-present
/// exercise: the reading names the line that showed the value and the line that gave it too late.
final class ValueFlowEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func checked(submit: String, show: String) throws -> CheckReport {
        try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent",
                                 fills: [("ViewController.swift", submit), ("ResultViewController.swift", show)])
    }

    static let show = """
            resultEmail.text = paramEmail
            resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
            resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
    """

    /// The values given in `present`'s completion, after `viewDidLoad` filled the labels.
    func testValuesGivenInPresentsCompletionAreLate() throws {
        let report = try checked(submit: """
                let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.modalPresentationStyle = .fullScreen
                present(rvc, animated: true) {
                    rvc.paramEmail = self.email.text ?? ""
                    rvc.paramUpdate = self.isUpdate.isOn
                    rvc.paramInterval = self.interval.value
                }
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.explanations.last?.rule, "value-flow-late", "\(failed.explanations.map(\.rule))")
        let text = try XCTUnwrap(failed.explanations.last?.text.en)
        XCTAssertTrue(text.contains("`rvc.paramEmail` was given `\"learner@example.com\"` only after that, at ViewController.swift line 13 (`rvc.paramEmail = self.email.text ?? \"\"`, in the closure of `present` in `onSubmit(_:)`)"), text)
        XCTAssertTrue(text.contains("ResultViewController#1's `resultEmail.text` was set at ResultViewController.swift line 15"), text)
    }

    /// The values copied when the screen loaded, before the check typed: a snapshot.
    func testACopyTakenInViewDidLoadIsASnapshot() throws {
        let report = try checked(submit: """
                let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                rvc.modalPresentationStyle = .fullScreen
                rvc.paramEmail = typed
                rvc.paramUpdate = isUpdate.isOn
                rvc.paramInterval = interval.value
                present(rvc, animated: true)
            }
            var typed = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                typed = email.text ?? ""
        """, show: Self.show)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.explanations.last?.rule, "value-flow-snapshot", "\(failed.explanations.map(\.rule))")
        let text = try XCTUnwrap(failed.explanations.last?.text.en)
        XCTAssertTrue(text.contains("That value comes from `typed`, last given at ViewController.swift line 20 (`typed = email.text ?? \"\"`, in `viewDidLoad()`) at step 1, before the check entered \"learner@example.com\" in `email` (step 2)"), text)
    }
}
