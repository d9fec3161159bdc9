import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Work a step starts on a background queue and brings back to the main queue lands before the
/// next step, as it would on a device long before a person acts again (docs/simulation.md,
/// "The run loop").
final class BackgroundWorkTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func testMainQueueWorkComingBackFromAGlobalQueueBelongsToTheStepThatStartedIt() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("background-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"), to: project)
        try """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!

            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onSubmit(_ sender: Any) {}

            @IBAction private func onPerformSegue(_ sender: Any) {
                let typed = email.text ?? ""
                DispatchQueue.global(qos: .userInitiated).async {
                    let cleaned = typed.trimmingCharacters(in: .whitespaces)
                    DispatchQueue.main.async {
                        print("back on main with \\(cleaned)")
                        self.performSegue(withIdentifier: "ManualSubmit", sender: self)
                    }
                }
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
            }

            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """.write(to: project.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        let stepsFile = project.deletingLastPathComponent().appendingPathComponent("steps.yaml")
        try """
        - launch
        - type: {outlet: email, text: "learner@example.com"}
        - tap: {action: "onPerformSegue:"}
        - back
        """.write(to: stepsFile, atomically: true, encoding: .utf8)
        let run = try ProjectTracer().trace(projectFolder: project, stepsFile: stepsFile, limits: RunLimits())
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        let tapStep: [String] = run.events.filter { $0.step == 2 }.map { $0.line }
        XCTAssertEqual(Array(tapStep.prefix(1)), ["ViewController#1.onPerformSegue(_:) sender=UIButton#1"])
        for expected in ["ViewController#1.performSegue(withIdentifier:sender:) \"ManualSubmit\" sender=ViewController#1",
                         "ResultViewController#1.viewDidLoad", "ResultViewController#1.viewDidAppear(_:) animated=true"] {
            XCTAssertTrue(tapStep.contains(expected), "\(expected) should come in the tap's step: \(tapStep)")
        }
        let backStep: [String] = run.events.filter { $0.step == 3 }.map { $0.line }
        XCTAssertTrue(backStep.contains("ResultViewController#1.deinit"), "Back pops the result screen: \(backStep)")
    }

    /// libdispatch's worker-pool monitor reads `/proc/<tid>/stat` of its worker threads once a
    /// second while a global queue has work waiting, and ends the app when it cannot (the sandbox
    /// has no procfs): an app keeping the global queues busy for a few seconds (or Swift
    /// concurrency hopping through them) was killed by signal 4 at a random moment. The sandbox
    /// now gives it stand-in thread files (and still no procfs).
    func testBusyGlobalQueuesDoNotEndTheApp() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"), to: project)
        try """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!
            var finished = 0

            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onSubmit(_ sender: Any) {}

            @IBAction private func onPerformSegue(_ sender: Any) {
                for _ in 0..<16 {
                    DispatchQueue.global().async {
                        Thread.sleep(forTimeInterval: 0.15)
                        DispatchQueue.main.async {
                            self.finished += 1
                            if self.finished == 16 { print("all 16 done") }
                        }
                    }
                }
            }

            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """.write(to: project.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        let stepsFile = project.deletingLastPathComponent().appendingPathComponent("steps.yaml")
        try """
        - launch
        - tap: {action: "onPerformSegue:"}
        - wait: 3.5
        """.write(to: stepsFile, atomically: true, encoding: .utf8)
        let run = try ProjectTracer().trace(projectFolder: project, stepsFile: stepsFile, limits: RunLimits())
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        XCTAssertEqual(run.console, ["all 16 done"], "every block finished and reported on the main queue")
    }
}
