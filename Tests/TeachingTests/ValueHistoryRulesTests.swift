import LearnerBuild
@testable import Teaching
import Texts
import WorkbookProtocol
import XCTest

/// Readings of a value's history across the run: a store emptied by another feature after the value
/// was put there. Each beside a case where its premise does not hold.
final class ValueHistoryRulesTests: XCTestCase {
    func lines(_ code: String, _ times: Int = 1, except: [Int: Int] = [:]) -> LineCoverage {
        var counts = Dictionary(uniqueKeysWithValues: (1...code.components(separatedBy: "\n").count).map { ($0, times) })
        counts.merge(except) { _, new in new }
        return CoverageFixture.coverage(counts)
    }

    func event(_ tag: String, _ member: String, _ detail: String? = nil, step: Int = 1) -> TraceEvent {
        TraceEvent(instance: tag, className: String(tag.split(separator: "#")[0]), member: member, detail: detail, step: step)
    }

    static let sessionReset = """
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var value: String?
    }
    class VC1: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resetSession()
        }
        private func resetSession() {
            (UIApplication.shared.delegate as? AppDelegate)?.value = nil
        }
    }
    class VC2: UIViewController {
        @IBOutlet var valueLabel: UILabel!
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let ad = UIApplication.shared.delegate as? AppDelegate
            valueLabel.text = ad?.value ?? "-"
        }
    }
    class VC3: UIViewController {
        @IBOutlet var valueField: UITextField!
        @IBAction func onSend(_ sender: Any) {
            let ad = UIApplication.shared.delegate as? AppDelegate
            ad?.value = valueField.text
            navigationController?.popViewController(animated: true)
        }
    }
    """

    /// The UI as the store: the main screen reads the form's text field when it comes back (the
    /// form is gone by then); read in an unwind action (the form still exists), it is the chapter's way.
    func testAValueReadFromAnotherScreensViewIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let form = navigationController?.viewControllers.last as? FormViewController {
                    resultEmail.text = form.email.text
                }
            }
        }
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onDone(_ sender: Any) {
                navigationController?.popViewController(animated: true)
            }
        }
        """
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: [:]), expectation: .label(outlet: "resultEmail", text: "back@example.com"),
                                                                    expected: "\"back@example.com\"", actual: "\"(없음)\"", step: 6, events: []))
        }
        let found = explain(code)
        XCTAssertEqual(found.map(\.rule), ["other-screen-view"])
        XCTAssertTrue(found.first?.text.en.hasPrefix("The value shown is read with `form.email.text` (line 6) from `email`, a view of FormViewController, not from a value given to this screen.") == true,
                      found.first?.text.en ?? "")
        XCTAssertTrue(found.first?.text.ko.contains("FormViewController의 뷰인 `email`에서") == true, found.first?.text.ko ?? "")
        // In an unwind action the closing screen's field is read while it exists: not this reading.
        let unwind = code.replacingOccurrences(of: "override func viewWillAppear(_ animated: Bool) {", with: "@IBAction func unwindToMain(_ segue: UIStoryboardSegue) {")
            .replacingOccurrences(of: "super.viewWillAppear(animated)", with: "print(1)")
            .replacingOccurrences(of: "navigationController?.viewControllers.last", with: "segue.source")
        XCTAssertNotEqual(unwind, code)
        XCTAssertFalse(explain(unwind).map(\.rule).contains("other-screen-view"))
    }

    /// One screen saves in UserDefaults, the other reads the app delegate's property nothing
    /// assigns: two stores named, with where each is used. Read from the same store: silent.
    func testTwoScreensUsingTwoStoresAreNamed() {
        let mixed = """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var value: String?
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let appDelegate = UIApplication.shared.delegate as? AppDelegate
                if let value = appDelegate?.value {
                    valueLabel.text = value
                } else {
                    valueLabel.text = "-"
                }
            }
        }
        class VC3: UIViewController {
            @IBOutlet var valueField: UITextField!
            @IBAction func onSend(_ sender: Any) {
                UserDefaults.standard.set(valueField.text, forKey: "value")
                navigationController?.popViewController(animated: true)
            }
        }
        """
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: [:]), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                                    expected: "\"kept\"", actual: "\"-\"", step: 6, events: []))
        }
        let found = explain(mixed)
        XCTAssertEqual(found.map(\.rule), ["stores-differ"])
        XCTAssertEqual(found.first?.text.en, "The screen shows `appDelegate.value` (VC2, line 11), and nothing in your code gives `value` a value; the value is kept elsewhere, with `UserDefaults \"value\"` (VC3, line 20), which nothing reads. The screen that keeps the value and the screen that shows it use two different stores: write and read the same one.")
        XCTAssertTrue(found.first?.text.ko.contains("서로 다른 저장소") == true)
        // VC3 writes the app delegate's value: one store, nothing said.
        let same = mixed.replacingOccurrences(of: "UserDefaults.standard.set(valueField.text, forKey: \"value\")",
                                              with: "(UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text")
        XCTAssertFalse(explain(same).map(\.rule).contains("stores-differ"))
        // The screen's own property of the same name is not what it shows: no "nothing assigns `value`" either.
        XCTAssertFalse(found.map(\.rule).contains("assignment-never-ran"))
    }

    func testAStoreEmptiedByAnotherScreenAfterTheWriteIsNamed() {
        func explain(_ code: String, events: [TraceEvent], counts: [Int: Int] = [:]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                                    expected: "\"kept\"", actual: "\"-\"", step: 6, events: events))
        }
        let run = [event("VC1#1", "viewWillAppear(_:)", step: 0), event("VC2#1", "viewWillAppear(_:)", step: 1), event("VC3#1", "onSend(_:)", step: 4),
                   event("VC2#1", "viewWillAppear(_:)", step: 4), event("VC1#1", "viewWillAppear(_:)", step: 5), event("VC2#2", "viewWillAppear(_:)", step: 6)]
        let found = explain(Self.sessionReset, events: run, counts: [10: 2])
        XCTAssertEqual(found.map(\.rule), ["value-erased"])
        XCTAssertEqual(found.first?.text.en, "`(UIApplication.shared.delegate as? AppDelegate)?.value = nil` (ViewController.swift line 10, in `resetSession()` of VC1) empties `value`, where the value is stored (line 25), and it ran after the value was stored, called from `viewWillAppear(_:)`, which runs every time VC1 comes on screen. So what is read from `value` afterwards is gone, and the screen shows what it shows when nothing was stored. Remove that reset, or empty the value only once it is really finished with (after it has been shown), not every time a screen appears.")
        XCTAssertTrue(found.first?.text.ko.contains("VC1이 화면에 나타날 때마다") == true, found.first?.text.ko ?? "")
        // The reset ran only before anything was stored: it erased nothing.
        let early = [event("VC1#1", "viewWillAppear(_:)", step: 0), event("VC2#1", "viewWillAppear(_:)", step: 1), event("VC3#1", "onSend(_:)", step: 4),
                     event("VC2#1", "viewWillAppear(_:)", step: 4), event("VC2#2", "viewWillAppear(_:)", step: 6)]
        XCTAssertFalse(explain(Self.sessionReset, events: early).map(\.rule).contains("value-erased"))
        // It ran once, and its method's first run came before the value was stored.
        XCTAssertFalse(explain(Self.sessionReset, events: run).map(\.rule).contains("value-erased"))
        // The reset never ran (the coverage).
        XCTAssertFalse(explain(Self.sessionReset, events: run, counts: [10: 0]).map(\.rule).contains("value-erased"))
    }

    static let firstAppearance = """
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        private var isFirstAppearance = true
        private var savedEmail: String? { UserDefaults.standard.string(forKey: "email") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if isFirstAppearance {
                isFirstAppearance = false
                UserDefaults.standard.removeObject(forKey: "email")
            }
            resultEmail.text = savedEmail
        }
    }
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onSave(_ sender: Any) {
            UserDefaults.standard.set(email.text, forKey: "email")
            navigationController?.popViewController(animated: true)
        }
    }
    """

    func testAKeyRemovedAfterItWasSavedIsNamed() {
        func explain(_ code: String, events: [TraceEvent], counts: [Int: Int] = [:]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "resultEmail", text: "saved@example.com"),
                                                                    expected: "\"saved@example.com\"", actual: "nil", step: 5, events: events))
        }
        let relaunched = [event("ViewController#1", "viewWillAppear(_:)", step: 0), event("FormViewController#1", "onSave(_:)", step: 2),
                          event("ViewController#1", "viewWillAppear(_:)", step: 2), event("ViewController#2", "viewWillAppear(_:)", step: 4)]
        let found = explain(Self.firstAppearance, events: relaunched, counts: [9: 2])
        XCTAssertEqual(found.map(\.rule), ["value-erased"])
        XCTAssertTrue(found.first?.text.en.hasPrefix("`UserDefaults.standard.removeObject(forKey: \"email\")` (ViewController.swift line 9, in `viewWillAppear(_:)` of ViewController) empties the key \"email\", where the value is stored (line 17), and it ran after the value was stored (`viewWillAppear(_:)` runs every time ViewController comes on screen).") == true,
                      found.first?.text.en ?? "")
        // Removed only before the save: not the cause.
        let before = [event("ViewController#1", "viewWillAppear(_:)", step: 0), event("FormViewController#1", "onSave(_:)", step: 2), event("ViewController#1", "viewWillAppear(_:)", step: 2)]
        XCTAssertFalse(explain(Self.firstAppearance, events: before).map(\.rule).contains("value-erased"))
    }

    static let counterKey = """
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        private var submitCount = 0
        private var submitted: [String: String] = [:]
        private func logEmail() {
            submitted["submit-\\(submitCount)"] = email.text ?? ""
            submitCount += 1
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let rvc = segue.destination as? ResultViewController else { return }
            logEmail()
            rvc.paramEmail = submitted["submit-\\(submitCount)"] ?? ""
        }
    }
    class ResultViewController: UIViewController {
        var paramEmail = ""
    }
    """

    func testAKeyMadeFromACounterThatChangedAfterTheWriteIsNamed() {
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "\"\"", step: 3,
                                                                    events: [event("ViewController#1", "prepare(for:sender:)", "destination=ResultViewController#1", step: 2)]))
        }
        let found = explain(Self.counterKey)
        XCTAssertEqual(found.map(\.rule), ["computed-key-changed"])
        XCTAssertEqual(found.first?.text.en, "The key `\"submit-\\(submitCount)\"` read at line 12 is worked out from `submitCount` when that line runs, and `submitCount += 1` (line 7, in `logEmail()`) changed `submitCount` after the value was written under that key (line 6): the read looks up another key, where nothing was written. Work the key out once and use it for both the write and the read (or read before changing `submitCount`), or hand over the value itself.")
        // Counted before the write: the read finds what was written.
        let before = Self.counterKey.replacingOccurrences(of: "        submitted[\"submit-\\(submitCount)\"] = email.text ?? \"\"\n        submitCount += 1", with: "        submitCount += 1\n        submitted[\"submit-\\(submitCount)\"] = email.text ?? \"\"")
        XCTAssertNotEqual(before, Self.counterKey)
        XCTAssertFalse(explain(before).map(\.rule).contains("computed-key-changed"))
    }

    static let refreshByHand = """
    class SecondViewController: UIViewController {
        @IBAction func onClose(_ sender: Any) {
            presentingViewController?.viewWillAppear(true)
            dismiss(animated: true)
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var status: UILabel!
        var appearances = 0
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances += 1
            status.text = "shown \\(appearances)"
        }
    }
    """

    func testACallbackCalledByHandIsNamed() {
        func explain(_ code: String, counts: [Int: Int] = [:]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "status", text: "shown 2"),
                                                                    expected: "\"shown 2\"", actual: "\"shown 3\""))
        }
        let found = explain(Self.refreshByHand)
        XCTAssertEqual(found.map(\.rule), ["lifecycle-called-directly"])
        XCTAssertEqual(found.first?.text.en, "`presentingViewController?.viewWillAppear(true)` (line 3, in `onClose(_:)`) calls `viewWillAppear(_:)` yourself. UIKit calls it too, each time the screen appears, so the code inside it, `status.text = …` (line 13), ran once more than the screens changed. Let UIKit call its callbacks: remove that call, or move the work into a method of your own and call that where you need it.")
        // `super.viewWillAppear(animated)` is not a call by hand, and a call that never ran is not blamed.
        XCTAssertFalse(explain(Self.refreshByHand, counts: [3: 0]).map(\.rule).contains("lifecycle-called-directly"))
    }

    func testAValueChangedOnTheWayIsNamedByWhatChangedIt() {
        let appended = """
        class ViewController: UIViewController, SubDelegate {
            @IBOutlet var resultLabel: UILabel!
            func sendData(_ data: String) {
                let current = resultLabel.text ?? ""
                resultLabel.text = current + data
            }
        }
        """
        var found = TeachingRules.explanations(for: CoverageFixture.context(appended, coverage: lines(appended), expectation: .label(outlet: "resultLabel", text: "hello"),
                                                                            expected: "\"hello\"", actual: "\"-hello\""))
        XCTAssertEqual(found.map(\.rule), ["value-difference"])
        XCTAssertEqual(found.first?.text.en, "The value arrived, with other text in front of it. `resultLabel.text = current + data` (line 5) adds to the text instead of replacing it. Assign the new value itself, not added to what was there before.")
        let lowered = """
        class VC3: UIViewController {
            @IBOutlet var field: UITextField!
            @IBAction func onSend(_ sender: Any) {
                UserDefaults.standard.set(field.text?.lowercased(), forKey: "sent")
            }
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = UserDefaults.standard.string(forKey: "sent")
            }
        }
        """
        found = TeachingRules.explanations(for: CoverageFixture.context(lowered, coverage: lines(lowered), expectation: .label(outlet: "valueLabel", text: "From VC3"),
                                                                        expected: "\"From VC3\"", actual: "\"from vc3\"", events: [event("VC3#1", "onSend(_:)")]))
        XCTAssertEqual(found.map(\.rule), ["value-difference"])
        XCTAssertTrue(found.first?.text.en.contains("`UserDefaults.standard.set(field.text?.lowercased(), forKey: \"sent\")` (line 4) calls `lowercased()` on it") == true, found.first?.text.en ?? "")
        // The same code, a value that is simply another one: no transformation explains it.
        found = TeachingRules.explanations(for: CoverageFixture.context(lowered, coverage: lines(lowered), expectation: .label(outlet: "valueLabel", text: "From VC3"),
                                                                        expected: "\"From VC3\"", actual: "\"other\""))
        XCTAssertFalse(found.map(\.rule).contains("value-difference"))
    }

    static let asyncAfterPop = """
    class FormViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBAction func onDone(_ sender: Any) {
            let typed = email.text
            navigationController?.popViewController(animated: true)
            DispatchQueue.main.async { [weak self] in
                guard let self = self else { return }
                let main = self.navigationController?.viewControllers.last as? ViewController
                main?.paramEmail = typed
            }
        }
    }
    class ViewController: UIViewController {
        @IBOutlet var resultEmail: UILabel!
        var paramEmail: String?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            resultEmail.text = paramEmail
        }
    }
    """

    func testAWeakSelfClosureThatRanAfterItsObjectWasReleasedIsNamed() {
        func explain(_ code: String, _ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .property(of: "ViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "nil", step: 3,
                                                                    events: [event("FormViewController#1", "onDone(_:)", step: 3), event("FormViewController#1", "deinit", step: 3)]))
        }
        let found = explain(Self.asyncAfterPop, [8: 0, 9: 0])
        XCTAssertEqual(found.map(\.rule), ["weak-self-released"])
        XCTAssertEqual(found.first?.text.en, "The closure with `[weak self]` handed to `async` (line 6, in `onDone(_:)`) ran only after FormViewController was released: FormViewController had left the screen and nothing else kept it, and a weak reference turns nil then, so `self` was nil: the unwrap at line 7 returned and line 8 never ran. Do that work before FormViewController goes away, directly rather than in a later closure, or capture what the closure needs (the other screen, the values) instead of `self`.")
        XCTAssertTrue(found.first?.text.ko.hasPrefix("`async`에 넘긴 `[weak self]` 클로저(6번째 줄, `onDone(_:)` 안)는 FormViewController가 해제된 뒤에야") == true, found.first?.text.ko ?? "")
        // The lines after the unwrap ran: `self` was there, whatever else went wrong.
        XCTAssertFalse(explain(Self.asyncAfterPop, [:]).map(\.rule).contains("weak-self-released"))
        // A strong capture is never nil.
        let strong = Self.asyncAfterPop.replacingOccurrences(of: "[weak self] in", with: "in")
        XCTAssertFalse(explain(strong, [8: 0, 9: 0]).map(\.rule).contains("weak-self-released"))
    }

    func testSidesOfAChoiceTheWrongWayRoundAreNamed() {
        let presence = """
        class ViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                resultEmail.text = (paramEmail != nil) ? "(none)" : paramEmail
            }
        }
        """
        var found = TeachingRules.explanations(for: CoverageFixture.context(presence, coverage: lines(presence), expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                                            expected: "\"a@b.c\"", actual: "\"(none)\""))
        XCTAssertEqual(found.map(\.rule), ["branches-swapped"])
        XCTAssertEqual(found.first?.text.en, "`(paramEmail != nil) ? \"(none)\" : paramEmail` (line 6) picks the placeholder \"(none)\" exactly when `paramEmail` has a value, and `paramEmail` itself only when it has none: its two sides are the wrong way round. Swap them, or test the other way (`paramEmail ?? \"(none)\"` says the same in one step).")
        // The right way round (the placeholder when it is nil): not this reading.
        let right = presence.replacingOccurrences(of: "(paramEmail != nil)", with: "(paramEmail == nil)")
        found = TeachingRules.explanations(for: CoverageFixture.context(right, coverage: lines(right), expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                                        expected: "\"a@b.c\"", actual: "\"(none)\""))
        XCTAssertFalse(found.map(\.rule).contains("branches-swapped"))

        let flag = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = paramUpdate == true ? "off" : "on"
            }
        }
        class ViewController: UIViewController {
            @IBOutlet var isUpdate: UISwitch!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.paramUpdate = isUpdate.isOn
            }
        }
        """
        found = TeachingRules.explanations(for: CoverageFixture.context(flag, coverage: lines(flag), expectation: .label(outlet: "resultUpdate", text: "off"),
                                                                        expected: "\"off\"", actual: "\"on\"", events: [event("ViewController#1", "prepare(for:sender:)")]))
        XCTAssertEqual(found.map(\.rule), ["branches-swapped"])
        XCTAssertEqual(found.first?.text.en, "`paramUpdate == true ? \"off\" : \"on\"` (line 6) picks its text from `paramUpdate`, which holds the switch's state (`rvc.paramUpdate = isUpdate.isOn`, line 13), so `paramUpdate` was right; the text it picks for that state is the one meant for the other state. The two texts are the wrong way round: swap them.")
        // The flag given by something else than the switch: the sides are not shown to be wrong.
        let other = flag.replacingOccurrences(of: "rvc.paramUpdate = isUpdate.isOn", with: "rvc.paramUpdate = isUpdate.isEnabled")
        found = TeachingRules.explanations(for: CoverageFixture.context(other, coverage: lines(other), expectation: .label(outlet: "resultUpdate", text: "off"),
                                                                        expected: "\"off\"", actual: "\"on\"", events: [event("ViewController#1", "prepare(for:sender:)")]))
        XCTAssertFalse(found.map(\.rule).contains("branches-swapped"))
    }

    func testTheTopOfTheStackReachedThroughALocalIsFound() {
        let body = """
            if let stack = self.navigationController?.viewControllers {
                let prev = stack[stack.count - 1]
                if let main = prev as? ViewController {
                    main.paramEmail = self.email.text
                }
            }
        """
        XCTAssertEqual(body.firstMatch(StackLastIsSelfRule.topOfStack(in: body))?.last, "ViewController")
        // The one below the top, through a local: not the screen itself.
        let below = body.replacingOccurrences(of: "stack.count - 1", with: "stack.count - 2")
        XCTAssertNil(below.firstMatch(StackLastIsSelfRule.topOfStack(in: below)))
    }

    func testATestThatCannotFailIsNamed() {
        let code = """
        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onPerformSegue(_ sender: Any) {
                guard let text = email.text, text.count >= 0 else { return }
                performSegue(withIdentifier: "ManualSubmit", sender: self)
            }
        }
        """
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .top("ViewController"),
                                                                    expected: "ViewController", actual: "ResultViewController#1", step: 2,
                                                                    events: [event("ViewController#1", "onPerformSegue(_:)", step: 2)]))
        }
        let found = explain(code)
        XCTAssertEqual(found.map(\.rule), ["always-true-test"])
        XCTAssertEqual(found.first?.text.en, "`text.count >= 0` (line 4) is always true: `text.count` is never below 0, so an empty text passes the test too, and `performSegue(withIdentifier: \"ManualSubmit\", sender: self)` (line 5), which it guards, ran. To require some text, test `!text.isEmpty` (or `count > 0`).")
        XCTAssertFalse(explain(code.replacingOccurrences(of: "text.count >= 0", with: "text.count >= 1")).map(\.rule).contains("always-true-test"))
    }

    static let lazyForm = """
    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        lazy var typed = email.text ?? ""
        override func viewDidLoad() {
            super.viewDidLoad()
            print("ready", typed)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let rvc = segue.destination as? ResultViewController else { return }
            rvc.paramEmail = typed
        }
    }
    class ResultViewController: UIViewController {
        var paramEmail = ""
    }
    """

    func testALazyValueMadeBeforeTheInputIsNamed() {
        func explain(_ code: String, events: [TraceEvent]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "\"\"", steps: [.launch, .type(ControlLocator(outlet: "email"), text: "a@b.c")], step: 2,
                                                                    events: events))
        }
        let run = [event("ViewController#1", "viewDidLoad", step: 0), event("ViewController#1", "prepare(for:sender:)", "destination=ResultViewController#1", step: 2)]
        let found = explain(Self.lazyForm, events: run)
        XCTAssertEqual(found.map(\.rule), ["lazy-made-early"])
        XCTAssertEqual(found.first?.text.en, "`typed` is `lazy`: it is made once, the first time it is read, from the controls as they are at that moment (`email.text ?? \"\"`, line 3). Its first read is in `viewDidLoad()` (line 6), which ran as the screen appeared, before the user filled anything in, so it kept the empty form, and `rvc.paramEmail = typed` (line 10) sent those first values. Read the controls when you send (for example in `prepare(for:sender:)`), or make `typed` a computed property (`var typed: … { … }`), which reads them every time.")
        // Not read early: made when it was sent, from the filled-in form.
        let late = Self.lazyForm.replacingOccurrences(of: "        print(\"ready\", typed)\n", with: "")
        XCTAssertNotEqual(late, Self.lazyForm)
        XCTAssertFalse(explain(late, events: run).map(\.rule).contains("lazy-made-early"))
    }

    func testAClosureTheScreenKeepsThatCapturesItIsACycle() {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail = ""
            lazy var render: () -> Void = {
                self.resultEmail.text = self.paramEmail
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                render()
            }
        }
        """
        func explain(_ code: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .deallocated("ResultViewController"),
                                                                    expected: "released", actual: "ResultViewController#1 held by: (held by something reflection cannot see, such as a closure capturing it)"))
        }
        let found = explain(code)
        XCTAssertEqual(found.map(\.rule), ["closure-cycle"])
        XCTAssertEqual(found.first?.text.en, "`render = { … }` (line 4) stores in `self` a closure that captures `self` strongly: `self` keeps the closure, and the closure keeps `self`. They hold each other, so neither is released when the screen goes away. Capture it weakly: `{ [weak self] … in … }` (then use `self?.`).")
        let weak = code.replacingOccurrences(of: "= {\n", with: "= { [weak self] in\n").replacingOccurrences(of: "self.resultEmail.text = self.paramEmail", with: "self?.resultEmail.text = self?.paramEmail")
        XCTAssertNotEqual(weak, code)
        XCTAssertFalse(explain(weak).map(\.rule).contains("closure-cycle"))
    }

    func testTheScreenANavigationDelegateIsToldAboutIsTheOneShown() {
        let code = """
        class MainCoordinator: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let left = viewController as? LeftViewController, !navigationController.viewControllers.contains(left) || left.isMovingFromParent else { return }
                print(left)
            }
        }
        """
        let context = CoverageFixture.context(code, coverage: lines(code), expectation: .deallocated("LeftCoordinator"), expected: "released", actual: "LeftCoordinator#1 held by: x",
                                              events: [event("MainCoordinator#1", "navigationController(_:didShow:animated:)", "MainViewController#2 animated=true", step: 2)])
        let condition = CodeFacts.Condition(text: "let left = viewController as? LeftViewController, !navigationController.viewControllers.contains(left) || left.isMovingFromParent", line: 3, holds: true)
        let reason = context.unwrapNilReason(condition, method: "navigationController(_:didShow:animated:)", file: 0)
        XCTAssertEqual(reason?(Catalog[.en]), "the `viewController` that `navigationController(_:didShow:animated:)` is given is the screen being shown (the last time, MainViewController#2), not the one that left, so it is not a LeftViewController. The screen that left is `navigationController.transitionCoordinator?.viewController(forKey: .from)`: take it from there, and check that the stack no longer contains it")
        // Shown the screen the cast asks for: not this reason.
        let shownLeft = CoverageFixture.context(code, coverage: lines(code), expectation: .deallocated("LeftCoordinator"), expected: "released", actual: "LeftCoordinator#1 held by: x",
                                                events: [event("MainCoordinator#1", "navigationController(_:didShow:animated:)", "LeftViewController#1 animated=true", step: 2)])
        XCTAssertNil(shownLeft.unwrapNilReason(condition, method: "navigationController(_:didShow:animated:)", file: 0))
    }

    func testAValueGivenOnlyByACallbackOnChangeIsNamed() {
        let code = """
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                let appDelegate = UIApplication.shared.delegate as? AppDelegate
                appDelegate?.onValueChange = { [weak self] newValue in
                    self?.value = newValue
                }
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = value ?? "-"
            }
        }
        """
        func explain(_ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                                    expected: "\"kept\"", actual: "\"-\""))
        }
        let found = explain([8: 1, 13: 3])
        XCTAssertEqual(found.map(\.rule), ["value-only-from-callback"])
        XCTAssertTrue(found.first?.text.en.hasPrefix("`value` of VC2 gets its value only inside the closure that `appDelegate?.onValueChange = { … }` (line 7, in `viewDidLoad()`) hands to another object") == true, found.first?.text.en ?? "")
        // Called as many times as the label was shown: every screen got its value.
        XCTAssertFalse(explain([8: 3, 13: 3]).map(\.rule).contains("value-only-from-callback"))
    }

    func testALoopThatStopsOneShortIsNamed() {
        let code = """
        class MainCoordinator {
            var childCoordinators: [AnyObject] = []
            func childDidFinish(_ child: AnyObject?) {
                for i in 0..<childCoordinators.count - 1 {
                    if childCoordinators[i] === child { childCoordinators.remove(at: i); break }
                }
            }
        }
        """
        func explain(_ code: String, _ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .deallocated("LeftCoordinator"),
                                                                    expected: "LeftCoordinator released", actual: "LeftCoordinator#1 held by: SceneDelegate#1.coordinator.childCoordinators[0]"))
        }
        let found = explain(code, [5: 0])
        XCTAssertEqual(found.map(\.rule), ["loop-one-short"])
        XCTAssertEqual(found.first?.text.en, "`for i in 0..<childCoordinators.count - 1` (line 4) stops one short: `..<` already leaves out its end, so `- 1` leaves out the last element of `childCoordinators` too, and with one element the loop does not run at all (its body never ran here). Loop up to `childCoordinators.count` (`0..<childCoordinators.count`, or over `childCoordinators.indices`), or let the array find it (`firstIndex(where:)`, `removeAll(where:)`).")
        let whole = code.replacingOccurrences(of: "childCoordinators.count - 1", with: "childCoordinators.count")
        XCTAssertFalse(explain(whole, [5: 0]).map(\.rule).contains("loop-one-short"))
    }

    func testAPartOfATestReadingUIKitsStateSaysWhatItHeld() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let sub = segue.destination as? SubViewController else { return }
                if sub.isViewLoaded { sub.paramText = "x" }
            }
        }
        class SubViewController: UIViewController {
            var paramText = ""
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                if isBeingDismissed { print("bye") }
            }
        }
        """
        let context = CoverageFixture.context(code, coverage: lines(code), expectation: .label(outlet: "label", text: "x"), expected: "\"x\"", actual: "\"\"",
                                              events: [event("UINavigationController#1", "popViewController(animated:)", "SubViewController#1", step: 2)])
        XCTAssertEqual(context.statePart(of: CodeFacts.Condition(text: "sub.isViewLoaded", line: 4, holds: true), method: "prepare(for:sender:)", file: 0),
                       .viewNotLoaded(part: "sub.isViewLoaded", receiver: "sub", justMade: false))
        XCTAssertEqual(context.statePart(of: CodeFacts.Condition(text: "isBeingDismissed", line: 11, holds: true), method: "viewWillDisappear(_:)", file: 0),
                       .popNotDismiss(part: "isBeingDismissed", owner: "SubViewController"))
        // The screen's own view: not another controller's.
        XCTAssertNil(context.statePart(of: CodeFacts.Condition(text: "self.isViewLoaded", line: 4, holds: true), method: "prepare(for:sender:)", file: 0))
        XCTAssertTrue(Catalog[.en].conditionStatePart(.popNotDismiss(part: "isBeingDismissed", owner: "SubViewController")).contains("test `isMovingFromParent`"))
    }

    func testAStoreWrittenOnlyWhileEmptyAndAListReadAtTheOtherEndAreNamed() {
        let onlyWhenEmpty = """
        class VC3: UIViewController {
            @IBOutlet var valueField: UITextField!
            @IBAction func onSend(_ sender: Any) {
                let app = UIApplication.shared.delegate as! AppDelegate
                if app.value == nil {
                    app.value = valueField.text
                }
            }
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let app = UIApplication.shared.delegate as! AppDelegate
                valueLabel.text = app.value ?? "-"
            }
        }
        """
        func explain(_ code: String, _ counts: [Int: Int], events: [TraceEvent] = []) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "valueLabel", text: "changed"),
                                                                    expected: "\"changed\"", actual: "\"kept\"", events: events))
        }
        var found = explain(onlyWhenEmpty, [5: 2, 6: 1])
        XCTAssertEqual(found.map(\.rule), ["written-only-when-empty"])
        XCTAssertEqual(found.first?.text.en, "`app.value = valueField.text` (line 6) runs only under `app.value == nil` (line 5), so it writes `value` only while `value` is still empty: the test was reached 2 times and the value was written 1 time. The first value stayed, and every later one was turned away. Write the new value every time (drop the emptiness test from the write).")
        // Written every time the test was reached: nothing was turned away.
        XCTAssertFalse(explain(onlyWhenEmpty, [5: 2, 6: 2]).map(\.rule).contains("written-only-when-empty"))

        let history = """
        class FormViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBAction func onSave(_ sender: Any) {
                History.shared.emails.insert(email.text ?? "", at: 0)
            }
        }
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                valueLabel.text = History.shared.emails.last ?? "-"
            }
        }
        """
        found = explain(history, [:], events: [event("FormViewController#1", "onSave(_:)")])
        XCTAssertEqual(found.map(\.rule), ["read-at-the-other-end"])
        XCTAssertEqual(found.first?.text.en, "`History.shared.emails.insert(email.text ?? \"\", at: 0)` (line 4) puts each new value at the front of `emails`, and the screen reads `emails.last`, the other end: the oldest value, not the newest. Read `emails.first`, or add the new values at the end you read from.")
        let same = history.replacingOccurrences(of: "emails.last", with: "emails.first")
        XCTAssertFalse(explain(same, [:], events: [event("FormViewController#1", "onSave(_:)")]).map(\.rule).contains("read-at-the-other-end"))
    }

    func testAnotherScreensOutletWrittenThroughAnOptionalChainBeforeItsViewLoadedIsNamed() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination as? ResultViewController else { return }
                rvc.resultEmail?.text = "x"
            }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail = ""
        }
        """
        func explain(_ events: [TraceEvent]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "x"),
                                                                    expected: "\"x\"", actual: "\"\"", events: events))
        }
        let made = event("ResultViewController#1", "init(coder:)", step: 1)
        let prepare = event("ViewController#1", "prepare(for:sender:)", "destination=ResultViewController#1", step: 1)
        let loaded = event("ResultViewController#1", "viewDidLoad", step: 1)
        let found = explain([made, prepare, loaded])
        XCTAssertEqual(found.map(\.rule), ["outlet-chain-before-load"])
        XCTAssertTrue(found.first?.text.en.hasPrefix("`rvc.resultEmail?.text = \"x\"` (line 4, in `prepare(for:sender:)`) ran, but while the view of ResultViewController#1 was not loaded yet") == true, found.first?.text.en ?? "")
        // Its view had loaded before (the outlets were there): not this reading.
        XCTAssertFalse(explain([made, loaded, prepare]).map(\.rule).contains("outlet-chain-before-load"))
    }

    func testAShadowedNameAndALiteralSpelledDifferentlyAreNamed() {
        let shadowed = """
        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let value = (UIApplication.shared.delegate as? AppDelegate)?.value {
                    print(value)
                }
                valueLabel.text = self.value ?? "-"
            }
        }
        """
        var found = TeachingRules.explanations(for: CoverageFixture.context(shadowed, coverage: lines(shadowed), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                                            expected: "\"kept\"", actual: "\"-\""))
        XCTAssertEqual(found.map(\.rule), ["shadowed-name"])
        XCTAssertTrue(found.first?.text.en.hasPrefix("`valueLabel.text = self.value ?? \"-\"` (line 9) reads `self.value`, VC2's own property, which nothing gives a value.") == true, found.first?.text.en ?? "")
        let given = shadowed.replacingOccurrences(of: "print(value)", with: "self.value = value")
        found = TeachingRules.explanations(for: CoverageFixture.context(given, coverage: lines(given), expectation: .label(outlet: "valueLabel", text: "kept"),
                                                                        expected: "\"kept\"", actual: "\"-\""))
        XCTAssertFalse(found.map(\.rule).contains("shadowed-name"))

        let spaced = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = paramUpdate ? "on" : "auto off"
            }
        }
        """
        func spelled(_ actual: String) -> [String] {
            TeachingRules.explanations(for: CoverageFixture.context(spaced, coverage: lines(spaced), expectation: .label(outlet: "resultUpdate", text: "autooff"),
                                                                    expected: "\"autooff\"", actual: "\"\(actual)\"")).map(\.rule)
        }
        XCTAssertTrue(spelled("auto off").contains("literal-spelled-differently"))
        XCTAssertFalse(spelled("on").contains("literal-spelled-differently"))
    }

    func testACastOfAnObjectTheRunKnowsToAClassItIsNotIsNamed() {
        let code = """
        class ViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let result = (segue.destination as? UINavigationController)?.topViewController as? ResultViewController
                result?.paramEmail = "x"
            }
        }
        class ResultViewController: UIViewController {
            var paramEmail = ""
        }
        """
        func explain(_ destination: String) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code), expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "x"),
                                                                    expected: "\"x\"", actual: "\"\"",
                                                                    events: [event("ViewController#1", "prepare(for:sender:)", "segue=\"ActionSubmit\" destination=\(destination)", step: 1)]))
        }
        let found = explain("ResultViewController#1")
        XCTAssertEqual(found.map(\.rule), ["cast-of-known-object"])
        XCTAssertEqual(found.first?.text.en, "`result?.paramEmail = \"x\"` (line 4) did nothing: it goes through `segue.destination as? UINavigationController`, but the segue's destination was ResultViewController#1 itself, not a UINavigationController (this segue leads straight to the screen), so the cast gave nil and `?.` skipped the rest. Cast `segue.destination` to `ResultViewController`.")
        // The destination was a navigation controller: the cast held.
        XCTAssertFalse(explain("UINavigationController#2").map(\.rule).contains("cast-of-known-object"))
    }

    static let hierarchy = """
    class BaseViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            refresh()
        }
        func refresh() {}
        func pass(values: [String]) {}
    }
    class ViewController: BaseViewController {
        @IBOutlet var resultEmail: UILabel!
        var paramEmail = ""
        override func viewWillAppear(_ animated: Bool) {
            print("appear")
        }
        override func refresh() {
            resultEmail.text = paramEmail
        }
        func pass(values: [Int]) {}
    }
    """

    func testAnOverrideWithoutSuperAndAnOverloadBesideTheBasesMethodAreNamed() {
        func explain(_ code: String, _ counts: [Int: Int]) -> [Explanation] {
            TeachingRules.explanations(for: CoverageFixture.context(code, coverage: lines(code, except: counts), expectation: .label(outlet: "resultEmail", text: "a@b.c"),
                                                                    expected: "\"a@b.c\"", actual: "\"-\""))
        }
        let found = explain(Self.hierarchy, [3: 0, 4: 0, 16: 0, 18: 0, 7: 0])
        XCTAssertTrue(found.map(\.rule).contains("override-skips-super"), found.map(\.rule).description)
        XCTAssertTrue(found.first { $0.rule == "override-skips-super" }?.text.en.hasPrefix("ViewController's `override func viewWillAppear(_:)` (line 12) never calls `super.viewWillAppear(…)`, so BaseViewController's `viewWillAppear(_:)` (line 2) never ran for it, and neither did the work it does, `resultEmail.text = …` (line 16).") == true)
        let calling = Self.hierarchy.replacingOccurrences(of: "print(\"appear\")", with: "super.viewWillAppear(animated)")
        XCTAssertFalse(explain(calling, [16: 0]).map(\.rule).contains("override-skips-super"))
        // The subclass's `pass(values:)` takes [Int]: the base's ran, the subclass's never did.
        let overload = TeachingRules.explanations(for: CoverageFixture.context(Self.hierarchy, coverage: lines(Self.hierarchy, except: [18: 0]),
                                                                               expectation: .property(of: "ResultViewController#1", name: "paramEmail", equals: "x"), expected: "\"x\"", actual: "\"\""))
        XCTAssertTrue(overload.map(\.rule).contains("overload-not-override"), overload.map(\.rule).description)
    }

    func testNothingPresentedAndAChildOfADestinationThatIsNoContainerAreRead() {
        let code = """
        class ViewController: UIViewController {
            @IBAction func onSubmit(_ sender: Any) {
                guard self.presentedViewController != nil else { return }
                print("x")
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                guard let rvc = segue.destination.children.first as? ResultViewController else { return }
                print(rvc)
            }
        }
        """
        func context(_ destination: String) -> FailureContext {
            CoverageFixture.context(code, coverage: lines(code), expectation: .top("ResultViewController"), expected: "ResultViewController", actual: "ViewController#1",
                                    events: [event("ViewController#1", "onSubmit(_:)", step: 1), event("ViewController#1", "prepare(for:sender:)", "destination=\(destination)", step: 2)])
        }
        XCTAssertEqual(context("ResultViewController#1").statePart(of: CodeFacts.Condition(text: "self.presentedViewController != nil", line: 3, holds: true), method: "onSubmit(_:)", file: 0),
                       .nothingPresented(part: "self.presentedViewController != nil", owner: "ViewController"))
        let binding = CodeFacts.Condition(text: "let rvc = segue.destination.children.first as? ResultViewController", line: 7, holds: true)
        XCTAssertEqual(context("ResultViewController#1").unwrapNilReason(binding, method: "prepare(for:sender:)", file: 0)?(Catalog[.en]),
                       "`segue.destination.children.first` looks for a child of the segue's destination, but the destination was ResultViewController#1, the screen itself, not a container: it has no children. Cast `segue.destination` itself")
        XCTAssertNil(context("UINavigationController#2").unwrapNilReason(binding, method: "prepare(for:sender:)", file: 0))
    }
}
