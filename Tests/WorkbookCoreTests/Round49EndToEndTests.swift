import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 49's readings (docs/checks.md "Round 49"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round49EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    /// Held-out 282-08 (VC1's `prepare` hands on a property VC3 fills later), written with a cast
    /// destination, `self.`, a non-optional property and the first screen taken with `as!`: the
    /// handing line ran before the write, and the why names both lines and their methods.
    func testAValueHandedOnBeforeItWasWrittenIsToldWithBothLines() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC1.swift", """
            import UIKit

            class VC1: UIViewController {
                var latest = ""

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? VC2)?.value = self.latest
                }
            }
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let shown = value ?? ""
                    valueLabel.text = shown.isEmpty ? "-" : shown
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    let first = navigationController!.viewControllers[0] as! VC1
                    first.latest = "from VC3"
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("`(segue.destination as? VC2)?.value = self.latest` (VC1.swift line 7) in VC1's `prepare(for:sender:)` hands on `latest`"), why.en)
        XCTAssertTrue(why.en.contains("before `first.latest = \"from VC3\"` (VC3.swift line 6, in VC3's `onSend(_:)`)"), why.en)
        XCTAssertTrue(why.ko.contains("VC1의 `prepare(for:sender:)`에 있는"), why.ko)
    }

    /// The same handing line, with the property also written before the transition (in
    /// `viewDidLoad`): a value was there to hand on, so the reading makes no claim.
    func testAValueWrittenBeforeTheHandingLineIsNotToldAsHandedOnEarly() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC1.swift", """
            import UIKit

            class VC1: UIViewController {
                var latest = ""

                override func viewDidLoad() {
                    super.viewDidLoad()
                    latest = "start"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? VC2)?.value = latest
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    (navigationController?.viewControllers.first as? VC1)?.latest = "from VC3"
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try XCTUnwrap(report.checks.first { $0.id == "value-back-in-vc2" })
        XCTAssertEqual(found.status, .failed)
        XCTAssertFalse(found.explanations.contains { $0.rule == "handed-on-before-written" }, found.explanations.map(\.text.en).joined(separator: "\n"))
    }

    /// Held-out 283-15 (a protocol extension's `refresh()` called only from `viewDidLoad`), written
    /// with the app delegate's store and an extension of a class-bound protocol: the screen shown
    /// again is told that `viewDidLoad` does not run again.
    func testARefreshOfAProtocolExtensionCalledOnlyAtLoadIsToldToMoveToViewWillAppear() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC2.swift", """
            import UIKit

            protocol ShowsStoredValue: AnyObject {
                var valueLabel: UILabel! { get }
                func showStoredValue()
            }

            extension ShowsStoredValue {
                func showStoredValue() {
                    let app = UIApplication.shared.delegate as? AppDelegate
                    valueLabel.text = app?.value ?? "-"
                }
            }

            class VC2: UIViewController, ShowsStoredValue {
                @IBOutlet var valueLabel: UILabel!
                var value: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    showStoredValue()
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!

                @IBAction func onSend(_ sender: Any) {
                    (UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(why.en.contains("VC2#1 was shown again, not created again, so viewDidLoad did not run again"), why.en)
        XCTAssertTrue(why.ko.contains("viewDidLoad는 다시 실행되지 않습니다"), why.ko)
    }

    /// Held-out 283-08 and 287-08 (a key made from the adopting type, read through a computed
    /// property whose getter reads the store), written as an extension of `UIViewController` with
    /// `String(describing: type(of: self))`: the what-if record reads the property back after its
    /// write, and that read is not the app's, so the save and the read keep their own keys.
    func testAKeyMadeFromTheScreensTypeIsToldWithBothKeysWhenAGetterReadsTheStore() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
            import UIKit

            extension UIViewController {
                var savedEmail: String? {
                    get { UserDefaults.standard.string(forKey: String(describing: type(of: self))) }
                    set { UserDefaults.standard.set(newValue, forKey: String(describing: type(of: self))) }
                }
            }

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = savedEmail ?? "(없음)"
                }
            }
            """),
            ("FormViewController.swift", """
            import UIKit

            class FormViewController: UIViewController {
                @IBOutlet var email: UITextField!

                @IBAction func onSave(_ sender: Any) {
                    savedEmail = email.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let why = try whys(report, "value-comes-back")
        XCTAssertTrue(why.en.contains("was saved under the key \"FormViewController\""), why.en)
        XCTAssertTrue(why.en.contains("the read under \"ViewController\""), why.en)
        XCTAssertTrue(why.en.contains("the keys differ"), why.en)
    }
}
