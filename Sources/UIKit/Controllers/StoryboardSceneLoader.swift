import Foundation
import WorkbookProtocol

/// What UIKit does when it decodes a scene: the navigation controller's root, the navigation
/// item with its bar button items (at decoding time), and, when the view loads, the views,
/// outlets, target–actions and the segue templates installed as the controls' targets (R1.1).
@MainActor
enum StoryboardSceneLoader {
    static func decodeContents(of controller: UIViewController, model: ControllerModel, storyboard: UIStoryboard) {
        if let navigationModel = model.navigationItem {
            fill(controller.navigationItem, from: navigationModel, owner: controller)
        }
        // The root is in the stack from its `init(coder:)` on, so by its `awakeFromNib`.
        if let navigation = controller as? UINavigationController,
           let root = model.rootRelationship,
           let rootScene = storyboard.document.scene(withControllerID: root.destinationID) {
            _ = storyboard.instantiate(rootScene.controller, afterInit: { navigation.setInitialRoot($0) })
        }
        // R9.1: a tab bar controller's tabs are decoded with it, in the order of its relationships.
        if let tabBar = controller as? UITabBarController {
            let tabs = model.viewControllersRelationships.compactMap { relationship in
                storyboard.document.scene(withControllerID: relationship.destinationID).map { storyboard.instantiate($0.controller) }
            }
            if !tabs.isEmpty { tabBar.install(tabs) }
        }
        // R12.1: a split view controller's primary and secondary are decoded with it, in that
        // order, each its child from its `init(coder:)` on (so `splitViewController` answers in
        // the children's `awakeFromNib`).
        if let split = controller as? UISplitViewController {
            for name in ["masterViewController", "detailViewController"] {
                guard let relationship = model.splitRelationship(name),
                      let scene = storyboard.document.scene(withControllerID: relationship.destinationID) else { continue }
                _ = storyboard.instantiate(scene.controller, afterInit: { split.install(split.viewControllers + [$0]) })
            }
        }
    }

    /// A navigation item's title and bar button items, their actions and segues sent from `owner`.
    private static func fill(_ item: UINavigationItem, from itemModel: NavigationItemModel, owner: UIViewController) {
        if let title = itemModel.title { item.title = title }
        item.leftBarButtonItems = itemModel.leftBarButtonItems.map { makeBarButtonItem($0, owner: owner) }
        item.rightBarButtonItems = itemModel.rightBarButtonItems.map { makeBarButtonItem($0, owner: owner) }
    }

    private static func makeBarButtonItem(_ itemModel: BarButtonItemModel, owner: UIViewController) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = itemModel.systemItem.flatMap(UIBarButtonItem.SystemItem.init(storyboardName:)) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: itemModel.title, style: .plain, target: nil, action: nil)
        }
        if let title = itemModel.title { item.title = title }
        owner.workbookObjectsByID[itemModel.id] = item
        for action in itemModel.actions {
            item.workbookAddHandler { [weak owner] sender in
                guard let owner else { return }
                ActionDispatch.send(action.selector, to: target(of: action, owner: owner), sender: sender)
            }
        }
        for segue in itemModel.segues {
            item.workbookAddHandler { [weak owner] sender in
                guard let owner else { return }
                SegueTemplate(model: segue, source: owner).perform(sender: sender, consultShouldPerform: true)
            }
        }
        return item
    }

    /// The default `loadView`: builds the scene's view, then connects outlets and control targets.
    static func loadView(of controller: UIViewController) {
        // A controller made in code with a nib: the nib is loaded with the controller as its
        // File's Owner, whose `view` outlet must give it its view (R11.1, R11.6).
        if controller.workbookScene == nil, let (name, nib) = NibLoading.nib(for: controller) {
            var loading = NibInstantiation(document: nib, owner: controller)
            _ = loading.instantiate()
            guard controller.isViewLoaded else {
                Runtime.shared.raise("NSInternalInconsistencyException",
                                     "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            }
            controller.workbookScene = nib.scenes.first?.controller
            return
        }
        guard let model = controller.workbookScene, let viewModel = model.view else {
            controller.storedView = UIView(frame: UIScreen.main.bounds)
            return
        }
        let built = StoryboardViewFactory.makeView(viewModel) { className, _ in
            guard let make = Runtime.shared.registry.glue(named: className)?.makeWithCoder else { return nil }
            return make(StoryboardCoder(storyboard: controller.storyboard ?? UIStoryboard(document: StoryboardDocument(name: "")),
                                        controller: model)) as? UIView
        }
        controller.storedView = built.root
        for (id, object) in built.objectsByID { controller.workbookObjectsByID[id] = object }
        connectOutlets(of: controller, model: model)
        for view in viewModel.allViews {
            guard let control = controller.workbookObjectsByID[view.id] as? UIControl else { continue }
            // A storyboard action is connected as the storyboard loader does it: with
            // `addTarget(_:action:for:)`, so code that adds the same pair again adds no second one (R10.16).
            for action in view.actions {
                let events = UIControl.Event(storyboardName: action.eventType) ?? .touchUpInside
                control.addTarget(target(of: action, owner: controller), action: Selector(action.selector), for: events)
            }
            for segue in view.segues {
                control.workbookAddHandler(for: .touchUpInside) { [weak controller] sender in
                    guard let controller else { return }
                    SegueTemplate(model: segue, source: controller).perform(sender: sender, consultShouldPerform: true)
                }
            }
        }
        installNavigationBars(of: viewModel, objects: controller.workbookObjectsByID, owner: controller)
        connectTableViews(of: controller, model: model, viewModel: viewModel)
        connectCollectionViews(of: controller, model: model, viewModel: viewModel)
        connectPickerViews(of: controller, model: model, viewModel: viewModel)
        for view in viewModel.allViews where view.runtimeAttributes != nil {
            if let object = built.objectsByID[view.id] as? NSObject { applyRuntimeAttributes(view.runtimeAttributes, to: object) }
        }
        awakeViews(viewModel, built.objectsByID)
        performEmbedSegues(of: controller, viewModel: viewModel)
    }

    /// User Defined Runtime Attributes, set as UIKit sets them when it decodes the object (after
    /// `init(coder:)`, before `awakeFromNib`): `setValue(_:forKeyPath:)` with the value as
    /// Objective-C holds it (a string, an `NSNumber` for a number or a boolean, nil). A key the
    /// object does not have raises `NSUnknownKeyException`, as on a device.
    static func applyRuntimeAttributes(_ attributes: [RuntimeAttributeModel]?, to object: NSObject) {
        for attribute in attributes ?? [] {
            let value: Any?
            switch attribute.type {
            case "string", "localizedString": value = attribute.value ?? ""
            case "boolean": value = NSNumber(value: attribute.value == "YES")
            case "number":
                if let text = attribute.value, let whole = Int(text) { value = NSNumber(value: whole) }
                else { value = NSNumber(value: Double(attribute.value ?? "") ?? 0) }
            case "nil": value = nil
            // Colors, images, points, sizes, rects and ranges are not simulated: left as they are.
            default: continue
            }
            object.setValue(value, forKeyPath: attribute.keyPath)
        }
    }

    /// Container views (R2.6): each embed segue is performed while the parent's view loads,
    /// after its outlets are connected and before its `viewDidLoad`: the child is decoded
    /// (`init(coder:)`, `awakeFromNib`), the parent's `prepare(for:sender:)` runs (sender: the
    /// parent), then the child is added (`willMove(toParent:)`), its view loads into the
    /// container view (`loadView`, `viewDidLoad`) and it gets `didMove(toParent:)`.
    private static func performEmbedSegues(of controller: UIViewController, viewModel: ViewModel) {
        for view in viewModel.allViews {
            guard let container = controller.workbookObjectsByID[view.id] as? UIView else { continue }
            for segue in view.segues where segue.kind == .embed {
                SegueTemplate(model: segue, source: controller).performEmbed(into: container)
            }
        }
    }

    /// `awakeFromNib` on every view of a tree, in document order (the order is [U]: R11.4).
    static func awakeViews(_ viewModel: ViewModel, _ objects: [String: AnyObject]) {
        for view in viewModel.allViews { (objects[view.id] as? UIView)?.awakeFromNib() }
    }

    /// Navigation bars placed in a view: their item and bar button items, wired like the controller's own.
    static func installNavigationBars(of viewModel: ViewModel, objects: [String: AnyObject], owner: UIViewController) {
        for view in viewModel.allViews {
            guard let itemModel = view.navigationItem, let bar = objects[view.id] as? UINavigationBar else { continue }
            let item = UINavigationItem(title: itemModel.title ?? "")
            item.title = itemModel.title
            fill(item, from: itemModel, owner: owner)
            bar.items = [item]
        }
    }

    /// Table views: the `dataSource` and `delegate` outlets drawn to the controller, and the
    /// prototype cells that `dequeueReusableCell(withIdentifier:for:)` makes.
    private static func connectTableViews(of controller: UIViewController, model: ControllerModel, viewModel: ViewModel) {
        for view in viewModel.allViews where view.kind == .tableView {
            guard let table = controller.workbookObjectsByID[view.id] as? UITableView else { continue }
            for outlet in view.outlets ?? [] where outlet.destinationID == model.id {
                switch outlet.property {
                case "dataSource": table.dataSource = controller as? UITableViewDataSource
                case "delegate": table.delegate = controller as? UITableViewDelegate
                default: break
                }
            }
            for cellModel in (view.staticSections ?? []).flatMap(\.cells) {
                guard let cell = controller.workbookObjectsByID[cellModel.id] as? UITableViewCell else { continue }
                connectStaticCell(cell, cellModel, owner: controller)
            }
            let prototypes = view.prototypeCells ?? []
            guard !prototypes.isEmpty else { continue }
            table.prototypeFactory = { [weak controller] identifier in
                guard let controller, let prototype = prototypes.first(where: { $0.reuseIdentifier == identifier }) else { return nil }
                return makeCell(prototype, owner: controller, model: model)
            }
        }
    }

    /// Collection views, as table views: the `dataSource` and `delegate` outlets drawn to the
    /// controller, and the prototype cells that `dequeueReusableCell(withReuseIdentifier:for:)` makes.
    private static func connectCollectionViews(of controller: UIViewController, model: ControllerModel, viewModel: ViewModel) {
        for view in viewModel.allViews where view.kind == .collectionView {
            guard let collection = controller.workbookObjectsByID[view.id] as? UICollectionView else { continue }
            for outlet in view.outlets ?? [] where outlet.destinationID == model.id {
                switch outlet.property {
                case "dataSource": collection.dataSource = controller as? UICollectionViewDataSource
                case "delegate": collection.delegate = controller as? UICollectionViewDelegate
                default: break
                }
            }
            let prototypes = view.prototypeCells ?? []
            guard !prototypes.isEmpty else { continue }
            collection.prototypeFactory = { [weak controller] identifier in
                guard let controller, let prototype = prototypes.first(where: { $0.reuseIdentifier == identifier }) else { return nil }
                return makeCollectionCell(prototype, owner: controller, model: model)
            }
        }
    }

    /// Picker views: the `dataSource` and `delegate` outlets drawn to the controller (R14.1); search bars: `delegate` (R16.1).
    private static func connectPickerViews(of controller: UIViewController, model: ControllerModel, viewModel: ViewModel) {
        for view in viewModel.allViews where view.kind == .pickerView {
            guard let picker = controller.workbookObjectsByID[view.id] as? UIPickerView else { continue }
            for outlet in view.outlets ?? [] where outlet.destinationID == model.id {
                switch outlet.property {
                case "dataSource": picker.dataSource = controller as? UIPickerViewDataSource
                case "delegate": picker.delegate = controller as? UIPickerViewDelegate
                default: break
                }
            }
        }
        // Search bars: the `delegate` outlet drawn to the controller (R16.1).
        for view in viewModel.allViews where view.kind == .searchBar {
            guard let bar = controller.workbookObjectsByID[view.id] as? UISearchBar else { continue }
            for outlet in view.outlets ?? [] where outlet.destinationID == model.id && outlet.property == "delegate" {
                bar.delegate = controller as? UISearchBarDelegate
            }
        }
    }

    /// A static cell (decoded with the scene): its own outlets (a custom cell class's) and its
    /// selection and accessory segues, performed from the scene's controller with the cell as sender.
    private static func connectStaticCell(_ cell: UITableViewCell, _ cellModel: ViewModel, owner: UIViewController) {
        for outlet in cellModel.outlets ?? [] {
            guard let object = owner.workbookObjectsByID[outlet.destinationID],
                  let setter = Runtime.shared.registry.outletSetter(outlet.property, on: cell) else { continue }
            setter(cell, object)
        }
        installSegues(cellModel.segues, on: cell, owner: owner)
    }

    /// A cell's selection segue fires when its row is tapped; an accessory action segue only
    /// when its accessory (detail) button is.
    private static func installSegues(_ models: [SegueModel], on cell: UITableViewCell, owner: UIViewController?) {
        let segues = models.filter { $0.kind != .relationship && $0.kind != .embed }
        if let segue = segues.first(where: { !$0.isAccessoryAction }) {
            cell.workbookSelectionSegue = { [weak owner, weak cell] in
                guard let owner, let cell else { return }
                SegueTemplate(model: segue, source: owner).perform(sender: cell, consultShouldPerform: true)
            }
        }
        if let segue = segues.first(where: \.isAccessoryAction) {
            cell.workbookAccessorySegue = { [weak owner, weak cell] in
                guard let owner, let cell else { return }
                SegueTemplate(model: segue, source: owner).perform(sender: cell, consultShouldPerform: true)
            }
        }
    }

    /// A cell from its prototype: the cell's class (`init(coder:)`), its content views, its
    /// outlets (set on the cell), and its selection segue, performed with the cell as sender.
    static func makeCell(_ prototype: ViewModel, owner: UIViewController?, model: ControllerModel) -> UITableViewCell {
        let built = buildCell(prototype, owner: owner, model: model) {
            UITableViewCell(style: .default, reuseIdentifier: prototype.reuseIdentifier)
        }
        let cell = built.cell
        installSegues(prototype.segues, on: cell, owner: owner)
        awakeViews(prototype, built.objects)
        return cell
    }

    /// A collection view cell from its prototype (or its nib), as `makeCell` makes a table's (R13.2).
    static func makeCollectionCell(_ prototype: ViewModel, owner: UIViewController?, model: ControllerModel) -> UICollectionViewCell {
        let built = buildCell(prototype, owner: owner, model: model) { UICollectionViewCell(frame: .zero) }
        let cell = built.cell
        let segues = prototype.segues.filter { $0.kind != .relationship && $0.kind != .embed }
        if let segue = segues.first {
            cell.workbookSelectionSegue = { [weak owner, weak cell] in
                guard let owner, let cell else { return }
                SegueTemplate(model: segue, source: owner).perform(sender: cell, consultShouldPerform: true)
            }
        }
        awakeViews(prototype, built.objects)
        return cell
    }

    /// A cell's views with its outlets set on the cell (a key the cell's class lacks is UIKit's
    /// NSUnknownKeyException); `fallback` when the prototype's class is not of the expected kind.
    private static func buildCell<Cell: UIView>(_ prototype: ViewModel, owner: UIViewController?, model: ControllerModel,
                                                fallback: () -> Cell) -> (cell: Cell, objects: [String: AnyObject]) {
        let coder = StoryboardCoder(storyboard: owner?.storyboard ?? UIStoryboard(document: StoryboardDocument(name: "")), controller: model)
        let built = StoryboardViewFactory.makeView(prototype) { className, _ in
            Runtime.shared.registry.glue(named: className)?.makeWithCoder?(coder) as? UIView
        }
        let cell = built.root as? Cell ?? fallback()
        for outlet in prototype.outlets ?? [] {
            guard let object = built.objectsByID[outlet.destinationID] else { continue }
            guard let setter = Runtime.shared.registry.outletSetter(outlet.property, on: cell) else {
                let name = Runtime.objectiveCClassName(cell)
                let address = String(UInt(bitPattern: Unmanaged.passUnretained(cell).toOpaque()), radix: 16)
                Runtime.shared.raise(
                    "NSUnknownKeyException",
                    "[<\(name) 0x\(address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(outlet.property).")
            }
            setter(cell, object)
        }
        return (cell, built.objectsByID)
    }

    /// Outlets are set by key-value coding when the view loads; a key the class lacks is UIKit's
    /// NSUnknownKeyException (docs/storyboard-subset.md, "Connections").
    private static func connectOutlets(of controller: UIViewController, model: ControllerModel) {
        var collections: [String: [Any]] = [:]
        for outlet in model.outlets where outlet.property != "view" {
            guard let object = controller.workbookObjectsByID[outlet.destinationID] else { continue }
            controller.workbookOutletIDs[outlet.property] = outlet.destinationID
            guard let setter = Runtime.shared.registry.outletSetter(outlet.property, on: controller) else {
                let name = Runtime.objectiveCClassName(controller)
                let address = String(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()), radix: 16)
                Runtime.shared.raise(
                    "NSUnknownKeyException",
                    "[<\(name) 0x\(address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(outlet.property).")
            }
            if outlet.isCollection {
                collections[outlet.property, default: []].append(object)
                setter(controller, collections[outlet.property])
            } else {
                setter(controller, object)
            }
        }
    }

    /// The target of a storyboard action: the scene's controller (actions to other placeholders go to it too).
    private static func target(of action: ActionModel, owner: UIViewController) -> AnyObject {
        owner
    }
}

/// Sends an Objective-C action selector to a learner object through the glue, as
/// `-[UIApplication sendAction:to:from:forEvent:]` does.
@MainActor
enum ActionDispatch {
    static func send(_ selector: String, to target: AnyObject, sender: Any?) {
        guard let action = Runtime.shared.registry.action(selector, on: target) else {
            ObjectiveCDispatch.unrecognized(selector, target)
        }
        if let responder = target as? UIResponder {
            Runtime.shared.trace.record(responder, action.swiftName, "sender=\(traceDescription(sender))")
        }
        action.invoke(target, sender)
    }

    /// An action sent to a nil target goes to the first object up the responder chain, from the
    /// sender, that implements it (the `addTarget(_:action:for:)` documentation): the responder
    /// `target(forAction:withSender:)` names, which asks each `canPerformAction(_:withSender:)` (R10.8).
    static func firstResponder(from sender: UIResponder, handling selector: String) -> AnyObject? {
        sender.target(forAction: Selector(selector), withSender: sender) as AnyObject?
    }
}
