import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// UIKit overrides declared in an extension of the learner's controller (legal on iOS, where
/// these methods are `@objc`) compile and run, and name the learner's own lines.
final class ExtensionOverrideTests: XCTestCase {
    static let fixtures = TraceEndToEndTests.fixtures

    override class func setUp() {
        super.setUp()
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", TraceEndToEndTests.repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    func trace(_ project: URL, _ steps: String) throws -> AppRun {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).yaml")
        try steps.write(to: stepsFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stepsFile) }
        return try ProjectTracer().trace(projectFolder: project, stepsFile: stepsFile)
    }

    func copy(_ name: String, replacing files: [String: String]) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: target)
        for (path, contents) in files {
            try contents.write(to: target.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }

    static let controller = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBOutlet var isUpdate: UISwitch!
        @IBOutlet var interval: UIStepper!
        @IBOutlet var isUpdateText: UILabel!
        @IBOutlet var isIntervalText: UILabel!
        private var sends = 0

        @IBAction func onSwitch(_ sender: UISwitch) {}
        @IBAction func onStepper(_ sender: UIStepper) {}
        @IBAction func onSubmit(_ sender: Any) {}
        @IBAction private func onPerformSegue(_ sender: Any) {
            performSegue(withIdentifier: "ManualSubmit", sender: self)
        }
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
    }

    // MARK: - Navigation
    extension ViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            sends += 1
            guard let rvc = segue.destination as? ResultViewController else { return }
            rvc.paramEmail = email.text! + " #\\(sends)"
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        }
    }
    """

    /// `prepare` in an extension of the same file (using a `private` property of the class), and
    /// `viewDidLoad` plus a protocol conformance in an extension in another file.
    func testOverridesInExtensionsRun() throws {
        let project = try copy("SegueBasics", replacing: [
            "SegueBasics/ViewController.swift": Self.controller,
            "SegueBasics/ViewController+Lifecycle.swift": """
            import UIKit

            extension ViewController: UITextFieldDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    email.delegate = self
                    print(loadMessage())
                }

                private func loadMessage() -> String { "loaded in an extension" }

                override var title: String? {
                    get { "Form" }
                    set {}
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
            }
            """,
        ])
        let run = try trace(project, """
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - tap: {action: "onPerformSegue(_:)"}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        let lines = run.events.map(\.line)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ViewController#1.prepare(for:sender:) segue=\"ManualSubmit\"") }, lines.joined(separator: "\n"))
        XCTAssertTrue(run.console.contains { $0.contains("loaded in an extension") }, "\(run.console)")
        let labels = Dictionary(uniqueKeysWithValues: (run.state?.labels ?? []).compactMap { label in label.outlet.map { ($0, label.text) } })
        XCTAssertEqual(labels["resultEmail"], "learner@example.com #1")
    }

    /// A crash inside a moved override names the learner's file and line (not the class body's).
    func testCrashInAnOverrideInAnExtensionNamesTheLearnersLine() throws {
        let project = try copy("SegueBasics", replacing: [
            "SegueBasics/ViewController.swift": Self.controller.replacingOccurrences(
                of: "rvc.paramEmail = email.text! + \" #\\(sends)\"", with: "rvc.paramEmail = Optional<String>.none!"),
        ])
        let run = try trace(project, """
        - launch
        - tap: {action: "onPerformSegue(_:)"}
        """)
        let crash = try XCTUnwrap(run.crash, run.standardError)
        XCTAssertEqual(crash.file, "SegueBasics/ViewController.swift")
        let expected = Self.controller.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("rvc.paramEmail") }.map { $0 + 1 }
        XCTAssertEqual(crash.line, expected)
    }
}
