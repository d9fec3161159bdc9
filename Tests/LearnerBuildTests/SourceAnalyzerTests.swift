import Foundation
import LearnerBuild
import XCTest

final class SourceAnalyzerTests: XCTestCase {
    let source = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    class ViewController: UIViewController {
        @IBOutlet weak var email: UITextField!
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet private var label: UILabel?
        @objc dynamic var observed = 0

        @IBAction private func onSubmit(_ sender: UIButton) {}
        @IBAction func tap() {}
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        @IBAction func pressed(_ sender: Any, forEvent event: UIEvent) {}
        @objc(customName:) @IBAction func renamed(_ sender: Any) {}
        @IBSegueAction func makeResult(_ coder: NSCoder, sender: Any?) -> ResultViewController? { nil }
    }

    class ResultViewController: UIViewController {}
    """

    func testClassesOutletsAndActions() throws {
        let file = SourceAnalyzer.analyze(source: source, relativePath: "App/ViewController.swift")
        let controller = try XCTUnwrap(file.declarations.first { $0.name == "ViewController" })
        XCTAssertEqual(controller.inheritedTypes, ["UIViewController"])
        XCTAssertEqual(controller.outlets.map(\.name), ["email", "buttons", "label"])
        XCTAssertEqual(controller.outlets.map(\.typeName), ["UITextField", "UIButton", "UILabel"])
        XCTAssertEqual(controller.outlets.map(\.isCollection), [false, true, false])
        XCTAssertEqual(controller.actions.map(\.selector), ["onSubmit:", "tap", "unwindToMainWithSegue:", "pressed:forEvent:", "customName:"])
        XCTAssertEqual(controller.actions.map(\.swiftName), ["onSubmit(_:)", "tap()", "unwindToMain(segue:)", "pressed(_:forEvent:)", "renamed(_:)"])
        XCTAssertEqual(controller.segueActions.map(\.selector), ["makeResult:sender:"])
        XCTAssertTrue(file.declarations.first { $0.name == "AppDelegate" }?.hasMainAttribute == true)
    }

    func testSelectorRules() {
        typealias Action = SourceAnalysis.Action
        XCTAssertEqual(Action.selector(name: "onSubmit", labels: ["_"]), "onSubmit:")
        XCTAssertEqual(Action.selector(name: "tap", labels: []), "tap")
        XCTAssertEqual(Action.selector(name: "unwindToMain", labels: ["segue"]), "unwindToMainWithSegue:")
        XCTAssertEqual(Action.selector(name: "config", labels: ["coder"]), "configWithCoder:")
        XCTAssertEqual(Action.selector(name: "foo", labels: ["_", "forEvent"]), "foo:forEvent:")
    }

    /// Blanking replaces attributes with spaces: every line keeps its length, no line moves.
    func testPreparedCopyKeepsEveryLineInPlace() {
        let file = SourceAnalyzer.analyze(source: source, relativePath: "ViewController.swift")
        let prepared = SourcePreparer.prepare(source, file: file, glue: "")
        let before = source.split(separator: "\n", omittingEmptySubsequences: false)
        let after = prepared.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(after.count, before.count)
        for (old, new) in zip(before, after) { XCTAssertEqual(old.count, new.count) }
        XCTAssertFalse(prepared.contains("@IBOutlet"))
        XCTAssertFalse(prepared.contains("@objc"))
        XCTAssertFalse(prepared.contains("@UIApplicationMain"))
        XCTAssertFalse(prepared.contains("dynamic"))
        XCTAssertTrue(prepared.contains("@IBAction private func onSubmit"), "@IBAction compiles here and stays")
    }

    func testGlueReachesPrivateMembersThroughAnExtensionInTheSameFile() {
        let file = SourceAnalyzer.analyze(source: source, relativePath: "ViewController.swift")
        let generator = GlueGenerator(analysis: SourceAnalysis(files: [file]))
        let glue = generator.glue(for: file)
        XCTAssertTrue(glue.contains("extension ViewController {"))
        XCTAssertTrue(glue.contains("makeWithCoder: { ViewController(coder: $0) }"))
        XCTAssertTrue(glue.contains(#""email": { ($0 as! ViewController).email = $1 as? UITextField }"#))
        XCTAssertTrue(glue.contains(#"(target as! ViewController).onSubmit(__workbookCast(sender, "onSubmit:"))"#))
        XCTAssertTrue(glue.contains(#"(target as! ViewController).unwindToMain(segue: __workbookCast(sender, "unwindToMainWithSegue:"))"#))
        XCTAssertTrue(glue.contains("makePlain: { AppDelegate() }"))
        XCTAssertEqual(generator.appDelegateClass, "AppDelegate")
        XCTAssertEqual(generator.role(of: "ResultViewController"), .controller)
    }
}
