import Foundation
import StoryboardImport
import WorkbookProtocol
import XCTest

/// Issue 9: what real storyboards hold beyond screens and segues: colours, button images,
/// table views with prototype cells (their outlets and segues), popover anchors.
final class TableAndColourImportTests: XCTestCase {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/compat/TableCells/TableCells/Base.lproj/Main.storyboard")

    func testPrototypeCellsColoursImagesAndPopoverAnchor() throws {
        let document = try IBStoryboardImporter.load(contentsOf: Self.storyboard)
        let list = try XCTUnwrap(document.scene(withControllerID: "Lst-vc-001")?.controller)
        let root = try XCTUnwrap(list.view)
        XCTAssertEqual(root.backgroundColor, ColorModel(white: 0.95, alpha: 1))
        let table = try XCTUnwrap(root.subviews.first { $0.kind == .tableView })
        XCTAssertEqual(table.backgroundColor, ColorModel(systemColor: "systemBackgroundColor"))
        XCTAssertEqual(table.outlets, [OutletModel(property: "dataSource", destinationID: "Lst-vc-001", line: table.outlets?[0].line),
                                       OutletModel(property: "delegate", destinationID: "Lst-vc-001", line: table.outlets?[1].line)])
        let cell = try XCTUnwrap(table.prototypeCells?.first)
        XCTAssertEqual(cell.kind, .tableViewCell)
        XCTAssertEqual(cell.reuseIdentifier, "FruitCell")
        XCTAssertEqual(cell.customClass, "FruitCell")
        XCTAssertEqual(cell.subviews.map(\.id), ["Cel-lb-001"], "the content view's subviews are the cell's")
        XCTAssertEqual(cell.subviews.first?.textColor, ColorModel(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(cell.outlets?.map(\.property), ["nameLabel"])
        XCTAssertEqual(cell.segues.map(\.identifier), ["ShowFruit"])
        XCTAssertTrue(list.allSegues.contains { $0.identifier == "ShowFruit" }, "performSegue reaches a cell's segue too")

        let button = try XCTUnwrap(root.subviews.first { $0.kind == .button })
        XCTAssertEqual(button.image, "info.circle")
        XCTAssertEqual(button.backgroundImage, "pill")
        XCTAssertEqual(button.segues.first?.popoverAnchorID, "Inf-bt-001")

        let detail = try XCTUnwrap(document.scene(withControllerID: "Det-vc-001")?.controller.view)
        XCTAssertEqual(detail.backgroundColor, ColorModel(named: "AccentColor"))
        let info = try XCTUnwrap(document.scene(withControllerID: "Pop-vc-001")?.controller.view)
        XCTAssertEqual(info.backgroundColor, ColorModel(red: 1, green: 0.8, blue: 0, alpha: 1))
    }
}
