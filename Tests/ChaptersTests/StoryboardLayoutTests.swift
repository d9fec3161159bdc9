@testable import Chapters
import Foundation
import StoryboardImport
import WorkbookProtocol
import XCTest

/// The generated Main.storyboard: frames, constraints and colours for Interface Builder, and
/// still read back by the importer to the same model.
final class StoryboardLayoutTests: XCTestCase {
    /// Every exercise's storyboard: model → Interface Builder XML → importer → the same model.
    func testEveryExerciseStoryboardReadsBackToTheSameModel() throws {
        let book = try XcodeProjectTests.book()
        XCTAssertFalse(book.exercises.isEmpty)
        for exercise in book.exercises {
            let xml = WorkbookGenerator().files(for: exercise, book: book)["\(exercise.moduleName)/Base.lproj/Main.storyboard"] ?? ""
            let imported = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard")
            XCTAssertEqual(Normalized(imported), Normalized(exercise.storyboard), exercise.id)
            XCTAssertEqual(Detailed(imported), Detailed(exercise.storyboard), exercise.id)
        }
    }

    func testTheBookStoryboardReadsBackWithEveryControlKind() throws {
        let yaml = CompactStoryboardTests.book + """

              - textView: {outlet: notes, text: "two\\nlines & <more>"}
              - slider: {outlet: level, value: 0.5, min: 0, max: 1}
              - segmentedControl: {outlet: mode, segments: [A, B], selected: 1}
              - switch: {outlet: quiet, on: false, enabled: false, hidden: false}
              - imageView: {id: picture}
        """
        let document = try CompactStoryboard.parse(yaml, file: "chapter.md")
        let xml = InterfaceBuilderWriter.write(document, moduleName: "SegueValues")
        let imported = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard")
        XCTAssertEqual(Normalized(imported), Normalized(document))
        XCTAssertEqual(Detailed(imported), Detailed(document))
        XCTAssertEqual(imported.scene(withControllerID: "result")?.controller.view?.allViews.first { $0.kind == .textView }?.text,
                       "two\nlines & <more>")
    }

    /// Each control has a frame, is pinned to the safe area's leading and trailing edges and stacked
    /// below the one before; every constraint names objects of the document; the views have the
    /// system background colour.
    func testControlsHaveFramesAndConstraints() throws {
        let document = try CompactStoryboard.parse(CompactStoryboardTests.book, file: "chapter.md")
        let xml = InterfaceBuilderWriter.write(document, moduleName: "SegueValues")
        let ids = Set(matches(#" id="([^"]+)""#, in: xml))
        for item in matches(#"(?:firstItem|secondItem)="([^"]+)""#, in: xml) {
            XCTAssertTrue(ids.contains(item), "a constraint names \(item), which is not in the storyboard")
        }
        XCTAssertEqual(ids.count, matches(#" id="([^"]+)""#, in: xml).count, "ids are unique")
        let form = try XCTUnwrap(document.scene(withControllerID: "form")?.controller.view)
        let layout = StoryboardLayout.layout(root: form, safeTop: 103)
        XCTAssertEqual(form.subviews.count, 6)
        var previousBottom = 103
        for (index, view) in form.subviews.enumerated() {
            let frame = try XCTUnwrap(layout.placements[view.id]?.frame, view.id)
            XCTAssertEqual(frame.x, 20)
            XCTAssertEqual(frame.y, previousBottom + (index == 0 ? 20 : 12), view.id)
            XCTAssertLessThanOrEqual(frame.x + frame.width, 393 - 20)
            previousBottom = frame.y + frame.height
            XCTAssertTrue(xml.contains(#"<rect key="frame" x="20" y="\#(frame.y)" width="\#(frame.width)" height="\#(frame.height)"/>"#), view.id)
            XCTAssertTrue(xml.contains(#"firstItem="\#(view.id)" firstAttribute="leading" secondItem="form-view-safeArea" secondAttribute="leading" constant="20""#))
            XCTAssertTrue(xml.contains(#"firstItem="form-view-safeArea" firstAttribute="trailing""#)
                          && xml.contains(#"secondItem="\#(view.id)" secondAttribute="trailing" constant="20""#), view.id)
            let above = index == 0 ? #"secondItem="form-view-safeArea" secondAttribute="top" constant="20""#
                                   : #"secondItem="\#(form.subviews[index - 1].id)" secondAttribute="bottom" constant="12""#
            XCTAssertTrue(xml.contains(#"firstItem="\#(view.id)" firstAttribute="top" \#(above)"#), view.id)
        }
        // A switch keeps its own width: no further right than the margin.
        XCTAssertTrue(xml.contains(#"firstItem="form-view-safeArea" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="form-switch2""#))
        // `form` is the navigation controller's root: under the bar (59 + 44); `result` is shown from it.
        XCTAssertEqual(StoryboardLayout.underNavigationBar(document), ["form", "result"])
        XCTAssertTrue(xml.contains(#"<rect key="frame" x="20" y="123" "#))
        XCTAssertEqual(matches(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, in: xml, group: 0).count, 2)
        XCTAssertTrue(xml.contains(#"<systemColor name="systemBackgroundColor">"#))
        XCTAssertTrue(xml.contains(#"<viewLayoutGuide key="safeArea" id="form-view-safeArea"/>"#))
    }

    func testAScreenWithoutNavigationBarStartsBelowTheStatusBar() throws {
        let document = try CompactStoryboard.parse("initial: a\nscenes:\n  - id: a\n    views:\n      - label: {text: Hi}\n", file: "c.md")
        XCTAssertEqual(StoryboardLayout.underNavigationBar(document), [])
        let xml = InterfaceBuilderWriter.write(document, moduleName: "App")
        XCTAssertTrue(xml.contains(#"<rect key="frame" x="20" y="79" width="353" height="21"/>"#), xml)
    }

    func matches(_ pattern: String, in text: String, group: Int = 1) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }
}

/// Every property of each view the writer writes, beyond `Normalized`.
struct Detailed: Equatable {
    let text: String
    init(_ document: StoryboardDocument) {
        var lines: [String] = []
        for scene in document.scenes {
            let c = scene.controller
            lines.append("\(scene.sceneID ?? "-") \(c.id) \(c.kind) \(c.customClass ?? "-") \(c.modalPresentationStyle ?? "-") \(c.navigationItem?.title ?? "-")")
            for view in c.view?.allViews ?? [] {
                let values = [view.value, view.minimumValue, view.maximumValue, view.stepValue].map { $0.map { "\($0)" } ?? "-" }
                lines.append("  \(view.id) \(view.kind) placeholder=\(view.placeholder ?? "-") enabled=\(String(describing: view.isEnabled)) hidden=\(String(describing: view.isHidden)) "
                             + "values=\(values) segments=\(view.segments ?? []) selected=\(String(describing: view.selectedSegmentIndex)) "
                             + "accessibility=\(view.accessibilityIdentifier ?? "-") subviews=\(view.subviews.map(\.id))")
            }
        }
        text = lines.joined(separator: "\n")
    }
}
