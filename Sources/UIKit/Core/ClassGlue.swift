import Foundation

/// What the generated glue tells the runtime about one learner class: how to create it the way
/// UIKit does (`init(coder:)`), and how to reach its outlets and actions by their storyboard
/// names, `private` ones included (the glue sits in an extension in the class's own file).
/// Public without SPI: the glue is appended to the learner's own files, and an `@_spi` import
/// there would open the runtime's internals to the learner's code in that file. Making one
/// grants nothing: only the generated entry point hands them to the driver.
public struct ClassGlue {
    public struct Action {
        /// The Swift name for traces: `onSubmit(_:)`, `unwindToMain(_:)`.
        public var swiftName: String
        public var invoke: @MainActor (_ target: AnyObject, _ sender: Any?) -> Void
        /// A method of two parameters called with two objects (`perform(_:with:with:)`).
        public var invoke2: (@MainActor (_ target: AnyObject, _ first: Any?, _ second: Any?) -> Void)?
        public init(swiftName: String, invoke2: (@MainActor (AnyObject, Any?, Any?) -> Void)? = nil,
                    invoke: @escaping @MainActor (AnyObject, Any?) -> Void) {
            self.swiftName = swiftName
            self.invoke = invoke
            self.invoke2 = invoke2
        }
    }

    public struct SegueAction {
        public var swiftName: String
        public var invoke: @MainActor (_ target: AnyObject, _ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController?
        public init(swiftName: String,
                    invoke: @escaping @MainActor (AnyObject, NSCoder, Any?, String?) -> UIViewController?) {
            self.swiftName = swiftName
            self.invoke = invoke
        }
    }

    /// Unqualified class name, as storyboards write `customClass`.
    public var className: String
    public var type: AnyClass
    /// `T(coder:)` for controllers and views.
    public var makeWithCoder: (@MainActor (NSCoder) -> AnyObject?)?
    /// `T(identifier:source:destination:)` for `UIStoryboardSegue` subclasses.
    public var makeSegue: (@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)?
    /// `T()` for app and scene delegates.
    public var makePlain: (@MainActor () -> AnyObject)?
    /// `T(frame:)` for collection view cells and reusable views, which a collection view makes
    /// when their class is registered (`register(_:forCellWithReuseIdentifier:)`).
    public var makeWithFrame: (@MainActor (CGRect) -> AnyObject)?
    /// Outlet property name → setter. The setter receives nil or the object (an array for collections).
    public var outlets: [String: @MainActor (_ target: AnyObject, _ value: Any?) -> Void]
    /// Objective-C selector → action (includes unwind actions).
    public var actions: [String: Action]
    /// Objective-C selector → `@IBSegueAction`.
    public var segueActions: [String: SegueAction]
    /// The Swift names of the instance methods the class (or extension) declares, nil when not
    /// known: UIKit calls an optional delegate method only when the object responds to it, and
    /// the runtime traces such a call only for a class that declares it (`declaresMethod`).
    public var methods: [String]?
    /// Computed property name → getter: a check's `property` reads them as it reads stored ones.
    public var computed: [String: @MainActor (_ target: AnyObject) -> Any]
    /// Static stored property name → its value, for those whose start value runs no code: what
    /// they hold is reached from the app (`ObjectGraph.roots`), as a device keeps it alive.
    public var statics: [String: @MainActor () -> Any]

    public init(className: String, type: AnyClass,
                makeWithCoder: (@MainActor (NSCoder) -> AnyObject?)? = nil,
                makeSegue: (@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)? = nil,
                makePlain: (@MainActor () -> AnyObject)? = nil,
                makeWithFrame: (@MainActor (CGRect) -> AnyObject)? = nil,
                outlets: [String: @MainActor (AnyObject, Any?) -> Void] = [:],
                actions: [String: Action] = [:],
                segueActions: [String: SegueAction] = [:],
                methods: [String]? = nil,
                computed: [String: @MainActor (AnyObject) -> Any] = [:],
                statics: [String: @MainActor () -> Any] = [:]) {
        self.className = className
        self.type = type
        self.makeWithCoder = makeWithCoder
        self.makeSegue = makeSegue
        self.makePlain = makePlain
        self.makeWithFrame = makeWithFrame
        self.outlets = outlets
        self.actions = actions
        self.segueActions = segueActions
        self.methods = methods
        self.computed = computed
        self.statics = statics
    }
}

/// Every learner class the glue registered, by name and by type.
@_spi(Workbook) @preconcurrency @MainActor
public final class ClassRegistry {
    private var byName: [String: ClassGlue] = [:]
    private var byType: [ObjectIdentifier: ClassGlue] = [:]

    public init() {}

    /// Registers a class; glue from several files (a class and its extensions) is merged.
    public func register(_ glue: ClassGlue) {
        var merged = glue
        if let existing = byName[glue.className] {
            merged = existing
            merged.makeWithCoder = merged.makeWithCoder ?? glue.makeWithCoder
            merged.makeSegue = merged.makeSegue ?? glue.makeSegue
            merged.makePlain = merged.makePlain ?? glue.makePlain
            merged.makeWithFrame = merged.makeWithFrame ?? glue.makeWithFrame
            merged.outlets.merge(glue.outlets) { first, _ in first }
            merged.actions.merge(glue.actions) { first, _ in first }
            merged.segueActions.merge(glue.segueActions) { first, _ in first }
            if let methods = glue.methods { merged.methods = (merged.methods ?? []) + methods }
            merged.computed.merge(glue.computed) { first, _ in first }
            merged.statics.merge(glue.statics) { first, _ in first }
        }
        byName[glue.className] = merged
        byType[ObjectIdentifier(glue.type)] = merged
    }

    public func register(_ glues: [ClassGlue]) {
        glues.forEach(register)
    }

    public func glue(named name: String) -> ClassGlue? {
        if let glue = byName[name] { return glue }
        // `Module.Class` written by hand in code.
        if let dot = name.lastIndex(of: ".") { return byName[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// The glue of this class and of its superclasses, nearest first.
    public func glueChain(for type: AnyClass) -> [ClassGlue] {
        var result: [ClassGlue] = []
        var current: AnyClass? = type
        while let cls = current {
            if let glue = byType[ObjectIdentifier(cls)] { result.append(glue) }
            current = _getSuperclass(cls)
        }
        return result
    }

    /// The getter of a computed property the class (or a superclass) declares.
    public func computedGetter(_ property: String, on object: AnyObject) -> (@MainActor (AnyObject) -> Any)? {
        for glue in glueChain(for: type(of: object)) {
            if let getter = glue.computed[property] { return getter }
        }
        return nil
    }

    public func outletSetter(_ property: String, on object: AnyObject) -> (@MainActor (AnyObject, Any?) -> Void)? {
        for glue in glueChain(for: type(of: object)) {
            if let setter = glue.outlets[property] { return setter }
        }
        return nil
    }

    public func action(_ selector: String, on object: AnyObject) -> ClassGlue.Action? {
        for glue in glueChain(for: type(of: object)) {
            if let action = glue.actions[selector] { return action }
        }
        return nil
    }

    public func segueAction(_ selector: String, on object: AnyObject) -> ClassGlue.SegueAction? {
        for glue in glueChain(for: type(of: object)) {
            if let action = glue.segueActions[selector] { return action }
        }
        return nil
    }

    /// Whether the object's class, or one of the app's superclasses, declares the method
    /// (`tableView(_:didSelectRowAt:)`): nil when one of the app's classes on the way has no
    /// glue that says (a class the build could not name, or glue made without the list).
    public func declaresMethod(_ swiftName: String, on object: AnyObject) -> Bool? {
        var current: AnyClass? = type(of: object)
        // UIKit's own classes (the More list) are not the app's: nothing is known of them.
        var unknown = Self.isFrameworkClass(type(of: object))
        while let cls = current, !Self.isFrameworkClass(cls) {
            if let methods = byType[ObjectIdentifier(cls)]?.methods {
                if methods.contains(swiftName) { return true }
            } else {
                unknown = true
            }
            current = _getSuperclass(cls)
        }
        return unknown ? nil : false
    }

    /// UIKit's and Foundation's own classes (where the app's classes end).
    nonisolated static func isFrameworkClass(_ cls: AnyClass) -> Bool {
        let name = String(reflecting: cls)
        return name.hasPrefix("UIKit.") || name.hasPrefix("Foundation.") || name.hasPrefix("Swift.") || name == "NSObject"
    }

    /// The glue registered for exactly this class.
    public func glue(for type: AnyClass) -> ClassGlue? { byType[ObjectIdentifier(type)] }

    public var allClassNames: [String] { byName.keys.sorted() }

    /// Every registered class's glue, by class name.
    public var allGlues: [ClassGlue] { byName.keys.sorted().compactMap { byName[$0] } }
}
