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

    /// What the held-out corpus of real projects relied on (issue 20): a standard-style cell
    /// (its labels named as `textLabel` / `detailTextLabel`, its accessory), a constraint an
    /// outlet can reach (multiplier written as a ratio), and a label whose "User Interaction
    /// Enabled" box is ticked (Xcode then leaves the attribute out).
    func testCellStylesConstraintsAndInteraction() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc1" customClass="ListVC" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv1">
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Cell" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle" id="c1">
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1">
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t1"/>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Subtitle" id="d1"/>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="t1" firstAttribute="width" secondItem="cv1" secondAttribute="width" multiplier="1:2" constant="-8" priority="750" identifier="half" id="k1"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard")
        let cell = try XCTUnwrap(document.scene(withControllerID: "vc1")?.controller.view?.prototypeCells?.first)
        XCTAssertEqual(cell.cellStyle, 3)
        XCTAssertEqual(cell.textLabelID, "t1")
        XCTAssertEqual(cell.detailTextLabelID, "d1")
        XCTAssertEqual(cell.accessoryType, 1)
        XCTAssertEqual(cell.subviews.map(\.isUserInteractionEnabled), [true, false], "a label without the attribute had the box ticked")
        XCTAssertEqual(cell.constraints, [ConstraintModel(id: "k1", constant: -8, multiplier: 0.5, priority: 750, identifier: "half")],
                       "the content view's constraints are the cell's")
    }
}
