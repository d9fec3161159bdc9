import Foundation
import LearnerBuild
import XCTest

/// Compiles fixture projects against the runtime built from this repository's `Sources/`.
final class LearnerCompilerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useTestCache()
    }

    func testSampleProjectBuildsAndTheSecondBuildIsCached() throws {
        let project = try ProjectScanner.scan(folder: Paths.projects.appendingPathComponent("SegueBasics"))
        let first = try LearnerCompiler().build(project)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: first.executable.path))
        XCTAssertEqual(first.moduleName, "SegueBasics")
        XCTAssertEqual(first.appDelegateClass, "AppDelegate")
        XCTAssertEqual(first.sceneDelegateClass, "SceneDelegate")
        XCTAssertEqual(first.mainStoryboard, "Main")
        XCTAssertEqual(Set(first.storyboards.keys), ["Main"])
        XCTAssertEqual(first.learnerFiles["SegueBasics/ViewController.swift"], project.sources.first { $0.relativePath.hasSuffix("/ViewController.swift") }
            .map { SourceAnalyzer.lineCount(of: $0.contents) })
        let started = Date()
        let second = try LearnerCompiler().build(project)
        XCTAssertTrue(second.cached)
        XCTAssertEqual(second.executable, first.executable)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.0, "an unchanged project answers from the cache")
    }

    /// The Core Data model's entities are part of the build's key: the same Swift files with a
    /// model that now generates a class named like the learner's `ViewController` (Xcode would
    /// report an invalid redeclaration) are gated again, not answered from the cache.
    func testTheModelsEntitiesArePartOfTheCacheKey() throws {
        let folder = try copyOfProject("compat/CoreDataTemplate")
        let built = try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))
        XCTAssertFalse(built.executable.path.isEmpty)
        try Paths.write(["CoreDataTemplate/CoreDataTemplate.xcdatamodeld/CoreDataTemplate.xcdatamodel/contents":
            "<model><entity name=\"ViewController\" representedClassName=\"ViewController\" codeGenerationType=\"class\"/></model>\n"],
                        into: folder)
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))) { error in
            guard case let LearnerBuildError.refused(findings) = error else { return XCTFail("expected a refusal, got \(error)") }
            XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule)" }, ["CoreDataTemplate/SceneDelegate.swift:15:38: core-data-store"],
                           "the first use in path order: `window?.rootViewController = ViewController()`")
        }
    }

    /// A learner error is reported on the learner's file and line, with the learner's own text
    /// in the excerpt (not the blanked copy), and the glue errors it causes are left out.
    func testCompileErrorPointsAtTheLearnersLine() throws {
        let source = MarkedSource("""
        import UIKit

        class ResultViewController: UIViewController {
        1️⃣    @IBOutlet var resultEmail: UILabl!
            @IBOutlet var resultUpdate: UILabel!
            @IBOutlet var resultInterval: UILabel!
            var paramEmail: String = ""
            var paramUpdate: Bool = false
            var paramInterval: Double = 0

            override func viewDidLoad() {
                super.viewDidLoad()
        2️⃣        resultUpdate.txt = "x"
            }

            @IBAction func onBack(_ sender: Any) {}
        }
        """)
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/ResultViewController.swift": source.text])
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))) { error in
            guard case let LearnerBuildError.compileFailed(diagnostics, output) = error else {
                return XCTFail("expected compileFailed, got \(error)")
            }
            let errors = diagnostics.filter { $0.severity == "error" }
            XCTAssertEqual(errors.map(\.file), ["SegueBasics/ResultViewController.swift", "SegueBasics/ResultViewController.swift"])
            XCTAssertEqual(errors.map(\.line), [source.line("1️⃣"), source.line("2️⃣")])
            XCTAssertTrue(errors[0].message.contains("UILabl"), errors[0].message)
            XCTAssertTrue(output.hasPrefix("SegueBasics/ResultViewController.swift:\(source.line("1️⃣")):"), output)
            XCTAssertTrue(output.contains("@IBOutlet var resultEmail: UILabl!"), "the learner's own text:\n\(output)")
            XCTAssertFalse(output.contains("workbook"), "no cache paths and no glue:\n\(output)")
            XCTAssertFalse(output.contains("ClassGlue"), output)
        }
    }

    /// When the learner's lines compile and the generated glue does not, it is workbook's fault.
    func testGlueErrorIsAnInternalError() throws {
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/FormViewController.swift": """
        import UIKit

        class FormViewController: UIViewController {
            @IBOutlet let memo: UITextField! = nil
        }
        """])
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))) { error in
            guard case let LearnerBuildError.glueFailed(output) = error else {
                return XCTFail("expected glueFailed, got \(error)")
            }
            XCTAssertTrue("\(error)".contains("generated glue"), "\(error)")
            XCTAssertTrue(output.contains("SegueBasics/FormViewController.swift:"), output)
            XCTAssertTrue(output.contains("in the glue for FormViewController"), output)
        }
    }

    /// The Clang module cache (Glibc, Foundation's shims…) is filled once, with the runtime, and
    /// then only read: a learner's build neither rebuilds it (a second of CPU per compile) nor,
    /// inside bubblewrap, changes it, even when it imports a module the warm-up did not cover
    /// (that build fills a cache of its own, left out of the kept build).
    func testTheSharedModuleCacheIsFilledOnceAndOnlyRead() throws {
        let runtime = try RuntimeBuilder().runtime().directory
        let cache = runtime.appendingPathComponent("module-cache")
        func snapshot() -> [String: Date] {
            var files: [String: Date] = [:]
            for case let url as URL in FileManager.default.enumerator(at: cache, includingPropertiesForKeys: [.contentModificationDateKey]) ?? .init() {
                files[url.path] = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            }
            return files
        }
        let before = snapshot()
        XCTAssertTrue(before.keys.contains { $0.hasSuffix(".pcm") && $0.contains("/SwiftGlibc-") }, "\(before.keys.sorted())")
        let folder = try copyOfProject("SegueBasics", replacing: [
            // A new build each run (the build cache would answer an identical project at once).
            "SegueBasics/Extra.swift": "import UIKit\nimport _Builtin_float\nlet extraHalf: Double = 0.5 // \(UUID().uuidString)\n",
        ])
        var compiler = LearnerCompiler()
        compiler.enforcesGate = false
        let built = try compiler.build(try ProjectScanner.scan(folder: folder))
        XCTAssertFalse(built.cached)
        XCTAssertFalse(FileManager.default.fileExists(atPath: built.executable.deletingLastPathComponent().appendingPathComponent("module-cache").path),
                       "a build's own module cache is not kept with it")
        if compiler.sandboxed {
            XCTAssertEqual(snapshot(), before, "the shared cache is read-only to learners' compiles")
        }
    }

    /// Whether an app can leave work for later on another thread decides whether the driver waits
    /// for quiet after each step: read from the symbols it links, never from the glue's own.
    func testBackgroundWorkIsReadFromTheAppsSymbols() {
        XCTAssertFalse(BuildFactsProbe.startsBackgroundWork(["$sScM6sharedScMvgZ", "swift_task_getMainExecutor", "swift_task_isCurrentExecutor",
                                                              "$s5UIKit16UIViewControllerC7performSegue14withIdentifier6senderySS_ypSgtF"]))
        for symbol in ["$sSo17OS_dispatch_queueC8DispatchE5async5group3qos5flags7executeySo0a6_groupC_AC0D3QoSVAC0D13WorkItemFlagsVyyXBtF",
                       "$s10Foundation5TimerC14scheduledTimer12withTimeInterval7repeats5blockACSd_SbyACXEtFZ", "swift_task_create",
                       "$s10Foundation6ThreadC15detachNewThreadyyyXEFZ", "$s10Foundation14OperationQueueCACycfC", "dispatch_async"] {
            XCTAssertTrue(BuildFactsProbe.startsBackgroundWork([symbol]), symbol)
        }
        XCTAssertTrue(BuildFactsProbe.startsBackgroundWork(nil), "unknown symbols: assume it does")
    }

    func testTwoFilesWithTheSameNameAreTheLearnersError() throws {
        let folder = try copyOfProject("SegueBasics", replacing: ["SegueBasics/Extra/ViewController.swift": "import UIKit\n"])
        XCTAssertThrowsError(try LearnerCompiler().build(try ProjectScanner.scan(folder: folder))) { error in
            guard case let LearnerBuildError.compileFailed(_, output) = error else {
                return XCTFail("expected compileFailed, got \(error)")
            }
            XCTAssertTrue(output.contains("used twice"), output)
        }
    }
}
