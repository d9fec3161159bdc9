import Foundation
import LearnerBuild
import Teaching
import WorkbookProtocol
import XCTest

/// Why UIKit never called a learner's method (the value it would have written was copied before
/// it existed): its name is not the protocol's, the field's delegate is never set, is another
/// class, or a new object a weak property let go; a notification observed from the wrong object.
final class CallbackSilenceTests: XCTestCase {
    /// A form whose `prepare` copies `typedEmail`, written only by `method` (lines 8-11, never run);
    /// `setUp` is the rest of `viewDidLoad` (line 6).
    func explain(setUp: String, method: String, extra: String = "", adopts: String = ", UITextFieldDelegate") -> [Explanation] {
        let code = """
        class ViewController: UIViewController\(adopts) {
            @IBOutlet var email: UITextField!
            var typedEmail = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                \(setUp)
            }
            \(method) {
                typedEmail = "x"
                return true
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let rvc = segue.destination as! ResultViewController
                rvc.paramEmail = typedEmail
            }
        }
        class ResultViewController: UIViewController {
            var paramEmail = ""
        }
        \(extra)
        """
        let coverage = CoverageFixture.coverage([1: 1, 4: 1, 8: 0, 12: 1, 16: 1])
        let events = [TraceEvent(instance: "ViewController#1", className: "ViewController", member: "viewDidLoad", step: 0),
                      TraceEvent(instance: "ViewController#1", className: "ViewController", member: "prepare(for:sender:)", step: 2)]
        return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: coverage,
                                                                       expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                       expected: "a@b.c", actual: "\"\"", events: events))
    }

    let copied = "`rvc.paramEmail = typedEmail` (line 14, in `prepare(for:sender:)`) copies `typedEmail`, but `typedEmail` is written only at line 9, in "

    func testAnOlderSwiftsSpellingIsAnotherMethod() {
        let found = explain(setUp: "email.delegate = self",
                            method: "func textField(textField: UITextField, shouldChangeCharactersInRange range: NSRange, replacementString string: String) -> Bool")
        XCTAssertEqual(found.first?.rule, "source-stale")
        XCTAssertEqual(found.first?.text.en, copied + "`textField(textField:shouldChangeCharactersInRange:replacementString:)`, which never ran in this check: so it copied `typedEmail`'s start value, `\"\"`. UIKit never called it because its name is not `UITextFieldDelegate`'s: UIKit calls `textField(_:shouldChangeCharactersIn:replacementString:)`, and `textField(textField:shouldChangeCharactersInRange:replacementString:)` is another method (an older Swift's spelling), which nothing calls. Write the method exactly as the protocol declares it (let Xcode complete it).")
        XCTAssertTrue(found.first?.text.ko.contains("UIKit은 `textField(_:shouldChangeCharactersIn:replacementString:)`를 부르는데") == true, found.first?.text.ko ?? "")
    }

    let requirement = "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool"

    func testADelegateNeverSetIsNamedWithTheOutlet() {
        let found = explain(setUp: "", method: requirement)
        XCTAssertEqual(found.first?.rule, "source-stale")
        XCTAssertTrue(found.first?.text.en.hasSuffix("UIKit never called it because `email.delegate` is never set: UIKit calls a `UITextFieldDelegate` method only on the object in the UITextField's `delegate`, and no line of your code (nor a connection in the storyboard) puts ViewController there, so it stays nil. Set `email.delegate = self` in ViewController's `viewDidLoad()`.") == true, found.first?.text.en ?? "")
    }

    func testADelegateOfAnotherClassIsNamed() {
        let other = """
        class FormViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet var field: UITextField!
            override func viewDidLoad() {
                field.delegate = self
            }
        }
        """
        let found = explain(setUp: "", method: requirement, extra: other, adopts: "")
        XCTAssertEqual(found.first?.rule, "source-stale")
        XCTAssertTrue(found.first?.text.en.hasSuffix("UIKit never called it because `field.delegate = self` (line 23) makes FormViewController the delegate, and FormViewController has no `textField(_:shouldChangeCharactersIn:replacementString:)`: UIKit asks only the delegate, and ViewController, where the method is, never is one. Put the method in FormViewController (and hand the value on from there), or make ViewController the delegate.") == true, found.first?.text.en ?? "")
    }

    func testANewDelegateAWeakPropertyLetsGoIsNamed() {
        let helper = """
        class EmailHelper: NSObject, UITextFieldDelegate {}
        """
        let found = explain(setUp: "email.delegate = EmailHelper()", method: requirement, extra: helper)
        XCTAssertEqual(found.first?.rule, "source-stale")
        XCTAssertTrue(found.first?.text.en.contains("UIKit never called it because `email.delegate = EmailHelper()` (line 6) gives `delegate` a new EmailHelper that nothing else keeps: `delegate` is `weak`") == true, found.first?.text.en ?? "")
    }

    func testANotificationObservedFromTheWrongObjectIsNamed() {
        let found = explain(setUp: "NotificationCenter.default.addObserver(self, selector: #selector(textChanged(_:)), name: UITextField.textDidChangeNotification, object: self)",
                            method: "@objc func textChanged(_ note: Notification) -> Bool", adopts: "")
        XCTAssertEqual(found.first?.rule, "source-stale")
        XCTAssertTrue(found.first?.text.en.hasSuffix("UIKit never called it because the observer (line 6) listens for `UITextField.textDidChangeNotification` only from `self` (`object: self`), and that notification is posted by a UITextField, so none reached it. Pass `object:` what posts it (or `nil` to hear every sender).") == true, found.first?.text.en ?? "")
    }

    /// A method that is the protocol's, with its delegate set: no reason is claimed.
    func testNoReasonIsClaimedWhenTheDelegateIsSet() {
        let found = explain(setUp: "email.delegate = self", method: requirement)
        XCTAssertFalse(found.contains { $0.text.en.contains("UIKit never called it") }, found.first?.text.en ?? "")
    }

    /// The table of UIKit's callbacks follows the simulation (`scripts/uikit-callbacks.py --check`).
    func testTheCallbackTableFollowsTheSimulation() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/uikit-callbacks.py", "--check"]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Sources/Teaching/UIKitCallbacks+Data.swift is out of date: run scripts/uikit-callbacks.py")
    }
}
