import Foundation
import WorkbookProtocol

/// A storyboard scene as Interface Builder's canvas shows it, as a `ScreenSnapshot`: its views
/// at their frames with their initial texts and values, its navigation bar when a navigation
/// controller shows it (title, Back button titled after the scene that shows it, bar button
/// items), the tab bar of a tab bar controller, and a table view's prototype cells as rows.
/// Used for "expected" screens (the scene a check expects) and the book's storyboard canvas.
public enum StoryboardScreen {
    /// The scene of `controllerID` in `document`; nil when there is none.
    public static func snapshot(_ document: StoryboardDocument, controllerID: String) -> ScreenSnapshot? {
        guard let scene = document.scene(withControllerID: controllerID) else { return nil }
        let controller = scene.controller
        let size = controller.simulatedSize ?? document.device.flatMap(SizeModel.device) ?? controller.view?.frame.flatMap {
            $0.width >= 100 && $0.height >= 100 ? SizeModel(width: $0.width, height: $0.height) : nil
        } ?? .defaultPhone
        var layer = ScreenLayer(controller: controller.className, style: "root")
        var content = controller
        // A tab bar controller shows its first tab; a navigation controller its root.
        for _ in 0..<4 {
            if content.kind == .tabBarController {
                let tabs = content.viewControllersRelationships.compactMap { document.scene(withControllerID: $0.destinationID)?.controller }
                layer.tabBar = TabBarSnapshot(titles: tabs.map { $0.tabBarItem?.title ?? $0.tabBarItem?.systemItem ?? $0.title ?? "" },
                                              badges: tabs.map { $0.tabBarItem?.badgeValue }, selectedIndex: tabs.isEmpty ? nil : 0)
                guard let first = tabs.first else { break }
                content = first
            } else if content.kind == .navigationController {
                guard let root = content.rootRelationship.flatMap({ document.scene(withControllerID: $0.destinationID)?.controller }) else { break }
                layer.navigationBar = bar(of: root, backTitle: nil)
                content = root
            } else {
                break
            }
        }
        if layer.navigationBar == nil, let shownBy = pusher(of: content, in: document) {
            layer.navigationBar = bar(of: content, backTitle: shownBy.navigationItem?.title ?? shownBy.title ?? "Back")
        }
        layer.contentController = content.className
        layer.view = content.view.map { view(of: $0, outlets: content.outlets) }
        return ScreenSnapshot(width: size.width, height: size.height, layers: [layer])
    }

    /// The scene of a controller class (`ResultViewController`), the first one when several share it.
    public static func snapshot(_ documents: [StoryboardDocument], className: String) -> ScreenSnapshot? {
        let bare = className.split(separator: ".").last.map(String.init) ?? className
        for document in documents where document.isNib != true {
            if let scene = document.scenes.first(where: { $0.controller.className == bare }) {
                return snapshot(document, controllerID: scene.controller.id)
            }
        }
        return nil
    }

    static func bar(of controller: ControllerModel, backTitle: String?) -> NavigationBarSnapshot {
        let item = controller.navigationItem
        return NavigationBarSnapshot(title: item?.title ?? controller.title, backTitle: backTitle,
                                     leftItems: (item?.leftBarButtonItems ?? []).map { $0.visibleTitle ?? "•" },
                                     rightItems: (item?.rightBarButtonItems ?? []).map { $0.visibleTitle ?? "•" })
    }

    /// The scene that pushes `controller` (a show segue from a scene inside a navigation controller).
    static func pusher(of controller: ControllerModel, in document: StoryboardDocument) -> ControllerModel? {
        var inside = Set<String>()
        for scene in document.scenes where scene.controller.kind == .navigationController {
            if let root = scene.controller.rootRelationship { inside.insert(root.destinationID) }
        }
        var pushedBy: [String: ControllerModel] = [:]
        var changed = true
        while changed {
            changed = false
            for scene in document.scenes where inside.contains(scene.controller.id) {
                for segue in scene.controller.allSegues where [.show, .push].contains(segue.kind) && !inside.contains(segue.destinationID) {
                    inside.insert(segue.destinationID)
                    pushedBy[segue.destinationID] = scene.controller
                    changed = true
                }
            }
        }
        return pushedBy[controller.id]
    }

    static func color(_ model: ColorModel?) -> ScreenColor? {
        guard let model else { return nil }
        if let system = model.systemColor {
            var name = system
            if name.hasSuffix("Color") { name.removeLast("Color".count) }
            let legacy = ["groupTableViewBackground": "systemGroupedBackground", "darkText": "label"]
            return ScreenColor(name: legacy[name] ?? name, red: 0, green: 0, blue: 0)
        }
        if let white = model.white { return ScreenColor(red: white, green: white, blue: white, alpha: model.alpha ?? 1) }
        if let red = model.red, let green = model.green, let blue = model.blue {
            return ScreenColor(red: red, green: green, blue: blue, alpha: model.alpha ?? 1)
        }
        // An asset catalog colour: its components are not read.
        return nil
    }

    static func view(of model: ViewModel, outlets: [OutletModel]) -> ScreenView {
        var node = ScreenView(kind: model.elementName == "navigationBar" ? "navigationBar" : model.kind.rawValue, frame: model.frame)
        node.outlet = outlets.first { $0.destinationID == model.id && !$0.isCollection }?.property
        if model.kind == .other { node.kind = "view" }
        if model.isHidden == true { node.isHidden = true }
        node.backgroundColor = color(model.backgroundColor)
        node.textColor = color(model.textColor)
        node.text = model.kind == .button ? model.title : model.text
        node.placeholder = model.placeholder
        node.fontSize = model.fontSize
        if model.fontBold == true { node.bold = true }
        node.alignment = model.textAlignment
        node.isEnabled = model.isEnabled
        switch model.kind {
        case .switch: node.isOn = model.isOn ?? false
        case .stepper:
            node.value = model.value ?? 0
            node.minimumValue = model.minimumValue ?? 0
            node.maximumValue = model.maximumValue ?? 100
        case .slider:
            node.value = model.value ?? 0.5
            node.minimumValue = model.minimumValue ?? 0
            node.maximumValue = model.maximumValue ?? 1
        case .segmentedControl:
            node.segments = model.segments
            node.selectedIndex = model.selectedSegmentIndex
        case .imageView, .button:
            node.image = model.image
        case .tableView:
            // Interface Builder's canvas shows each prototype cell once, as a row.
            node.cells = (model.prototypeCells ?? []).enumerated().map { index, cell in
                let labels = cell.allViews.filter { $0.kind == .label && $0.isHidden != true }.compactMap(\.text).filter { !$0.isEmpty }
                var row = ScreenCell(section: 0, row: index, text: labels.first ?? cell.reuseIdentifier, detailText: labels.dropFirst().first)
                row.accessory = cell.accessoryType
                row.height = cell.frame?.height
                return row
            }
        default: break
        }
        let children = model.tableHeaderViewID == nil ? model.subviews : model.subviews.filter { $0.id != model.tableHeaderViewID }
        node.subviews = children.map { view(of: $0, outlets: outlets) }
        return node
    }
}
