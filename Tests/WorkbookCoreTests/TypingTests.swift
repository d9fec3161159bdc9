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

    /// Typing is a finger in the field, then the keyboard: editing begins once, and the field
    /// stays first responder after the step, as with the keyboard still up (R10.15). A tap on a
    /// button does not end editing (`onSubmit` sees the field still editing); the screen leaving
    /// the window (the button's segue pushes the next one) does.
    func testTypingAsksTheDelegateAndPostsTheNotifications() throws {
        let form = Self.form.replacingOccurrences(of: "@IBAction func onSubmit(_ sender: Any) {}",
                                                  with: "@IBAction func onSubmit(_ sender: Any) { print(\"submit editing=\\(email.isEditing)\") }")
        let run = try run(viewController: form, steps: """
        - launch
        - type: {outlet: email, text: "ab"}
        - type: {outlet: email, text: "a b"}
        - tap: {action: "onSubmit(_:)"}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        let lines = run.console
        XCTAssertEqual(lines, [
            "didBeginEditing",
            "notification UITextFieldTextDidBeginEditingNotification",
            "shouldChange 0 0 a",
            "notification UITextFieldTextDidChangeNotification",
            "shouldChange 1 0 b",
            "notification UITextFieldTextDidChangeNotification",
            "shouldChange 0 2 ",
            "notification UITextFieldTextDidChangeNotification",
            "shouldChange 0 0 a",
            "notification UITextFieldTextDidChangeNotification",
            "shouldChange 1 0  ",
            "shouldChange 1 0 b",
            "notification UITextFieldTextDidChangeNotification",
            "submit editing=true",
            "didEndEditing ab",
            "notification UITextFieldTextDidEndEditingNotification",
        ], "typed character by character over the old text (deleted in one edit): the delegate refuses the space, the field ends with \"ab\"; editing ends when the screen leaves the window")
    }

    /// R16.3, R16.4: `type: {search: "…"}` is a finger in the screen's search bar, then the
    /// keyboard; `tap: {search: search}` the keyboard's Search key, `tap: {search: cancel}` the
    /// Cancel button (a plain bar only tells its delegate). The delegate's calls are traced.
    func testTypingIntoASearchBar() throws {
        let run = try run(viewController: """
        import UIKit

        class ViewController: UIViewController, UISearchBarDelegate {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!
            let searchBar = UISearchBar()

            override func viewDidLoad() {
                super.viewDidLoad()
                searchBar.delegate = self
                searchBar.showsCancelButton = true
                view.addSubview(searchBar)
            }

            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { print("didBeginEditing") }
            func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                print("shouldChange \\(range.location) \\(range.length) \\(text)")
                return !text.contains(" ")
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { print("textDidChange \\(searchText)") }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                print("search \\(searchBar.text ?? "")")
                searchBar.resignFirstResponder()
            }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
                searchBar.text = ""
                print("cancel")
            }

            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onSubmit(_ sender: Any) {}
            @IBAction private func onPerformSegue(_ sender: Any) {}
            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """, steps: """
        - launch
        - type: {search: "ab"}
        - type: {search: "a b"}
        - tap: {search: search}
        - type: {search: "c", outlet: searchBar}
        - tap: {search: cancel}
        - tap: {search: search}
        """)
        XCTAssertNil(run.crash, "\(String(describing: run.crash))\n\(run.standardError)")
        XCTAssertEqual(run.console, [
            "didBeginEditing", "shouldChange 0 0 ab", "textDidChange ab", "shouldChange 0 2 a b", "search ab",
            "didBeginEditing", "shouldChange 0 2 c", "textDidChange c", "cancel", "search ",
        ])
        // Only the delegate methods the class declares are called and traced (R1.9): not
        // `searchBarShouldBeginEditing`, `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`.
        let searchEvents = run.events.map(\.line).filter { $0.contains("searchBar") }
        XCTAssertEqual(searchEvents, [
            "ViewController#1.searchBarTextDidBeginEditing(_:)",
            "ViewController#1.searchBar(_:shouldChangeTextIn:replacementText:) \"ab\" -> true",
            "ViewController#1.searchBar(_:textDidChange:) \"ab\"",
            "ViewController#1.searchBar(_:shouldChangeTextIn:replacementText:) \"a b\" -> false",
            "ViewController#1.searchBarSearchButtonClicked(_:)",
            "ViewController#1.searchBarTextDidBeginEditing(_:)",
            "ViewController#1.searchBar(_:shouldChangeTextIn:replacementText:) \"c\" -> true",
            "ViewController#1.searchBar(_:textDidChange:) \"c\"",
            "ViewController#1.searchBarCancelButtonClicked(_:)",
            "ViewController#1.searchBarSearchButtonClicked(_:)",
        ])
    }

    /// R16.2–R16.4 through the steps: the navigation item's search controller becomes active when
    /// its bar is typed into, the updater hears the activation and each text, and Cancel clears
    /// the bar and dismisses the controller; Cancel again fails (the controller is not active).
    func testTypingIntoTheNavigationItemsSearchController() throws {
        let run = try run(viewController: """
        import UIKit

        class ViewController: UIViewController, UISearchResultsUpdating {
            @IBOutlet var email: UITextField!
            @IBOutlet var isUpdate: UISwitch!
            @IBOutlet var interval: UIStepper!
            @IBOutlet var isUpdateText: UILabel!
            @IBOutlet var isIntervalText: UILabel!
            let names = ["Ann", "Bob", "Dan"]

            override func viewDidLoad() {
                super.viewDidLoad()
                let search = UISearchController(searchResultsController: nil)
                search.searchResultsUpdater = self
                search.obscuresBackgroundDuringPresentation = false
                navigationItem.searchController = search
            }

            func updateSearchResults(for searchController: UISearchController) {
                let text = searchController.searchBar.text ?? ""
                print("active=\\(searchController.isActive) \\(names.filter { text.isEmpty || $0.lowercased().contains(text) })")
            }

            @IBAction func onSwitch(_ sender: UISwitch) {}
            @IBAction func onStepper(_ sender: UIStepper) {}
            @IBAction func onSubmit(_ sender: Any) {}
            @IBAction private func onPerformSegue(_ sender: Any) {}
            @IBAction func unwindToMain(segue: UIStoryboardSegue) {}
        }
        """, steps: """
        - launch
        - type: {search: "an"}
        - tap: {search: cancel}
        - tap: {search: cancel}
        """)
        XCTAssertEqual(run.console, ["active=true [\"Ann\", \"Bob\", \"Dan\"]", "active=true [\"Ann\", \"Dan\"]", "active=false [\"Ann\", \"Bob\", \"Dan\"]"])
        XCTAssertEqual(run.events.map(\.line).filter { $0.contains("updateSearchResults") },
                       Array(repeating: "ViewController#1.updateSearchResults(for:) UISearchController#1", count: 3))
        XCTAssertEqual(run.crash?.reason,
                       "The search bar on ViewController#1 shows no Cancel button: its search controller is not active (type into its search bar first).",
                       "\(String(describing: run.crash))")
    }

    /// A search step on a screen without a search bar fails with the driver's sentence.
    func testASearchStepWithoutASearchBarFails() throws {
        let run = try run(viewController: Self.form, steps: "- launch\n- type: {search: \"ab\"}\n")
        XCTAssertEqual(run.crash?.reason,
                       "There is no search bar on ViewController#1: its navigation item has no search controller and its view has no search bar.",
                       "\(String(describing: run.crash))")
    }
}
