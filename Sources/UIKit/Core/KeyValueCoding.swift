import Foundation

// Key-value coding. Foundation on Linux has no Objective-C runtime and no KVC at all, so
// `setValue(_:forKey:)` and `value(forKey:)` are given here, for what learner code does with them:
//
// - `UserDefaults`: the same as `set(_:forKey:)` / `object(forKey:)`.
// - `NSDictionary` / `NSMutableDictionary`: the same as `object(forKey:)` / `setObject(_:forKey:)`.
// - Any other `NSObject` (controllers, views, the learner's own `NSObject` subclasses):
//   reads find the stored property of that name by reflection (`Mirror`), through the
//   superclasses; writes go through the setters the build generates for the class (its
//   `@IBOutlet` properties, the same ones storyboards set, and its `@objc`/`dynamic` stored
//   properties, which key-value coding writes on iOS, an `NSNumber` converted to the property's
//   `Bool`, `Int` or `Double`). A key the object does not have
//   raises UIKit's `NSUnknownKeyException`. A stored property with no generated setter cannot be
//   written without the Objective-C runtime: the write is refused with a console line that says
//   so (`docs/simulation.md`).
//
// These are extension methods of `NSObject`, so a subclass cannot `override` them.

extension NSObject {
    public func value(forKey key: String) -> Any? {
        if let defaults = self as? UserDefaults { return defaults.object(forKey: key) }
        if let dictionary = self as? NSDictionary { return dictionary.object(forKey: key) }
        switch KeyValueCoding.storedValue(of: self, key: key) {
        case let .some(value): return value
        case .none:
            KeyValueCoding.raiseUndefinedKey(self, key, method: "valueForUndefinedKey:")
        }
    }

    public func setValue(_ value: Any?, forKey key: String) {
        if let defaults = self as? UserDefaults {
            defaults.set(value, forKey: key)
            return
        }
        if let dictionary = self as? NSMutableDictionary {
            if let value { dictionary.setObject(value, forKey: key as NSString) } else { dictionary.removeObject(forKey: key) }
            return
        }
        KeyValueCoding.set(value, forKey: key, on: self)
    }

    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return value(forKey: keyPath) }
        guard let next = value(forKey: parts[0]) as? NSObject else { return nil }
        return next.value(forKeyPath: parts[1])
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
        (self.value(forKey: parts[0]) as? NSObject)?.setValue(value, forKeyPath: parts[1])
    }

    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for key in keys { result[key] = value(forKey: key) ?? NSNull() }
        return result
    }
}

enum KeyValueCoding {
    /// `.some(value)` (the value itself possibly nil) when the object has a stored property named `key`.
    static func storedValue(of object: AnyObject, key: String) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        let labels: Set<String> = [key, "_" + key, "$__lazy_storage_$_" + key]
        while let current = mirror {
            if let child = current.children.first(where: { $0.label.map(labels.contains) ?? false }) {
                return .some(unwrapped(child.value))
            }
            mirror = current.superclassMirror
        }
        return .none
    }

    /// Optional values come back as the wrapped value or nil, as KVC gives them.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }

    static func set(_ value: Any?, forKey key: String, on object: NSObject) {
        MainActor.assumeIsolated {
            let runtime = Runtime.shared
            if let setter = runtime.registry.outletSetter(key, on: object) {
                setter(object, value)
                return
            }
            // UIKit's read-only properties learners replace by key (a custom tab bar).
            if key == "tabBar", let controller = object as? UITabBarController, let bar = value as? UITabBar {
                controller.tabBar = bar
                return
            }
            // UIKit's own properties that Objective-C-era code sets by key, converted as KVC does.
            if setUIKitProperty(value, forKey: key, on: object) { return }
            guard storedValue(of: object, key: key) != nil else {
                raiseUndefinedKey(object, key, method: "setValue:forUndefinedKey:")
            }
            runtime.warn("workbook: setValue(_:forKey: \"\(key)\") on \(runtime.objectDescription(object)) was not done: "
                + "without the Objective-C runtime only @IBOutlet properties can be set by key here. Assign the property instead.")
        }
    }

    /// A UIKit property set by key (`setValue(2, forKey: "modalPresentationStyle")`): an enum's raw
    /// value from an `NSNumber`, a text, a title, a flag. True when it was one of them.
    @MainActor
    static func setUIKitProperty(_ value: Any?, forKey key: String, on object: NSObject) -> Bool {
        let number = (value as? NSNumber) ?? (value as? Int).map { NSNumber(value: $0) } ?? (value as? Bool).map { NSNumber(value: $0) }
        switch (object, key) {
        case let (controller as UIViewController, "modalPresentationStyle"):
            guard let raw = number?.intValue, let style = UIModalPresentationStyle(rawValue: raw) else { return false }
            controller.modalPresentationStyle = style
        case let (controller as UIViewController, "modalTransitionStyle"):
            guard let raw = number?.intValue, let style = UIModalTransitionStyle(rawValue: raw) else { return false }
            controller.modalTransitionStyle = style
        case let (controller as UIViewController, "title"):
            controller.title = value as? String
        case let (label as UILabel, "text"):
            label.text = value as? String
        case let (field as UITextField, "text"):
            field.text = value as? String
        case let (view as UIView, "hidden"), let (view as UIView, "isHidden"):
            guard let flag = number?.boolValue else { return false }
            view.isHidden = flag
        default:
            return false
        }
        return true
    }

    static func raiseUndefinedKey(_ object: AnyObject, _ key: String, method: String) -> Never {
        MainActor.assumeIsolated {
            let name = Runtime.objectiveCClassName(object)
            let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
            Runtime.shared.raise("NSUnknownKeyException",
                                 "[<\(name) 0x\(address)> \(method)]: this class is not key value coding-compliant for the key \(key).")
        }
    }
}
