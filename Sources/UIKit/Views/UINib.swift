import Foundation
import WorkbookProtocol

/// A `.xib` of the project, by name (`UINib(nibName: "ItemCell", bundle: nil)`). Its objects are
/// made anew at each `instantiate(withOwner:options:)`; a name the project lacks raises when the
/// nib is loaded, with UIKit's reason.
@preconcurrency @MainActor
open class UINib: NSObject {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The nib's top-level objects in document order (views, cells, view controllers), made
    /// anew: each object made, then the outlets set (the File's Owner's on `ownerOrNil`) and the
    /// actions connected, then `awakeFromNib` on every object made (R11.3–R11.5).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        var loading = NibInstantiation(document: NibLoading.document(named: name), owner: ownerOrNil.map { $0 as AnyObject })
        return loading.instantiate()
    }
}

extension Bundle {
    /// `Bundle.main.loadNibNamed("Header", owner: self)`: the nib's top-level objects.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

@MainActor
enum NibLoading {
    /// The nib of this name, or UIKit's exception when the project has none.
    static func document(named name: String) -> StoryboardDocument {
        guard let document = Runtime.shared.nibs[name] else {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name '\(name)'")
        }
        return document
    }

    /// The nib a controller's default `loadView` reads: its `nibName`, else (a learner class with
    /// no name given) the class name without `Controller` (`DetailView`), then the class name.
    static func nib(for controller: UIViewController) -> (name: String, document: StoryboardDocument)? {
        if let name = controller.nibName { return (name, document(named: name)) }
        let className = TraceRecorder.className(of: controller)
        guard Runtime.shared.registry.glue(named: className) != nil else { return nil }
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        return names.lazy.compactMap { name in Runtime.shared.nibs[name].map { (name, $0) } }.first
    }
}
