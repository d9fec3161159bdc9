import Foundation
import XCTest

/// `workbook trace --format json` and `workbook check --format json` on a solution that does not
/// compile: `status: error` and every error with the learner's file, line, column and notes.
final class CompileErrorJSONTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = CheckCommandTests.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static let broken = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet var email: UITextField!
        @IBOutlet var isUpdate: UISwitch!
        @IBOutlet var interval: UIStepper!
        @IBOutlet var isUpdateText: UILabel!
        @IBOutlet var isIntervalText: UILabel!

        func viewWillAppear(_ animated: Bool) {}

        @IBAction func onSwitch(_ sender: UISwitch) {}
        @IBAction func onStepper(_ sender: UIStepper) {}
        @IBAction func onSubmit(_ sender: Any) {}
        @IBAction func onPerformSegue(_ sender: Any) {
            performSegue(withIdentifier: 3, sender: self)
        }
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
    }
    """

    /// A copy of SegueBasics with a broken ViewController.swift and a second broken file.
    func brokenProject(checks: Bool = false) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Self.broken.write(to: folder.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\n\nlet answer: Int = \"forty-two\"\n"
            .write(to: folder.appendingPathComponent("SegueBasics/Answer.swift"), atomically: true, encoding: .utf8)
        if checks {
            try FileManager.default.copyItem(at: CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml"),
                                             to: folder.appendingPathComponent("checks.yaml"))
        }
        return folder
    }

    func errors(_ json: [String: Any]?) -> [[String: Any]] { json?["errors"] as? [[String: Any]] ?? [] }

    func testTraceJSONListsEveryCompileError() throws {
        let folder = try brokenProject()
        let steps = folder.appendingPathComponent("steps.yaml")
        try "- launch\n".write(to: steps, atomically: true, encoding: .utf8)
        let result = try run(["trace", "--project", folder.path, "--steps", steps.path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.error)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        XCTAssertEqual(json?["status"] as? String, "error", result.output)
        let list = errors(json)
        XCTAssertEqual(list.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" },
                       ["SegueBasics/Answer.swift:3:19", "SegueBasics/ViewController.swift:10:10", "SegueBasics/ViewController.swift:16:38"],
                       result.output)
        let notes = list.dropFirst().first?["notes"] as? [[String: Any]] ?? []
        XCTAssertEqual(notes.first?["message"] as? String,
                       "UIKit's superclass already declares `func viewWillAppear(_ animated: Bool)`; write `override` before `func` to replace it")
        XCTAssertEqual(notes.first?["file"] as? String, "")
        XCTAssertFalse(result.output.contains("/builds/"), result.output)
    }

    func testCheckJSONHasStatusErrorAndTheErrors() throws {
        let folder = try brokenProject(checks: true)
        let report = folder.appendingPathComponent("out/results.json")
        let result = try run(["check", folder.path, "--format", "json", "--output", report.path, "--no-cache"])
        XCTAssertEqual(result.status, 1, result.error)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        XCTAssertEqual(json?["status"] as? String, "error")
        XCTAssertEqual(errors(json).count, 3, "\(String(describing: json))")
        XCTAssertEqual(errors(json).first?["message"] as? String, "cannot convert value of type 'String' to specified type 'Int'")
    }
}
