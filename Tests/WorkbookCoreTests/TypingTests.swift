import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// The `type` step is a person typing into the field: the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked (and can refuse), the
/// `editingChanged` actions run, `UITextField.textDidChangeNotification` is posted, and the
/// begin/end editing callbacks and notifications come around it (docs/simulation.md).
final class TypingTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func run(viewController: String, steps: String) throws -> AppRun {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("typing-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"), to: project)
        try viewController.write(to: project.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        let stepsFile = project.deletingLastPathComponent().appendingPathComponent("steps.yaml")
        try steps.write(to: stepsFile, atomically: true, encoding: .utf8)
        return try ProjectTracer().trace(projectFolder: project, stepsFile: stepsFile, limits: RunLimits())
    }

    static let form = """
    import UIKit

    class ViewController: UIViewController, UITextFieldDelegate {
        @IBOutlet var email: UITextField!
        @IBOutlet var isUpdate: UISwitch!
        @IBOutlet var interval: UIStepper!
        @IBOutlet var isUpdateText: UILabel!
        @IBOutlet var isIntervalText: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            email.delegate = self
            for name in [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification] {
                NotificationCenter.default.addObserver(forName: name, object: email, queue: nil) { note in
                    print("notification \\(note.name.rawValue)")
                }
            }
        }

        func textFieldDidBeginEditing(_ textField: UITextField) { print("didBeginEditing") }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            print("shouldChange \\(range.location) \\(range.length) \\(string)")
            return !string.contains(" ")
        }

        func textFieldDidEndEditing(_ textField: UITextField) { print("didEndEditing \\(textField.text ?? "")") }

        @IBAction func onSwitch(_ sender: UISwitch) {}
        @IBAction func onStepper(_ sender: UIStepper) {}
        @IBAction func onSubmit(_ sender: Any) {}
        @IBAction private func onPerformSegue(_ sender: Any) {}
        @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
    }
    """

    func testTypingAsksTheDelegateAndPostsTheNotifications() throws {
        let run = try run(viewController: Self.form, steps: """
        - launch
        - type: {outlet: email, text: "ab"}
        - type: {outlet: email, text: "a b"}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        let lines = run.console
        XCTAssertEqual(lines, [
            "didBeginEditing",
            "notification UITextFieldTextDidBeginEditingNotification",
            "shouldChange 0 0 ab",
            "notification UITextFieldTextDidChangeNotification",
            "didEndEditing ab",
            "notification UITextFieldTextDidEndEditingNotification",
            "didBeginEditing",
            "notification UITextFieldTextDidBeginEditingNotification",
            "shouldChange 0 2 a b",
            "didEndEditing ab",
            "notification UITextFieldTextDidEndEditingNotification",
        ], "the second text is refused by the delegate: the field keeps \"ab\"")
    }
}
