import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// Answers an `expect` step: the screen, the values asked for, and who holds what should be gone.
@MainActor
enum ProbeBuilder {
    static func probe(for observation: Observation) -> Probe {
        var probe = Probe(state: StateSnapshot.capture())
        let runtime = Runtime.shared
        probe.liveInstances = runtime.trace.liveObjects.map(\.tag)
        switch observation {
        case let .property(of, name):
            probe.properties = [read(name, of: of)]
        case let .userDefaults(key):
            if let value = UserDefaults.standard.object(forKey: key) { probe.userDefaults[key] = describe(value) }
        case let .holders(className):
            probe.holders = ObjectGraph.holders(ofOffscreenInstancesOf: className)
        case .screen:
            break
        }
        return probe
    }

    /// The topmost instance on screen of the class (or the instance with this tag), and its property.
    static func read(_ name: String, of classOrTag: String) -> PropertyRead {
        guard let object = ObjectGraph.find(classOrTag) else {
            return PropertyRead(of: classOrTag, name: name, instance: nil, value: nil, exists: false)
        }
        let tag = Runtime.shared.trace.tag(anyObject: object)
        guard let value = PropertyReader.lookup(named: name, of: object) else {
            return PropertyRead(of: classOrTag, name: name, instance: tag, value: nil, exists: false)
        }
        return PropertyRead(of: classOrTag, name: name, instance: tag, value: PropertyReader.unwrap(value).map(describe), exists: true)
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let string as String: return string
        case let number as Double: return number.formattedForTrace
        case let number as Float: return Double(number).formattedForTrace
        case let number as CGFloat: return Double(number).formattedForTrace
        case let object as AnyObject where !(value is NSNumber) && type(of: value) is AnyClass:
            return Runtime.shared.trace.tag(anyObject: object)
        // An array of objects (child coordinators) reads as their tags, `[LeftCoordinator#1]`, as
        // one object does, not as Swift's module-qualified `[App.LeftCoordinator]`.
        case let array as [Any] where !array.isEmpty && array.allSatisfy({ !($0 is NSNumber) && type(of: $0) is AnyClass }):
            return "[" + array.map(describe).joined(separator: ", ") + "]"
        default: return String(describing: value)
        }
    }
}

extension PropertyReader {
    /// Like `value(named:of:)`, but tells "no such property" (nil) from "the property is nil" (`.some(nil)`).
    static func lookup(named name: String, of object: Any) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name || child.label == "$__lazy_storage_$_\(name)" {
                return .some(child.value)
            }
            mirror = current.superclassMirror
        }
        // A computed property the learner's class declares, read through its getter (as a device
        // reads `result.paramEmail` whether it is stored or computed).
        if Swift.type(of: object) is AnyClass {
            let target = object as AnyObject
            if let getter = MainActor.assumeIsolated({ Runtime.shared.registry.computedGetter(name, on: target) }) {
                return .some(MainActor.assumeIsolated { getter(target) })
            }
        }
        return nil
    }
}
