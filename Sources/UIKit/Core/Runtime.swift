import Foundation
import WorkbookProtocol

/// The state of the simulated app: its trace, the learner classes, the storyboards, the windows
/// and the deferred work of transitions. One per process, like the app itself.
@_spi(Workbook) @preconcurrency @MainActor
public final class Runtime {
    public static let shared = Runtime()

    public let trace = TraceRecorder()
    public let registry = ClassRegistry()
    /// Storyboards by name (`Main`).
    public var storyboards: [String: StoryboardDocument] = [:]
    /// The project's `.xib` files by name, for `UINib(nibName:bundle:)` and `init(nibName:bundle:)`.
    public var nibs: [String: StoryboardDocument] = [:]
    /// The app's module name, as class descriptions show it (`MyApp.ViewController`).
    public var moduleName = "App"
    public var windows: [UIWindow] = []
    public weak var keyWindow: UIWindow?
    weak var firstResponder: UIResponder?

    /// Called when UIKit raises an exception. It must not return: the driver reports the crash and
    /// ends the process, as the app would end.
    public var exceptionHandler: (@MainActor (_ name: String, _ reason: String) -> Void)?
    /// Called for console warnings UIKit prints (`Attempt to present … whose view is not in the window hierarchy.`).
    public var warningHandler: (@MainActor (String) -> Void)?

    /// Work that UIKit defers to the next run-loop turn (appearance callbacks of a transition).
    private var deferred: [@MainActor () -> Void] = []
    /// The scene's entering the foreground and becoming active at launch, which UIKit runs once
    /// the first window's root will appear and before it did appear (R8.2); the driver sets it,
    /// the window runs it (once), or the driver does if no window shows.
    @_spi(Workbook) public var launchActivation: (@MainActor () -> Void)?
    /// Transitions in flight, so a second one on the same container waits for the first.
    var isDraining = false

    private init() {}

    // MARK: Exceptions

    /// Ends the app with an uncaught Objective-C style exception, as UIKit does.
    public func raise(_ name: String, _ reason: String) -> Never {
        if let handler = exceptionHandler {
            handler(name, reason)
        }
        FileHandle.standardError.write(Data(
            "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n".utf8))
        abort()
    }

    public func warn(_ message: String) {
        if let handler = warningHandler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// `<Module.Class: 0x…>`, the way Objective-C describes an object in exception texts.
    public nonisolated func objectDescription(_ object: AnyObject) -> String {
        Self.objectDescription(object)
    }

    public nonisolated static func objectDescription(_ object: AnyObject) -> String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return "<\(objectiveCClassName(object)): 0x\(String(address, radix: 16))>"
    }

    /// The class name Objective-C messages show: `UIViewController` for UIKit's own classes (no
    /// module prefix), `Module.ViewController` for the app's Swift classes.
    public nonisolated static func objectiveCClassName(_ object: AnyObject) -> String {
        if type(of: object) == UserDefaults.self { return "NSUserDefaults" }
        var name = String(reflecting: type(of: object))
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        return name
    }

    /// A value key-value coding cannot convert to a scalar property (R10.12): nil raises
    /// `setNilValueForKey`'s exception; another object, "unrecognized selector" for the message KVC
    /// sends it (`-[UISwitch boolValue]`), as Foundation's KVC does on a device.
    @_spi(Workbook) public func keyValueCodingScalarFailure(owner: AnyObject, key: String, value: Any?, message: String) -> Never {
        guard let value else {
            let address = String(UInt(bitPattern: Unmanaged.passUnretained(owner).toOpaque()), radix: 16)
            raise("NSInvalidArgumentException",
                  "[<\(Self.objectiveCClassName(owner)) 0x\(address)> setNilValueForKey]: could not set nil as the value for the key \(key).")
        }
        ObjectiveCDispatch.unrecognized(message, value as AnyObject)
    }

    /// An outlet the storyboard connects to an object of another class than the property's
    /// (`@IBOutlet var isUpdate: UISwitch!` connected to a label). On a device the nib loader
    /// stores the object anyway (Objective-C does not check it) and the first message the object
    /// does not understand ends the app with `-[UILabel isOn]: unrecognized selector sent to
    /// instance`; Swift cannot hold a label in a `UISwitch!`, so here the outlet stays nil and the
    /// app stops at the same use. The trace records the connection so the checker can say so.
    @_spi(Workbook) public func noteOutletTypeMismatch(owner: AnyObject, outlet: String, object: Any, declared: String) {
        let className = (object as AnyObject?).map { Self.objectiveCClassName($0) } ?? String(describing: type(of: object))
        let detail = "storyboard object=\(className) declared=\(declared)"
        if let responder = owner as? UIResponder {
            trace.record(responder, "outlet \(outlet)", detail)
        } else {
            trace.recordDelegateCall(owner, "outlet \(outlet)", detail)
        }
    }

    // MARK: Run loop

    /// Queues work for the next turn of the run loop.
    public func defer_(_ work: @escaping @MainActor () -> Void) {
        deferred.append(work)
    }

    public var hasDeferredWork: Bool { !deferred.isEmpty }

    /// Runs deferred transitions and the main dispatch queue until nothing is left (or `limit`
    /// turns have run: an app that keeps scheduling work never becomes idle).
    public func drain(limit: Int = 10_000) {
        var turns = 0
        repeat {
            while !deferred.isEmpty, turns < limit {
                let work = deferred.removeFirst()
                work()
                TimerTargets.sweep()
                turns += 1
            }
            let before = trace.events.count
            runMainQueueOnce()
            TimerTargets.sweep()
            if deferred.isEmpty && trace.events.count == before { break }
            turns += 1
        } while turns < limit
    }

    /// Lets blocks already on the main dispatch queue run.
    private func runMainQueueOnce() {
        var done = false
        DispatchQueue.main.async { done = true }
        var spins = 0
        while !done && spins < 1000 {
            _ = RunLoop.main.run(mode: .default, before: Date())
            spins += 1
        }
    }

    // MARK: Storyboards and classes

    /// Learner class by storyboard name, falling back to the UIKit class for the controller kind.
    /// `fromNib`: a view controller object in a `.xib`, which has no storyboard (R11.5).
    func makeController(for model: ControllerModel, storyboard: UIStoryboard, fromNib: Bool = false) -> UIViewController {
        let coder = StoryboardCoder(storyboard: storyboard, controller: model, isNib: fromNib)
        if let customClass = model.customClass, !customClass.isEmpty {
            guard let glue = registry.glue(named: customClass), let make = glue.makeWithCoder else {
                warn("Unknown class \(customClass) in Interface Builder file.")
                return makeBuiltinController(kind: model.kind, coder: coder)
            }
            guard let object = make(coder) else {
                raise("NSInternalInconsistencyException",
                      "\(customClass).init(coder:) returned nil while instantiating the storyboard scene \(model.id)")
            }
            guard let controller = object as? UIViewController else {
                raise("NSInvalidArgumentException", "\(customClass) is not a UIViewController subclass")
            }
            return controller
        }
        return makeBuiltinController(kind: model.kind, coder: coder)
    }

    private func makeBuiltinController(kind: ControllerKind, coder: StoryboardCoder) -> UIViewController {
        switch kind {
        case .navigationController:
            return UINavigationController(coder: coder) ?? UINavigationController(nibName: nil, bundle: nil)
        case .tabBarController:
            return UITabBarController(coder: coder) ?? UITabBarController(nibName: nil, bundle: nil)
        case .collectionViewController:
            return UICollectionViewController(coder: coder) ?? UICollectionViewController(nibName: nil, bundle: nil)
        case .splitViewController:
            return UISplitViewController(coder: coder) ?? UISplitViewController(nibName: nil, bundle: nil)
        default:
            return UIViewController(coder: coder) ?? UIViewController(nibName: nil, bundle: nil)
        }
    }

    /// Resets everything between tests in one process.
    public func resetForTesting() {
        trace.isEnabled = false
        storyboards = [:]
        nibs = [:]
        windows = []
        keyWindow = nil
        firstResponder = nil
        deferred = []
        trace.reset()
        trace.isEnabled = true
        exceptionHandler = nil
        warningHandler = nil
        UIApplication.resetShared()
    }
}

/// The coder UIKit hands to `init(coder:)` when it decodes a scene: it carries the scene.
@_spi(Workbook)
public final class StoryboardCoder: NSCoder {
    public let storyboard: UIStoryboard
    public let controller: ControllerModel
    /// Decoding a `.xib`'s objects: a controller made from it has no `storyboard`.
    public let isNib: Bool

    init(storyboard: UIStoryboard, controller: ControllerModel, isNib: Bool = false) {
        self.storyboard = storyboard
        self.controller = controller
        self.isNib = isNib
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
}
