import Foundation

// Key-value coding (R10.12). Foundation on Linux has no Objective-C runtime and no KVC at all, so
// `setValue(_:forKey:)` and `value(forKey:)` are given here, for what learner code does with them:
//
// - `UserDefaults`: the same as `set(_:forKey:)` / `object(forKey:)`.
// - `NSDictionary` / `NSMutableDictionary`: the same as `object(forKey:)` / `setObject(_:forKey:)`.
// - The app's classes: their keys are what Objective-C sees, their `@IBOutlet` properties and their
//   `@objc`/`dynamic` stored properties (or all, in an `@objcMembers` class), which the build
//   registers with a setter (the same ones storyboards use), converted as Objective-C does (an
//   `NSNumber` or `NSString` to the property's `Bool`, `Int` or `Double`). A plain Swift property
//   is not a key: reading or writing it raises UIKit's `NSUnknownKeyException`, as on a device.
// - UIKit's classes: the keys of `UIKitKeys` (their Objective-C property names, such as
//   `viewControllers`, `movingFromParentViewController`, `title`, `text`); a Swift-only name
//   (`isMovingFromParent`) is not a key. Other stored properties of the simulation are read by
//   reflection (`Mirror`) as before.
//
// These are extension methods of `NSObject`, so a subclass cannot `override` them.

extension NSObject {
    public func value(forKey key: String) -> Any? {
        if let defaults = self as? UserDefaults { return defaults.object(forKey: key) }
        if let dictionary = self as? NSDictionary { return dictionary.object(forKey: key) }
        return KeyValueCoding.value(forKey: key, of: self)
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
    /// Whether the object's class is the app's and the build registered it (or a superclass of
    /// the app's): then only registered properties are keys. A class the build could not name
    /// (nested or generic) has no glue: its stored properties are read by reflection.
    @MainActor
    static func isRegisteredAppClass(_ object: AnyObject) -> Bool {
        guard !ClassRegistry.isFrameworkClass(type(of: object)) else { return false }
        return !Runtime.shared.registry.glueChain(for: type(of: object)).isEmpty
    }

    static func value(forKey key: String, of object: NSObject) -> Any? {
        MainActor.assumeIsolated {
            let registry = Runtime.shared.registry
            if registry.outletSetter(key, on: object) != nil, case let .some(value) = storedValue(of: object, key: key) { return value }
            if let getter = registry.computedGetter(key, on: object) { return unwrapped(getter(object)) }
            if case let .some(value) = UIKitKeys.value(key, of: object) { return value }
            if UIKitKeys.isSwiftOnlyName(key, of: object) { raiseUndefinedKey(object, key, method: "valueForUndefinedKey:") }
            // The app's registered class: a plain Swift property of its own is not a key; UIKit's are.
            switch storedValue(of: object, key: key, frameworkOnly: isRegisteredAppClass(object)) {
            case let .some(value): return value
            case .none: raiseUndefinedKey(object, key, method: "valueForUndefinedKey:")
            }
        }
    }

    /// `.some(value)` (the value itself possibly nil) when the object has a stored property named `key`.
    /// `frameworkOnly`: only in the part of the object UIKit's (or Foundation's) classes declare.
    static func storedValue(of object: AnyObject, key: String, frameworkOnly: Bool = false) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        let labels: Set<String> = [key, "_" + key, "$__lazy_storage_$_" + key]
        while let current = mirror {
            if frameworkOnly, let type = current.subjectType as? AnyClass, !ClassRegistry.isFrameworkClass(type) {
                mirror = current.superclassMirror
                continue
            }
            if let child = current.children.first(where: { $0.label.map(labels.contains) ?? false }) {
                return .some(unwrapped(child.value))
            }
            mirror = current.superclassMirror
        }
        return .none
    }

    /// Optional values come back as the wrapped value or nil, as KVC gives them.
    static func unwrapped(_ value: Any) -> Any? {
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
            if UIKitKeys.set(value, key, on: object) { return }
            guard !UIKitKeys.isSwiftOnlyName(key, of: object),
                  storedValue(of: object, key: key, frameworkOnly: isRegisteredAppClass(object)) != nil else {
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

/// UIKit's key-value coding keys (R10.12): a key is read through the getter of that name or
/// `is<Key>` (`movingFromParentViewController` → `isMovingFromParentViewController`), and written
/// through `set<Key>:` (`viewControllers` → `setViewControllers:`), as Foundation's KVC searches.
@MainActor
enum UIKitKeys {
    /// `.some(value)` when UIKit's class has a getter for the key that the simulation runs.
    static func value(_ key: String, of object: NSObject) -> Any?? {
        guard !key.isEmpty, !key.contains(":") else { return .none }
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        for getter in [key, "is" + capitalized] {
            switch UIKitSelectors.implementation(getter, of: object) {
            case let .some(.some(implementation)):
                return .some(KeyValueCoding.unwrapped(implementation(object, nil, nil) as Any))
            case .some(.none):
                // UIKit's getter the simulation keeps as a stored property (`hidden` → `isHidden`).
                if case let .some(value) = KeyValueCoding.storedValue(of: object, key: getter, frameworkOnly: true) { return .some(value) }
            case .none:
                continue
            }
        }
        return .none
    }

    /// Writes the key through UIKit's setter; false when the simulation has none to run.
    static func set(_ value: Any?, _ key: String, on object: NSObject) -> Bool {
        guard !key.isEmpty, !key.contains(":") else { return false }
        let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
        guard case let .some(.some(implementation)) = UIKitSelectors.implementation(setter, of: object) else { return false }
        _ = implementation(object, value, nil)
        return true
    }

    /// Swift's names for UIKit properties whose Objective-C name differs: not keys on a device
    /// (`isMovingFromParent` is `movingFromParentViewController`, getter `isMovingFromParentViewController`).
    static func isSwiftOnlyName(_ key: String, of object: NSObject) -> Bool {
        guard object is UIViewController else { return false }
        return ["isMovingFromParent", "isMovingToParent", "movingFromParent", "movingToParent"].contains(key)
    }

    /// An array of controllers as KVC passes it (`NSArray` or a Swift array).
    static func controllers(_ value: Any?) -> [UIViewController]? {
        guard let value else { return nil }
        if let array = value as? [UIViewController] { return array }
        if let array = value as? [Any] { return array.compactMap { $0 as? UIViewController } }
        if let array = value as? NSArray { return array.compactMap { $0 as? UIViewController } }
        return nil
    }
}
