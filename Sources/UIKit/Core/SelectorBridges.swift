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
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        weak var target = aTarget as AnyObject
        return Timer.scheduledTimer(withTimeInterval: ti, repeats: yesOrNo) { timer in
            MainActor.assumeIsolated {
                if let target { ActionDispatch.send(aSelector.name, to: target, sender: timer) } else { timer.invalidate() }
            }
        }
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
