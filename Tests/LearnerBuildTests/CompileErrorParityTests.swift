import Foundation
@testable import LearnerBuild
import XCTest

/// Every compiler error on the learner's files is reported (issue 20, item 8: a project reported
/// 3 errors where the compiler gives 11, among them a file without `import UIKit`).
final class CompileErrorParityTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    static let fixture = Paths.projects.appendingPathComponent("diagnosis/ManyCompileErrors")

    /// What workbook reports: file:line:column: message of each error, in the compiler's order.
    func reportedErrors() throws -> [String] {
        var reported: [String] = []
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: Self.fixture))) { error in
            guard case let LearnerBuildError.compileFailed(diagnostics, output) = error else {
                return XCTFail("expected compileFailed, got \(error)")
            }
            reported = diagnostics.filter { $0.severity == "error" }.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
            XCTAssertFalse(output.contains("ClassGlue") || output.contains("__workbook"), "no glue in the report:\n\(output)")
        }
        return reported
    }

    /// The fixture's 15 errors across 3 files, one of which forgot `import UIKit`: the glue appended
    /// to that file must not import UIKit for it (it did, and its 7 errors vanished).
    func testEveryErrorOfEveryFileIsReported() throws {
        XCTAssertEqual(try reportedErrors(), [
            "ManyCompileErrors/FormViewController.swift:12:19: argument labels for method 'viewWillDisappear(animated:)' do not match those of overridden method 'viewWillDisappear'",
            "ManyCompileErrors/FormViewController.swift:14:29: value of type 'UITextField' has no member 'txt'",
            "ManyCompileErrors/FormViewController.swift:15:9: cannot find 'savedMemo' in scope",
            "ManyCompileErrors/ResultViewController.swift:6:29: cannot find type 'UIViewController' in scope",
            "ManyCompileErrors/ResultViewController.swift:8:32: cannot find type 'UILabel' in scope",
            "ManyCompileErrors/ResultViewController.swift:9:33: cannot find type 'UILabel' in scope",
            "ManyCompileErrors/ResultViewController.swift:10:35: cannot find type 'UILabel' in scope",
            "ManyCompileErrors/ResultViewController.swift:16:19: method does not override any method from its superclass",
            "ManyCompileErrors/ResultViewController.swift:17:9: 'super' cannot be used in class 'ResultViewController' because it has no superclass",
            "ManyCompileErrors/ResultViewController.swift:24:14: value of type 'ResultViewController' has no member 'navigationController'",
            "ManyCompileErrors/ViewController.swift:22:31: value of type 'UILabel' has no member 'txt'",
            "ManyCompileErrors/ViewController.swift:29:32: value of type 'UIStepper' has no member 'valu'",
            "ManyCompileErrors/ViewController.swift:34:26: cannot convert value of type 'String' to specified type 'Int'",
            "ManyCompileErrors/ViewController.swift:39:26: incorrect argument label in call (have 'withIdentifer:sender:', expected 'withIdentifier:sender:')",
            "ManyCompileErrors/ViewController.swift:44:13: value of type 'ResultViewController' has no member 'paramEmal'",
        ])
    }

    /// The same list as a bare `swiftc -typecheck` of the learner's own files (no glue, no main
    /// file; only the attributes Linux's Swift refuses, `@main` and `@IBOutlet`, blanked as the
    /// prepared copy does) against the simulated UIKit.
    func testTheReportMatchesABareTypecheckOfTheLearnersFiles() throws {
        let project = try ProjectScanner.scan(folder: Self.fixture)
        let runtime = try RuntimeBuilder().runtime().directory
        let folder = try Paths.temporaryFolder("bare-typecheck")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let analysis = SourceAnalyzer.analyze(project.sources)
        for (source, file) in zip(project.sources, analysis.files) {
            let url = folder.appendingPathComponent(source.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(SourcePreparer.prepare(source.contents, file: file, glue: "").utf8).write(to: url)
        }
        let result = try ToolRunner.run(ToolRunner.swiftc, ["-typecheck", "-continue-building-after-errors", "-swift-version", "5",
                                                             "-parse-as-library", "-module-name", project.moduleName, "-I", runtime.path]
                                            + project.sources.map(\.relativePath), in: folder, timeout: 120)
        XCTAssertNotEqual(result.status, 0)
        let bare = CompilerOutput.parse(result.output).filter { $0.severity == "error" }.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        XCTAssertEqual(bare.count, 15, result.output)
        XCTAssertEqual(try reportedErrors().sorted(), bare.sorted())
    }

    /// A file without imports that names no UIKit type at its top level (a subclass of the
    /// learner's own controller, an action taking `Any`) compiles in Xcode, and so here: the glue
    /// appended to it needs no import either.
    func testAFileWithoutImportsThatNeedsNoneStillCompiles() throws {
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/SpecialViewController.swift": """
        class SpecialViewController: FormViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Special"
            }

            @IBAction func done(_ sender: Any) {
                navigationController?.popViewController(animated: true)
            }
        }
        """])
        XCTAssertNoThrow(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder)))
    }
}
