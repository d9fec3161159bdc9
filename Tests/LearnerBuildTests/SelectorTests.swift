import LearnerBuild
import WorkbookProtocol
import XCTest

/// The Objective-C selector Interface Builder writes for a Swift method (IB-STORYBOARD.md, selectors).
final class SelectorTests: XCTestCase {
    func testSelectorTable() {
        let table: [(name: String, labels: [String], selector: String)] = [
            ("onSubmit", ["_"], "onSubmit:"),
            ("tap", [], "tap"),
            ("unwindToMain", ["segue"], "unwindToMainWithSegue:"),
            ("unwind", ["_"], "unwind:"),
            ("foo", ["_", "forEvent"], "foo:forEvent:"),
            ("config", ["coder"], "configWithCoder:"),
            ("makeResult", ["coder", "sender"], "makeResultWithCoder:sender:"),
            ("makeResult", ["_", "sender", "segueIdentifier"], "makeResult:sender:segueIdentifier:"),
            ("pair", ["_", "_"], "pair::"),
            ("valueChanged", ["sender"], "valueChangedWithSender:"),
            // A first label that starts with a preposition, or a base name that ends with one, joins
            // without "With" (Swift's PartsOfSpeech.def list).
            ("save", ["with"], "saveWith:"),
            ("unwind", ["for"], "unwindFor:"),
            ("f", ["_"], "f:"),
            ("f", ["x"], "fWithX:"),
            ("unwindTo", ["main"], "unwindToMain:"),
            ("goBack", ["toMain"], "goBackToMain:"),
            ("backToMain", ["segue"], "backToMainWithSegue:"),
            ("didTap", ["at", "_"], "didTapAt::"),
            ("show", ["using", "sender"], "showUsing:sender:"),
            ("send", ["about"], "sendWithAbout:"),
            ("moveInto", ["box"], "moveIntoBox:"),
            ("loadFromURL", ["url"], "loadFromURLWithUrl:"),
        ]
        for row in table {
            XCTAssertEqual(SourceAnalysis.Action.selector(name: row.name, labels: row.labels), row.selector, "\(row.name)\(row.labels)")
        }
    }

    func testSwiftNamesBecomeSelectorsByTheSameRule() {
        XCTAssertEqual(ObjCSelector.name(fromSwiftName: "save(with:)"), "saveWith:")
        XCTAssertEqual(ObjCSelector.name(fromSwiftName: "onPerformSegue(_:)"), "onPerformSegue:")
        XCTAssertEqual(ObjCSelector.name(fromSwiftName: "config(coder:)"), "configWithCoder:")
        XCTAssertEqual(ObjCSelector.name(fromSwiftName: "tap()"), "tap")
        XCTAssertEqual(ObjCSelector.name(fromSwiftName: "saveWith:"), "saveWith:")
        XCTAssertEqual(ObjCSelector.camelCaseWords("loadURLSession2Now"), ["load", "URL", "Session2", "Now"])
    }

    /// The build's analysis names the learner's methods with the same rule.
    func testAnalyzedActionsUseSwiftsPrepositionRule() throws {
        let file = SourceAnalyzer.analyze(source: """
        class V: UIViewController {
            @IBAction func save(with sender: UIButton) {}
            @IBAction func unwind(for segue: UIStoryboardSegue) {}
            @IBAction func close(sender: Any) {}
        }
        """, relativePath: "V.swift")
        let actions = try XCTUnwrap(file.declarations.first).actions
        XCTAssertEqual(actions.map(\.selector), ["saveWith:", "unwindFor:", "closeWithSender:"])
    }

    func testExplicitObjCNameWins() throws {
        let file = SourceAnalyzer.analyze(source: """
        class V: UIViewController {
            @objc(customName:) @IBAction func renamed(_ sender: Any) {}
            @objc( spaced:with: ) func spaced(_ a: Any, b: Any) {}
        }
        """, relativePath: "V.swift")
        let actions = try XCTUnwrap(file.declarations.first).actions
        XCTAssertEqual(actions.map(\.selector), ["customName:", "spaced:with:"])
        XCTAssertEqual(actions.map(\.swiftName), ["renamed(_:)", "spaced(_:b:)"])
    }
}
