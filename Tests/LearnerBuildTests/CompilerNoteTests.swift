import Foundation
@testable import LearnerBuild
import XCTest

/// Compile errors as Xcode shows them: every error of every file at once, and no note that points
/// into workbook's own UIKit (its paths, its internal declarations, its doc comments).
final class CompilerNoteTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    static let mistakes = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!

        override func prepare(for segue: UIStoryboardSegue, sender: Any) {}
        func viewWillAppear(_ animated: Bool) {}
        override var title: String { "x" }

        @IBAction func onPerformSegue(_ sender: Any) {
            present(email, animated: true)
            performSegue(withIdentifier: 3, sender: nil)
        }
    }
    """

    func failure(_ files: [String: String], sandboxed: Bool) throws -> (diagnostics: [CompilerDiagnostic], output: String) {
        let folder = try copyOfProject("SegueBasics", replacing: files)
        var compiler = LearnerCompiler()
        compiler.sandboxed = sandboxed
        do {
            _ = try compiler.build(try ProjectScanner.scan(folder: folder))
        } catch let LearnerBuildError.compileFailed(diagnostics, output) {
            return (diagnostics, output)
        }
        XCTFail("expected a compile error")
        return ([], "")
    }

    /// Wrong override signature, missing `override`, wrong property type, wrong types passed to
    /// UIKit: with and without bubblewrap (without it, swiftc finds the runtime's own sources).
    func testTypicalMistakesShowNoRuntimePathsOrInternals() throws {
        for sandboxed in [false, SandboxCommand.bwrapWorks] {
            let (diagnostics, output) = try failure(["SegueBasics/ViewController.swift": Self.mistakes], sandboxed: sandboxed)
            XCTAssertEqual(diagnostics.filter { $0.severity == "error" }.map(\.line), [6, 7, 8, 11, 12], output)
            for leak in ["Sources/UIKit", "UIKit.UIViewController", "/work", "@MainActor", "open func", "open var", "@_spi",
                         "workbook", "///", "overridden declaration is here", "attempt to override property here"] {
                XCTAssertFalse(output.contains(leak), "\(leak) leaked (sandboxed: \(sandboxed)):\n\(output)")
            }
            XCTAssertTrue(output.contains("note: UIKit's superclass already declares `func viewWillAppear(_ animated: Bool)`; write `override` before `func` to replace it"), output)
            XCTAssertTrue(output.contains("note: UIKit declares `var title: String?`; an override must keep exactly this type: `override var title: String?`"), output)
            XCTAssertTrue(diagnostics.allSatisfy { $0.file.isEmpty || $0.file == "SegueBasics/ViewController.swift" }, output)
        }
    }

    /// Errors in three files are all reported, as Xcode does (`-continue-building-after-errors`).
    func testEveryErrorOfEveryFileAtOnce() throws {
        let broken = { (name: String) in
            """
            import UIKit

            class \(name): UIViewController {
                func broken() { let count: Int = "three" }
            }
            """
        }
        let (diagnostics, output) = try failure([
            "SegueBasics/FadeSegue.swift": "import UIKit\n\nclass FadeSegue: UIStoryboardSegue {\n    func x() { let a: Int = nil }\n}\n",
            "SegueBasics/Extra1.swift": broken("Extra1"),
            "SegueBasics/Extra2.swift": broken("Extra2"),
        ], sandboxed: SandboxCommand.bwrapWorks)
        XCTAssertEqual(Set(diagnostics.filter { $0.severity == "error" }.map(\.file)),
                       ["SegueBasics/FadeSegue.swift", "SegueBasics/Extra1.swift", "SegueBasics/Extra2.swift"], output)
        let entries = CompileErrorEntry.parse(output)
        XCTAssertEqual(entries.count, 3, output)
        XCTAssertEqual(entries.map(\.line), [4, 4, 4])
    }

    func testNotesFromAGeneratedInterfaceAndFromSources() {
        let error = CompilerDiagnostic(file: "A/V.swift", line: 7, column: 10, severity: "error",
                                       message: "overriding declaration requires an 'override' keyword")
        let generated = CompilerDiagnostic(file: "UIKit.UIViewController.viewWillAppear", line: 2, column: 22, severity: "note",
                                           message: "overridden declaration is here", excerpt: [
                                               "1 | class UIViewController {",
                                               "2 | @MainActor open func viewWillAppear(_ animated: Bool)}",
                                               "  |                      `- note: overridden declaration is here",
                                           ])
        XCTAssertEqual(RuntimeNote.rewrite(generated, explaining: error)?.rendered,
                       "note: UIKit's superclass already declares `func viewWillAppear(_ animated: Bool)`; write `override` before `func` to replace it")
        let ours = CompilerDiagnostic(file: "/x/Sources/UIKit/Controllers/UIViewController.swift", line: 23, column: 50, severity: "note",
                                          message: "overridden declaration is here", excerpt: [
                                              "22 |     /// Outlet property name → storyboard object id.",
                                              "23 |     @_spi(Workbook) public internal(set) var workbookOutletIDs: [String: String] = [:]",
                                              "   |                                                  `- note: overridden declaration is here",
                                          ])
        XCTAssertNil(RuntimeNote.rewrite(ours, explaining: error), "our internals are never quoted")
        let nonOpen = CompilerDiagnostic(file: "/x/Sources/UIKit/Controllers/UIStoryboardSegue.swift", line: 40, column: 17, severity: "note",
                                         message: "overridden declaration is here", excerpt: [
                                             "39 |     /// Performs the transition.",
                                             "40 |     public func perform(",
                                             "   |                 `- note: overridden declaration is here",
                                             "41 |         animated: Bool) {",
                                         ])
        let nonOpenError = CompilerDiagnostic(file: "A/V.swift", line: 3, column: 19, severity: "error",
                                              message: "overriding non-open instance method outside of its defining module")
        XCTAssertEqual(RuntimeNote.rewrite(nonOpen, explaining: nonOpenError)?.message,
                       "UIKit declares `func perform(animated: Bool)` and apps cannot override it: remove `override` and give your method another name")
    }

    func testCompileErrorEntriesKeepTheirNotes() {
        let text = """
        A/V.swift:7:10: error: overriding declaration requires an 'override' keyword
         7 |     func viewWillAppear(_ animated: Bool) {}
           |          `- error: overriding declaration requires an 'override' keyword

        note: UIKit's superclass already declares `func viewWillAppear(_ animated: Bool)`; write `override` before `func` to replace it

        A/V.swift:9:1: warning: unused
        A/V.swift:9:2: note: not attached to an error

        A/W.swift:3:4: error: cannot find 'x' in scope
        """
        let entries = CompileErrorEntry.parse(text)
        XCTAssertEqual(entries.map(\.file), ["A/V.swift", "A/W.swift"])
        XCTAssertEqual(entries.map(\.notes.count), [1, 0])
        XCTAssertEqual(entries.first?.notes.first?.file, "")
        XCTAssertEqual(entries.last?.column, 4)
    }

    /// swiftc 6.3's links to diagnostic groups are kept only under a block that names the group.
    func testFootnotesOfGroupsTheBlockDoesNotNameAreDropped() {
        let output = """
        A/V.swift:11:13: error: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
         9 |     guard let text = email.text else {
        11 |     }
           |     `- error: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope

        [#StrictMemorySafety]: <https://docs.swift.org/compiler/documentation/diagnostics/strict-memory-safety>
        A/W.swift:3:4: warning: unsafe call [#StrictMemorySafety]

        [#StrictMemorySafety]: <https://docs.swift.org/compiler/documentation/diagnostics/strict-memory-safety>
        """
        let blocks = CompilerOutput.parse(output)
        XCTAssertEqual(blocks.count, 2)
        XCTAssertFalse(blocks[0].excerpt.joined().contains("docs.swift.org"), blocks[0].excerpt.joined(separator: "\n"))
        XCTAssertEqual(blocks[0].excerpt.count, 3)
        XCTAssertTrue(blocks[1].excerpt.joined().contains("docs.swift.org"))
    }
}
