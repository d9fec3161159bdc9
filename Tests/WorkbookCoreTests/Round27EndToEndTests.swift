import Foundation
@testable import Teaching
@testable import WorkbookCore
import Texts
import WorkbookProtocol
import XCTest

/// Round 27's readings on the book's exercises (docs/checks.md "Round 27"), each on a learner file
/// written for the test (not a held-out solution).
final class Round27EndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// `stored != nil && !received.isEmpty`: `received` is declared empty in VC2 and only VC3's own
    /// `received` is ever added to, so the part is false every time and makes the whole test false.
    func testAPartReadingACollectionNothingFills() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var received: [String] = []

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let stored = UserDefaults.standard.string(forKey: "kept")
                    if stored != nil && !received.isEmpty {
                        valueLabel.text = stored
                    }
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                var received: [String] = []

                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                    received.append("from VC3")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "what-if")
        XCTAssertEqual(found.text.en, "`!received.isEmpty`, in `stored != nil && !received.isEmpty` (VC2.swift line 11), was false each of the 2 times it ran, and it cannot be otherwise: `received` (declared empty at line 6, in VC2) is read there, but nothing in VC2 ever adds to `received`, so it is empty every time (`received` in VC3 is that class's own collection: what VC3 puts there never reaches VC2). With `&&` that one part makes the whole test false, whatever the others hold. The test cannot tell the cases apart. Test what really holds the value (where it was saved or handed over), or add to `received` where the value arrives; if that part of the test is not needed, leave it out.")
        XCTAssertTrue(found.text.ko.contains("언제나 비어 있습니다"), found.text.ko)
    }

    /// The same part with the array filled in VC2 itself (by another method) is not told as one
    /// that cannot change.
    func testAPartReadingACollectionItsClassFillsIsNotConstant() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!
                var received: [String] = []

                func remember(_ value: String) {
                    received.append(value)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let stored = UserDefaults.standard.string(forKey: "kept")
                    if stored != nil && !received.isEmpty {
                        valueLabel.text = stored
                    }
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {
                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "value-back-in-vc2" })
        XCTAssertEqual(failed.status, .failed)
        XCTAssertFalse(failed.explanations.isEmpty)
        XCTAssertFalse(failed.explanations.contains { $0.text.en.contains("cannot be otherwise") }, "\(failed.explanations.map(\.text.en))")
    }

    /// A loop between the test and the line, whose body ran no turn: the loop is told (what it went
    /// over, the type a `for case let … as T` keeps), not the `if` around it, which held.
    func testALineInsideALoopThatNeverTurned() throws {
        let report = try FilledExercise.check(self, exercise: "action-segue-values", app: "ActionSegueValues", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "ActionSubmit" {
                        for case let next as ResultViewController in segue.destination.children {
                            next.paramEmail = email.text ?? ""
                            next.paramUpdate = isUpdate.isOn
                            next.paramInterval = interval.value
                        }
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.contains("it is inside the loop `for case let next as ResultViewController in segue.destination.children` (line 11), which was reached once and ran its body no time: `segue.destination.children` held no element that is a `ResultViewController`") }, "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains("`segue.identifier == \"ActionSubmit\"` (line 10) was reached once, and it was false") }, "\(texts)")
        XCTAssertTrue(failed.explanations.contains { $0.text.ko.contains("본문을 한 번도 실행하지 않았습니다") }, "\(failed.explanations.map(\.text.ko))")
    }

    /// A pop made once per turn of a loop that turns once too often (`0...steps`): told with the loop
    /// and the closed range, and the what-if search does not offer a test beside it.
    func testAScreenChangeRepeatedByALoop() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                    let steps = 1
                    for _ in 0...steps {
                        navigationController?.popViewController(animated: true)
                    }
                }
            }
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = UserDefaults.standard.string(forKey: "kept") ?? "-"
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "transition-repeated")
        XCTAssertEqual(found.text.en, "navigationController?.popViewController(…) (line 9, in `onSend(_:)`) ran 2 times in this run, once per turn of the loop `for _ in 0...steps` (line 8): each turn made one more screen change, so the app went on past the screen the check expected. A range written with `...` includes its end: `0...n` turns n + 1 times, `0..<n` turns n times. Make the loop turn only as many times as screens should change (or leave it with `break` after the change), or make the change once, outside the loop.")
        XCTAssertTrue(found.text.ko.contains("모두 2번 실행되었습니다"), found.text.ko)
    }

    /// A custom operator called with its two sides the wrong way round: the search swaps them.
    func testACustomOperatorWithItsSidesSwapped() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC3.swift", """
            import UIKit

            infix operator <~ : AssignmentPrecedence

            struct Store {
                var kept: String?
            }

            var shared = Store()

            // target <~ source: copies source into target
            func <~ (target: inout String?, source: String?) {
                target = source
            }

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    var typed: String? = "from VC3"
                    typed <~ shared.kept
                    UserDefaults.standard.set(typed, forKey: "kept")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
            ("VC2.swift", """
            import UIKit

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel.text = UserDefaults.standard.string(forKey: "kept") ?? "-"
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("So the two sides of your operator are the wrong way round"), found.text.en)
    }

    /// A label's earlier text kept by a `+` inside an operator of the learner's: the search leaves the
    /// left term out.
    func testTextAddedToWhatTheLabelShowed() throws {
        let report = try FilledExercise.check(self, exercise: "lost-value-vc1-vc2-vc3", app: "LostValue", fills: [
            ("VC2.swift", """
            import UIKit

            // label += text: puts the text on the label
            func += (label: UILabel, text: String?) {
                guard let text = text else { return }
                label.text = (label.text ?? "") + text
            }

            class VC2: UIViewController {

                @IBOutlet var valueLabel: UILabel!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    valueLabel += UserDefaults.standard.string(forKey: "kept")
                }
            }
            """),
            ("VC3.swift", """
            import UIKit

            class VC3: UIViewController {

                @IBAction func onSend(_ sender: Any) {
                    UserDefaults.standard.set("from VC3", forKey: "kept")
                    navigationController?.popViewController(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-back-in-vc2", rule: "what-if")
        XCTAssertTrue(found.text.en.contains("it passes with `text` in place of `(label.text ?? \"\") + text`"), found.text.en)
    }

    /// Two values whose one difference is `""` against `nil` (an empty field's text against a model's
    /// nil): told as empty text versus nil, not as an optional against a plain value.
    func testEmptyTextAgainstNilInsideAValue() throws {
        let outcome = WhatIfOutcome(result: false, times: 1, pairs: [["App.Email(text: Optional(\"\"))", "App.Email(text: nil)"]], equalSides: false)
        XCTAssertEqual(outcome.difference, .emptyVersusNil)
        let optional = WhatIfOutcome(result: false, times: 1, pairs: [["\"Optional(\\\"a\\\")\"", "\"a\""]], equalSides: false)
        XCTAssertEqual(optional.difference, .optional)
    }

    /// `guard … else { break }` in a loop over two identifiers: the loop ends in its first turn for
    /// the second segue, told as a loop left too early (`continue`), not as a test that was false.
    func testALoopLeftInItsFirstTurn() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let next = segue.destination as? ResultViewController else { return }
                    for id in ["ActionSubmit", "DefaultSubmit"] {
                        guard segue.identifier == id else { break }
                        next.paramEmail = email.text ?? ""
                        next.paramUpdate = id == "ActionSubmit" ? isUpdate.isOn : true
                        next.paramInterval = id == "ActionSubmit" ? interval.value : 10
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "default-passes-defaults" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.contains("the loop `for id in [\"ActionSubmit\", \"DefaultSubmit\"]` (line 11) ended in its first turn: the test `segue.identifier == id` (line 12) decided on the first element, and its `break` leaves the whole loop") }, "\(texts)")
        XCTAssertTrue(failed.explanations.contains { $0.text.ko.contains("첫 바퀴에서 끝났습니다") })
    }

    /// Two constants of one namespace holding the same text, both cases of one `switch`.
    func testTwoConstantsWithTheSameTextInOneSwitch() throws {
        let report = try FilledExercise.check(self, exercise: "segue-identifier-routing", app: "SegueIdentifierRouting", fills: [
            ("ViewController.swift", """
            import UIKit

            enum Route {
                static let submit = "ActionSubmit"
                static let defaults = "ActionSubmit"
            }

            class ViewController: UIViewController {

                @IBOutlet var email: UITextField!
                @IBOutlet var isUpdate: UISwitch!
                @IBOutlet var interval: UIStepper!

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let next = segue.destination as? ResultViewController else { return }
                    next.paramEmail = email.text ?? ""
                    switch segue.identifier {
                    case Route.submit:
                        next.paramUpdate = isUpdate.isOn
                        next.paramInterval = interval.value
                    case Route.defaults:
                        next.paramUpdate = true
                        next.paramInterval = 10
                    default:
                        break
                    }
                }
            }
            """),
        ])
        let found = try reading(report, check: "default-passes-defaults", rule: "same-constant-twice")
        XCTAssertEqual(found.text.en, "`Route.defaults` holds \"ActionSubmit\", the same text as `Route.submit`: the `switch` takes `case Route.submit` (line 18) for that value every time, so `case Route.defaults` (line 21) can never run. A constant copied from another keeps its text until you change it: give `Route.defaults` its own value (the storyboard's identifier it stands for is probably \"DefaultSubmit\", which no case holds).")
    }

    /// A style made from its raw value: `1` is `.pageSheet`, whatever the `??` after it says.
    func testAStyleMadeFromItsNumber() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            enum History {
                static var screens: [UIViewController] = []
            }

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!
                var appearances = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") else { return }
                    second.modalPresentationStyle = UIModalPresentationStyle(rawValue: 1) ?? .fullScreen
                    present(second, animated: true)
                }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            class SecondViewController: UIViewController {

                @IBAction func onClose(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "closes-second" })
        let texts = failed.explanations.map(\.text.en)
        XCTAssertTrue(texts.contains { $0.hasPrefix("`second.modalPresentationStyle = UIModalPresentationStyle(rawValue: 1) ?? .fullScreen` (line 20) makes the style from its number: `UIModalPresentationStyle(rawValue: 1)` is `.pageSheet`") }, "\(texts)")
    }

    /// A switch's test keeping a line that does not read the switch: the line is needed either way.
    func testAValueShownWholeAndALineNeededEitherWay() throws {
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
                    next.paramUpdate = isUpdate.isOn
                    if isUpdate.isOn {
                        next.paramInterval = interval.value
                    }
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """),
            ("ResultViewController.swift", """
            import UIKit

            struct Shown {
                var text: String
            }

            class ResultViewController: UIViewController {

                @IBOutlet var resultEmail: UILabel!
                @IBOutlet var resultUpdate: UILabel!
                @IBOutlet var resultInterval: UILabel!

                var paramEmail: String = ""
                var paramUpdate: Bool = false
                var paramInterval: Double = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    resultEmail.text = paramEmail
                    resultUpdate.text = paramUpdate ? "자동갱신" : "자동갱신안함"
                    resultInterval.text = "\\(Int(paramInterval))분 마다 갱신"
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        let texts = failed.explanations.map(\.text.en)
        // The switch's test is not turned round (the line it guards never reads the switch): left out, it passes.
        XCTAssertTrue(texts.contains { $0.contains("it passes without `isUpdate.isOn` (ViewController.swift line 13)") }, "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains("!(isUpdate.isOn)") || $0.contains("write `!isUpdate.isOn`") }, "\(texts)")
        XCTAssertTrue(ValueFormatRule.differsInANumber("-1분 마다 갱신", "5분 마다 갱신"))
        XCTAssertFalse(ValueFormatRule.differsInANumber("5분 마다", "5분 마다 갱신"))
    }

    /// A member of a nested namespace is no outlet of another screen.
    func testANestedNamespaceMemberIsNoOtherScreensView() throws {
        XCTAssertTrue(OtherScreenViewRule.isTypeMember("ViewController.Format.interval", name: "interval", in: "ViewController.Format.interval(paramInterval)"))
        XCTAssertTrue(OtherScreenViewRule.isTypeMember("FormViewController.Keys.email", name: "email", in: "FormViewController.Keys.email.rawValue"))
        XCTAssertFalse(OtherScreenViewRule.isTypeMember("form.email", name: "email", in: "form.email.text"))
        XCTAssertFalse(OtherScreenViewRule.isTypeMember("(x as? Form).email", name: "email", in: "(x as? Form).email.text"))
    }

    /// A screen appended to a static array of a type of the learner's: kept for the app's life.
    func testAScreenAppendedToAStaticArray() throws {
        let report = try FilledExercise.check(self, exercise: "present-by-identifier", app: "PresentByIdentifier", fills: [
            ("ViewController.swift", """
            import UIKit

            enum History {
                static var screens: [UIViewController] = []
            }

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!
                var appearances = 0

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    appearances += 1
                    status.text = "표시 \\(appearances)회"
                }

                @IBAction func onOpen(_ sender: Any) {
                    guard let second = storyboard?.instantiateViewController(withIdentifier: "Second") else { return }
                    second.modalPresentationStyle = .fullScreen
                    History.screens.append(second)
                    present(second, animated: true)
                }
            }
            """),
            ("SecondViewController.swift", """
            import UIKit

            class SecondViewController: UIViewController {

                @IBAction func onClose(_ sender: Any) {
                    dismiss(animated: true)
                }
            }
            """),
        ])
        let found = try reading(report, check: "closes-second", rule: "static-holder")
        XCTAssertTrue(found.text.en.hasPrefix("`History.screens.append(second)` (line 21) keeps SecondViewController in `History.screens`, a `static` property"), found.text.en)
    }

    /// A struct put into text whole (`Message(text: hello)`): show the field.
    func testAValueShownWholeWithItsTypeAndFields() throws {
        let report = try FilledExercise.check(self, exercise: "delegate-back", app: "DelegateBack", fills: [
            ("SubViewController.swift", """
            import UIKit

            class SubViewController: UIViewController {

                @IBOutlet var currentLabel: UILabel!
                @IBOutlet var inputText: UITextField!
                var paramText: String?
                weak var delegate: MyDataDelegate?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    currentLabel.text = paramText
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    if let text = inputText.text, !text.isEmpty {
                        delegate?.sendData(text)
                    }
                }
            }
            """),
            ("MainViewController.swift", """
            import UIKit

            struct Note {
                var body: String
            }

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
                    let note = Note(body: data)
                    resultLabel.text = "\\(note)"
                }
            }
            """),
        ])
        let found = try reading(report, check: "value-comes-back", rule: "value-format")
        XCTAssertTrue(found.text.en.hasPrefix(#"The value arrived inside another one: "Note(body: "hello")" is how Swift writes a whole `Note` as text"#), found.text.en)
        XCTAssertTrue(found.text.en.contains("Show the field that holds the value, `.body` (\"hello\")"), found.text.en)
    }

    /// A segue kind the exercise gives (its storyboard.yaml) is not offered as the change that passes:
    /// the code that searches the navigation stack for a presented screen is what must change.
    func testASegueKindTheExerciseGivesIsNotOffered() throws {
        let report = try FilledExercise.check(self, exercise: "unwind-multi-level", app: "UnwindMultiLevel", fills: [
            ("ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {

                @IBOutlet var status: UILabel!

                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
                    for case let third as ThirdViewController in navigationController?.viewControllers ?? [] {
                        status.text = third.note.text
                    }
                }
            }
            """),
        ])
        let failed = try XCTUnwrap(report.checks.first { $0.status == .failed })
        XCTAssertFalse(failed.explanations.contains { $0.text.en.contains("made a Show segue") }, "\(failed.explanations.map(\.text.en))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("given-\(UUID().uuidString)/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        scenes:
          - id: home
            class: ViewController
            views:
              - button: {title: Next, segue: {id: ToThird, to: third, kind: presentation}}
          - id: third
            class: ThirdViewController
        """.write(to: folder.deletingLastPathComponent().appendingPathComponent("storyboard.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(Checker.WhatIfSession.givenSegueKinds(near: folder), ["ThirdViewController|presentation"])
    }

    /// The search's changes for code of the learner's own operators and values thrown away: a custom
    /// operator's sides swapped, the left term of a `+` left out, a `Bool` answer turned round, a
    /// result given back; not a side swapped for the comparison's other side.
    func testTheSearchChangesOperatorsAndResults() {
        let source = """
        import UIKit

        infix operator <~ : AssignmentPrecedence
        func <~ (target: inout String?, source: String?) { target = source }

        struct Minutes { let value: Double }

        class ViewController: UIViewController {
            var items: [String] = []
            var kept: String?
            func isIn(_ screen: UIViewController, _ stack: [UIViewController]) -> Bool {
                return stack.contains(screen)
            }
            func less(_ lhs: Minutes, _ rhs: Minutes) -> Bool {
                return lhs.value > rhs.value
            }
            func update(_ typed: String?, label: UILabel) {
                kept <~ typed
                label.text = (label.text ?? "") + (typed ?? "")
                _ = items.filter { $0 != "x" }
            }
        }
        """
        let made = WhatIfSchema.make(paths: ["App/ViewController.swift"], contents: [source], identifiers: []) { _, _, _ in 1 }
        let found = Set(made.changes.map { "\($0.kind.rawValue) \($0.line) \($0.before) -> \($0.after)" })
        XCTAssertTrue(found.contains("operandsSwapped 18 kept <~ typed -> typed <~ kept"), "\(found.sorted())")
        XCTAssertTrue(found.contains("termDropped 19 (label.text ?? \"\") + (typed ?? \"\") -> (typed ?? \"\")"), "\(found.sorted())")
        XCTAssertTrue(found.contains("conditionNegated 12 stack.contains(screen) -> !(stack.contains(screen))"), "\(found.sorted())")
        XCTAssertTrue(found.contains("resultKept 20 _ = items.filter { $0 != \"x\" } -> items = items.filter { $0 != \"x\" }"), "\(found.sorted())")
        XCTAssertTrue(found.contains("comparisonReversed 15 lhs.value > rhs.value -> lhs.value < rhs.value"), "\(found.sorted())")
        XCTAssertFalse(found.contains { $0.contains("-> rhs.value > rhs.value") || $0.hasSuffix("-> rhs.value") }, "\(found.sorted())")
    }
}
