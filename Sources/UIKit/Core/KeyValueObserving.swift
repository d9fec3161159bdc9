import Foundation

// Key-value observing (R10.13), Foundation's Swift API: `observe(\.count, options: [.new, .initial])
// { object, change in … }` returns an `NSKeyValueObservation` that observes until it is
// invalidated or released. Foundation on Linux has none of it. What notifies here is what notifies
// on a device when Swift code assigns a property: an `@objc dynamic var` of the app's classes (the
// build adds a `didSet` that calls `__workbookDidChange`, and writes the key path's key into the
// `observe` call, `observe("count", \.count, …)`). A property that is not `dynamic` never notifies
// (on a device Swift calls its setter directly, past the observing subclass). `UserDefaults` notifies
// the observers of a key when a value is written under it (`Foundation/UserDefaults.swift`, R17.5),
// with `.prior` too. `addObserver(_:forKeyPath:options:context:)` registers the same way and calls
// the observer's `observeValue(forKeyPath:of:change:context:)` (declared on `UIResponder`: a
// controller or view observes). Not simulated: UIKit's own properties (none notifies here), key
// paths of more than one key (`\.a.b`), `.prior` for the app's own properties.

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
    /// Called before a change (`isPrior`, `new` nil) and after it.
    var callback: ((_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void)?

    fileprivate init(object: AnyObject, key: String, callback: @escaping (Any?, Any?, Bool) -> Void) {
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
        let observation = NSKeyValueObservation(object: object, key: key) { [weak object] old, new, isPrior in
            guard let observed = object as? Self, !isPrior || options.contains(.prior) else { return }
            changeHandler(observed, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
                oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: isPrior))
        }
        if options.contains(.initial) {
            // A defaults key's value is what the defaults hold under it (their `value(forKey:)`).
            let current: Value? = if let defaults = object as? UserDefaults, !key.isEmpty {
                defaults.object(forKey: key) as? Value
            } else {
                self[keyPath: keyPath]
            }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        KeyValueObservers.add(observation)
        let notifies = object is UserDefaults || !ClassRegistry.isFrameworkClass(type(of: object))
        if Thread.isMainThread, key.isEmpty || key.contains(".") || !notifies {
            let description = Runtime.objectDescription(object)
            MainActor.assumeIsolated {
                Runtime.shared.warn("workbook: observing \(key.isEmpty ? "a key path" : "\"\(key)\"") of \(description) is not simulated: "
                    + "only the @objc dynamic properties of the app's classes and the keys of UserDefaults notify their observers here.")
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
        observation.callback?(old, new, false)
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

// MARK: - Objective-C's observing: addObserver(_:forKeyPath:options:context:)

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The registrations `addObserver(_:forKeyPath:options:context:)` made, each held until removed
/// (the observed object and the observer are not retained, as on a device).
enum ManualKeyValueObservers {
    struct Registration {
        weak var observer: NSObject?
        weak var object: NSObject?
        let key: String
        let context: UnsafeMutableRawPointer?
        let observation: NSKeyValueObservation
    }
    nonisolated(unsafe) static var registrations: [Registration] = []
    static let lock = NSLock()
}

extension NSObject {
    /// Registers `observer` for the value under `keyPath` (R17.5): it is sent
    /// `observeValue(forKeyPath:of:change:context:)` (implemented by a `UIResponder`) after each
    /// change, with `.new`/`.old` in the change dictionary as the options ask (`NSNull` for no value).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let object = self
        func change(old: Any?, new: Any?, isPrior: Bool, initial: Bool) -> [NSKeyValueChangeKey: Any] {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new), !isPrior { change[.newKey] = new ?? NSNull() }
            if options.contains(.old), !initial { change[.oldKey] = old ?? NSNull() }
            if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
            return change
        }
        func send(_ change: [NSKeyValueChangeKey: Any], to observer: NSObject?, about object: NSObject?) {
            guard let observer, let object else { return }
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        let observation = NSKeyValueObservation(object: object, key: keyPath) { [weak observer, weak object] old, new, isPrior in
            guard !isPrior || options.contains(.prior) else { return }
            send(change(old: old, new: new, isPrior: isPrior, initial: false), to: observer, about: object)
        }
        ManualKeyValueObservers.lock.lock()
        ManualKeyValueObservers.registrations.removeAll { $0.observer == nil || $0.object == nil }
        ManualKeyValueObservers.registrations.append(.init(observer: observer, object: object, key: keyPath, context: context, observation: observation))
        ManualKeyValueObservers.lock.unlock()
        KeyValueObservers.add(observation)
        if options.contains(.initial) {
            let current = (object as? UserDefaults)?.object(forKey: keyPath) ?? (object is UserDefaults ? nil : currentValue(forKey: keyPath))
            send(change(old: nil, new: current, isPrior: false, initial: true), to: observer, about: object)
        }
        if !(observer is UIResponder), Thread.isMainThread {
            let description = Runtime.objectDescription(observer)
            MainActor.assumeIsolated {
                Runtime.shared.warn("workbook: \(description) observes \"\(keyPath)\" but only a UIResponder (a view controller, a view) "
                    + "can implement observeValue(forKeyPath:of:change:context:) here: it is never told.")
            }
        }
        let notifies = object is UserDefaults || !ClassRegistry.isFrameworkClass(type(of: object))
        if Thread.isMainThread, keyPath.isEmpty || keyPath.contains(".") || !notifies {
            let description = Runtime.objectDescription(object)
            MainActor.assumeIsolated {
                Runtime.shared.warn("workbook: observing \"\(keyPath)\" of \(description) is not simulated: "
                    + "only the @objc dynamic properties of the app's classes and the keys of UserDefaults notify their observers here.")
            }
        }
    }

    /// Ends the registration of `observer` for `keyPath` (the last one made, or the one with
    /// `context`). One that was never made ends the app with Foundation's `NSRangeException`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath) { $0.context == context }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath) { _ in true }
    }

    private func removeRegistration(_ observer: NSObject, _ keyPath: String, _ matches: (ManualKeyValueObservers.Registration) -> Bool) {
        ManualKeyValueObservers.lock.lock()
        let index = ManualKeyValueObservers.registrations.lastIndex {
            $0.observer === observer && $0.object === self && $0.key == keyPath && matches($0)
        }
        let removed = index.map { ManualKeyValueObservers.registrations.remove(at: $0) }
        ManualKeyValueObservers.lock.unlock()
        guard let removed else {
            let observerText = Runtime.objectDescription(observer), objectText = Runtime.objectDescription(self)
            MainActor.assumeIsolated {
                Runtime.shared.raise("NSRangeException", "Cannot remove an observer \(observerText) for the key path \"\(keyPath)\" from "
                    + "\(objectText) because it is not registered as an observer.")
            }
        }
        removed.observation.invalidate()
    }

    /// The value KVC reads for the `.initial` notification; nil when it is no key.
    private func currentValue(forKey key: String) -> Any? {
        guard !key.isEmpty, !key.contains("."), Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated {
            let registry = Runtime.shared.registry
            if registry.outletSetter(key, on: self) != nil, case let .some(value) = KeyValueCoding.storedValue(of: self, key: key) { return value }
            if let getter = registry.computedGetter(key, on: self) { return KeyValueCoding.unwrapped(getter(self)) }
            return nil
        }
    }
}
