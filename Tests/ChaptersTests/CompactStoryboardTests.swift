import Chapters
import Foundation
import StoryboardImport
import WorkbookCore
import WorkbookProtocol
import XCTest

final class CompactStoryboardTests: XCTestCase {
    static let book = """
    initial: nav
    scenes:
      - id: nav
        navigation: form
      - id: form
        class: ViewController
        title: Form
        views:
          - textField: {outlet: email, placeholder: "이메일"}
          - switch: {outlet: isUpdate, on: true, action: "onSwitch:"}
          - stepper: {outlet: interval, max: 60, action: "onStepper:"}
          - label: {outlet: isUpdateText, text: "갱신함"}
          - button: {title: Submit, action: "onSubmit:", segue: {id: ActionSubmit, to: result}}
          - button: {title: Perform Segue, action: "onPerformSegue:"}
        barButtons:
          - {title: Edit, segue: {id: EditForm, to: result, kind: presentation, style: fullScreen}}
        segues:
          - {id: ManualSubmit, to: result, kind: show}
      - id: result
        class: ResultViewController
        storyboardID: RVC
        views:
          - label: {outlet: resultEmail}
          - button: {title: Done, segue: {id: Done, action: "unwindToMainWithSegue:"}}
    """

    func testTheBookStoryboard() throws {
        let document = try CompactStoryboard.parse(Self.book, file: "chapter.md", line: 10)
        XCTAssertEqual(document.initialControllerID, "nav")
        let form = try XCTUnwrap(document.scene(withControllerID: "form")?.controller)
        XCTAssertEqual(form.outlets.map(\.property), ["email", "isUpdate", "interval", "isUpdateText"])
        XCTAssertEqual(form.segues.first?.identifier, "ManualSubmit")
        let views = form.view?.allViews ?? []
        XCTAssertEqual(views.first { $0.kind == .switch }?.actions.first?.eventType, "valueChanged")
        XCTAssertEqual(views.first { $0.kind == .button }?.segues.first?.identifier, "ActionSubmit")
        let result = try XCTUnwrap(document.scene(withStoryboardIdentifier: "RVC"))
        XCTAssertEqual(result.controller.view?.allViews.first { $0.kind == .button }?.segues.first?.kind, .unwind)
        XCTAssertEqual(result.controller.view?.allViews.first { $0.kind == .button }?.segues.first?.destinationID, result.exitID)
    }

    /// Compact YAML → model → Interface Builder XML → importer gives the same storyboard.
    func testInterfaceBuilderRoundTrip() throws {
        let document = try CompactStoryboard.parse(Self.book, file: "chapter.md")
        let xml = InterfaceBuilderWriter.write(document, moduleName: "SegueValues")
        let imported = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard")
        XCTAssertEqual(Normalized(imported), Normalized(document))
        XCTAssertEqual(xml, InterfaceBuilderWriter.write(document, moduleName: "SegueValues"), "deterministic")
    }

    func testMistakesAreDiagnosedWithLinesAndSuggestions() {
        let yaml = """
        initial: nva
        scenes:
          - id: form
            clas: ViewController
            views:
              - lable: {outlet: x}
              - button: {title: Go, segue: {id: Go, to: reslt}}
          - id: result
        """
        XCTAssertThrowsError(try CompactStoryboard.parse(yaml, file: "c.md", line: 20)) { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            let messages = diagnostics.map(\.message)
            XCTAssertTrue(messages.contains("unknown scene key `clas`"), "\(messages)")
            XCTAssertTrue(messages.contains("unknown view kind `lable`"), "\(messages)")
            XCTAssertTrue(messages.contains("`initial: nva` names no scene"), "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("goes to `reslt`") }, "\(messages)")
            XCTAssertEqual(diagnostics.first { $0.message == "unknown scene key `clas`" }?.line, 23)
            XCTAssertEqual(diagnostics.first { $0.message == "unknown view kind `lable`" }?.suggestion, "did you mean `label`?")
        }
    }

    /// A view `id` written twice, or equal to an id the compact form makes (`form-view`, a
    /// scene's `form-exit`), would write two objects with one id into Main.storyboard: refused
    /// with both lines. So are two segues of one scene with the same identifier.
    func testDuplicateIDsAreRefusedWithBothLines() {
        let yaml = """
        initial: form
        scenes:
          - id: form
            views:
              - label: {id: title, text: A}
              - label: {id: title, text: B}
              - button: {id: form-view, title: Go}
            segues:
              - {id: Next, to: next}
              - {id: Next, to: next, kind: presentation}
          - id: next
        """
        XCTAssertThrowsError(try CompactStoryboard.parse(yaml, file: "c.md", line: 20)) { error in
            let descriptions = (error as? DiagnosticError)?.diagnostics.map(\.description) ?? ["\(error)"]
            XCTAssertEqual(descriptions, [
                "c.md:25:21: error: the id `title` is already the id of the view at line 24: every object of a storyboard needs its own id\n  give this view another `id`, or leave `id` out (one is made from the scene)",
                "c.md:26:22: error: the id `form-view` is already the id of the root view of the scene `form` at line 22: every object of a storyboard needs its own id\n  give this view another `id`, or leave `id` out (one is made from the scene)",
                "c.md:29:14: error: the scene `form` already has a segue `Next` at line 28: a controller's segue identifiers are unique\n  give this segue another `id`",
            ])
        }
    }
}

/// The parts of a storyboard that matter to the simulation, without lines and source names.
struct Normalized: Equatable {
    let text: String
    init(_ document: StoryboardDocument) {
        var lines = ["initial \(document.initialControllerID ?? "-")"]
        for scene in document.scenes.sorted(by: { $0.controller.id < $1.controller.id }) {
            let c = scene.controller
            lines.append("scene \(c.id) \(c.kind) \(c.customClass ?? "-") \(c.storyboardIdentifier ?? "-") exit=\(scene.exitID ?? "-")")
            lines += c.outlets.map { "  outlet \($0.property) → \($0.destinationID)" }.sorted()
            lines += c.segues.map(Normalized.describe).sorted()
            lines += (c.navigationItem?.rightBarButtonItems ?? []).map { "  bar \($0.id) \($0.title ?? "-") " + $0.segues.map(Normalized.describe).joined() }
            for view in c.view?.allViews ?? [] {
                lines.append("  view \(view.id) \(view.kind) text=\(view.text ?? "-") title=\(view.title ?? "-") on=\(String(describing: view.isOn)) max=\(String(describing: view.maximumValue)) "
                             + view.actions.map { "\($0.selector)@\($0.eventType ?? "-")" }.joined(separator: ",") + view.segues.map(Normalized.describe).joined())
            }
        }
        text = lines.joined(separator: "\n")
    }

    static func describe(_ segue: SegueModel) -> String {
        "  segue \(segue.identifier ?? "-") \(segue.kind) → \(segue.destinationID) \(segue.unwindAction ?? "") \(segue.modalPresentationStyle ?? "")"
    }
}
