import Foundation
import WorkbookProtocol

/// One load of a `.xib`, in the three passes of UIKit's nib loader (the "nib object life cycle"
/// of Apple's Resource Programming Guide and the `awakeFromNib` documentation; R11.3–R11.6):
/// every object is made (`init(coder:)` for learner classes, a view controller's view left to
/// load lazily), then every connection is made (outlets by key-value coding, actions with
/// `addTarget(_:action:for:)`), then every object made gets `awakeFromNib`. The File's Owner is
/// not one of the nib's objects: its outlets are set, it gets no `awakeFromNib`.
@MainActor
struct NibInstantiation {
    let document: StoryboardDocument
    let owner: AnyObject?
    private let contents: NibContents
    private let ownerModel: ControllerModel

    /// Every object by its id in the nib, the owner's placeholder among them when there is an owner.
    private(set) var objectsByID: [String: AnyObject] = [:]
    /// The objects the nib made, in document order: each top-level object, then the views inside it.
    private var madeObjects: [AnyObject] = []
    private var outletCollections: [ObjectIdentifier: [String: [Any]]] = [:]

    init(document: StoryboardDocument, owner: AnyObject?) {
        self.document = document
        self.owner = owner
        let ownerModel = document.scenes.first?.controller ?? ControllerModel(id: "-1")
        self.ownerModel = ownerModel
        // A document made before nibs kept their objects: its one view is the only object.
        self.contents = document.nib ?? NibContents(ownerID: ownerModel.id, objects: ownerModel.view.map { [.view($0)] } ?? [])
    }

    /// The top-level objects, in document order (`UINib.instantiate(withOwner:options:)`'s array).
    mutating func instantiate() -> [AnyObject] {
        let topLevel = makeObjects()
        connectOutlets()
        connectActions()
        if let controller = owner as? UIViewController {
            // What the driver reads from a controller's screen: the nib's objects by id.
            for (id, object) in objectsByID where id != contents.ownerID { controller.workbookObjectsByID[id] = object }
        }
        for object in madeObjects {
            if let controller = object as? UIViewController {
                Runtime.shared.trace.record(controller, "awakeFromNib")
                controller.awakeFromNib()
            } else {
                (object as? UIView)?.awakeFromNib()
            }
        }
        return topLevel
    }

    /// The views of the nib's top-level views (not those inside a top-level controller, which
    /// its own view loading connects), each tree depth first.
    private var viewModels: [ViewModel] {
        contents.objects.flatMap { object -> [ViewModel] in
            if case let .view(view) = object { return view.allViews }
            return []
        }
    }

    private mutating func makeObjects() -> [AnyObject] {
        let storyboard = UIStoryboard(document: document)
        let coder = StoryboardCoder(storyboard: storyboard, controller: ownerModel, isNib: true)
        var topLevel: [AnyObject] = []
        for object in contents.objects {
            switch object {
            case let .view(model):
                let built = StoryboardViewFactory.makeView(model) { className, _ in
                    Runtime.shared.registry.glue(named: className)?.makeWithCoder?(coder) as? UIView
                }
                topLevel.append(built.root)
                for view in model.allViews {
                    guard let made = built.objectsByID[view.id] else { continue }
                    objectsByID[view.id] = made
                    madeObjects.append(made)
                }
            case let .controller(model):
                let controller = Runtime.shared.makeController(for: model, storyboard: storyboard, fromNib: true)
                StoryboardSceneLoader.decodeContents(of: controller, model: model, storyboard: storyboard)
                topLevel.append(controller)
                objectsByID[model.id] = controller
                madeObjects.append(controller)
            }
        }
        if let owner { objectsByID[contents.ownerID] = owner }
        return topLevel
    }

    // MARK: Outlets

    /// The File's Owner's outlets, then those drawn from the nib's views. Without an owner the
    /// owner's outlets are not made (UINib.h: "If the owner parameter is nil, connections to
    /// File's Owner are not permitted").
    private mutating func connectOutlets() {
        if let owner {
            for outlet in ownerModel.outlets { connect(outlet, from: owner, isOwner: true) }
        }
        for view in viewModels {
            guard let source = objectsByID[view.id] else { continue }
            for outlet in view.outlets ?? [] { connect(outlet, from: source, isOwner: false) }
        }
    }

    private mutating func connect(_ outlet: OutletModel, from source: AnyObject, isOwner: Bool) {
        // A connection to the owner's placeholder with no owner, or to an object this tool does not make.
        guard let destination = objectsByID[outlet.destinationID] else { return }
        if let controller = source as? UIViewController, outlet.property == "view", let view = destination as? UIView {
            controller.view = view
            return
        }
        if isOwner, let controller = source as? UIViewController {
            controller.workbookOutletIDs[outlet.property] = outlet.destinationID
        }
        if setKnownProperty(outlet.property, of: source, to: destination) { return }
        let isLearnerClass = Runtime.shared.registry.glue(named: TraceRecorder.className(of: source)) != nil
        guard let setter = Runtime.shared.registry.outletSetter(outlet.property, on: source) else {
            // A key the owner or a learner class lacks is UIKit's NSUnknownKeyException; a UIKit
            // view's other keys (IB offers only real ones) are not simulated.
            if isOwner || isLearnerClass { KeyValueCoding.raiseUndefinedKey(source, outlet.property, method: "setValue:forUndefinedKey:") }
            return
        }
        if outlet.isCollection {
            var collections = outletCollections[ObjectIdentifier(source)] ?? [:]
            collections[outlet.property, default: []].append(destination)
            outletCollections[ObjectIdentifier(source)] = collections
            setter(source, collections[outlet.property])
        } else {
            setter(source, destination)
        }
    }

    /// The outlets of UIKit's own views that Interface Builder offers: a table, collection or
    /// picker view's data source and delegate, a text field's delegate.
    private func setKnownProperty(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case let (table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
        case let (table as UITableView, "delegate"):
            table.delegate = destination as? UITableViewDelegate
        case let (field as UITextField, "delegate"):
            field.delegate = destination as? UITextFieldDelegate
        case let (collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"):
            collection.delegate = destination as? UICollectionViewDelegate
        case let (picker as UIPickerView, "dataSource"):
            picker.dataSource = destination as? UIPickerViewDataSource
        case let (picker as UIPickerView, "delegate"):
            picker.delegate = destination as? UIPickerViewDelegate
        default:
            return false
        }
        return true
    }

    // MARK: Actions

    /// `addTarget(_:action:for:)` on each control, as the nib loader does on iOS: the target is
    /// the object the action is drawn to (the owner, the nib's custom view…); none, so the
    /// responder chain, for the First Responder or for the File's Owner of a nib loaded without one.
    private func connectActions() {
        for view in viewModels {
            guard let control = objectsByID[view.id] as? UIControl else { continue }
            for action in view.actions {
                let target = action.destinationID == contents.firstResponderID ? nil : objectsByID[action.destinationID]
                control.addTarget(target, action: Selector(action.selector),
                                  for: UIControl.Event(storyboardName: action.eventType) ?? .touchUpInside)
            }
        }
        if let controller = owner as? UIViewController {
            for case let .view(view) in contents.objects {
                StoryboardSceneLoader.installNavigationBars(of: view, objects: objectsByID, owner: controller)
            }
        }
    }
}
