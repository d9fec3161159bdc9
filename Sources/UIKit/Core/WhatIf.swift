import Foundation
import WorkbookProtocol

/// The explanation search's switch (`workbook check`, docs/checks.md "What if"): when a failed
/// check has no reading, the checker builds the learner's code once more with small changes at
/// the lines that ran, each behind `__workbookWhatIf(n)`, and runs the failed check with one change
/// on at a time. A check's own run never sets it (no change is on, and the checked build holds
/// none), so nothing here can change a verdict.
public enum WorkbookWhatIf {
    /// The change this run turns on (`RunRequest.whatIf`).
    @_spi(Workbook) nonisolated(unsafe) public static var selected: Int?
    /// How each recorded test came out in this run (`__workbookWhatIfSeen`), by change id.
    @_spi(Workbook) nonisolated(unsafe) public static var seen: [Int: WhatIfSeen] = [:]
    /// What the learner's assignments wrote, in the order they ran (`__workbookWhatIfWrote`).
    @_spi(Workbook) nonisolated(unsafe) public static var writes: [WhatIfWrite] = []
    /// Above zero while a record reads a place back (`__workbookWhatIfWrote`): a getter of the
    /// learner's that this read runs (`var persistedValue: String? { get { defaults.string(forKey: …) } }`)
    /// is the record's doing, not the app's, and what it reads or writes is not recorded (held-out 283-08).
    nonisolated(unsafe) static var readingBack = 0

    static func wrote(_ id: Int, _ named: Bool, _ owner: Any?, _ value: Any) {
        guard writes.count < WhatIfWrite.limit, Thread.isMainThread, readingBack == 0 else { return }
        let text = describe(value)
        let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
        MainActor.assumeIsolated {
            let trace = Runtime.shared.trace
            var tag: String?
            var isScreen = false
            if let owner = owner.flatMap(unwrapped), Swift.type(of: owner) is AnyClass {
                let object = owner as AnyObject
                if let view = object as? UIView {
                    // A view's screen: the controller whose view holds it.
                    var current: UIView? = view
                    while let here = current, here.workbookOwningController == nil { current = here.superview }
                    tag = current?.workbookOwningController?.workbookInstanceTag
                    isScreen = true
                } else if let responder = object as? UIResponder {
                    tag = responder.workbookInstanceTag
                } else if isLearnerObject(object) {
                    tag = trace.tag(anyObject: object)
                } else {
                    tag = trace.existingTag(anyObject: object)
                }
            }
            var write = WhatIfWrite(id: id, owner: tag, ownerIsScreen: isScreen, value: shown, step: trace.currentStep, event: trace.events.count)
            write.ownerIsNil = named && owner.flatMap(unwrapped) == nil
            writes.append(write)
        }
    }

    static func stored(_ id: Int, _ store: Any?, _ key: String, read value: Any?) {
        guard writes.count < WhatIfWrite.limit, Thread.isMainThread, readingBack == 0, let defaults = store.flatMap(unwrapped) as? UserDefaults else { return }
        let shown: String
        if let value { shown = describe(value) } else { shown = defaults.object(forKey: key).map(describe) ?? "nil" }
        MainActor.assumeIsolated {
            let trace = Runtime.shared.trace
            var write = WhatIfWrite(id: id, owner: defaults === UserDefaults.standard ? "standard" : "suite",
                                    value: shown.count > 80 ? String(shown.prefix(80)) + "…" : shown, step: trace.currentStep, event: trace.events.count)
            write.key = key
            write.isRead = value != nil
            writes.append(write)
        }
    }

    /// The value inside an optional (nil for none), or the value itself.
    nonisolated(unsafe) static var centers: [ObjectIdentifier: Int] = [:]

    /// A notification posted, an observer added or removed (the learner's line, recorded after it ran).
    static func notified(_ id: Int, post: Bool, removal: Bool, center: Any?, name: Any?, object: Any?, observer: Any?, userInfo: Any?, queue: Any?) {
        guard writes.count < WhatIfWrite.limit, Thread.isMainThread, let center = center.flatMap(unwrapped) as? NotificationCenter else { return }
        let centerTag: String
        if center === NotificationCenter.default { centerTag = "default" } else {
            let key = ObjectIdentifier(center)
            if centers[key] == nil { centers[key] = centers.count + 1 }
            centerTag = "center-\(centers[key] ?? 0)"
        }
        let rawName: String? = name.flatMap(unwrapped).map { value in (value as? Notification.Name)?.rawValue ?? (value as? String) ?? describe(value) }
        let keys: [String]? = userInfo.flatMap(unwrapped).flatMap { value in
            (value as? [AnyHashable: Any]).map { $0.keys.map { "\($0.base)" }.sorted() }
        }
        let queueText: String? = queue.map { value in
            guard let queue = unwrapped(value) as? OperationQueue else { return "nil" }
            return queue === OperationQueue.main ? "main" : "other"
        }
        MainActor.assumeIsolated {
            let trace = Runtime.shared.trace
            let objectTag = object.flatMap(unwrapped).map(describe)
            var record = WhatIfWrite(id: id, owner: objectTag, value: rawName ?? "nil", step: trace.currentStep, event: trace.events.count)
            record.isNotification = true
            record.notification = rawName
            record.isPost = post
            record.isRemoval = removal
            record.center = centerTag
            record.observer = observer.flatMap(unwrapped).map(describe)
            record.userInfoKeys = keys
            record.queue = queueText
            writes.append(record)
        }
    }

    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// How many timed records each test has (`see`): the first few of each are kept.
    nonisolated(unsafe) static var timedTests: [Int: Int] = [:]

    static func see(_ id: Int, _ result: Bool, _ sides: [Any]) {
        // A test's first runs, timed among the writes: what a test saw, set against what wrote it.
        if timedTests[id, default: 0] < 3, writes.count < WhatIfWrite.limit, Thread.isMainThread {
            timedTests[id, default: 0] += 1
            let text = sides.count == 1 ? describe(sides[0]) : (result ? "true" : "false")
            MainActor.assumeIsolated {
                let trace = Runtime.shared.trace
                var record = WhatIfWrite(id: id, owner: nil, value: text.count > 80 ? String(text.prefix(80)) + "…" : text,
                                         step: trace.currentStep, event: trace.events.count)
                record.isTest = true
                if sides.count == 2 {
                    record.sides = sides.map { side in
                        let shown = describe(side)
                        return shown.count > 80 ? String(shown.prefix(80)) + "…" : shown
                    }
                }
                writes.append(record)
            }
        }
        var entry = seen[id] ?? WhatIfSeen(id: id)
        if result { entry.trues += 1 } else { entry.falses += 1 }
        if !sides.isEmpty, entry.pairs.count < WhatIfSeen.pairLimit, entry.trues + entry.falses <= 1000 {
            entry.keep(sides.map { side -> String in
                let text = describe(side)
                return text.count > 80 ? String(text.prefix(80)) + "…" : text
            })
        }
        seen[id] = entry
    }

    /// A value as Swift prints it (`Optional("a")`, `"a"`, `2`), an object as its trace tag
    /// (`ResultViewController#2`) or `<ClassName>` (never its address: a finding reads the same in
    /// every run).
    /// Not UIKit's, Foundation's or the standard library's: a class the learner declared.
    static func isLearnerObject(_ object: AnyObject) -> Bool {
        guard !(object is UIResponder) else { return false }
        let name = String(reflecting: Swift.type(of: object))
        return !["Swift.", "Foundation.", "UIKit.", "__C.", "Dispatch.", "CoreFoundation.", "_"].contains { name.hasPrefix($0) } && !name.hasPrefix("NS")
    }

    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return "Optional(\(describe(wrapped)))"
        }
        // A tuple element by element (its objects as tags, never their addresses), labels kept.
        if mirror.displayStyle == .tuple {
            return "(" + mirror.children.map { child in
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 + ": " } ?? ""
                return label + describe(child.value)
            }.joined(separator: ", ") + ")"
        }
        if Swift.type(of: value) is AnyClass {
            let object = value as AnyObject
            if let responder = object as? UIResponder, Thread.isMainThread,
               let tag = MainActor.assumeIsolated({ responder.workbookInstanceTag }) { return tag }
            // An object of the learner's own class (a store, a view model, a coordinator): numbered
            // like a screen, so two instances of one class read as two.
            if isLearnerObject(object), Thread.isMainThread {
                return MainActor.assumeIsolated { Runtime.shared.trace.tag(anyObject: object) }
            }
            return "<\(TraceRecorder.className(of: object))>"
        }
        // An enum case without its module's and the standard library's names (`Result<FormValues,
        // FormError>.failure(FormError.emptyEmail)`, `Route.push`): as the learner writes it.
        if mirror.displayStyle == .enum {
            return String(reflecting: value).replacingOccurrences(of: #"\b[A-Za-z_]\w*\.(?=[A-Z])"#, with: "", options: .regularExpression)
        }
        return String(reflecting: value)
    }
}

/// Records how a test of the learner's code came out (and, for a comparison of plain values, its
/// two sides), then gives its result unchanged. Written by the what-if search around the tests it
/// may turn around, in its own build only; the run's own verdict never reads it.
/// Records the value a `switch` was given (what chose its case), and gives it unchanged.
@inline(never)
public func __workbookWhatIfValue<T>(_ id: Int, _ value: T) -> T {
    WorkbookWhatIf.see(id, true, [value])
    return value
}

/// Records the value an `as?` cast was given and whether the cast gave nil, and gives its result.
@inline(never)
public func __workbookWhatIfCast<V, R>(_ id: Int, _ value: V, _ cast: (V) -> R?) -> R? {
    let result = cast(value)
    WorkbookWhatIf.see(id, result != nil, [value])
    return result
}

/// Runs the call a `try?` guards and gives its value, or nil when it throws, recording whether it
/// threw and the error as the teaching layer reads it (`__workbookErrorText`).
@inline(never)
public func __workbookWhatIfTry<T>(_ id: Int, _ body: () throws -> T) -> T? {
    workbookRecordedTry(id, body)
}

/// The same for a call that gives an optional (`try?` flattens it: one level of optional).
@inline(never)
public func __workbookWhatIfTry<T>(_ id: Int, _ body: () throws -> T?) -> T? {
    workbookRecordedTry(id, body).flatMap { $0 }
}

/// One signature only, so that the two overloads above cannot call each other.
func workbookRecordedTry<T>(_ id: Int, _ body: () throws -> T) -> T? {
    do {
        let value = try body()
        WorkbookWhatIf.see(id, true, [])
        return value
    } catch {
        WorkbookWhatIf.see(id, false, [__workbookErrorText(error)])
        return nil
    }
}

/// An error as the teaching layer reads it: a `DecodingError` by its case, key path and its own
/// description (short enough to be recorded whole); any other as Swift describes it.
func __workbookErrorText(_ error: Error) -> String {
    func path(_ context: DecodingError.Context) -> String { context.codingPath.map(\.stringValue).joined(separator: ".") }
    // A file error: its code and the path it was about, from the app's home (`Documents/a.plist`).
    let ns = error as NSError
    if ns.domain == NSCocoaErrorDomain, !(error is DecodingError),
       let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path {
        let home = NSHomeDirectory(), bundle = Bundle.main.bundlePath
        var shown = path.hasPrefix(home + "/") ? String(path.dropFirst(home.count + 1))
            : path.hasPrefix(bundle + "/") || path == bundle ? "<app bundle>" + path.dropFirst(bundle.count) : path.replacingOccurrences(of: home, with: "…")
        // A URL's text taken for a path (`…/file:/…`): from `file:` on. Recorded whole: at most 44 characters.
        if let url = shown.range(of: "file:") { shown = String(shown[url.lowerBound...]) }
        if shown.count > 44 { shown = "…" + shown.suffix(43) }
        return "fileError(code: \(ns.code), path: \"\(shown)\")"
    }
    guard let decoding = error as? DecodingError else { return String(describing: error) }
    switch decoding {
    case let .keyNotFound(key, _): return "keyNotFound(stringValue: \"\(key.stringValue)\")"
    case let .typeMismatch(type, context):
        // What was there instead, from the coder's own description ("… but found an array instead.").
        let found = context.debugDescription.components(separatedBy: "but found ").dropFirst().first
            .map { $0.replacingOccurrences(of: " instead.", with: "").trimmingCharacters(in: CharacterSet(charactersIn: ". ")) }
        return "typeMismatch(\(type), stringValue: \"\(path(context))\", found: \"\(found ?? "")\")"
    case let .valueNotFound(type, context): return "valueNotFound(\(type), stringValue: \"\(path(context))\")"
    case let .dataCorrupted(context): return "dataCorrupted(\(context.debugDescription))"
    @unknown default: return String(describing: error)
    }
}

/// Records what an assignment of the learner's left in the place it assigned, and the object
/// holding that place (`owner`, when the site names one: `named`), once it has run. Written by the what-if search after the
/// assignments that ran, in its own build only; it reads the place again and changes nothing
/// (what a getter does while it is read again is not recorded: `WorkbookWhatIf.readingBack`).
@inline(never)
public func __workbookWhatIfWrote<V>(_ id: Int, _ named: Bool, _ owner: Any?, _ value: @autoclosure () -> V) {
    // Records are the main thread's (`wrote` keeps none from another), and so is the counter.
    guard Thread.isMainThread else { return }
    WorkbookWhatIf.readingBack += 1
    let read = value()
    WorkbookWhatIf.readingBack -= 1
    WorkbookWhatIf.wrote(id, named, owner, read)
}

/// Records, before a call through an optional chain runs, whether the object before its `?.` is
/// nil (the call will do nothing) and the object whose property starts the chain (`owner`, `self`).
@inline(never)
public func __workbookWhatIfCalled(_ id: Int, _ owner: Any?, _ receiver: Any?) {
    WorkbookWhatIf.wrote(id, true, owner, receiver as Any)
}

/// Records what a `UserDefaults` holds under `key` after the learner's code saved or removed it there.
@inline(never)
public func __workbookWhatIfStored(_ id: Int, _ store: Any?, _ key: String) {
    WorkbookWhatIf.stored(id, store, key, read: nil)
}

/// Records what the learner's code read from a `UserDefaults` under `key`, and gives it unchanged.
@inline(never)
public func __workbookWhatIfLoaded<V>(_ id: Int, _ store: Any?, _ key: String, _ value: V) -> V {
    WorkbookWhatIf.stored(id, store, key, read: Optional<Any>.some(value as Any))
    return value
}

/// Records a notification the learner's code posted (`kind` 0), an observer it added (1) or removed (2).
@inline(never)
public func __workbookWhatIfNotified(_ id: Int, _ kind: Int, _ center: NotificationCenter?, name: Notification.Name?, object: Any?, observer: Any?,
                                     userInfo: [AnyHashable: Any]?, queue: OperationQueue? = nil, block: Bool = false) {
    // The types of UIKit's parameters, so that `.name`, `.main` and dictionary literals read as written.
    WorkbookWhatIf.notified(id, post: kind == 0, removal: kind == 2, center: center as Any?, name: name as Any?, object: object, observer: observer,
                            userInfo: userInfo as Any?, queue: block ? Optional<Any>.some(queue as Any) : nil)
}

/// Records the value an `is` test was given and how the test came out, and gives the value unchanged.
@inline(never)
public func __workbookWhatIfIs<V>(_ id: Int, _ value: V, _ test: (V) -> Bool) -> V {
    WorkbookWhatIf.see(id, test(value), [value])
    return value
}

@inline(never)
public func __workbookWhatIfSeen(_ id: Int, _ result: Bool, _ sides: Any...) -> Bool {
    WorkbookWhatIf.see(id, result, sides)
    return result
}

/// True in the run that turns change `id` on.
@inline(never)
public func __workbookWhatIf(_ id: Int) -> Bool { WorkbookWhatIf.selected == id }

/// The main queue as the what-if search's build sees it (`DispatchQueue.main.async { … }` written
/// `__workbookQueue(n, DispatchQueue.main).async { … }`): the work is put off as written, or done
/// at once in the run that turns change `n` on.
public struct __WorkbookDeferredQueue {
    let id: Int
    let queue: DispatchQueue

    public func async(execute work: @escaping @MainActor () -> Void) {
        if __workbookWhatIf(id), Thread.isMainThread { MainActor.assumeIsolated { work() }; return }
        nonisolated(unsafe) let work = work
        queue.async { MainActor.assumeIsolated { work() } }
    }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        if __workbookWhatIf(id), Thread.isMainThread { MainActor.assumeIsolated { work() }; return }
        nonisolated(unsafe) let work = work
        queue.asyncAfter(deadline: deadline) { MainActor.assumeIsolated { work() } }
    }
}

@inline(never)
public func __workbookQueue(_ id: Int, _ queue: DispatchQueue) -> __WorkbookDeferredQueue {
    __WorkbookDeferredQueue(id: id, queue: queue)
}
