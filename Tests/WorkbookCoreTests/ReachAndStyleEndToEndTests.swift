import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Round 13's readings on the book's exercises (docs/checks.md "Round 13"): a full-screen style
/// set too late or on the presenter (told from its recorded writes), a method that could never
/// start (a control made in code and never added, a bar button the user never taps), a value read
/// from another control than the one the user typed in, a protocol extension's method run by
/// static dispatch, `loadView()` without `super`, a test that saw its subject's declared value,
/// and a struct's copy of the controls recorded (its reads are not read again as places).
final class ReachAndStyleEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let formLooksUpMain = """
    import UIKit

    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!

        override func viewDidLoad() {
            super.viewDidLoad()
            modalPresentationStyle = .fullScreen
        }

        @IBAction func onDone(_ sender: Any) {
            let nav = presentingViewController as? UINavigationController
            (nav?.topViewController as? ViewController)?.paramEmail = email.text
            dismiss(animated: true)
        }
    }
    """

    /// `.fullScreen` set in the presented screen's own `viewDidLoad`: after its presentation began.
    func testStyleSetInThePresentedScreensViewDidLoadIsLate() throws {
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", #"resultEmail.text = paramEmail ?? "-""#),
            ("FormViewController.swift", Self.formLooksUpMain),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-flow-style")
        XCTAssertEqual(found.text.en, "In this run FormViewController.swift line 8 (`modalPresentationStyle = .fullScreen`, in `viewDidLoad()`) set a full-screen style on FormViewController#1 only after its presentation began: it had already come up as a sheet (`pageSheet`), and a style set later changes nothing. The presented screen's own `viewDidLoad()` runs only once its presentation is under way. When a sheet closes, the screen under it never left, so its `viewWillAppear(_:)` does not run and what it shows there is not redrawn. Set `modalPresentationStyle` before the presentation starts: on `segue.destination` in `prepare(for:sender:)`, or on the controller before you call `present`.")
        XCTAssertTrue(found.text.ko.contains("띄우기 시작한 뒤에야 전체 화면 스타일을 설정했습니다"), found.text.ko)
        // The reading from the code's text gives way to the one from the recorded writes.
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-comes-back" })
        XCTAssertFalse(failed.explanations.contains { $0.rule == "style-on-wrong-controller" || $0.rule == "sheet-no-view-will-appear" })
    }

    /// `.fullScreen` given to the controller that presents (`self`, through a helper), not to the one presented.
    func testStyleSetOnThePresenterIsOnAnotherObject() throws {
        let form = Self.formLooksUpMain.replacingOccurrences(of: "        modalPresentationStyle = .fullScreen\n", with: "")
        let main = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                resultEmail.text = paramEmail ?? "-"
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                applyStyle(.fullScreen)
            }

            func applyStyle(_ style: UIModalPresentationStyle) {
                modalPresentationStyle = style
            }
        }
        """
        let report = try FilledExercise.check(self, exercise: "back-by-presenting", app: "BackPassing", fills: [
            ("ViewController.swift", main), ("FormViewController.swift", form),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-flow-style")
        XCTAssertEqual(found.text.en, "In this run ViewController.swift line 17 (`modalPresentationStyle = style`, in `applyStyle(_:)`) set a full-screen style on ViewController#1, the controller that presents it, not on FormViewController#1, the controller presented; FormViewController#1 kept its own style and came up as a sheet (`pageSheet`). When a sheet closes, the screen under it never left, so its `viewWillAppear(_:)` does not run and what it shows there is not redrawn. UIKit reads the `modalPresentationStyle` of the controller being presented: set it on that controller (`segue.destination`, or the one you pass to `present`), before it is presented.")
    }

    static let showStored = #"valueLabel.text = UserDefaults.standard.string(forKey: "kept") ?? "-""#

    /// The save sits in the action of a button made in code that no line adds to a view.
    func testASaveInTheActionOfAButtonNeverAddedNeverRuns() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", Self.showStored),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                lazy var keepButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Keep", for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    keepButton.addTarget(self, action: #selector(keep), for: .touchUpInside)
                }

                @objc func keep() {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                }

                @IBAction func onSend(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "store-write-never-ran")
        XCTAssertEqual(found.text.en, "`UserDefaults.standard.set(…, forKey: \"kept\")` (line 16, in `keep()` of VC3) never ran in this run. `keep()` is the action of `keepButton`, a button made in code (line 4), and no line adds it to a view (`view.addSubview(keepButton)`): it is never on screen, so no one can tap it. The user taps the storyboard's controls (here a tap that ran `onSend(_:)`): add yours to the view, or do this work in `onSend(_:)`.")
        XCTAssertTrue(found.text.ko.contains("`onSend(_:)`에서 이 일을 하세요"), found.text.ko)
    }

    /// The save sits in the action of a bar button made in code, which the user of the check never taps.
    func testASaveInTheActionOfABarButtonTheUserNeverTapsNeverRuns() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", Self.showStored),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Keep", style: .plain, target: self, action: #selector(keep))
                }

                @objc func keep() {
                    store("from VC3")
                }

                func store(_ value: String) {
                    UserDefaults.standard.set(value, forKey: "kept")
                }

                @IBAction func onSend(_ sender: Any) {
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-back-in-vc2" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.hasPrefix("`UserDefaults.standard.set(…, forKey: \"kept\")` (line 14, in `store(_:)` of VC3) never ran in this run: `store(_:)` is called only from `keep()` (VC3.swift line 10), which never ran either. `keep()` runs only when the bar button made in code at line 6 is tapped, and the user never taps it. In this check the user did this: a tap on the button of segue") && $0.hasSuffix("then a tap that ran `onSend(_:)`. Do this work in the action the user does trigger, or connect that control to `keep()`.") }, "\(texts)")
    }

    /// The label shows a text field made in code; the user typed in the storyboard's.
    func testAValueReadFromAFieldMadeInCodeIsAnotherControl() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    guard let third = segue.source as? ThirdViewController else { return }
                    status.text = third.extraField.text
                }
            """),
            ("ThirdViewController.swift", """
            import UIKit

            class ThirdViewController: UIViewController {
                @IBOutlet var note: UITextField!
                let extraField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    extraField.placeholder = "note"
                    view.addSubview(extraField)
                }
            }
            """),
        ])
        let found = try reading(report, check: "shows-note", rule: "value-flow-other-control")
        XCTAssertTrue(found.text.en.hasSuffix("read from `extraField`. But the user entered \"first trip\" in `note` (step 4), the control the storyboard connects to the outlet `note`; `extraField` is a control made in code (line 5), which nobody used. Read the control the user uses: `note`."), found.text.en)
    }

    /// A method only in a protocol's extension runs for a call through the protocol's type.
    func testAProtocolExtensionMethodRunsByStaticDispatch() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    (segue.destination as? Configurable)?.configure(with: email.text ?? "")
                }
            }

            protocol Configurable {}

            extension Configurable {
                func configure(with text: String) {}
            }

            extension ResultViewController: Configurable {
                func configure(with text: String) {
                    paramEmail = text
                }
            }

            extension ViewController {
                func unused() {
            """),
        ])
        let found = try reading(report, check: "passes-email", rule: "protocol-default-ran")
        XCTAssertEqual(found.text.en, "ResultViewController's `configure(with:)` (line 21) never ran in this run, though `configure(…)` (ViewController.swift line 10) did: it ran the `configure(with:)` of the extension of `Configurable` (line 17). `configure(with:)` is not declared in the protocol `Configurable` itself, only in its extension, and a call through the protocol's type picks such a method by the type the code names (static dispatch), not by the object it holds. Declare it in the protocol's body (`protocol Configurable { func … }`), so each type's own version runs.")
    }

    /// `loadView()` replaced without `super.loadView()`: the storyboard's outlets stay nil.
    func testLoadViewWithoutSuperLeavesTheOutletsNil() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
                    resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "-"
                }

                override func loadView() {
                    view = UIView()
            """),
        ], whatIf: false)
        let found = try reading(report, check: "form-opens", rule: "load-view-without-super")
        XCTAssertEqual(found.text.en, "ViewController overrides `loadView()` (line 12) without calling `super.loadView()`. UIKit's own `loadView()` is what loads the storyboard scene's view and connects its outlets; yours replaces it, so the outlets stay nil: `resultEmail` is nil (line 9 reads it and crashes). Make the views you add in code in `viewDidLoad()` (the storyboard's view is there by then), or call `super.loadView()` first.")
    }

    /// After a relaunch a flag is back at its declared value, and the branch it picks skips the store.
    func testATestThatSawItsSubjectsDeclaredValue() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-userdefaults", app: "StoreInUserDefaults", fills: [
            ("ViewController.swift", """
                    if cameBack {
                        resultEmail.text = UserDefaults.standard.string(forKey: "email") ?? "-"
                    } else {
                        resultEmail.text = "-"
                    }
                }

                var cameBack = false

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    cameBack = true
            """),
            ("FormViewController.swift", """
                    UserDefaults.standard.set(email.text, forKey: "email")
                    navigationController?.popViewController(animated: true)
            """),
        ])
        let found = try reading(report, check: "survives-relaunch", rule: "value-flow-test-initial")
        XCTAssertEqual(found.text.en, "In this run the test at ViewController.swift line 9 (`cameBack`, in `viewWillAppear(_:)`) saw `false`, the value `cameBack` is declared with (ViewController.swift line 16): nothing had given it another value before the test. `cameBack = true` (ViewController.swift line 19, in `prepare(for:sender:)`) had not run since the relaunch. The check relaunched the app: every screen after a relaunch is a new instance, and a new instance starts from the declared values. Do not let a flag that starts over with each instance decide whether to read what outlives it (the store): read it in every case, or give the flag its value where every way of arriving passes.")
    }

    /// A struct's copy of the controls, made once in `viewDidLoad`: recorded (a read of `form` is
    /// not turned into a place to assign into), and told as a snapshot.
    func testAStructCopyOfTheControlsIsRecordedAsASnapshot() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    guard let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = settings.minutes
                }

                struct Settings { var minutes: Double = 0 }
                var settings = Settings()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    settings.minutes = interval.value
            """),
        ])
        let found = try reading(report, check: "passes-settings", rule: "value-flow-snapshot")
        XCTAssertTrue(found.text.en.contains("That value comes from `settings.minutes`, last given at ViewController.swift line 21 (`settings.minutes = interval.value`, in `viewDidLoad()`) at step 1, before the check entered"), found.text.en)
    }

    /// The result screen's `view` read before its values are given: it loads there, and its `viewDidLoad` shows the empty values.
    func testAViewReadBeforeTheValuesLoadsItEarly() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-present", app: "ValuesByPresent", fills: [
            ("ViewController.swift", """
                    let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    rvc.modalPresentationStyle = .fullScreen
                    rvc.view.backgroundColor = .systemBackground
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    present(rvc, animated: true)
            """),
            ("ResultViewController.swift", """
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
        ])
        let found = try reading(report, check: "passes-values", rule: "value-flow-late")
        XCTAssertTrue(found.text.en.hasSuffix("`rvc.view` (line 12) loaded ResultViewController#1's view right there, before that line: reading a controller's `view` (or calling `loadViewIfNeeded()`) loads it and runs its `viewDidLoad()` at once. Give the values before anything reads `rvc.view`."), found.text.en)
    }

    /// An outlet given a label made in code: the storyboard's label stays as it was.
    func testAnOutletGivenANewLabelIsReplaced() throws {
        let report = try FilledExercise.check(self, exercise: "values-by-push", app: "ValuesByPush", fills: [
            ("ViewController.swift", """
                    let rvc = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
                    rvc.paramEmail = email.text ?? ""
                    rvc.paramUpdate = isUpdate.isOn
                    rvc.paramInterval = interval.value
                    navigationController?.pushViewController(rvc, animated: true)
            """),
            ("ResultViewController.swift", """
                    resultEmail = UILabel()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-values", rule: "outlet-replaced")
        XCTAssertEqual(found.text.en, "`resultEmail = UILabel()` (line 15, in `viewDidLoad()` of ResultViewController) replaced the outlet: from that line on `resultEmail` names a new UILabel made in code (and no line adds it to a view, so it is never on screen), not the one the storyboard connected. The storyboard's stays on screen as it was, and it is the one the user sees and uses; what your code gives `resultEmail` afterwards goes to the new one. Keep the outlet the storyboard connected: change its properties (`resultEmail.font = …`) instead of making a new one.")
    }

    /// The detail screen wrapped in a navigation controller of its own and presented: not pushed.
    func testAScreenWrappedInANewNavigationControllerIsNotPushed() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
                    present(UINavigationController(rootViewController: detail), animated: true)
            """),
        ], whatIf: false)
        let found = try reading(report, check: "pushes-detail", rule: "presented-instead-of-pushed")
        XCTAssertEqual(found.text.en, "DetailViewController#1 was put in a new navigation controller, UINavigationController#2, and that was presented modally with present. A presented screen does not join the navigation stack: DetailViewController#1 is the first screen of a stack of its own, and the stack of UINavigationController#1 is still [ViewController#1] (so popping it there pops nothing). Do not wrap it. ViewController#1 is inside a navigation controller: push it with self.navigationController?.pushViewController(_:animated:).")
    }

    /// A capture list that reads the text field when the screen loads: the closure keeps that copy.
    func testACaptureListReadsTheControlOnce() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    guard let result = segue.destination as? ResultViewController else { return }
                    give(result)
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value
                }

                var give: (ResultViewController) -> Void = { _ in }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    give = { [typed = email.text ?? ""] result in
                        result.paramEmail = typed
                    }
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-email", rule: "capture-list-snapshot")
        XCTAssertEqual(found.text.en, "`[typed = email.text ?? \"\"]` (line 20) is a capture list: it is read once, when the closure is made, here in `viewDidLoad()`, before the user acted, and the closure keeps that copy. `result.paramEmail = typed` (line 21) gives that old copy each time the closure runs. Read the control inside the closure, when it runs (through `self`), not in its capture list.")
    }

    /// A value taken from the app delegate and cleared there: the next instance reads nothing.
    func testAValueClearedWhereItWasKeptIsErased() throws {
        let report = try FilledExercise.check(self, exercise: "store-in-app-delegate", app: "StoreInAppDelegate", fills: [
            ("VC3.swift", """
                    let app = UIApplication.shared.delegate as! AppDelegate
                    app.value = valueField.text
                    navigationController?.popViewController(animated: true)
            """),
            ("VC2.swift", """
                    let app = UIApplication.shared.delegate as! AppDelegate
                    if let taken = app.value {
                        value = taken
                        app.value = nil
                    }
                    valueLabel.text = value ?? "-"
            """),
        ])
        let found = try reading(report, check: "value-survives-vc2", rule: "value-flow-erased")
        XCTAssertTrue(found.text.en.contains("then `nil` at VC2.swift line 13 (`app.value = nil`, in `viewWillAppear(_:)`), before VC2.swift line 11 (`let taken = app.value`, in `viewWillAppear(_:)`) read it for VC2#2 (it got `nil`)."), found.text.en)
    }

    /// A count one too high: its start and each time it ran.
    func testACountOffByOneIsToldWithItsStartAndEachCount() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
                    destination.modalPresentationStyle = .fullScreen
                    destination.modalTransitionStyle = .crossDissolve
                    source.present(destination, animated: true)
            """),
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var status: UILabel!
                var shownCount = 1

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    shownCount += 1
                    status.text = "표시 \\(shownCount)회"
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "value-flow-counter" }, "\(failed.explanations.map(\.rule))")
        XCTAssertTrue(found.text.en.contains("from `shownCount`: it starts at 1 (ViewController.swift line 5) and `shownCount += 1` (line 9) ran"), found.text.en)
        XCTAssertTrue(found.text.en.hasSuffix("It counts the launch too: `viewWillAppear(_:)` runs when the app starts. To end at the value expected, start `shownCount` at 0, or count only the times that should count."), found.text.en)
    }

    /// An override of `show(_:sender:)` whose body ran without `super.show`: nothing was pushed.
    func testAnOverrideOfAUIKitTransitionWithoutSuperMovesNothing() throws {
        let report = try FilledExercise.check(self, exercise: "push-and-pop", app: "PushAndPop", fills: [
            ("ViewController.swift", """
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
                    show(detail, sender: self)
                }

                override func show(_ vc: UIViewController, sender: Any?) {
                    navigationItem.backButtonTitle = "Back"
            """),
        ], whatIf: false)
        let found = try reading(report, check: "pushes-detail", rule: "override-without-super")
        XCTAssertEqual(found.text.en, "ViewController overrides `show(_:sender:)` (line 10), and its body ran in this run, but it never calls `super.show(…)`. An override replaces UIKit's method: UIKit's own `show(_:sender:)`, the one that moves the screens, never ran, so nothing moved. Call `super.show(…)` in your override (after your own work), on every path that should go on, or do not override it.")
        XCTAssertEqual(found.conclusive, true)
    }

    /// `prepare(for segue:sender: Any)`: UIKit's name, other parameters, no `override`: never called.
    func testAPrepareWithOtherParametersIsNotAnOverride() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                func prepare(for segue: UIStoryboardSegue, sender: Any) {
                    guard let result = segue.destination as? ResultViewController else { return }
                    result.paramEmail = email.text ?? ""
                }
            }
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-email", rule: "not-an-override")
        XCTAssertEqual(found.text.en, "ViewController's `prepare(for:sender:)` (line 8) has UIKit's name but not its parameters, `(for: UIStoryboardSegue, sender: Any)`, so it is not an override: Swift takes it as another method of the same name, which UIKit never calls, and nothing in it ran. Declare it exactly as UIKit does: `override func prepare(for segue: UIStoryboardSegue, sender: Any?)`.")
    }

    /// `prepare(for:sender:)` written on the destination: UIKit asked the source's.
    func testAPrepareOnTheDestinationIsNeverCalled() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", "        // the result screen takes the values itself"),
            ("ResultViewController.swift", """
            import UIKit

            class ResultViewController: UIViewController {
                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    paramEmail = "from the form"
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ], whatIf: false)
        let found = try reading(report, check: "passes-email", rule: "prepare-not-called")
        XCTAssertEqual(found.text.en, "ResultViewController's `prepare(for:sender:)` (line 12) never ran: UIKit calls `prepare(for:sender:)` on the screen a segue starts from (here ViewController#1), not on its destination. Put this code in the source's `prepare(for:sender:)`, giving the values to `segue.destination`.")
    }

    /// A generic helper casting an unwind segue's `destination`: the screen gone back to, not the one left.
    func testACastOfAnUnwindsDestinationIsToldAsTheScreenGoneBackTo() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    if let third: ThirdViewController = segue.other() {
                        status.text = third.note.text
                    }
                }
            }

            extension UIStoryboardSegue {
                func other<T>() -> T? {
                    destination as? T
                }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "shows-note" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.hasSuffix("ViewController#1 is where the unwind segue went back to, the screen whose unwind action runs (`segue.destination`, `self` there); the screen it left, ThirdViewController#1, is `segue.source`: read that one.") }, "\(texts)")
    }

    /// A computed property whose getter empties the field, read twice: the second read gets "".
    func testAGetterThatChangesSomethingReadTwice() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("SubViewController.swift", """
            import UIKit

            class SubViewController: UIViewController {
                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                weak var delegate: MyDataDelegate?

                var takenText: String {
                    let text = inputText.text ?? ""
                    inputText.text = ""
                    return text
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if !takenText.isEmpty {
                        delegate?.sendData(takenText)
                    }
                }
            }
            """),
            ("MainViewController.swift", """
            import UIKit

            class MainViewController: UIViewController {
                @IBOutlet var resultLabel: UILabel!
                var subView: SubViewController?

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let sub = segue.destination as? SubViewController else { return }
                    self.subView = sub
                    sub.paramText = resultLabel.text
                    sub.delegate = self
                }
            }

            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) {
                    resultLabel.text = data
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "getter-side-effect" }, "\(failed.explanations.map(\.rule))")
        XCTAssertEqual(found.text.en, "`takenText` (line 9) is a computed property whose getter also changes something (`inputText.text = \"\"`): every read runs the getter again. `viewWillDisappear(_:)` reads it more than once (lines 22, 23), so a later read gets what an earlier one left behind. Read it once into a local (`let value = takenText`), and keep the getter free of changes.")
    }

    /// A getter that resets the switch, read before the switch is: the switch's read gets the getter's value.
    func testAGetterThatResetsAControlBeforeItIsRead() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    guard let result = segue.destination as? ResultViewController else { return }
                    let fallback = fallbackMinutes
                    result.paramEmail = email.text ?? ""
                    result.paramUpdate = isUpdate.isOn
                    result.paramInterval = interval.value > 0 ? interval.value : fallback
                }

                var fallbackMinutes: Double {
                    interval.value = 0
                    return 10
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "getter-side-effect" }, "\(failed.explanations.map(\.rule))")
        XCTAssertEqual(found.text.en, "`fallbackMinutes` (line 17) is a computed property whose getter also changes something (`interval.value = 0`). `prepare(for:sender:)` reads it at line 11, which runs that change, and only then `result.paramInterval = interval.value > 0 ? interval.value : fallback` (line 14) reads what it changed: it got the getter's value, not what the user set. Keep the getter free of changes (return the values without setting the controls), or read the controls before it.")
    }

    /// A `lazy var` made from the presenter, which is nil: worked out once, and nil then.
    func testALazyLinkThatWasNilAtItsFirstRead() throws {
        let report = try FilledExercise.check(self, exercise: "custom-segue", app: "CustomSegue", fills: [
            ("FadeSegue.swift", """
            import UIKit

            class FadeSegue: UIStoryboardSegue {
                lazy var presenter: UIViewController? = source.presentingViewController

                override func perform() {
                    destination.modalPresentationStyle = .fullScreen
                    presenter?.present(destination, animated: true)
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.contains("`presenter` is a `lazy var`: its value, `source.presentingViewController` (line 4), is worked out once, at its first read, and kept; it was nil then") }, "\(texts)")
    }

    /// The learner's own `precondition` in `prepare`, about the stack: the destination is not shown yet.
    func testAnOwnPreconditionIsToldWithWhatUIKitGuaranteesThere() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
                    guard let result = segue.destination as? ResultViewController else { return }
                    precondition(navigationController?.topViewController === result, "the result screen is on top")
                    result.paramEmail = email.text ?? ""
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "own-assertion-failed" }, "\(failed.explanations.map(\.rule))")
        XCTAssertEqual(found.text.en, "The app stopped on your own `precondition` (line 11, in `prepare(for:sender:)`): `navigationController?.topViewController === result` did not hold when that line ran. A failed `precondition`, `assert` or a `fatalError` is a crash you wrote, so the check could go no further. In `prepare(for:sender:)` the segue has made its destination but not shown it yet: it is pushed or presented only after `prepare` returns, so `topViewController` is still this screen, and the destination's view is not loaded (its outlets are nil). Test what holds at that moment and handle it, or assert only what UIKit guarantees there.")
        XCTAssertTrue(found.text.ko.contains("직접 쓴 `precondition`"), found.text.ko)
    }

    /// An assertion about the top of the stack, in an action of the screen on top: the top is that
    /// screen itself (the app stopped before any state was reported: the pushes tell the stack).
    func testAnOwnAssertionAboutTheTopNamesTheScreenItselfAndTheOneUnder() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    let stack = navigationController?.viewControllers ?? []
                    precondition(stack.last is VC2, "going back to VC2")
                    UserDefaults.standard.set("from VC3", forKey: "value")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ], whatIf: false)
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let found = try XCTUnwrap(failed.explanations.first { $0.rule == "own-assertion-failed" }, "\(failed.explanations.map(\.rule))")
        XCTAssertEqual(found.text.en, "The app stopped on your own `precondition` (line 6, in `onSend(_:)`): `stack.last is VC2` did not hold when that line ran. `stack.last` was VC3#1 itself: while a screen's own method runs, that screen is the top of its stack. The `VC2` is the one under it, `viewControllers[viewControllers.count - 2]` (VC2#1). A failed `precondition`, `assert` or a `fatalError` is a crash you wrote, so the check could go no further. Test what holds at that moment and handle it, or assert only what UIKit guarantees there.")
        XCTAssertTrue(found.text.ko.contains("VC3#1 자신이었습니다"), found.text.ko)
    }

    /// User Defined Runtime Attributes are set by key when the scene is made (before `awakeFromNib`),
    /// and a restoration ID is nil unless the storyboard sets one; an attribute on an object without
    /// that key ends the app as on a device, told as the attribute it is.
    func testRuntimeAttributesAndRestorationIdentifiersComeFromTheStoryboard() throws {
        func storyboard(attributeOn element: String) -> (String) -> String {
            { xml in
                var lines = xml.components(separatedBy: "\n")
                guard let vc3 = lines.firstIndex(where: { $0.contains(#"customClass="VC3""#) }),
                      let end = lines[vc3...].firstIndex(where: { $0.contains(element) }) else { return xml }
                let attributes = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="message" value="from VC3"/></userDefinedRuntimeAttributes>"#
                if element == "</viewController>" {
                    lines.insert(attributes, at: end)
                    lines[vc3] = lines[vc3].replacingOccurrences(of: #"id="vc3""#, with: #"id="vc3" restorationIdentifier="Third""#)
                } else {
                    lines.insert(attributes, at: end + 1)
                }
                return lines.joined(separator: "\n")
            }
        }
        let vc3 = """
        import UIKit

        class VC3: UIViewController {
            @objc var message = ""
            @IBAction func onSend(_ sender: Any) {
                UserDefaults.standard.set(restorationIdentifier == "Third" ? message : "no restoration ID", forKey: "value")
                navigationController?.popViewController(animated: true)
            }
        }
        """
        let vc2 = """
        import UIKit

        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = UserDefaults.standard.string(forKey: "value") ?? "-"
            }
        }
        """
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [("VC3.swift", vc3), ("VC2.swift", vc2)],
                                              whatIf: false, storyboard: storyboard(attributeOn: "</viewController>"))
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .passed }, "\(report.checks.map { ($0.id, $0.status, $0.explanations.map(\.text.en)) })")
        let onButton = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [("VC3.swift", vc3), ("VC2.swift", vc2)],
                                                whatIf: false, storyboard: storyboard(attributeOn: "<button"))
        let failed = try XCTUnwrap(onButton.checks.first { $0.status == .failed })
        XCTAssertTrue(failed.explanations.contains { $0.text.en.hasPrefix("UIKit ended the app while loading the screen: the storyboard gives the User Defined Runtime Attribute `message` (Identity inspector) to a UIButton") },
                      "\(failed.explanations.map(\.text.en))")
    }
}
