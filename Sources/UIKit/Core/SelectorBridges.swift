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
