import Foundation
import WorkbookProtocol

/// A storyboard the app loads by name. Controllers are decoded from its scenes through the
/// learner's `init(coder:)`, each call making a new instance (R7.1).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    @_spi(Workbook) public let document: StoryboardDocument
    let storyboardName: String

    /// `UIStoryboard(name: "Main", bundle: nil)`; an unknown name raises as UIKit does (R7.4).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let document = Runtime.shared.storyboards[name] else {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "Could not find a storyboard named '\(name)' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)")
        }
        self.document = document
        self.storyboardName = name
        super.init()
    }

    @_spi(Workbook) public init(document: StoryboardDocument) {
        self.document = document
        self.storyboardName = document.name
        super.init()
    }

    /// A new instance of the entry point, or nil when the storyboard has none (R7.3).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialControllerID, let scene = document.scene(withControllerID: id) else { return nil }
        return instantiate(scene.controller)
    }

    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let creator else { return instantiateInitialViewController() }
        guard let id = document.initialControllerID, let scene = document.scene(withControllerID: id) else { return nil }
        return instantiate(scene.controller, creator: creator)
    }

    /// A new instance of the scene with this Storyboard ID (R7.1); an unknown ID raises (R7.2).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard !identifier.isEmpty else {
            Runtime.shared.raise("NSInternalInconsistencyException", "Invalid parameter not satisfying: [identifier length] > 0")
        }
        guard let scene = document.scene(withStoryboardIdentifier: identifier) else {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "Storyboard (\(Runtime.shared.objectDescription(self))) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return instantiate(scene.controller)
    }

    open func instantiateViewController(identifier: String) -> UIViewController {
        instantiateViewController(withIdentifier: identifier)
    }

    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let creator else {
            let controller = instantiateViewController(withIdentifier: identifier)
            guard let typed = controller as? ViewController else {
                Runtime.shared.raise("NSInvalidArgumentException",
                                     "Custom instantiated \(controller) must be a kind of class \(ViewController.self)")
            }
            return typed
        }
        guard let scene = document.scene(withStoryboardIdentifier: identifier) else {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "Storyboard (\(Runtime.shared.objectDescription(self))) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let controller = instantiate(scene.controller, creator: { creator($0) })
        guard let typed = controller as? ViewController else {
            Runtime.shared.raise("NSInvalidArgumentException", "Custom instantiated \(controller) must be a kind of class \(ViewController.self)")
        }
        return typed
    }

    /// Decodes one scene's controller: `init(coder:)` then `awakeFromNib` (R2.1 step 2, R7.1).
    /// `afterInit` links a container's child to its container right after its `init(coder:)`, so
    /// the child (and everything it decodes) is in the hierarchy by its `awakeFromNib` (R12.1).
    @_spi(Workbook) public func instantiate(_ model: ControllerModel,
                                            creator: ((NSCoder) -> UIViewController?)? = nil,
                                            afterInit: ((UIViewController) -> Void)? = nil) -> UIViewController {
        // A storyboard reference: the scene it names is decoded from its own storyboard (R7.6).
        if model.kind == .viewControllerPlaceholder {
            let (storyboard, scene) = referencedScene(model)
            return storyboard.instantiate(scene, creator: creator, afterInit: afterInit)
        }
        let controller: UIViewController
        if let creator {
            let coder = StoryboardCoder(storyboard: self, controller: model)
            // A creator (or an `@IBSegueAction`) that returns nil asks for the default: UIKit makes the
            // controller with `init(coder:)`, as without a creator.
            if let made = creator(coder) {
                if made.workbookScene == nil { made.decode(from: coder) }
                controller = made
            } else {
                controller = Runtime.shared.makeController(for: model, storyboard: self)
            }
        } else {
            controller = Runtime.shared.makeController(for: model, storyboard: self)
        }
        afterInit?(controller)
        StoryboardSceneLoader.decodeContents(of: controller, model: model, storyboard: self)
        StoryboardSceneLoader.applyRuntimeAttributes(model.runtimeAttributes, to: controller)
        Runtime.shared.trace.record(controller, "awakeFromNib")
        controller.awakeFromNib()
        return controller
    }

    /// R7.6: the storyboard a reference names (this one when it names none; an unknown name raises
    /// as `UIStoryboard(name:bundle:)` does, R7.4) and the scene there: the one with its
    /// `referencedIdentifier` (R7.2 when there is none), else the initial one.
    private func referencedScene(_ reference: ControllerModel) -> (UIStoryboard, ControllerModel) {
        let name = reference.referencedStoryboardName ?? storyboardName
        let storyboard = name == storyboardName ? self : UIStoryboard(name: name, bundle: nil)
        if let identifier = reference.referencedIdentifier {
            guard let scene = storyboard.document.scene(withStoryboardIdentifier: identifier) else {
                Runtime.shared.raise("NSInvalidArgumentException",
                                     "Storyboard (\(Runtime.shared.objectDescription(storyboard))) doesn't contain a view controller with identifier '\(identifier)'")
            }
            return (storyboard, scene.controller)
        }
        guard let id = storyboard.document.initialControllerID, let scene = storyboard.document.scene(withControllerID: id) else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "The storyboard '\(name)' that a storyboard reference names has no initial view controller")
        }
        return (storyboard, scene.controller)
    }

    open override var description: String { Runtime.objectDescription(self) }
}
