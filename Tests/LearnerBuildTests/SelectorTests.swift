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

/// What the build writes for the Objective-C runtime's expressions (R10.11, R10.12).
final class ObjectiveCRuntimePreparationTests: XCTestCase {
    func prepared(_ source: String) -> String {
        let file = SourceAnalyzer.analyze(source: source, relativePath: "App/ViewController.swift")
        return SourcePreparer.prepare(source, file: file, glue: "")
    }

    /// `#keyPath(Type.a.b)` is the key path's string, padded to the expression's width.
    func testKeyPathBecomesItsString() {
        let text = prepared("""
        let keys = [#keyPath(ResultViewController.paramEmail), #keyPath(note.text)]
        """)
        XCTAssertEqual(text, #"let keys = ["paramEmail""# + String(repeating: " ", count: 29) + #", "note.text"        ]"#)
        XCTAssertEqual(text.utf8.count, "let keys = [#keyPath(ResultViewController.paramEmail), #keyPath(note.text)]".utf8.count)
    }

    /// `x.responds(to:)`/`x.perform(…)` where `x` is typed `AnyObject` goes through `__workbookObjC`;
    /// other receivers (`self`, a class-typed value) are left as written.
    func testAnyObjectReceiversGoThroughTheDynamicLookup() {
        let text = prepared("""
        func send(_ sender: AnyObject, model: Model) {
            if let target = delegate as AnyObject?, target.responds(to: sel) { _ = target.perform(sel, with: 1) }
            (delegate as AnyObject).perform(sel)
            sender.perform(sel, with: 1, with: 2)
            model.perform(sel)
            self.perform(sel)
        }
        """)
        XCTAssertTrue(text.contains("__workbookObjC(target).responds(to: sel)"), text)
        XCTAssertTrue(text.contains("__workbookObjC(target).perform(sel, with: 1)"), text)
        XCTAssertTrue(text.contains("__workbookObjC((delegate as AnyObject)).perform(sel)"), text)
        XCTAssertTrue(text.contains("__workbookObjC(sender).perform(sel, with: 1, with: 2)"), text)
        XCTAssertTrue(text.contains("    model.perform(sel)"), text)
        XCTAssertTrue(text.contains("    self.perform(sel)"), text)
    }

    /// A method that fulfils an `@objc protocol`'s requirement is `@objc` on iOS: the glue registers
    /// it by its selector; a method of two parameters can be sent two objects.
    func testMethodsFulfillingAnObjcProtocolAreRegistered() {
        let files = [
            SourceAnalyzer.analyze(source: "@objc protocol MyDataDelegate { func sendData(_ data: String) }", relativePath: "App/P.swift"),
            SourceAnalyzer.analyze(source: """
            class MainViewController: UIViewController {
                func helper() {}
            }
            extension MainViewController: MyDataDelegate {
                func sendData(_ data: String) {}
                @objc func pair(_ a: String, _ b: String) {}
            }
            """, relativePath: "App/Main.swift"),
        ]
        let glue = GlueGenerator(analysis: SourceAnalysis(files: files)).glue(for: files[1])
        XCTAssertTrue(glue.contains(#""sendData:": __WorkbookClassGlue.Action(swiftName: "sendData(_:)") { target, sender in (target as! MainViewController).sendData(_:)(__workbookCast(sender, "sendData:")) },"#), glue)
        XCTAssertFalse(glue.contains(#""helper""#), glue)
        XCTAssertTrue(glue.contains(#"invoke2: { target, first, second in (target as! MainViewController).pair(_:_:)(__workbookCast(first, "pair::"), __workbookCast(second, "pair::")) }"#), glue)
    }
}
