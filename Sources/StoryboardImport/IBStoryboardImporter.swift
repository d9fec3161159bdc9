import Foundation
import Texts
import WorkbookProtocol

/// Reads an Interface Builder `.storyboard` (the subset in `docs/storyboard-subset.md`) into the
/// storyboard model. Unknown elements and attributes are skipped; a malformed or unsupported
/// file is an error naming its line.
public enum IBStoryboardImporter {
    public static func load(contentsOf url: URL, name: String? = nil, displayPath: String? = nil) throws -> StoryboardDocument {
        let path = displayPath ?? url.path
        let data: Data
        do {
            // Read at most one byte more than the limit: a huge file is refused without loading it.
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: StoryboardPreflight.maximumBytes + 1) ?? Data()
        } catch {
            throw StoryboardImportError(file: path, line: 1, column: 1, message: "cannot read the storyboard: \(error.localizedDescription)",
                                        kind: .unreadable)
        }
        if data.count > StoryboardPreflight.maximumBytes {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? data.count
            try StoryboardPreflight.checkSize(size, file: path)
        }
        return try load(data: data, name: name ?? url.deletingPathExtension().lastPathComponent, displayPath: path)
    }

    public static func load(data: Data, name: String, displayPath: String) throws -> StoryboardDocument {
        try StoryboardPreflight.check(data, file: displayPath)
        let root: XMLElement
        do {
            root = try XMLTreeBuilder.parse(data)
        } catch let error as XMLTreeError {
            var importError = StoryboardImportError(file: displayPath, line: error.line, column: error.column, message: error.message,
                                                    suggestion: Catalog[.en].storyboardFixTheXML, kind: error.kind)
            if let korean = error.messageKorean {
                importError.messageKorean = korean
                importError.suggestionKorean = Catalog[.ko].storyboardFixTheXML
            }
            throw importError
        }
        var reader = StoryboardReader(file: displayPath)
        return try reader.read(root, name: name)
    }
}

/// Turns the XML tree into the model, collecting ids to check references at the end.
struct StoryboardReader {
    let file: String
    private var controllerIDs: Set<String> = []
    private var exitIDs: Set<String> = []
    private var pendingSegues: [SegueModel] = []
    /// The screen size of the document's `<device>`, each scene's simulated size unless it is freeform.
    private var deviceSize: SizeModel?

    init(file: String) { self.file = file }

    /// A value from the file, cut and escaped for quoting in a message.
    func short(_ value: String) -> String { StoryboardImportError.excerpt(value) }

    func error(_ element: XMLElement, _ message: String, _ suggestion: String? = nil) -> StoryboardImportError {
        StoryboardImportError(file: file, line: element.line, column: element.column, message: message, suggestion: suggestion)
    }

    mutating func read(_ root: XMLElement, name: String) throws -> StoryboardDocument {
        guard root.name == "document" else {
            throw error(root, "expected an Interface Builder <document>, found <\(short(root.name))>",
                        "Is this a .storyboard file? Xcode writes them as <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" …>.")
        }
        let type = root["type"] ?? ""
        if type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB", (root["targetRuntime"] ?? "iOS.CocoaTouch").hasPrefix("iOS") {
            try checkUniqueIDs(root)
            deviceSize = root.child(named: "device")?["id"].flatMap(SizeModel.device)
            var nib = try readNib(root, name: name)
            nib.device = root.child(named: "device")?["id"]
            return nib
        }
        guard type.hasSuffix(".Storyboard.XIB") else {
            throw error(root, "this is not a storyboard (document type \"\(short(type))\")",
                        type.hasSuffix(".XIB") ? "A .xib (nib) file holds a single view; give the simulation a .storyboard." : nil)
        }
        guard type.contains("CocoaTouch"), (root["targetRuntime"] ?? "iOS.CocoaTouch").hasPrefix("iOS") else {
            throw error(root, "unsupported storyboard for \(root["targetRuntime"].map(short) ?? "another platform"): only iOS (CocoaTouch) storyboards can run here")
        }
        try checkUniqueIDs(root)
        var document = StoryboardDocument(name: name, initialControllerID: root["initialViewController"], sourcePath: file)
        document.device = root.child(named: "device")?["id"]
        deviceSize = document.device.flatMap(SizeModel.device)
        for scene in root.child(named: "scenes")?.children(named: "scene") ?? [] {
            if let model = try readScene(scene) { document.scenes.append(model) }
        }
        try checkReferences(document, root: root)
        return document
    }

    private mutating func readScene(_ scene: XMLElement) throws -> SceneModel? {
        guard let objects = scene.child(named: "objects") else { return nil }
        var controller: ControllerModel?
        var exitID: String?
        for object in objects.children {
            if let kind = Self.controllerKinds[object.name] {
                controller = try readController(object, kind: kind)
            } else if object.name == "exit" {
                exitID = object["id"]
            }
        }
        guard let controller else { return nil }
        controllerIDs.insert(controller.id)
        if let exitID { exitIDs.insert(exitID) }
        return SceneModel(sceneID: scene["sceneID"], controller: controller, exitID: exitID, line: scene.line)
    }

    static let controllerKinds: [String: ControllerKind] = [
        "viewController": .viewController, "navigationController": .navigationController,
        "tableViewController": .tableViewController, "collectionViewController": .collectionViewController,
        "tabBarController": .tabBarController, "splitViewController": .splitViewController,
        "pageViewController": .pageViewController, "viewControllerPlaceholder": .viewControllerPlaceholder,
        "hostingController": .other, "avPlayerViewController": .other, "glkViewController": .other,
    ]

    private mutating func readController(_ element: XMLElement, kind: ControllerKind) throws -> ControllerModel {
        guard let id = element["id"] else { throw error(element, "a <\(short(element.name))> has no id") }
        var model = ControllerModel(id: id, kind: kind, customClass: element["customClass"], customModule: element["customModule"],
                                    storyboardIdentifier: element["storyboardIdentifier"], title: element["title"],
                                    modalPresentationStyle: element["modalPresentationStyle"],
                                    modalTransitionStyle: element["modalTransitionStyle"],
                                    definesPresentationContext: element["definesPresentationContext"].map { $0 == "YES" },
                                    line: element.line)
        if let view = element.child(named: "view", key: "view") ?? element.child(named: "tableView", key: "view")
            ?? element.child(named: "collectionView", key: "view") {
            model.view = try readView(view)
        }
        if let item = element.child(named: "navigationItem", key: "navigationItem") {
            model.navigationItem = try readNavigationItem(item)
        }
        model.simulatedSize = Self.size(element.child(named: "size", key: "freeformSize")) ?? deviceSize
        model.restorationIdentifier = element["restorationIdentifier"]
            ?? (element["useStoryboardIdentifierAsRestorationIdentifier"] == "YES" ? element["storyboardIdentifier"] : nil)
        model.runtimeAttributes = Self.runtimeAttributes(of: element)
        if kind == .viewControllerPlaceholder {
            model.referencedStoryboardName = element["storyboardName"]
            model.referencedIdentifier = element["referencedIdentifier"]
        }
        if let item = element.child(named: "tabBarItem", key: "tabBarItem") {
            model.tabBarItem = TabBarItemModel(
                id: item["id"], title: item["title"], systemItem: item["systemItem"],
                image: item["image"] ?? item.child(named: "imageReference", key: "image")?["image"],
                selectedImage: item["selectedImage"] ?? item.child(named: "imageReference", key: "selectedImage")?["image"],
                badgeValue: item["badgeValue"], tag: item["tag"].flatMap(Int.init))
        }
        if let connections = element.child(named: "connections") {
            for connection in connections.children {
                switch connection.name {
                case "outlet", "outletCollection":
                    model.outlets.append(try readOutlet(connection))
                case "segue":
                    model.segues.append(try readSegue(connection))
                default:
                    break
                }
            }
        }
        return model
    }

    /// An element's `<userDefinedRuntimeAttributes>`, in order (a number's value is its
    /// `<integer>`/`<real>` child's; a boolean's `YES`/`NO`); nil when it has none.
    static func runtimeAttributes(of element: XMLElement) -> [RuntimeAttributeModel]? {
        guard let list = element.child(named: "userDefinedRuntimeAttributes") else { return nil }
        let attributes = list.children.filter { $0.name == "userDefinedRuntimeAttribute" }.compactMap { item -> RuntimeAttributeModel? in
            guard let keyPath = item["keyPath"], !keyPath.isEmpty else { return nil }
            let type = item["type"] ?? "string"
            let value = item["value"] ?? item.children.first(where: { ["integer", "real", "string"].contains($0.name) })?["value"]
            return RuntimeAttributeModel(type: type, keyPath: keyPath, value: value, line: item.line)
        }
        return attributes.isEmpty ? nil : attributes
    }

    private mutating func readView(_ element: XMLElement) throws -> ViewModel {
        guard let id = element["id"] else { throw error(element, "a <\(short(element.name))> has no id") }
        var view = ViewModel(id: id, kind: Self.viewKinds[element.name] ?? .other, elementName: element.name,
                             customClass: element["customClass"], userLabel: element["userLabel"], line: element.line)
        view.tag = element["tag"].flatMap(Int.init)
        view.isHidden = element["hidden"].map { $0 == "YES" }
        view.isUserInteractionEnabled = element["userInteractionEnabled"].map { $0 == "YES" }
            ?? ([.label, .imageView].contains(view.kind) ? true : nil)
        view.isEnabled = element["enabled"].map { $0 != "NO" }
        view.ownAccessibilityIdentifier = element.child(named: "accessibility", key: "accessibilityConfiguration")?["identifier"]
        view.restorationIdentifier = element["restorationIdentifier"]
        view.accessibilityIdentifier = view.ownAccessibilityIdentifier ?? view.restorationIdentifier
        view.runtimeAttributes = Self.runtimeAttributes(of: element)
        view.frame = Self.rect(element.child(named: "rect", key: "frame"))
        if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = Self.autoresizingFlags.filter { mask[$0] == "YES" }
        }
        if let font = element.child(named: "fontDescription", key: "fontDescription") {
            view.fontSize = font["pointSize"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            if font["type"] == "boldSystem" || font["weight"].map({ ["bold", "semibold", "heavy", "black"].contains($0) }) == true { view.fontBold = true }
        }
        view.textAlignment = element["textAlignment"]
        switch view.kind {
        case .label:
            view.text = element["text"]
        case .button:
            let configuration = element.child(named: "buttonConfiguration", key: "configuration")
            let normal = element.children(named: "state").first { $0["key"] == "normal" }
            view.title = configuration?["title"] ?? normal?["title"]
            view.image = configuration?["image"] ?? configuration?.child(named: "imageReference", key: "image")?["image"]
                ?? normal?["image"] ?? normal?.child(named: "imageReference", key: "image")?["image"]
            view.backgroundImage = normal?["backgroundImage"]
                ?? configuration?.child(named: "backgroundConfiguration", key: "background")?["image"]
        case .imageView:
            view.image = element["image"] ?? element.child(named: "imageReference", key: "image")?["image"]
        case .tableViewCell, .collectionViewCell:
            view.reuseIdentifier = element["reuseIdentifier"]
            view.cellStyle = element["style"].flatMap { Self.cellStyles[$0] }
            view.textLabelID = element["textLabel"]
            view.detailTextLabelID = element["detailTextLabel"]
            view.accessoryType = element["accessoryType"].flatMap { Self.accessoryTypes[$0] }
        case .textField, .textView:
            view.text = element["text"]
            view.placeholder = element["placeholder"]
        case .searchBar:
            view.text = element["text"]
            view.placeholder = element["placeholder"]
            view.isOn = element["showsCancelButton"].map { $0 == "YES" }
        case .switch:
            view.isOn = element["on"] == "YES"
        case .stepper:
            view.value = element["value"].flatMap(Double.init)
            view.minimumValue = element["minimumValue"].flatMap(Double.init)
            view.maximumValue = element["maximumValue"].flatMap(Double.init)
            view.stepValue = element["stepValue"].flatMap(Double.init)
        case .pageControl:
            view.value = element["currentPage"].flatMap(Double.init)
            view.maximumValue = element["numberOfPages"].flatMap(Double.init)
        case .slider:
            view.value = element["value"].flatMap(Double.init)
            view.minimumValue = element["minValue"].flatMap(Double.init)
            view.maximumValue = element["maxValue"].flatMap(Double.init)
        case .segmentedControl:
            view.selectedSegmentIndex = element["selectedSegmentIndex"].flatMap(Int.init)
            view.segments = element.child(named: "segments")?.children(named: "segment").map { $0["title"] ?? "" }
        default:
            break
        }
        for color in element.children(named: "color") {
            switch color["key"] {
            case "backgroundColor": view.backgroundColor = Self.color(color)
            case "textColor" where view.kind == .label: view.textColor = Self.color(color)
            default: break
            }
        }
        // A cell's views sit in its content view (a collection view cell's is
        // `<collectionViewCellContentView key="contentView">` since Xcode 11, `<view key="contentView">` before).
        let subviewsParent: XMLElement?
        switch view.kind {
        case .tableViewCell: subviewsParent = element.child(named: "tableViewCellContentView")
        case .collectionViewCell:
            subviewsParent = element.child(named: "collectionViewCellContentView", key: "contentView")
                ?? element.child(named: "view", key: "contentView")
        default: subviewsParent = element
        }
        for subview in subviewsParent?.child(named: "subviews")?.children ?? [] {
            view.subviews.append(try readView(subview))
        }
        // A navigation bar dragged into a view (no navigation controller): its top item's bar button items.
        if element.name == "navigationBar", let item = element.child(named: "items")?.children(named: "navigationItem").last {
            view.navigationItem = try readNavigationItem(item)
        }
        if view.kind == .tableView, let header = element.children.first(where: { $0["key"] == "tableHeaderView" }) {
            let headerView = try readView(header)
            view.subviews.insert(headerView, at: 0)
            view.tableHeaderViewID = headerView.id
        }
        if view.kind == .tableView {
            let cells = try (element.child(named: "prototypes")?.children(named: "tableViewCell") ?? []).map { try readView($0) }
            if !cells.isEmpty { view.prototypeCells = cells }
            // Static cells (`dataMode="static"`, a form): `<sections>` › `<tableViewSection>` › `<cells>`.
            if element["dataMode"] == "static" {
                view.staticSections = try (element.child(named: "sections")?.children(named: "tableViewSection") ?? []).map { section in
                    TableSectionModel(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                      cells: try (section.child(named: "cells")?.children(named: "tableViewCell") ?? []).map { try readView($0) })
                }
            }
        }
        if view.kind == .collectionView {
            let cells = try (element.child(named: "cells")?.children(named: "collectionViewCell") ?? []).map { try readView($0) }
            if !cells.isEmpty { view.prototypeCells = cells }
            if let layout = element.child(named: "collectionViewFlowLayout", key: "collectionViewLayout") {
                view.collectionLayout = Self.flowLayout(layout)
            } else if let layout = element.children.first(where: { $0["key"] == "collectionViewLayout" }) {
                var model = CollectionLayoutModel()
                model.customClass = layout["customClass"] ?? layout.name
                view.collectionLayout = model
            }
        }
        // A cell's constraints sit in its content view, with its subviews.
        let constraints = ((subviewsParent ?? element).child(named: "constraints")?.children(named: "constraint") ?? []).compactMap(Self.readConstraint)
        if !constraints.isEmpty { view.constraints = constraints }
        if let connections = element.child(named: "connections") {
            for connection in connections.children {
                switch connection.name {
                case "action": view.actions.append(try readAction(connection))
                case "segue": view.segues.append(try readSegue(connection))
                case "outlet", "outletCollection": view.outlets = (view.outlets ?? []) + [try readOutlet(connection)]
                default: break
                }
            }
        }
        return view
    }

    /// The flags of `<autoresizingMask>`, in UIViewAutoresizing's bit order.
    static let autoresizingFlags = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]

    /// `<rect key="frame" x="20" y="103" width="353" height="21"/>`; nil when a number is missing or not finite.
    static func rect(_ element: XMLElement?) -> RectModel? {
        guard let element else { return nil }
        let numbers = ["x", "y", "width", "height"].map { element[$0].flatMap(Double.init) ?? .nan }
        guard numbers.allSatisfy({ $0.isFinite }) else { return nil }
        return RectModel(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `<size key="freeformSize" width="393" height="400"/>`.
    static func size(_ element: XMLElement?) -> SizeModel? {
        guard let width = element?["width"].flatMap(Double.init), let height = element?["height"].flatMap(Double.init),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return SizeModel(width: width, height: height)
    }

    /// `<constraint … constant="25" multiplier="1:2" priority="750" identifier="…" id="…"/>`.
    static func readConstraint(_ element: XMLElement) -> ConstraintModel? {
        guard let id = element["id"] else { return nil }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            let parts = text.split(separator: ":").compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { multiplier = parts[0] / parts[1] } else if parts.count == 1 { multiplier = parts[0] }
        }
        let constant = element["constant"].flatMap(Double.init) ?? 0
        return ConstraintModel(id: id, constant: constant.isFinite ? constant : 0, multiplier: multiplier.isFinite ? multiplier : 1,
                               priority: element["priority"].flatMap(Float.init) ?? 1000, identifier: element["identifier"])
    }

    /// Interface Builder's names of UITableViewCell.CellStyle and AccessoryType, by raw value.
    static let cellStyles = ["IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1,
                             "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3]
    static let accessoryTypes = ["none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4]

    static let viewKinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
        "switch": .switch, "stepper": .stepper, "slider": .slider, "segmentedControl": .segmentedControl,
        "datePicker": .datePicker, "imageView": .imageView, "stackView": .stackView, "scrollView": .scrollView,
        "tableView": .tableView, "collectionView": .collectionView, "tableViewCell": .tableViewCell,
        "collectionViewCell": .collectionViewCell, "pickerView": .pickerView, "searchBar": .searchBar,
        "activityIndicatorView": .activityIndicatorView, "progressView": .progressView, "pageControl": .pageControl,
    ]

    /// `<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" …>` with its
    /// `<size key="itemSize">`, `<size key="estimatedItemSize">` and `<inset key="sectionInset">`.
    static func flowLayout(_ element: XMLElement) -> CollectionLayoutModel {
        func number(_ value: String?) -> Double? { value.flatMap(Double.init) }
        var layout = CollectionLayoutModel(minimumLineSpacing: number(element["minimumLineSpacing"]),
                                           minimumInteritemSpacing: number(element["minimumInteritemSpacing"]),
                                           scrollDirection: element["scrollDirection"])
        layout.customClass = element["customClass"]
        layout.automaticEstimatedItemSize = element["automaticEstimatedItemSize"].map { $0 == "YES" }
        for size in element.children(named: "size") {
            switch size["key"] {
            case "itemSize": (layout.itemWidth, layout.itemHeight) = (number(size["width"]), number(size["height"]))
            case "estimatedItemSize": (layout.estimatedItemWidth, layout.estimatedItemHeight) = (number(size["width"]), number(size["height"]))
            default: break
            }
        }
        if let inset = element.child(named: "inset", key: "sectionInset") {
            layout.sectionInset = [number(inset["minY"]) ?? 0, number(inset["minX"]) ?? 0, number(inset["maxY"]) ?? 0, number(inset["maxX"]) ?? 0]
        }
        return layout
    }

    /// `<color key="…" systemColor="systemBackgroundColor"/>`, `cocoaTouchSystemColor="…"`,
    /// `name="AccentColor"` (asset catalog), `red green blue alpha` (sRGB, calibrated RGB, P3) or
    /// `white alpha` (grey colour spaces).
    static func color(_ element: XMLElement) -> ColorModel {
        func number(_ key: String) -> Double? { element[key].flatMap(Double.init) }
        return ColorModel(systemColor: element["systemColor"] ?? element["cocoaTouchSystemColor"], named: element["name"],
                          red: number("red"), green: number("green"), blue: number("blue"), white: number("white"),
                          alpha: number("alpha"))
    }

    private mutating func readNavigationItem(_ element: XMLElement) throws -> NavigationItemModel {
        var item = NavigationItemModel(id: element["id"], title: element["title"])
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItems.append(try readBarButtonItem(child))
            case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItems.append(try readBarButtonItem(child))
            case ("leftBarButtonItems", _):
                item.leftBarButtonItems += try child.children(named: "barButtonItem").map { try readBarButtonItem($0) }
            case ("rightBarButtonItems", _):
                item.rightBarButtonItems += try child.children(named: "barButtonItem").map { try readBarButtonItem($0) }
            default:
                break
            }
        }
        return item
    }

    private mutating func readBarButtonItem(_ element: XMLElement) throws -> BarButtonItemModel {
        guard let id = element["id"] else { throw error(element, "a <barButtonItem> has no id") }
        var item = BarButtonItemModel(id: id, title: element["title"], systemItem: element["systemItem"], image: element["image"],
                                      customClass: element["customClass"], line: element.line)
        for connection in element.child(named: "connections")?.children ?? [] {
            switch connection.name {
            case "action": item.actions.append(try readAction(connection))
            case "segue": item.segues.append(try readSegue(connection))
            default: break
            }
        }
        return item
    }

    private func readOutlet(_ element: XMLElement) throws -> OutletModel {
        guard let property = element["property"], !property.isEmpty else {
            throw error(element, "an <\(short(element.name))> has no property name", "Reconnect the outlet in Xcode's Connections inspector.")
        }
        guard let destination = element["destination"] else {
            throw error(element, "the outlet `\(short(property))` has no destination", "Reconnect the outlet in Xcode's Connections inspector.")
        }
        return OutletModel(property: property, destinationID: destination, isCollection: element.name == "outletCollection",
                           line: element.line)
    }

    private func readAction(_ element: XMLElement) throws -> ActionModel {
        guard let selector = element["selector"], !selector.isEmpty else {
            throw error(element, "an <action> has no selector", "Reconnect the action in Xcode's Connections inspector.")
        }
        guard let destination = element["destination"] else {
            throw error(element, "the action `\(short(selector))` has no destination (target)")
        }
        return ActionModel(selector: selector, destinationID: destination, eventType: element["eventType"], line: element.line)
    }

    private mutating func readSegue(_ element: XMLElement) throws -> SegueModel {
        guard let kindName = element["kind"] else {
            throw error(element, "a <segue> has no kind", "Expected kind=\"show\", \"presentation\", \"unwind\", \"custom\" or \"relationship\".")
        }
        guard let kind = SegueKind(rawValue: kindName) else {
            let known = ["show", "showDetail", "presentation", "popoverPresentation", "custom", "unwind", "relationship", "embed", "push", "modal"]
            throw error(element, "unknown segue kind \"\(short(kindName))\"", "Expected one of: \(known.joined(separator: ", ")).")
        }
        guard let destination = element["destination"] else {
            throw error(element, "a \(short(kindName)) segue has no destination", "Reconnect the segue in Xcode.")
        }
        var segue = SegueModel(id: element["id"] ?? "", identifier: element["identifier"], kind: kind, destinationID: destination,
                               customClass: element["customClass"], customModule: element["customModule"],
                               unwindAction: element["unwindAction"], relationship: element["relationship"],
                               modalPresentationStyle: element["modalPresentationStyle"],
                               modalTransitionStyle: element["modalTransitionStyle"], animates: element["animates"] != "NO",
                               destinationCreationSelector: element["destinationCreationSelector"], line: element.line)
        segue.popoverAnchorID = element["popoverAnchorView"] ?? element["popoverAnchorBarButtonItem"]
        segue.trigger = element["trigger"]
        if kind == .unwind && segue.unwindAction == nil {
            throw error(element, "the unwind segue \(segue.identifier.map { "`\(short($0))` " } ?? "")has no unwind action",
                        "Connect it to an @IBAction func name(_ segue: UIStoryboardSegue) through Exit.")
        }
        pendingSegues.append(segue)
        return segue
    }

    static let duplicateIDAdvice = "Give one of them another id (Xcode makes a new one when the object is deleted and added again), and update the connections that point to it."

    /// Interface Builder gives every object of a document its own `id`, and connections name
    /// objects by it: a second element with an id already used (a hand merge, a copy and paste)
    /// would make one object shadow the other. Refused at the second, naming the first.
    private func checkUniqueIDs(_ root: XMLElement) throws {
        var first: [String: XMLElement] = [:]
        var pending: [XMLElement] = [root]
        // Depth first, in document order, so the first element named is the one above in the file.
        while let element = pending.popLast() {
            if let id = element["id"] {
                if let earlier = first[id] {
                    throw StoryboardImportError(file: file, line: element.line, column: element.column,
                                                message: "the id \"\(short(id))\" of this <\(short(element.name))> is already the id of the <\(short(earlier.name))> at line \(earlier.line): every object needs its own id",
                                                suggestion: Self.duplicateIDAdvice, kind: .duplicateID)
                }
                first[id] = element
            }
            pending += element.children.reversed()
        }
    }

    /// A `.xib`: the File's Owner placeholder (`IBFilesOwner`) becomes the scene's controller,
    /// with its class and outlets (`view` among them); the nib's view is the top-level view its
    /// `view` outlet names, else the first top-level view (a cell's nib has no owner outlet). Actions drawn to the
    /// File's Owner go to the owner, as storyboard actions go to their scene's controller.
    /// Every top-level object (views, cells, view controllers) is kept in document order too,
    /// with its own outlets, for `UINib.instantiate(withOwner:options:)` (R11.3–R11.5). Other
    /// top-level objects (gesture recognizers, custom objects) are not read.
    private mutating func readNib(_ root: XMLElement, name: String) throws -> StoryboardDocument {
        let objects = root.child(named: "objects")?.children ?? []
        let placeholders = objects.filter { $0.name == "placeholder" }
        let ownerElement = placeholders.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let firstResponder = placeholders.first { $0["placeholderIdentifier"] == "IBFirstResponder" }
        var owner = ControllerModel(id: ownerElement?["id"] ?? "-1", kind: .viewController,
                                    customClass: ownerElement?["customClass"], customModule: ownerElement?["customModule"],
                                    line: ownerElement?.line)
        for connection in ownerElement?.child(named: "connections")?.children ?? []
        where connection.name == "outlet" || connection.name == "outletCollection" {
            owner.outlets.append(try readOutlet(connection))
        }
        var contents = NibContents(ownerID: owner.id, firstResponderID: firstResponder?["id"])
        for object in objects where object.name != "placeholder" {
            if Self.viewKinds[object.name] != nil {
                contents.objects.append(.view(try readView(object)))
            } else if let kind = Self.controllerKinds[object.name], kind != .viewControllerPlaceholder {
                contents.objects.append(.controller(try readController(object, kind: kind)))
            }
        }
        let views = contents.objects.compactMap { object -> ViewModel? in
            if case let .view(view) = object { return view }
            return nil
        }
        let viewOutlet = owner.outlets.first { $0.property == "view" }
        owner.view = views.first { $0.id == viewOutlet?.destinationID } ?? views.first
        var document = StoryboardDocument(name: name, scenes: [SceneModel(controller: owner, line: ownerElement?.line)], sourcePath: file, isNib: true)
        document.nib = contents
        return document
    }

    /// Every segue points at a controller (or, for unwind segues, an exit); the entry point exists.
    private func checkReferences(_ document: StoryboardDocument, root: XMLElement) throws {
        if let initial = document.initialControllerID, !controllerIDs.contains(initial) {
            throw error(root, "initialViewController \"\(short(initial))\" names no view controller in this storyboard",
                        "Select the first scene in Xcode and tick \"Is Initial View Controller\".")
        }
        for segue in pendingSegues where segue.kind != .unwind && !controllerIDs.contains(segue.destinationID) {
            throw StoryboardImportError(file: file, line: segue.line ?? 1, column: 1,
                                        message: "the segue \(segue.identifier.map { "`\(short($0))` " } ?? "")points to \"\(short(segue.destinationID))\", which is not a view controller in this storyboard",
                                        suggestion: "Delete the segue in Xcode and draw it again.")
        }
    }
}
