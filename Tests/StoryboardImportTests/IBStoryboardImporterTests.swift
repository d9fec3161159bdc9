import Foundation
import StoryboardImport
import WorkbookProtocol
import XCTest

final class IBStoryboardImporterTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func load(_ relativePath: String) throws -> StoryboardDocument {
        try IBStoryboardImporter.load(contentsOf: Self.fixtures.appendingPathComponent(relativePath))
    }

    func testBookStoryboardScenesOutletsActionsAndSegues() throws {
        let document = try load("projects/SegueBasics/SegueBasics/Base.lproj/Main.storyboard")
        XCTAssertEqual(document.name, "Main")
        let initial = try XCTUnwrap(document.initialControllerID.flatMap(document.scene(withControllerID:)))
        XCTAssertEqual(initial.controller.kind, .navigationController)
        let rootID = try XCTUnwrap(initial.controller.rootRelationship?.destinationID)
        let form = try XCTUnwrap(document.scene(withControllerID: rootID)?.controller)
        XCTAssertEqual(form.customClass, "ViewController")
        XCTAssertEqual(Set(form.outlets.map(\.property)), ["email", "isUpdate", "interval", "isUpdateText", "isIntervalText"])
        let manual = try XCTUnwrap(form.segues.first { $0.identifier == "ManualSubmit" })
        XCTAssertEqual(manual.kind, .show)
        XCTAssertEqual(document.scene(withControllerID: manual.destinationID)?.controller.storyboardIdentifier, "RVC")
        let views = form.view?.allViews ?? []
        let stepper = try XCTUnwrap(views.first { $0.kind == .stepper })
        XCTAssertEqual(stepper.actions.first?.selector, "onStepper:")
        XCTAssertEqual(stepper.actions.first?.eventType, "valueChanged")
        XCTAssertEqual(stepper.maximumValue, 60)
        let perform = try XCTUnwrap(views.first { $0.actions.contains { $0.selector == "onPerformSegue:" } })
        XCTAssertEqual(perform.title, "Perform Segue", "the configuration title wins over the stale state title")
        let submit = try XCTUnwrap(views.first { $0.actions.contains { $0.selector == "onSubmit:" } })
        XCTAssertEqual(submit.segues.first?.kind, .show, "a control can carry an action and a segue")
        let barItem = try XCTUnwrap(form.navigationItem?.rightBarButtonItems.first)
        XCTAssertEqual(barItem.title, "Fade")
        XCTAssertEqual(barItem.segues.first?.kind, .custom)
        let allSegues = document.scenes.flatMap { scene in
            scene.controller.segues + (scene.controller.view?.allViews.flatMap(\.segues) ?? [])
                + (scene.controller.navigationItem?.rightBarButtonItems.flatMap(\.segues) ?? [])
        }
        XCTAssertTrue(allSegues.contains { $0.kind == .unwind && $0.unwindAction == "unwindToMainWithSegue:" })
        XCTAssertTrue(allSegues.contains { $0.kind == .custom && $0.customClass == "FadeSegue" })
        XCTAssertEqual(allSegues.filter { $0.id == "Seg-Mn-l01" }.count, 1, "inferredMetricsTieBreakers are not segues")
    }

    /// Xcode's "Tabbed App" storyboard: the tab bar controller's `viewControllers` relationships
    /// in tab order, and each tab's `<tabBarItem>` (on the controller, or on the navigation controller).
    func testTabbedAppStoryboardRelationshipsAndTabBarItems() throws {
        let document = try load("projects/compat/TabbedApp/TabbedApp/Base.lproj/Main.storyboard")
        let tabs = try XCTUnwrap(document.initialControllerID.flatMap(document.scene(withControllerID:))?.controller)
        XCTAssertEqual(tabs.kind, .tabBarController)
        XCTAssertEqual(tabs.customClass, "MainTabBarController")
        XCTAssertEqual(tabs.viewControllersRelationships.map(\.destinationID), ["9pv-A4-QxB", "Nav-vc-002"])
        XCTAssertEqual(document.scene(withControllerID: "9pv-A4-QxB")?.controller.tabBarItem,
                       TabBarItemModel(id: "acW-dT-cKf", title: "First", image: "first"))
        XCTAssertEqual(document.scene(withControllerID: "Nav-vc-002")?.controller.tabBarItem,
                       TabBarItemModel(id: "cPa-gy-q4n", title: "Second", image: "second"))
    }

    /// Xcode's Master-Detail template: the split view controller's `masterViewController` and
    /// `detailViewController` relationships, and the cell's Show Detail segue (R12.1).
    func testMasterDetailStoryboardSplitRelationships() throws {
        let document = try load("projects/compat/MasterDetail/MasterDetail/Base.lproj/Main.storyboard")
        let split = try XCTUnwrap(document.initialControllerID.flatMap(document.scene(withControllerID:))?.controller)
        XCTAssertEqual(split.kind, .splitViewController)
        XCTAssertEqual(split.className, "UISplitViewController")
        XCTAssertEqual(split.splitRelationship("masterViewController")?.destinationID, "RMx-3f-FxP")
        XCTAssertEqual(split.splitRelationship("detailViewController")?.destinationID, "vC3-pB-5Vb")
        let master = try XCTUnwrap(document.scene(withControllerID: "7bK-jq-Zjz")?.controller)
        let segue = try XCTUnwrap(master.allSegues.first { $0.identifier == "showDetail" })
        XCTAssertEqual(segue.kind, .showDetail)
        XCTAssertEqual(segue.destinationID, "vC3-pB-5Vb")
    }

    /// A navigation bar dragged into a view: its top item's bar button items, actions and segues.
    func testNavigationBarInAViewKeepsItsItems() throws {
        let document = try load("projects/compat/SelectorNames/SelectorNames/Base.lproj/Main.storyboard")
        let edit = try XCTUnwrap(document.scene(withControllerID: "Edt-vc-001")?.controller)
        let bar = try XCTUnwrap(edit.view?.allViews.first { $0.elementName == "navigationBar" })
        XCTAssertEqual(bar.navigationItem?.title, "Edit")
        XCTAssertEqual(bar.navigationItem?.leftBarButtonItems.first?.actions.first?.selector, "cancel:")
        XCTAssertEqual(bar.navigationItem?.rightBarButtonItems.first?.systemItem, "save")
        XCTAssertTrue(edit.allSegues.contains { $0.kind == .unwind && $0.unwindAction == "unwindFor:" },
                      "the bar's segues belong to the scene")
    }

    /// A storyboard reference keeps the storyboard it names and the referenced Storyboard ID.
    func testStoryboardReferenceKeepsItsTarget() throws {
        let document = try load("projects/compat/StoryboardReference/StoryboardReference/Base.lproj/Main.storyboard")
        let initial = try XCTUnwrap(document.scene(withControllerID: "Ref-vc-001")?.controller)
        XCTAssertEqual(initial.kind, .viewControllerPlaceholder)
        XCTAssertEqual(initial.referencedStoryboardName, "Settings")
        XCTAssertNil(initial.referencedIdentifier)
        let licenses = try XCTUnwrap(document.scene(withControllerID: "Ref-vc-002")?.controller)
        XCTAssertEqual(licenses.referencedIdentifier, "Licenses")
    }

    /// A collection view controller's `<collectionView key="view">`: its flow layout's values,
    /// its prototype `<collectionViewCell>` with its reuse identifier, the views of its
    /// `<collectionViewCellContentView>`, its outlets and its segue, and the data source and
    /// delegate outlets.
    func testCollectionViewControllerWithAPrototypeCell() throws {
        let document = try load("projects/compat/CollectionDetail/CollectionDetail/Base.lproj/Main.storyboard")
        let gallery = try XCTUnwrap(document.scene(withControllerID: "Gal-vc-001")?.controller)
        XCTAssertEqual(gallery.kind, .collectionViewController)
        let collection = try XCTUnwrap(gallery.view)
        XCTAssertEqual(collection.kind, .collectionView)
        let layout = try XCTUnwrap(collection.collectionLayout)
        XCTAssertEqual([layout.itemWidth, layout.itemHeight, layout.minimumLineSpacing, layout.minimumInteritemSpacing], [160, 190, 12, 10])
        XCTAssertEqual(layout.automaticEstimatedItemSize, true)
        XCTAssertEqual(layout.sectionInset, [10, 10, 10, 10])
        XCTAssertNil(layout.scrollDirection)
        XCTAssertEqual(collection.outlets?.map(\.property), ["dataSource", "delegate"])
        let cell = try XCTUnwrap(collection.prototypeCells?.first)
        XCTAssertEqual(cell.kind, .collectionViewCell)
        XCTAssertEqual(cell.reuseIdentifier, "PhotoCell")
        XCTAssertEqual(cell.customClass, "PhotoCell")
        XCTAssertEqual(cell.subviews.map(\.kind), [.imageView, .label])
        XCTAssertEqual(cell.outlets?.map(\.property), ["nameLabel", "photoView"])
        XCTAssertEqual(cell.segues.map(\.identifier), ["showDetail"])
        XCTAssertTrue(gallery.allSegues.contains { $0.identifier == "showDetail" })
    }

    /// Before Xcode 11 a collection view cell's content view was a plain `<view key="contentView">`;
    /// a horizontal flow layout says so.
    func testOlderCollectionViewCellContentView() throws {
        let xml = storyboard(segue: "", views: #"""
        <collectionView id="cv"><collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="5" minimumInteritemSpacing="5" id="fl">
        <size key="itemSize" width="50" height="60"/></collectionViewFlowLayout>
        <cells><collectionViewCell reuseIdentifier="Cell" id="c"><view key="contentView" id="cc"><subviews><label text="Hi" id="l"/></subviews></view>
        <connections><segue destination="B" kind="show" id="sg"/></connections></collectionViewCell></cells></collectionView>
        """#)
        let document = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "M.storyboard")
        let collection = try XCTUnwrap(document.scenes[0].controller.view?.subviews.first)
        XCTAssertEqual(collection.collectionLayout?.scrollDirection, "horizontal")
        XCTAssertEqual(collection.collectionLayout?.itemHeight, 60)
        let cell = try XCTUnwrap(collection.prototypeCells?.first)
        XCTAssertEqual(cell.subviews.map(\.text), ["Hi"])
        XCTAssertEqual(document.scenes[0].controller.allSegues.map(\.id), ["sg"])
    }

    /// R16.1: a `<searchBar>` (placeholder, text, Cancel button, its `delegate` outlet), also as a
    /// table view's `tableHeaderView`, which becomes the table's first subview.
    func testSearchBarsInAViewAndAsATableHeader() throws {
        let xml = storyboard(segue: "", views: #"""
        <searchBar contentMode="redraw" placeholder="Name" showsCancelButton="YES" id="sb"><textInputTraits key="textInputTraits"/>
        <connections><outlet property="delegate" destination="A" id="o1"/></connections></searchBar>
        <tableView id="tv"><searchBar contentMode="redraw" text="ap" id="hb" key="tableHeaderView"/>
        <prototypes><tableViewCell reuseIdentifier="Cell" id="c"/></prototypes></tableView>
        """#)
        let document = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "M.storyboard")
        let views = try XCTUnwrap(document.scenes[0].controller.view?.subviews)
        XCTAssertEqual(views[0].kind, .searchBar)
        XCTAssertEqual(views[0].placeholder, "Name")
        XCTAssertEqual(views[0].isOn, true)
        XCTAssertEqual(views[0].outlets?.map(\.property), ["delegate"])
        XCTAssertEqual(views[1].tableHeaderViewID, "hb")
        XCTAssertEqual(views[1].subviews.map(\.kind), [.searchBar])
        XCTAssertEqual(views[1].subviews.first?.text, "ap")
        XCTAssertEqual(views[1].prototypeCells?.map(\.id), ["c"])
    }

    /// A cell's segue from its accessory (detail) button keeps `trigger="accessoryAction"`.
    func testAccessorySegueKeepsItsTrigger() throws {
        let xml = storyboard(segue: "", views: #"""
        <tableView id="tv"><prototypes><tableViewCell reuseIdentifier="C" id="c"><tableViewCellContentView key="contentView" id="cv"/>
        <connections><segue destination="B" kind="show" trigger="accessoryAction" id="sg"/></connections></tableViewCell></prototypes></tableView>
        """#)
        let document = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "M.storyboard")
        let cell = try XCTUnwrap(document.scenes[0].controller.view?.allPrototypeCells.first)
        XCTAssertEqual(cell.segues.first?.trigger, "accessoryAction")
        XCTAssertEqual(cell.segues.first?.isAccessoryAction, true)
    }

    func testMalformedXMLNamesTheLine() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="a" <objects/>
            </scenes>
        </document>
        """
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard")) { error in
            let importError = error as? StoryboardImportError
            XCTAssertEqual(importError?.line, 4)
            XCTAssertTrue(importError?.description.hasPrefix("Main.storyboard:4:") == true, "\(error)")
        }
    }

    func testUnknownSegueKindAndDanglingDestination() {
        let unknownKind = storyboard(segue: #"<segue destination="B" kind="teleport" id="s1"/>"#)
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(unknownKind.utf8), name: "Main", displayPath: "M.storyboard")) { error in
            XCTAssertTrue("\(error)".contains("unknown segue kind \"teleport\""), "\(error)")
            XCTAssertEqual((error as? StoryboardImportError)?.line, 7)
        }
        let dangling = storyboard(segue: #"<segue destination="ZZZ" kind="show" identifier="Go" id="s1"/>"#)
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(dangling.utf8), name: "Main", displayPath: "M.storyboard")) { error in
            XCTAssertTrue("\(error)".contains("points to \"ZZZ\""), "\(error)")
        }
    }

    func testNotAStoryboard() {
        let macXib = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects/></document>"#
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(macXib.utf8), name: "View", displayPath: "View.xib")) { error in
            XCTAssertTrue("\(error)".contains("not a storyboard"), "\(error)")
        }
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><scenes/></document>"#
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(mac.utf8), name: "Main", displayPath: "Main.storyboard")) { error in
            XCTAssertTrue("\(error)".contains("only iOS"), "\(error)")
        }
    }

    /// A xib as Xcode writes it: the File's Owner is the one scene's controller (class, outlets,
    /// `view` among them), its view the top-level view the `view` outlet names; a cell nib's view
    /// is its top-level cell, with the cell's own outlets.
    func testXibFilesOwnerAndTopLevelViews() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/projects/compat/NibScreens/NibScreens")
        let detail = try IBStoryboardImporter.load(contentsOf: folder.appendingPathComponent("DetailViewController.xib"))
        XCTAssertEqual(detail.isNib, true)
        XCTAssertEqual(detail.name, "DetailViewController")
        let owner = try XCTUnwrap(detail.scenes.first?.controller)
        XCTAssertEqual(owner.id, "-1")
        XCTAssertEqual(owner.customClass, "DetailViewController")
        XCTAssertEqual(owner.outlets.map(\.property), ["fruitLabel", "view"])
        XCTAssertEqual(owner.view?.id, "i5M-Pr-FkT")
        XCTAssertEqual(owner.view?.allViews.first { $0.kind == .button }?.actions.map(\.selector), ["closeTapped:"])
        let cell = try IBStoryboardImporter.load(contentsOf: folder.appendingPathComponent("ItemCell.xib"))
        let view = try XCTUnwrap(cell.scenes.first?.controller.view)
        XCTAssertEqual(view.kind, .tableViewCell)
        XCTAssertEqual(view.customClass, "ItemCell")
        XCTAssertEqual(view.reuseIdentifier, "ItemCell")
        XCTAssertEqual(view.outlets?.map(\.property), ["nameLabel"])
        XCTAssertEqual(cell.scenes.first?.controller.outlets, [])
    }

    /// Xibs of learner projects beyond one view (compat/NibViews): every top-level object in
    /// document order with its own outlets (a custom view's outlets on the view), the First
    /// Responder's id, and a view controller object with the view drawn inside it.
    func testXibTopLevelObjectsViewControllerObjectAndPlaceholders() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/projects/compat/NibViews/NibViews")
        let banners = try IBStoryboardImporter.load(contentsOf: folder.appendingPathComponent("Banners.xib"))
        let contents = try XCTUnwrap(banners.nib)
        XCTAssertEqual(contents.ownerID, "-1")
        XCTAssertEqual(contents.firstResponderID, "-2")
        XCTAssertEqual(contents.objects.map(\.id), ["Nws-Vw-1Bn", "Pr9-Vw-5Kt"])
        guard case let .view(first) = contents.objects[0], case let .view(second) = contents.objects[1] else {
            return XCTFail("expected two views: \(contents.objects)")
        }
        XCTAssertEqual(first.customClass, "BannerView")
        XCTAssertEqual(first.outlets, [OutletModel(property: "textLabel", destinationID: "Nw4-Lb-2Ys", line: 34)])
        XCTAssertEqual(second.allViews.flatMap(\.actions).map { "\($0.selector)→\($0.destinationID)" }, ["promoTapped:→-1"])
        let owner = try XCTUnwrap(banners.scenes.first?.controller)
        XCTAssertEqual(owner.customClass, "HomeViewController")
        XCTAssertEqual(owner.outlets.map(\.property), ["newsLabel", "promoBanner"])

        let card = try IBStoryboardImporter.load(contentsOf: folder.appendingPathComponent("CardView.xib"))
        guard case let .view(cardView) = try XCTUnwrap(card.nib?.objects.first) else { return XCTFail("expected a view") }
        XCTAssertEqual(cardView.customClass, "CardView")
        XCTAssertEqual(cardView.outlets?.map(\.property), ["likeButton", "titleLabel"])
        XCTAssertEqual(cardView.allViews.flatMap(\.actions).map(\.destinationID), ["iN0-l3-epB"], "the action is drawn to the view itself")
        XCTAssertEqual(card.scenes.first?.controller.outlets, [])

        let popup = try IBStoryboardImporter.load(contentsOf: folder.appendingPathComponent("Popup.xib"))
        guard case let .controller(controller) = try XCTUnwrap(popup.nib?.objects.first) else { return XCTFail("expected a controller") }
        XCTAssertEqual(popup.nib?.objects.count, 1)
        XCTAssertEqual(controller.id, "Y6W-OH-hqX")
        XCTAssertEqual(controller.customClass, "PopupViewController")
        XCTAssertEqual(controller.view?.id, "5EZ-qb-Rvc")
        XCTAssertEqual(controller.outlets.map(\.property), ["messageLabel"])
        XCTAssertEqual(controller.view?.allViews.flatMap(\.actions).map(\.destinationID), ["Y6W-OH-hqX"])
        XCTAssertNil(popup.scenes.first?.controller.view, "the File's Owner has no view: the only view is the controller's")
        XCTAssertNil(popup.scenes.first?.controller.customClass)
    }

    func testDefaultsWhenAttributesAreMissing() throws {
        let xml = storyboard(segue: "", views: #"<switch id="sw"/><stepper id="st"/><textField id="tf"/><label id="lb"/>"#)
        let document = try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "M.storyboard")
        let views = document.scenes[0].controller.view?.allViews ?? []
        XCTAssertEqual(views.first { $0.id == "sw" }?.isOn, false)
        XCTAssertNil(views.first { $0.id == "st" }?.value)
        XCTAssertNil(views.first { $0.id == "tf" }?.text)
        XCTAssertNil(views.first { $0.id == "lb" }?.text)
    }

    /// Interface Builder gives every object its own id; a file with one id twice (a hand merge, a
    /// copy and paste) is refused with both lines, never read with one object shadowing the other.
    func testADuplicateIDIsRefusedWithBothLines() {
        let twice = storyboard(segue: "", views: #"<label id="B"/>"#)
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(twice.utf8), name: "Main", displayPath: "M.storyboard")) { error in
            let importError = error as? StoryboardImportError
            XCTAssertEqual(importError?.kind, .duplicateID, "\(error)")
            XCTAssertEqual(importError?.line, 10, "\(error)")
            XCTAssertEqual(importError?.message, "the id \"B\" of this <viewController> is already the id of the <label> at line 6: every object needs its own id")
            XCTAssertEqual(importError?.suggestion, "Give one of them another id (Xcode makes a new one when the object is deleted and added again), and update the connections that point to it.")
        }
        let segue = storyboard(segue: #"<segue destination="B" kind="show" id="A"/>"#)
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(segue.utf8), name: "Main", displayPath: "M.storyboard")) { error in
            XCTAssertEqual((error as? StoryboardImportError)?.line, 7, "\(error)")
            XCTAssertTrue("\(error)".contains("the id \"A\" of this <segue> is already the id of the <viewController> at line 5"), "\(error)")
        }
    }

    private func storyboard(segue: String, views: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="A">
            <scenes>
                <scene sceneID="s"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <view key="view" id="v"><subviews>\(views)</subviews></view>
                        <connections>\(segue)</connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="t"><objects><viewController id="B" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """
    }
}
