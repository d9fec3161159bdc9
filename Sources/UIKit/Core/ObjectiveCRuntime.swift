import Foundation

// The Objective-C runtime's dynamic dispatch, as learner code reaches it: `NSSelectorFromString`,
// `responds(to:)`, `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)` (R10.11), and
// `AnyObject`'s dynamic lookup of these (`(delegate as AnyObject).responds(to: sel)`), which the
// build routes through `__workbookObjC` (Swift off Apple platforms has no such lookup).
//
// An object responds to a selector when
// - its class is the app's and the build registered the selector: its `@objc` and `@IBAction`
//   methods, the methods that fulfil an `@objc protocol`'s requirements (implicitly `@objc` on iOS),
//   and the accessors of its `@objc` properties (`paramEmail`, `setParamEmail:`);
// - the app's class declares a UIKit delegate method (`navigationController(_:didShow:animated:)`
//   is `navigationController:didShowViewController:animated:`);
// - UIKit's class implements it: `UIKitSelectors` lists the selectors of the classes learners
//   send by name, by their Objective-C names (`performSegueWithIdentifier:sender:`,
//   `dismissViewControllerAnimated:completion:`, `setDelegate:`). A selector that is on no list
//   is not implemented: `perform` ends the app with UIKit's "unrecognized selector" exception.

/// `NSSelectorFromString("sendData:")`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// `NSStringFromSelector(#selector(onTap))`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// `responds(to:)` asked of a value typed as a protocol that inherits `NSObjectProtocol`
/// (`@objc protocol MyDelegate: NSObjectProtocol`, as Objective-C-era code declares delegates):
/// the object's answer.
extension NSObjectProtocol {
    public func responds(to aSelector: Selector!) -> Bool {
        (self as AnyObject as? NSObject)?.responds(to: aSelector) ?? false
    }
}

extension NSObject {
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MainActor.assumeIsolated { ObjectiveCDispatch.responds(self, to: aSelector.name) }
    }

    /// `perform` returns the method's result as an object (nil for `Void`), not as iOS's
    /// `Unmanaged`, which the source gate refuses as unsafe.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> AnyObject? {
        guard let aSelector else { return nil }
        return MainActor.assumeIsolated { ObjectiveCDispatch.perform(aSelector.name, on: self, arguments: []) }
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> AnyObject? {
        guard let aSelector else { return nil }
        return MainActor.assumeIsolated { ObjectiveCDispatch.perform(aSelector.name, on: self, arguments: [object as Any?]) }
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> AnyObject? {
        guard let aSelector else { return nil }
        return MainActor.assumeIsolated {
            ObjectiveCDispatch.perform(aSelector.name, on: self, arguments: [object1 as Any?, object2 as Any?])
        }
    }
}

/// The value of an expression typed `AnyObject` (or `AnyObject?`) whose `responds(to:)` or
/// `perform` the learner calls: on iOS the compiler looks the method up among every `@objc`
/// method (`AnyObject` dynamic lookup). The build writes `x.perform(…)` as
/// `__workbookObjC(x).perform(…)` where `x` is not `self`; for any other type the first overload
/// gives `x` back unchanged, so its own members (or the compiler's error) are as written.
public struct __WorkbookAnyObject<Wrapped> {
    public let object: Wrapped
    public init(_ object: Wrapped) { self.object = object }
}

extension __WorkbookAnyObject where Wrapped == AnyObject {
    public func responds(to aSelector: Selector!) -> Bool {
        (object as? NSObject)?.responds(to: aSelector) ?? false
    }

    @discardableResult
    public func perform(_ aSelector: Selector!) -> AnyObject? {
        target(aSelector).perform(aSelector)
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!) -> AnyObject? {
        target(aSelector).perform(aSelector, with: object1)
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> AnyObject? {
        target(aSelector).perform(aSelector, with: object1, with: object2)
    }

    /// Every object on iOS is an `NSObject`; a Swift object that is not cannot take a message.
    private func target(_ aSelector: Selector!) -> NSObject {
        if let object = object as? NSObject { return object }
        let name = aSelector?.name ?? "(null)", receiver = object
        MainActor.assumeIsolated { ObjectiveCDispatch.unrecognized(name, receiver) }
    }
}

public func __workbookObjC<T>(_ value: T) -> T { value }
public func __workbookObjC<T>(_ value: T?) -> T? { value }
@_disfavoredOverload public func __workbookObjC<T>(_ value: T) -> __WorkbookAnyObject<T> { __WorkbookAnyObject(value) }
@_disfavoredOverload public func __workbookObjC<T>(_ value: T?) -> __WorkbookAnyObject<T>? { value.map(__WorkbookAnyObject.init) }

@MainActor
enum ObjectiveCDispatch {
    static func responds(_ object: NSObject, to selector: String) -> Bool {
        let registry = Runtime.shared.registry
        if registry.action(selector, on: object) != nil { return true }
        if propertyAccessor(selector, on: object) != nil { return true }
        if let swiftName = UIKitSelectors.delegateMethods[selector], registry.declaresMethod(swiftName, on: object) == true { return true }
        return UIKitSelectors.implementation(selector, of: object) != nil
    }

    /// Sends the selector with up to two object arguments, as `objc_msgSend` would.
    static func perform(_ selector: String, on object: NSObject, arguments: [Any?]) -> AnyObject? {
        let registry = Runtime.shared.registry
        if let action = registry.action(selector, on: object) {
            if let responder = object as? UIResponder {
                Runtime.shared.trace.record(responder, action.swiftName, "sender=\(traceDescription(arguments.first ?? nil))")
            }
            if arguments.count == 2, let invoke2 = action.invoke2 {
                invoke2(object, arguments[0], arguments[1])
            } else {
                action.invoke(object, arguments.first ?? nil)
            }
            return nil
        }
        if let accessor = propertyAccessor(selector, on: object) {
            switch accessor {
            case let .getter(key): return object.value(forKey: key) as AnyObject?
            case let .setter(key):
                let value = arguments.first ?? nil
                // A `BOOL`, `NSInteger` or `double` setter handed an object pointer by `perform`
                // (it passes objects only) gets an undefined value on a device [U]: here the
                // property keeps its value, and the console says why.
                if case let .some(current) = KeyValueCoding.storedValue(of: object, key: key), current is Bool || current is Int || current is Double || current is Float {
                    Runtime.shared.warn("workbook: perform(_:with:) sent \(selector) with an object; its \(key) is a scalar, which "
                        + "on a device receives an undefined value (perform passes objects only). Here \(key) is left unchanged.")
                    return nil
                }
                object.setValue(value, forKey: key)
                return nil
            }
        }
        if let implementation = UIKitSelectors.implementation(selector, of: object) {
            guard let implementation else {
                Runtime.shared.warn("workbook: \(selector) sent by perform to \(Runtime.shared.objectDescription(object)) is UIKit's, "
                    + "but workbook does not run it through perform; call the method itself.")
                return nil
            }
            return implementation(object, arguments.first ?? nil, arguments.count > 1 ? arguments[1] : nil).map { $0 as AnyObject }
        }
        unrecognized(selector, object)
    }

    static func unrecognized(_ selector: String, _ object: AnyObject) -> Never {
        let name = Runtime.objectiveCClassName(object)
        Runtime.shared.warn(nearSelectors(selector, object, className: String(name.split(separator: ".").last ?? Substring(name))))
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        Runtime.shared.raise("NSInvalidArgumentException", "-[\(name) \(selector)]: unrecognized selector sent to instance 0x\(address)")
    }

    /// What the object does answer near the selector it did not (R10.14): its selectors of a close
    /// name (the same name before the first colon or before `With`, or a name a letter or two
    /// away), with the Swift name of the app's own, and the app's classes that have the selector.
    /// Said on the console before the crash, the way a debugger session would find it; the
    /// teaching layer reads it (`selector-not-understood`).
    static func nearSelectors(_ selector: String, _ object: AnyObject, className: String) -> String {
        let registry = Runtime.shared.registry
        var own: [String: String] = [:]  // selector → Swift name ("" for UIKit's)
        for glue in registry.glueChain(for: type(of: object)) {
            for (key, action) in glue.actions where own[key] == nil { own[key] = action.swiftName }
            for key in glue.outlets.keys {
                let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
                if own[key] == nil { own[key] = key }
                if own[setter] == nil { own[setter] = key }
            }
        }
        if let object = object as? NSObject {
            for key in UIKitSelectors.selectors(of: object) where own[key] == nil { own[key] = "" }
        }
        func base(_ text: String) -> String { String(text.prefix { $0 != ":" }).lowercased() }
        func stem(_ text: String) -> String {
            let plain = String(text.prefix { $0 != ":" })
            if let with = plain.range(of: "With", options: .backwards), with.lowerBound > plain.startIndex,
               plain[with.upperBound...].first?.isUppercase == true { return String(plain[..<with.lowerBound]).lowercased() }
            return plain.lowercased()
        }
        let sentBase = base(selector), sentStem = stem(selector)
        let near = own.keys.filter { key in
            key != selector && (base(key) == sentBase || stem(key) == sentStem
                || (sentBase.count >= 5 && editDistance(base(key), sentBase) <= 2))
        }.sorted { (base($0) == sentBase ? 0 : 1, $0) < (base($1) == sentBase ? 0 : 1, $1) }
        let elsewhere = registry.allClassNames.filter { name in
            name != className && registry.glue(named: name).map { $0.actions[selector] != nil } == true
        }
        var note = "workbook: \(className) has no method \(selector)."
        if !near.isEmpty {
            note += " Close names it has: " + near.prefix(4).map { key in
                let swift = own[key] ?? ""
                return swift.isEmpty || swift == key ? key : "\(key) (Swift: \(swift))"
            }.joined(separator: ", ") + "."
        }
        if !elsewhere.isEmpty { note += " Classes that have \(selector): " + elsewhere.joined(separator: ", ") + "." }
        return note
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }

    enum Accessor { case getter(String), setter(String) }

    /// `paramEmail` and `setParamEmail:` for an `@objc` property of the app's class (or an outlet).
    static func propertyAccessor(_ selector: String, on object: NSObject) -> Accessor? {
        let registry = Runtime.shared.registry
        if selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1, selector.count > 4 {
            let stem = selector.dropFirst(3).dropLast()
            let key = stem.prefix(1).lowercased() + stem.dropFirst()
            if registry.outletSetter(key, on: object) != nil { return .setter(key) }
        }
        if !selector.contains(":"), registry.outletSetter(selector, on: object) != nil { return .getter(selector) }
        return nil
    }
}
