import Foundation
import LearnerBuild
import XCTest

/// Timings for the benchmark: runtime build into an empty cache, a three-file learner compile,
/// and the cached answer. Runs only with `WORKBOOK_BENCH=1` (the cold runtime build takes a while).
final class BuildTimingTests: XCTestCase {
    func testColdRuntimeThreeFileCompileAndCachedBuild() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["WORKBOOK_BENCH"] == "1", "set WORKBOOK_BENCH=1 to measure")
        let folder = try Paths.temporaryFolder("bench")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Paths.write([
            "Bench/AppDelegate.swift": """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """,
            "Bench/ViewController.swift": """
            import UIKit
            class ViewController: UIViewController {
                @IBOutlet weak var name: UITextField!
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ResultViewController)?.value = name.text ?? ""
                }
                @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
            }
            """,
            "Bench/ResultViewController.swift": """
            import UIKit
            class ResultViewController: UIViewController {
                @IBOutlet var label: UILabel!
                var value = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.text = value
                }
                @IBAction private func close(_ sender: Any) { dismiss(animated: true) }
            }
            """,
        ], into: folder)
        let compiler = LearnerCompiler(runtime: RuntimeBuilder(cacheRoot: folder.appendingPathComponent("cache")))
        let project = try ProjectScanner.scan(folder: folder)
        let first = try compiler.build(project)
        let started = Date()
        let second = try compiler.build(project)
        let cachedSeconds = Date().timeIntervalSince(started)
        XCTAssertTrue(second.cached)
        print(String(format: "BENCH runtime build %.2f s, learner compile (3 files) %.2f s, cached build %.3f s",
                     first.runtimeSeconds, first.compileSeconds, cachedSeconds))
    }
}
