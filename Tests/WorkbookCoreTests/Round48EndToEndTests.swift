import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 48's readings (docs/checks.md "Round 48"): each test is a learner's solution written
/// another way than the held-out case that showed the class.
final class Round48EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    private func whys(_ report: CheckReport, _ check: String) throws -> (en: String, ko: String) {
        try FilledExercise.whys(report, check)
    }

    private static let pushing = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBOutlet var isUpdate: UISwitch!
        @IBOutlet var interval: UIStepper!

        @IBAction func onSubmit(_ sender: Any) {
            guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
            rvc.paramEmail = email.text ?? ""
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
            navigationController?.pushViewController(rvc, animated: true)
        }
    }
    """

    /// Held-out 270-14 (a `Result` interpolated into a label), written with an enum of the
    /// learner's whose case carries the text: the value inside a case, shown whole, is told so.
    func testAnEnumValueShownWholeIsToldToTakeTheValueOutOfTheCase() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", Self.pushing),
            ("ResultViewController.swift", """
            import UIKit

            enum Field {
                case filled(String)
                case blank
            }

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                var emailField: Field { paramEmail.isEmpty ? .blank : .filled(paramEmail) }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = "\\(emailField)"
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("\"filled(\"learner@example.com\")\" is how Swift writes a case with its associated value"), en)
        XCTAssertTrue(en.contains("`if case .filled(let value) = …`"), en)
        XCTAssertFalse(en.contains("try result.get()"), "not a Result: \(en)")
        XCTAssertTrue(ko.contains("`if case .filled(let value) = …`"), ko)
    }

    /// The same with a `Result` (as 270-14 had it): `.get()` is offered too.
    func testAResultShownWholeIsToldToTakeTheValueOut() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", Self.pushing),
            ("ResultViewController.swift", """
            import UIKit

            struct Blank: Error {}

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let email: Result<String, Blank> = paramEmail.isEmpty ? .failure(Blank()) : .success(paramEmail)
                    resultEmail.text = String(describing: email)
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertTrue(en.contains("\"success(\"learner@example.com\")\""), en)
        XCTAssertTrue(en.contains("or `try result.get()` for a `Result`"), en)
        XCTAssertTrue(ko.contains("`try result.get()`"), ko)
    }

    /// Held-out 275-15 (`rvc.resultEmail?.text = …` then `rvc.resultUpdate?.text = …` before the
    /// present), written with a push and a `guard let`: a later line writing another member of the
    /// same object gives the earlier line nothing; the outlets nil before the view loads are told.
    func testALaterWriteIntoAnotherMemberIsNotToldAsGivingTheObjectItsValue() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                @IBAction func onSubmit(_ sender: Any) {
                    guard let next = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                    next.paramEmail = email.text ?? ""
                    next.resultEmail?.text = next.paramEmail
                    next.resultInterval?.text = "\\(Int(interval.value))분 마다 갱신"
                    next.resultUpdate?.text = isUpdate.isOn ? "자동갱신" : "자동갱신안함"
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "passes-values")
        XCTAssertFalse(en.contains("gave it its value"), en)
        XCTAssertTrue(en.contains("its outlets, `resultEmail` among them, were still nil"), en)
        XCTAssertTrue(ko.contains("resultEmail"), ko)
    }

    /// Held-out 272-01 (`setValue(_:forKey: ViewController.kParamEmailKey)`), written with the keys
    /// in an enum of constants and the manual segue: the learner's own key-value coding call is
    /// told, not a storyboard outlet.
    func testAKeyValueCodingCallThroughAConstantIsToldAsTheCause() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            enum ResultKeys {
                static let email = "paramEmail"
            }

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                @IBOutlet var isUpdateText: UILabel!
                @IBOutlet var isIntervalText: UILabel!

                @IBAction func onSwitch(_ sender: UISwitch) {}
                @IBAction func onStepper(_ sender: UIStepper) {}

                @IBAction func onPerformSegue(_ sender: Any) {
                    if email.text?.isEmpty == false { performSegue(withIdentifier: "ManualSubmit", sender: self) }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.setValue(email.text, forKey: ResultKeys.email)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "shows-result")
        XCTAssertTrue(en.contains("your `segue.destination.setValue(…)`"), en)
        XCTAssertTrue(en.contains("uses the key `paramEmail`"), en)
        XCTAssertFalse(en.contains("the storyboard connects an outlet"), en)
        XCTAssertTrue(ko.contains("paramEmail"), ko)
    }

    /// Held-out 272-17 (`init?(coder:)` setting the default over the saved email at each launch,
    /// read with `object(forKey:) as? NSString`), written with the app delegate's launch and
    /// `value(forKey:) as? String`: a read made of a cast still counts as the key's read, so the
    /// save over it after the relaunch is told.
    func testASaveOverTheKeyAtEachLaunchIsToldThroughACastRead() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
                    UserDefaults.standard.set(email.text, forKey: "savedEmail")
                    navigationController?.popViewController(animated: true)
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    UserDefaults.standard.set("(없음)", forKey: "savedEmail")
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if let saved = UserDefaults.standard.value(forKey: "savedEmail") as? String {
                        resultEmail.text = saved
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "survives-relaunch")
        XCTAssertFalse(en.contains("no line read that key back"), en)
        XCTAssertTrue(en.contains("in `awakeFromNib()`"), en)
        XCTAssertTrue(ko.contains("awakeFromNib()"), ko)
    }

    /// Held-out 273-19 (`extras["interval"] = 10` read `as? Double` in the same `prepare`), written
    /// with a dictionary property filled in the same action: a dictionary's key is no store read
    /// before its write, so no `UserDefaults[…]` timing is told; the cast is.
    func testADictionaryFilledInTheSameCallIsNotToldAsAStoreReadTooEarly() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!
                var bundle: [String: Any] = [:]

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    bundle["email"] = email.text ?? ""
                    if segue.identifier == "DefaultSubmit" {
                        bundle["update"] = true
                        bundle["interval"] = 10
                    } else {
                        bundle["update"] = isUpdate.isOn
                        bundle["interval"] = interval.value
                    }
                    rvc.paramEmail = bundle["email"] as? String ?? ""
                    rvc.paramUpdate = bundle["update"] as? Bool ?? false
                    rvc.paramInterval = bundle["interval"] as? Double ?? 0
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertFalse(en.contains("UserDefaults["), en)
        XCTAssertTrue(en.contains("`10` is an `Int`"), en)
        XCTAssertFalse(ko.contains("UserDefaults["), ko)
    }

    /// Held-out 273-24 (`resultData["note"] = …` in `viewWillDisappear`), written in
    /// `viewDidDisappear` with another dictionary: the late write is quoted as written, and the
    /// advice is to give the value earlier.
    func testALateDictionaryWriteIsQuotedAsWrittenWithAdviceToGiveItEarlier() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ThirdViewController.swift", """
            import UIKit

            class ThirdViewController: UIViewController {
                @IBOutlet var note: UITextField!
                var outbox: [String: String] = [:]

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    outbox["note"] = note.text
                }
            }
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    guard let third = segue.source as? ThirdViewController else { return }
                    status.text = third.outbox["note"] ?? "-"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "shows-note")
        XCTAssertTrue(en.contains("`outbox[\"note\"] = …`"), en)
        XCTAssertFalse(en.contains("forKey:"), en)
        XCTAssertTrue(en.contains("Give the value earlier"), en)
        XCTAssertTrue(ko.contains("더 일찍"), ko)
    }

    /// Held-out 274-14 (`(r.paramUpdate, r.paramInterval) = test ? (controls) : (fixed)` the wrong
    /// way round), written with a flag made from the identifier: the side taken gave fixed values,
    /// the side not taken reads the controls; and the hint asking to set the members is not shown,
    /// since the tuple sets them.
    func testATupleChosenTheWrongWayRoundIsToldAndTheHintIsNotShown() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let target = segue.destination as? ResultViewController else { return }
                    let entered = segue.identifier == "DefaultSubmit"
                    target.paramEmail = email.text ?? ""
                    (target.paramUpdate, target.paramInterval) = entered ? (isUpdate.isOn, interval.value) : (true, 10.0)
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "submit-passes-values")
        XCTAssertTrue(en.contains("took its second side, because `entered` was false here; the side it did not take reads `isUpdate`"), en)
        XCTAssertTrue(ko.contains("isUpdate"), ko)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "submit-passes-values" })
        XCTAssertFalse(failed.hints.contains { $0.en.contains("set paramEmail, paramUpdate and paramInterval") }, "\(failed.hints)")
    }

    /// Held-out 272-14 (a local `tag` given `button.tag`, compared with 2), written with a binding
    /// `let t = (sender as? UIButton)?.tag ?? 0`: a name holding a tag is read as the tag, which no
    /// storyboard gave.
    func testANameHoldingAnUntaggedButtonsTagIsToldTheTagIsZero() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    let t = (sender as? UIButton)?.tag ?? 0
                    rvc.paramEmail = email.text ?? ""
                    if t == 1 {
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
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("A view's `tag` is 0 unless the storyboard"), en)
        XCTAssertTrue(ko.contains("`tag`"), ko)
    }

    // MARK: Round 48, second batch (held-out 276-279)

    /// Held-out 279-15 (a validator struct whose `validate(_:)` tests its `String?` only with
    /// `guard let`), written as a helper returning an optional with `if let`: a nil-only test of a
    /// field's text handed to a helper is told, and the segue run from code after the learner's own
    /// test is not told as "shouldPerformSegue was not asked".
    func testAHelperThatTestsTheFieldsTextOnlyForNilIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", Self.manualSegue(test: """
                    if accepted(email.text) != nil {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
            """, extra: "func accepted(_ typed: String?) -> String? {\n        if let typed {\n            return typed\n        }\n        return nil\n    }")),
        ])
        let (en, ko) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.contains("`accepted(email.text)` always succeeds for a text field"), en)
        XCTAssertFalse(en.contains("is asked only for segues a storyboard control triggers"), en)
        XCTAssertTrue(ko.contains("accepted(email.text)"), ko)
    }

    /// Held-out 276-15 (a store read once in `viewDidLoad` into a struct, under a key spelled like
    /// the form's field), written into a plain property: the advice is to read the store again when
    /// the screen shows, not to "read the controls".
    func testAStoreReadOnceUnderAKeyNamedLikeTheFieldIsAdvisedToReadTheStoreAgain() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("FormViewController.swift", """
                    UserDefaults.standard.set(email.text, forKey: "email")
                    navigationController?.popViewController(animated: true)
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                var loaded: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    loaded = UserDefaults.standard.string(forKey: "email")
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resultEmail.text = loaded ?? "(없음)"
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("`UserDefaults.standard.string(forKey: \"email\")` is read only there: read it again each time the screen shows the value"), en)
        XCTAssertFalse(en.contains("Read the controls"), en)
        XCTAssertTrue(ko.contains("viewWillAppear(_:)"), ko)
    }

    /// Held-out 278-12 (`switch tag` over constants, both buttons tag 0), written as a switch over the
    /// sender's tag itself: a tag no one gave is told as 0 for every control.
    func testASwitchOverAnUntaggedSendersTagIsToldTheTagIsZero() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            let kDefaultTag = 7

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rvc = segue.destination as? ResultViewController else { return }
                    rvc.paramEmail = email.text ?? ""
                    switch (sender as? UIButton)?.tag ?? 0 {
                    case kDefaultTag:
                        rvc.paramUpdate = true
                        rvc.paramInterval = 10
                    default:
                        rvc.paramUpdate = isUpdate.isOn
                        rvc.paramInterval = interval.value
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "default-passes-defaults")
        XCTAssertTrue(en.contains("was given `0`"), en)
        XCTAssertTrue(en.contains("a view's `tag` is 0 unless the storyboard"), en)
        XCTAssertTrue(ko.contains("`tag`"), ko)
    }

    /// Held-out 278-02 (`nav.viewControllers[1]`, the form itself), written with the top's index
    /// counted from the count: the object cast is the screen whose code made the cast, and the one
    /// below it is named.
    func testTheScreenItselfTakenFromItsStackIsToldAsTheTop() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("FormViewController.swift", """
                    if let stack = navigationController?.viewControllers, let main = stack[stack.count - 1] as? ViewController {
                        main.paramEmail = email.text
                    }
                    navigationController?.popViewController(animated: true)
            """),
            ("ViewController.swift", """
                    resultEmail.text = paramEmail ?? "(없음)"
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        // (Here `stack-last-is-self` tells it, as for `.last`; the index 1 of 278-02 is told by the cast's role.)
        XCTAssertTrue(en.contains("FormViewController#1 itself") || en.contains("is the `FormViewController` whose code made this cast"), en)
        XCTAssertTrue(en.contains("`viewControllers[viewControllers.count - 2]`"), en)
        XCTAssertTrue(ko.contains("viewControllers.count - 2"), ko)
    }

    /// Held-out 276-09 (`didSet { render() }` on the passed properties), written with a helper of
    /// another name: the outlet used before the view loaded is told with the observer that ran it.
    func testAnObserverCallingAHelperThatFillsTheOutletsIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", Self.pushing),
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = "" { didSet { refreshLabels() } }
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    refreshLabels()
                }

                func refreshLabels() {
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(en.contains("It ran from `paramEmail`'s `didSet`"), en)
        XCTAssertTrue(en.contains("`if isViewLoaded { … }`"), en)
    }

    /// Held-out 276-08 (VC2's own state set through a `[weak self]` closure VC3 calls), written with
    /// a closure property of another name: the closure ran while VC2#1 was there, so it is not told
    /// as run after the release; the value lived in an instance that went away.
    func testAWeakSelfClosureCalledBeforeTheReleaseIsNotToldAsRunAfterIt() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                var deliver: ((String) -> Void)?

                @IBAction func onSend(_ sender: Any) {
                    deliver?("from VC3")
                    navigationController?.popViewController(animated: true)
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
                    valueLabel.text = value ?? "-"
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let third = segue.destination as? VC3 {
                        third.deliver = { [weak self] text in
                            self?.value = text
                        }
                    }
                }
            }
            """),
        ])
        let (en, ko) = try whys(report, "value-survives-vc2")
        XCTAssertFalse(en.contains("ran only after VC2 was released"), en)
        XCTAssertTrue(en.contains("VC2#1"), en)
        XCTAssertFalse(ko.isEmpty)
    }

    /// Held-out 278-02 again, with the index found from the screen itself (`firstIndex(of: self)`, one
    /// too far up): the cast's role names the screen whose code made it and the one below.
    func testTheScreensOwnIndexInItsStackIsToldAsTheScreenItself() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("FormViewController.swift", """
                    guard let nav = navigationController else { return }
                    let mine = nav.viewControllers.firstIndex(of: self) ?? 0
                    if let main = nav.viewControllers[mine] as? ViewController {
                        main.paramEmail = email.text
                    }
                    nav.popViewController(animated: true)
            """),
            ("ViewController.swift", """
                    resultEmail.text = paramEmail ?? "(없음)"
            """),
        ])
        let (en, ko) = try whys(report, "value-comes-back")
        XCTAssertTrue(en.contains("FormViewController#1 is the `FormViewController` whose code made this cast"), en)
        XCTAssertTrue(en.contains("`viewControllers[viewControllers.count - 2]`"), en)
        XCTAssertTrue(ko.contains("viewControllers.count - 2"), ko)
    }

    // MARK: Round 48, third batch (held-out 280-283)

    /// Held-out 281-02 (`func getEmail() -> String? { return email.text }` tested `!= nil`), written with
    /// a `guard let` of the getter: a getter that hands on a field's text, tested only for nil, is told.
    func testAGetterOfTheFieldsTextTestedOnlyForNilIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", Self.manualSegue(test: """
                    guard let typed = typedEmail() else { return }
                    print(typed)
                    performSegue(withIdentifier: "ManualSubmit", sender: self)
            """, extra: "func typedEmail() -> String? { email.text }")),
        ])
        let (en, ko) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.contains("`guard let typed = typedEmail()` always succeeds for a text field"), en)
        XCTAssertTrue(ko.contains("typedEmail()"), ko)
    }

    /// Held-out 283-09 (`extension Optional where Wrapped == String { var isBlank: Bool { self == nil } }`),
    /// written as `extension String?` with the opposite test: a nil-only test of an optional text, read on
    /// the field's text, is told.
    func testAnOptionalTextExtensionThatTestsOnlyForNilIsTold() throws {
        let report = try FilledExercise.check(self, exercise: "manual-segue-values", app: "SegueValues", fills: [
            ("ViewController.swift", Self.manualSegue(test: """
                    if email.text.hasValue {
                        performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
            """, extra: "").replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n\nextension String? {\n    var hasValue: Bool { self != nil }\n}\n")),
        ])
        let (en, ko) = try whys(report, "empty-email-stays")
        XCTAssertTrue(en.contains("`email.text.hasValue` never tells an empty field apart"), en)
        XCTAssertTrue(ko.contains("email.text.hasValue"), ko)
    }

    /// A manual-segue view controller whose action holds `test` (and `extra` members).
    private static func manualSegue(test: String, extra: String) -> String {
        """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!

            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            \(extra)

            @IBAction func onPerformSegue(_ sender: Any) {
        \(test)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.paramEmail = email.text ?? ""
                rvc.paramUpdate = isUpdate.isOn
                rvc.paramInterval = interval.value
            }
        }
        """
    }

    /// Held-out 283-14 (a protocol extension's `appState` casting the window scene's delegate to
    /// `AppDelegate`), written as a computed property of the screen: the nil object is told with the
    /// cast that gave it, and what the cast was given.
    func testAComputedPropertyWhoseCastFailsIsToldAsTheNilObjectsCause() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBOutlet var valueField: UITextField!
                var shared: AppDelegate? { view.window?.windowScene?.delegate as? AppDelegate }

                @IBAction func onSend(_ sender: Any) {
                    shared?.value = valueField.text
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("VC2.swift", """
                    valueLabel.text = (UIApplication.shared.delegate as? AppDelegate)?.value ?? "-"
            """),
        ])
        let (en, ko) = try whys(report, "value-back-in-vc2")
        XCTAssertTrue(en.contains("`shared` was nil because the cast that gave it its value failed"), en)
        XCTAssertTrue(en.contains("`view.window?.windowScene?.delegate as? AppDelegate`"), en)
        XCTAssertTrue(ko.contains("view.window?.windowScene?.delegate as? AppDelegate"), ko)
    }

    /// Held-out 282-15 (the form going back with the main screen's own segue, `EditForm`), written in
    /// the navigation-stack exercise: the segue that opened the form is not the way back; pop.
    func testTheSegueThatOpenedTheScreenPerformedToGoBackIsToldToPop() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-navigation-stack", app: "BackByStack", fills: [
            ("FormViewController.swift", """
                    if let main = navigationController?.viewControllers.first as? ViewController {
                        main.paramEmail = email.text
                    }
                    performSegue(withIdentifier: "EditForm", sender: nil)
            """),
            ("ViewController.swift", """
                    resultEmail.text = paramEmail ?? "(없음)"
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let en = failed.explanations.map(\.text.en).joined(separator: "\n")
        XCTAssertTrue(en.contains("And it is not the way back: ViewController#1 is already in the navigation stack below FormViewController#1"), en)
        XCTAssertTrue(en.contains("`navigationController?.popViewController(animated: true)`"), en)
        XCTAssertFalse(en.contains("Call `performSegue` on the ViewController"), en)
    }
}
