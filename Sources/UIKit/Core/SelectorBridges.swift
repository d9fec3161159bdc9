import Foundation

// Foundation on Linux has no Objective-C runtime, so its selector-based APIs are missing.
// Learner code that uses them (with `#selector`, which the build turns into `Selector("…")`)
// compiles against these, and the call goes through the generated glue like an action.

extension NotificationCenter {
    /// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …, object: nil)`.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        weak var target = observer as AnyObject
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let deliver = {
                MainActor.assumeIsolated {
                    if let target { ActionDispatch.send(aSelector.name, to: target, sender: notification) }
                }
            }
            if Thread.isMainThread { deliver() } else { DispatchQueue.main.async(execute: deliver) }
        }
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

/// `responds(to:)` and `perform(_:)`, the Objective-C runtime's dynamic dispatch, for the
/// learner's classes: the methods the build registered for the object's class and superclasses
/// (its `@objc` and `@IBAction` methods) answer; UIKit's own methods do not (there is no
/// Objective-C runtime to ask). `perform` returns nil: results of performed methods are not
/// passed back (and not as iOS's `Unmanaged`, which the source gate would refuse as unsafe). They run on the main thread, where the app's code runs.
extension NSObject {
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MainActor.assumeIsolated { Runtime.shared.registry.action(aSelector.name, on: self) != nil }
    }

    @discardableResult
    public func perform(_ aSelector: Selector!) -> AnyObject? {
        perform(aSelector, with: nil)
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> AnyObject? {
        guard let aSelector else { return nil }
        MainActor.assumeIsolated { ActionDispatch.send(aSelector.name, to: self, sender: object) }
        return nil
    }
}
