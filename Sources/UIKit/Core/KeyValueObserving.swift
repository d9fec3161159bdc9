import Foundation

// Key-value observing (R10.13), Foundation's Swift API: `observe(\.count, options: [.new, .initial])
// { object, change in … }` returns an `NSKeyValueObservation` that observes until it is
// invalidated or released. Foundation on Linux has none of it. What notifies here is what notifies
// on a device when Swift code assigns a property: an `@objc dynamic var` of the app's classes (the
// build adds a `didSet` that calls `__workbookDidChange`, and writes the key path's key into the
// `observe` call, `observe("count", \.count, …)`). A property that is not `dynamic` never notifies
// (on a device Swift calls its setter directly, past the observing subclass). Not simulated: UIKit's
// own properties (none notifies here), key paths of more than one key (`\.a.b`), `.prior`.

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Only with `.new` in the options.
    public let newValue: Value?
    /// Only with `.old` in the options (never for the `.initial` call).
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// One observation; it stops when invalidated or released.
public class NSKeyValueObservation: NSObject {
    fileprivate let key: String
    fileprivate weak var object: AnyObject?
    fileprivate var callback: ((_ old: Any?, _ new: Any?) -> Void)?

    fileprivate init(object: AnyObject, key: String, callback: @escaping (Any?, Any?) -> Void) {
        self.object = object
        self.key = key
        self.callback = callback
        super.init()
    }

    public func invalidate() {
        KeyValueObservers.remove(self)
        callback = nil
    }

    deinit { KeyValueObservers.remove(self) }
}

/// Every object that can be observed (Foundation's name).
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// As the build writes `observe(\.count, …)`: the key path's key first.
    public func observe<Value>(_ key: String, _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let object = self as AnyObject
        let observation = NSKeyValueObservation(object: object, key: key) { [weak object] old, new in
            guard let observed = object as? Self else { return }
            changeHandler(observed, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? new as? Value : nil,
                oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: false))
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        KeyValueObservers.add(observation)
        if Thread.isMainThread, key.isEmpty || key.contains(".") || ClassRegistry.isFrameworkClass(type(of: object)) {
            let description = Runtime.objectDescription(object)
            MainActor.assumeIsolated {
                Runtime.shared.warn("workbook: observing \(key.isEmpty ? "a key path" : "\"\(key)\"") of \(description) is not simulated: "
                    + "only the @objc dynamic properties of the app's classes notify their observers here.")
            }
        }
        return observation
    }

    /// A key path the build could not read (held in a variable): observed, never notified.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        observe("", keyPath, options: options, changeHandler: changeHandler)
    }
}

/// The build's `didSet` of an `@objc dynamic var`: tells the observations of that object and key.
public func __workbookDidChange<T>(_ object: AnyObject, _ key: String, _ old: T, _ new: T) {
    for observation in KeyValueObservers.observations(of: object, key: key) {
        observation.callback?(old, new)
    }
}

enum KeyValueObservers {
    private struct Entry {
        weak var observation: NSKeyValueObservation?
    }
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func add(_ observation: NSKeyValueObservation) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.observation == nil }
        entries.append(Entry(observation: observation))
    }

    static func remove(_ observation: NSKeyValueObservation) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.observation == nil || $0.observation === observation }
    }

    /// In the order they were added.
    static func observations(of object: AnyObject, key: String) -> [NSKeyValueObservation] {
        lock.lock(); defer { lock.unlock() }
        return entries.compactMap(\.observation).filter { $0.object === object && $0.key == key && $0.callback != nil }
    }
}
