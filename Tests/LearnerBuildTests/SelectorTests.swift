import LearnerBuild
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
        ]
        for row in table {
            XCTAssertEqual(SourceAnalysis.Action.selector(name: row.name, labels: row.labels), row.selector, "\(row.name)\(row.labels)")
        }
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
