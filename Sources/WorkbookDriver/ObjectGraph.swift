import Foundation
@_spi(Workbook) import UIKit
import WorkbookProtocol

/// Walks what the app holds, by reflection: from the app and scene delegates and every controller
/// on screen, through stored properties of learner classes (UIKit's own internals are not followed).
@MainActor
enum ObjectGraph {
    /// Marks a path whose first object the app's delegates and screens do not reach (a static or a global).
    static let unreachedMark = "(not reached from the app's delegates or screens: a static or global object)"
    /// Controllers on screen: the presented chain and everything contained in it.
    static var onScreen: [UIViewController] {
        var result: [UIViewController] = []
        func add(_ controller: UIViewController) {
            result.append(controller)
            controller.children.forEach(add)
        }
        Runtime.shared.presentedChain.forEach(add)
        return result
    }

    /// Where a walk starts, with the name it reads as.
    static var roots: [(name: String, object: AnyObject)] {
        let trace = Runtime.shared.trace
        var roots: [(String, AnyObject)] = []
        if let delegate = UIApplication.shared.delegate { roots.append((trace.tag(anyObject: delegate), delegate)) }
        for scene in UIApplication.shared.connectedScenes {
            if let delegate = scene.delegate { roots.append((trace.tag(anyObject: delegate), delegate)) }
        }
        for controller in onScreen { roots.append((trace.tag(controller), controller)) }
        // What the app's types keep in static stored properties lives as long as the app.
        for glue in Runtime.shared.registry.allGlues {
            for name in glue.statics.keys.sorted() {
                guard let read = glue.statics[name] else { continue }
                var held: [(String, AnyObject)] = []
                collect(read(), path: "\(glue.className).\(name)", into: &held)
                roots += held
            }
        }
        return roots
    }

    /// The topmost on-screen instance of a class, or the live instance with this tag.
    static func find(_ classOrTag: String) -> AnyObject? {
        if classOrTag.contains("#") {
            return Runtime.shared.trace.liveObjects.first { $0.tag == classOrTag }?.object
        }
        let screen = onScreen
        if let visible = Runtime.shared.visibleController, TraceRecorder.className(of: visible) == classOrTag { return visible }
        if let controller = screen.reversed().first(where: { TraceRecorder.className(of: $0) == classOrTag }) { return controller }
        var found: AnyObject?
        walk { _, object in
            if found == nil, TraceRecorder.className(of: object) == classOrTag { found = object }
            return found == nil
        }
        return found
    }

    /// Gives every object of these classes the app reaches its tag, so the trace keeps it weakly and
    /// knows it is alive after nothing reaches it (a learner's coordinator is otherwise tagged only when
    /// an event names it, and a cycle that outlives the app's hold on it would go unseen).
    static func tagReachable(ofClasses classNames: Set<String>) {
        let trace = Runtime.shared.trace
        walk { _, object in
            if classNames.contains(TraceRecorder.className(of: object)), trace.existingTag(anyObject: object) == nil {
                _ = trace.tag(anyObject: object)
            }
            return true
        }
    }

    /// For each live instance of the class that is not on screen: the paths that still reach it.
    static func holders(ofOffscreenInstancesOf className: String) -> [String: [String]] {
        let screen = Set(onScreen.map(ObjectIdentifier.init))
        var targets: [ObjectIdentifier: String] = [:]
        for (tag, object) in Runtime.shared.trace.liveObjects
        where TraceRecorder.className(of: object) == className && !screen.contains(ObjectIdentifier(object)) {
            targets[ObjectIdentifier(object)] = tag
        }
        var result: [String: [String]] = [:]
        walk { path, object in
            let id = ObjectIdentifier(object)
            if screen.contains(id) == false, TraceRecorder.className(of: object) == className, targets[id] == nil {
                targets[id] = Runtime.shared.trace.tag(anyObject: object)
            }
            if let tag = targets[id], path.contains(".") || path.contains("[") {
                result[tag, default: []].append(path)
            }
            return true
        }
        for (id, tag) in targets where result[tag] == nil {
            guard let object = Runtime.shared.trace.liveObjects.first(where: { ObjectIdentifier($0.object) == id })?.object else { continue }
            // Not reachable from the app: look for a cycle back to itself.
            var cycle: [String] = []
            walk(from: [(tag, object)]) { path, candidate in
                if candidate === object, path != tag { cycle.append(path) }
                // A few ways back, not the first only: reflection shows weak properties too, and the
                // checker sets aside the paths through the ones the code declares weak.
                return cycle.count < 4
            }
            if !cycle.isEmpty { result[tag] = cycle; continue }
            // Held by a live object the app's roots do not reach (a `static let shared`, a global):
            // the path from that object.
            var kept: [String] = []
            let others = Runtime.shared.trace.liveObjects.filter { targets[ObjectIdentifier($0.object)] == nil && !screen.contains(ObjectIdentifier($0.object)) }
            for other in others where !(other.object is UIViewController) && !(other.object is UIView) {
                walk(from: [(other.tag, other.object)], limit: 2_000) { path, candidate in
                    if candidate === object, path != other.tag { kept.append(path + " " + ObjectGraph.unreachedMark) }
                    return kept.count < 4
                }
                if !kept.isEmpty { break }
            }
            result[tag] = kept.isEmpty ? ["(held by something reflection cannot see, such as a closure capturing it)"] : kept
        }
        return result
    }

    /// Breadth-first over stored properties; `visit` returns false to stop.
    static func walk(from start: [(name: String, object: AnyObject)]? = nil, limit: Int = 20_000,
                     _ visit: (String, AnyObject) -> Bool) {
        var queue: [(String, AnyObject, Int)] = (start ?? roots).map { ($0.name, $0.object, 0) }
        var seen = Set<ObjectIdentifier>()
        var index = 0
        while index < queue.count, seen.count < limit {
            let (path, object, depth) = queue[index]
            index += 1
            guard visit(path, object) else { return }
            guard seen.insert(ObjectIdentifier(object)).inserted, depth < 8, !(object is UIView) else { continue }
            for (childPath, child) in references(of: object, path: path) {
                queue.append((childPath, child, depth + 1))
            }
        }
    }

    /// Objects a learner class holds in its stored properties (arrays, sets, dictionaries and optionals opened).
    static func references(of object: AnyObject, path: String) -> [(String, AnyObject)] {
        var result: [(String, AnyObject)] = []
        // Dispatch's own classes (`DispatchWorkItem`, `DispatchSource`) are not followed: their stored
        // fields are C types the Swift runtime on Linux cannot reflect (reading them crashes with
        // signal 11), and what a work item keeps is its closure's captures, which reflection never shows.
        guard !unreflectable(object) else { return result }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if String(reflecting: current.subjectType).hasPrefix("UIKit.") { break }
            for child in current.children {
                guard let label = child.label else { continue }
                collect(child.value, path: "\(path).\(label.replacingOccurrences(of: "$__lazy_storage_$_", with: ""))", into: &result)
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// A class whose fields reflection cannot read without crashing (Dispatch's, on Linux).
    static func unreflectable(_ object: AnyObject) -> Bool {
        String(reflecting: type(of: object)).hasPrefix("Dispatch.")
    }

    private static func collect(_ value: Any, path: String, into result: inout [(String, AnyObject)], depth: Int = 0) {
        guard depth < 3 else { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { collect(wrapped.value, path: path, into: &result, depth: depth) }
        case .collection, .set:
            for (index, element) in mirror.children.enumerated() {
                collect(element.value, path: "\(path)[\(index)]", into: &result, depth: depth + 1)
            }
        case .dictionary:
            // Each element is a `(key, value)` pair: the value is what is held, shown by its key.
            for (index, element) in mirror.children.enumerated() {
                let pair = Array(Mirror(reflecting: element.value).children)
                guard pair.count == 2 else {
                    collect(element.value, path: "\(path)[\(index)]", into: &result, depth: depth + 1)
                    continue
                }
                // A key that is an object is held too (`[UIViewController: Date]` keeps every screen it is keyed by).
                if type(of: pair[0].value) is AnyClass {
                    collect(pair[0].value, path: "\(path).keys[\(index)]", into: &result, depth: depth + 1)
                    continue
                }
                let key = (pair[0].value as? String).map { "\"\($0)\"" } ?? String(describing: pair[0].value)
                collect(pair[1].value, path: "\(path)[\(key)]", into: &result, depth: depth + 1)
            }
        case .tuple:
            for (index, element) in mirror.children.enumerated() {
                collect(element.value, path: "\(path).\(element.label ?? String(index))", into: &result, depth: depth + 1)
            }
        case .class:
            result.append((path, value as AnyObject))
        case .enum:
            // A case's payload (`Result.success(screen)`, `Route.detail(vc)`), shown by the case's name.
            for element in mirror.children {
                collect(element.value, path: "\(path).\(element.label ?? "payload")", into: &result, depth: depth + 1)
            }
        case .struct:
            // A struct's stored properties (`Submission.screen`).
            for element in mirror.children {
                guard let label = element.label else { continue }
                collect(element.value, path: "\(path).\(label)", into: &result, depth: depth + 1)
            }
        default:
            if type(of: value) is AnyClass { result.append((path, value as AnyObject)) }
        }
    }
}
