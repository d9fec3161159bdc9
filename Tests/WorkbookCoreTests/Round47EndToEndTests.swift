import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 47's readings (docs/checks.md "Round 47"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round47EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// Held-out 259-14 (`guard case let app as AppDelegate = …` in `viewDidLoad`), written with
    /// `guard let … as?`: a copy read through a local of `viewDidLoad` is tried read again through
    /// what the local was given, and told so.
    func testAStoreReadOnceThroughALocalOfViewDidLoadIsReadAgainThroughTheStore() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
                    (UIApplication.shared.delegate as! AppDelegate).value = valueField.text
                    navigationController?.popViewController(animated: true)
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var shown: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
                    shown = delegate.value
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if case let text? = shown {
                        valueLabel.text = text
                    } else {
                        valueLabel.text = "-"
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("it passes with `(UIApplication.shared.delegate as! AppDelegate).value` in place of `shown`"), en)
        XCTAssertTrue(en.contains("So `shown` holds an old copy"), en)
        XCTAssertTrue(ko.contains("(UIApplication.shared.delegate as! AppDelegate).value"), ko)
    }

    /// Held-out 257-14 (`if var state = sharedState?.state`), written with `guard var` and a
    /// computed property of the app delegate: a struct copied out of its holder, changed in one
    /// member and never written back, is told so.
    func testAStructCopiedOutOfItsHolderAndChangedIsToldItWasNotWrittenBack() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            struct Shared {
                var value: String?
            }

            extension AppDelegate {
                var shared: Shared {
                    get { Shared(value: value) }
                    set { value = newValue.value }
                }
            }

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    guard var copy = (UIApplication.shared.delegate as? AppDelegate)?.shared else { return }
                    copy.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("VC2.swift", """
                    let app = UIApplication.shared.delegate as! AppDelegate
                    valueLabel.text = app.shared.value ?? "-"
            """),
        ])
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("`copy = (UIApplication.shared.delegate as? AppDelegate)?.shared` (line 18) copies `(UIApplication.shared.delegate as? AppDelegate)?.shared` into the local `copy`; `copy.value = valueField.text` (line 19) changes that copy, and nothing writes it back"), en)
        XCTAssertTrue(ko.contains("지역 변수 `copy`에 복사합니다"), ko)
    }
}
