import Foundation
@testable import LearnerBuild
import XCTest

/// Source-side helpers of the explanations: the learner's `as!` for a failed cast, and methods
/// that call themselves.
final class DiagnosisHelpersTests: XCTestCase {
    func testCastTarget() {
        XCTAssertEqual(LearnerCompiler.castTarget("Could not cast value of type 'App.ResultViewController' (0x55) to 'App.FormViewController' (0x56)."), "FormViewController")
        XCTAssertEqual(LearnerCompiler.castTarget("Could not cast value of type 'Swift.Int' (0x1) to 'Swift.String' (0x2)."), "String")
        XCTAssertNil(LearnerCompiler.castTarget("Could not cast value of type 'Swift.Int' (0x1) to 'Swift.Array<Swift.String>' (0x2)."))
    }

    /// Without a backtrace (inside bubblewrap) the learner's cast to that type names the line,
    /// also when it sits in an override moved out of an extension.
    func testCastLocationFromThePreparedCopies() throws {
        let root = try Paths.temporaryFolder("cast")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let source = """
        import UIKit
        class A: UIViewController {}
        extension A {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                // as! FormViewController in a comment does not count
                let form = segue.destination as! FormViewController
            }
        }
        class FormViewController: UIViewController {}
        """
        let project = LearnerProject(folder: root, moduleName: "App", sources: [
            LearnerProject.SourceFile(relativePath: "App/A.swift", url: root.appendingPathComponent("App/A.swift"), contents: source),
        ])
        let prepared = PreparedProject(project)
        try prepared.write(into: root.appendingPathComponent("src"), mainFile: root.appendingPathComponent("main.swift"))
        let app = BuiltApp(executable: root, moduleName: "App", sourceRoot: root.appendingPathComponent("src"), appDelegateClass: nil,
                           sceneDelegateClass: nil, mainStoryboard: nil, storyboards: [:], warnings: [], cached: false,
                           runtimeSeconds: 0, compileSeconds: 0, learnerFiles: prepared.lineCounts, runtimeDirectory: root)
        let mapped = LearnerCompiler.mapRuntimeMessage(
            "Could not cast value of type 'App.ResultViewController' (0x55) to 'App.FormViewController' (0x56).\n", app: app)
        XCTAssertEqual(mapped.file, "App/A.swift")
        XCTAssertEqual(mapped.line, 6)
    }

    func testMethodsAndPropertiesThatCallThemselves() {
        let calls = RecursionFinder.selfCalls(in: """
        class ViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                viewWillAppear(animated)
            }
            func send(_ value: Int, to name: String) {
                if value > 0 { self.send(value - 1, to: name) }
            }
            func animate() {
                UIView.animate(withDuration: 1) { self.animate() }
            }
            func other() { super.viewDidLoad(); other(1) }
            func other(_ x: Int) {}
            var name: String { get { name } set {} }
            var safe: String { didSet { safe = safe.lowercased() } }
        }
        """)
        XCTAssertEqual(calls.map(\.member), ["viewWillAppear(_:)", "send(_:to:)", "name"])
        XCTAssertEqual(calls.map(\.line), [3, 6, 13])
        XCTAssertEqual(calls.map(\.isUnconditional), [true, false, true])
        XCTAssertEqual(calls.first?.call, "viewWillAppear(animated)")
        XCTAssertEqual(calls.first?.typeName, "ViewController")
    }
}
