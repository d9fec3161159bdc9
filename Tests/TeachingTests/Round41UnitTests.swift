import Foundation
@testable import Teaching
import LearnerBuild
import Texts
import WorkbookProtocol
import XCTest

/// Round 41's small pieces, exactly, and the premises its hostile review tightened: code where a
/// reading's claim would be false gets no such reading.
final class Round41UnitTests: XCTestCase {
    /// Every line of `code` ran once.
    func explanations(_ code: String, outlet: String, expected: String, actual: String, steps: [Step] = []) -> [Explanation] {
        let counts = Dictionary(uniqueKeysWithValues: (1...code.components(separatedBy: "\n").count).map { ($0, 1) })
        return TeachingRules.explanations(for: CoverageFixture.context(code, coverage: CoverageFixture.coverage(counts), expectation: .label(outlet: outlet, text: expected),
                                                                       expected: "\"\(expected)\"", actual: "\"\(actual)\"", steps: steps))
    }

    func testATypeAliasIsReadAsWrittenAndQualifiedNamesFindIt() {
        let sources = ["class VC3 {\n    typealias Sent = (value: String, from: String)\n}"]
        XCTAssertEqual(SideSources.typeAlias("VC3.Sent", in: sources), "(value: String, from: String)")
        XCTAssertEqual(SideSources.typeAlias("Sent", in: sources), "(value: String, from: String)")
        XCTAssertNil(SideSources.typeAlias("Other", in: sources))
        XCTAssertNil(SideSources.typeAlias("(a: Int, b: Int)", in: sources))
    }

    func testATupleCastNamesTheElementOfAnotherTypeOnly() {
        let sources = ["typealias Form = (mail: String, minutes: Int)"]
        XCTAssertEqual(SideSources.tupleCast(values: [#"Optional((mail: "a@b.c", minutes: 5.0))"#], type: "Form", sources: sources),
                       .tupleElement(alias: "Form", declared: "(mail: String, minutes: Int)", label: "minutes", value: "5.0", valueType: "Double", asked: "Int"))
        // Every element of the declared type: no element to name.
        XCTAssertNil(SideSources.tupleCast(values: [#"(mail: "a@b.c", minutes: 5)"#], type: "Form", sources: sources))
        // An integer where a `Double` is declared is made a `Double` when the tuple is built: not the fault.
        XCTAssertNil(SideSources.tupleCast(values: [#"(mail: "a@b.c", minutes: 5)"#], type: "Form", sources: ["typealias Form = (mail: String, minutes: Double)"]))
        XCTAssertNil(SideSources.tupleCast(values: [#"(mail: "a@b.c", minutes: 5.0)"#], type: "Unknown", sources: sources))
    }

    func testANegatedStateIsReadOnlyAsTheWholeTestTrueAtThatMoment() {
        var test = StateTestText(test: "!isMovingFromParent", file: "Left.swift", line: 3, method: "viewDidDisappear(_:)")
        test.isGuard = true
        test.parts = [.init(name: "isMovingFromParent", written: "isMovingFromParent", value: "true")]
        XCTAssertEqual(StateTestText.negatedTrue(test)?.plain, "guard isMovingFromParent else { return }")
        test.isGuard = false
        XCTAssertEqual(StateTestText.negatedTrue(test)?.plain, "if isMovingFromParent { … }")
        test.parts[0].value = "false"
        XCTAssertNil(StateTestText.negatedTrue(test))
        test.parts[0].value = "true"
        test.test = "!isMovingFromParent && animated"
        XCTAssertNil(StateTestText.negatedTrue(test))
    }

    func testInputValuesAreWhatTheStepsGaveUpToTheStepAsALabelShowsThem() {
        let steps: [Step] = [.type(ControlLocator(outlet: "email"), text: "a@b.c"), .set(ControlLocator(outlet: "interval"), on: nil, value: 5, index: nil),
                             .set(ControlLocator(outlet: "ratio"), on: nil, value: 0.5, index: nil)]
        let context = CoverageFixture.context("class A {}", coverage: nil, expectation: .label(outlet: "x", text: "y"), expected: "\"y\"", actual: "\"z\"", steps: steps)
        XCTAssertEqual(context.inputValues(upTo: 2).map(\.shown), ["a@b.c", "5", "0.5"])
        XCTAssertEqual(context.inputValues(upTo: 0).map(\.outlet), ["email"])
    }

    /// A placeholder that ran because the value never came is no "wrong words" (review A4); a yes/no
    /// choosing between two words of the learner's is.
    func testAPlaceholderIsNoWrongWordsButAChoiceOfTwoWordsIs() {
        let placeholder = """
        class ListViewController: UIViewController {
            @IBOutlet var countLabel: UILabel!
            var items: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                countLabel.text = "No items"
            }
        }
        """
        XCTAssertFalse(explanations(placeholder, outlet: "countLabel", expected: "1 items", actual: "No items").contains { $0.rule == "literal-shown" })
        let choice = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultUpdate: UILabel!
            var paramUpdate = false
            override func viewDidLoad() {
                super.viewDidLoad()
                resultUpdate.text = paramUpdate ? "ON" : "OFF"
            }
        }
        """
        let found = explanations(choice, outlet: "resultUpdate", expected: "자동갱신안함", actual: "OFF")
        XCTAssertEqual(found.first { $0.rule == "literal-shown" }?.text.en.hasPrefix("What showed, \"OFF\", is a text written in your code: `resultUpdate.text = paramUpdate ? \"ON\" : \"OFF\"`"), true)
    }

    /// A wrapper that transforms its own initial value (the Swift book's `Capitalized`) keeps no copy of
    /// a store (review A2).
    func testAWrapperOverItsOwnValueIsNoSnapshot() {
        let code = """
        @propertyWrapper struct Capitalized {
            private var value = ""
            var wrappedValue: String { get { value } set { value = newValue.capitalized } }
            init(wrappedValue: String) { value = wrappedValue.capitalized }
        }
        class ResultViewController: UIViewController {
            @IBOutlet var nameLabel: UILabel!
            @Capitalized var name = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = name
            }
        }
        """
        XCTAssertFalse(explanations(code, outlet: "nameLabel", expected: "Kim", actual: "").contains { $0.rule == "wrapper-snapshot" })
    }

    /// A local copy given a stand-in when the value did not come is no "copy changed instead of the
    /// property": nothing assigns the property, and that is what is told (review A1).
    func testACopyGivenAStandInIsNotTheFault() {
        let code = """
        class ResultViewController: UIViewController {
            @IBOutlet var resultEmail: UILabel!
            var paramEmail: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                var shown = paramEmail
                if shown == nil { shown = "(없음)" }
                resultEmail.text = shown
            }
        }
        """
        let found = explanations(code, outlet: "resultEmail", expected: "a@b.c", actual: "(없음)")
        XCTAssertFalse(found.contains { $0.text.en.contains("a local copy of it") }, found.map(\.text.en).joined(separator: "\n"))
    }
}
