import Foundation

// Foundation on Linux has no Objective-C runtime, so its selector-based APIs are missing.
// Learner code that uses them (with `#selector`, which the build turns into `Selector("…")`)
// compiles against these, and the call goes through the generated glue like an action.

extension NotificationCenter {
    /// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …, object: nil)`. The
    /// observation is kept under the observer, so that `removeObserver(self)` ends it as on iOS.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        weak var target = observer as AnyObject
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let deliver = {
                MainActor.assumeIsolated {
                    if let target { ActionDispatch.send(aSelector.name, to: target, sender: notification) }
                }
            }
            if Thread.isMainThread { deliver() } else { DispatchQueue.main.async(execute: deliver) }
        }
        SelectorObservations.add(token, observer: observer as AnyObject, center: self, name: aName, object: anObject.map { $0 as AnyObject })
    }

    /// `removeObserver(self)` for an observer added with a selector: Foundation on Linux knows only
    /// the block observations it made for them, so each is removed here [C: "Removes all entries
    /// specifying an observer from the notification center's dispatch table"]. An observer that
    /// is not an `NSObject` (a token of the block API) goes to Foundation as written.
    public func removeObserver(_ observer: NSObject) {
        for token in SelectorObservations.remove(observer: observer, center: self, name: nil, object: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// `removeObserver(self, name: …, object: …)`: the entries of that observer matching the name
    /// and the object (nil matches any).
    public func removeObserver(_ observer: NSObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservations.remove(observer: observer, center: self, name: aName, object: anObject.map { $0 as AnyObject }) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The block observations made for selector-based observers, by observer.
enum SelectorObservations {
    private struct Entry {
        let token: NSObjectProtocol
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: NSNotification.Name?
        weak var object: AnyObject?
    }
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func add(_ token: NSObjectProtocol, observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(token: token, observer: observer, center: center, name: name, object: object))
    }

    /// The tokens of `observer`'s entries in `center` whose name and object match (nil: any), taken out.
    static func remove(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        var taken: [NSObjectProtocol] = []
        entries.removeAll { entry in
            guard entry.observer === observer, entry.center === center,
                  name == nil || entry.name == name, object == nil || entry.object === object else { return false }
            taken.append(entry.token)
            return true
        }
        return taken
    }
}

extension Timer {
    /// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)`.
    /// The timer keeps its target strongly until it is invalidated (the stopwatch's classic leak:
    /// a screen whose repeating timer is never invalidated is not released when popped) [C: the
    /// documentation, "The timer maintains a strong reference to target until it (the timer) is
    /// invalidated"].
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer.scheduledTimer(withTimeInterval: ti, repeats: yesOrNo, block: selectorBlock(target: aTarget, selector: aSelector))
        MainActor.assumeIsolated { TimerTargets.hold(aTarget as AnyObject, for: timer) }
        return timer
    }

    /// `Timer()`, the placeholder learners keep until they schedule one (`private var timer =
    /// Timer()`, then `timer.invalidate()` before `timer = Timer.scheduledTimer(…)`): on iOS it is
    /// NSObject's `init()`, which Foundation on Linux does not give `Timer`. A timer that is never
    /// scheduled, so never fires; `isValid` until invalidated, as an unscheduled timer made with
    /// `init(timeInterval:repeats:block:)` [I: what iOS's `isValid` says for `Timer()` is not
    /// documented]. (A defaulted parameter, because an extension cannot redeclare NSObject's `init()`.)
    public convenience init(_ workbookPlaceholder: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, added to a run loop by the app
    /// (`RunLoop.main.add(timer, forMode: .common)`); it keeps its target as the scheduled form does.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo, block: Timer.selectorBlock(target: aTarget, selector: aSelector))
        MainActor.assumeIsolated { TimerTargets.hold(aTarget as AnyObject, for: self) }
    }

    /// The block that sends the selector to the target. It holds the target weakly: Foundation on
    /// Linux keeps a timer's block after `invalidate()`, so `TimerTargets` holds the target while
    /// the timer is valid.
    private static func selectorBlock(target aTarget: Any, selector aSelector: Selector) -> @Sendable (Timer) -> Void {
        nonisolated(unsafe) weak let target = aTarget as AnyObject
        return { timer in
            MainActor.assumeIsolated {
                if let target { ActionDispatch.send(aSelector.name, to: target, sender: timer) }
            }
        }
    }
}

/// The targets of selector-based timers, held strongly while their timer is valid (iOS releases
/// the target when the timer is invalidated, or after a non-repeating timer fires). Swept on
/// every turn of the simulated run loop.
@MainActor
enum TimerTargets {
    private struct Entry {
        weak var timer: Timer?
        let target: AnyObject
    }
    private static var entries: [Entry] = []

    static func hold(_ target: AnyObject, for timer: Timer) {
        entries.append(Entry(timer: timer, target: target))
    }

    /// Drops the targets of timers that are no longer valid.
    static func sweep() {
        guard !entries.isEmpty else { return }
        entries.removeAll { $0.timer?.isValid != true }
    }
}
