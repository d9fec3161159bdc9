import Foundation

/// The base of every UIKit object that takes part in the responder chain: views, controllers,
/// the application and its delegate.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `Class#n`, given the first time the object appears in the trace (controllers get theirs at creation).
    @_spi(Workbook) public var workbookInstanceTag: String?

    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }

    /// What `addObserver(_:forKeyPath:options:context:)` sends the observer after each change
    /// (R17.5), on the thread that changed the value. Not handled here: NSObject's own ends the app.
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
        let description = Runtime.objectDescription(self)
        MainActor.assumeIsolated {
            Runtime.shared.raise("NSInternalInconsistencyException", "\(description): An -observeValueForKeyPath:ofObject:change:context: "
                + "message was received but not handled.\nKey path: \(keyPath ?? "(null)")\nObserved object: "
                + "\((object as AnyObject?).map(Runtime.objectDescription) ?? "(null)")\nChange: \(change.map { "\($0)" } ?? "(null)")\nContext: "
                + "\(context.map { "\($0)" } ?? "0x0")")
        }
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Whether this responder handles `action`: by default, when its class implements it (an
    /// `@objc` or `@IBAction` method of the app's, as `respondsToSelector:` would say; UIKit's own
    /// methods are not known here) (R10.8).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        Runtime.shared.registry.action(action.name, on: self) != nil
    }

    /// The responder that would receive `action`: this one when `canPerformAction(_:withSender:)`
    /// says yes, else the answer of the next responder up the chain, nil at its end (R10.8).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { Runtime.shared.firstResponder === self }

    /// The window has one first responder: the one it had is asked to resign first, and when it
    /// refuses (a text field whose delegate's `textFieldShouldEndEditing(_:)` says false) this one
    /// does not become it (R10.15).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = Runtime.shared.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        Runtime.shared.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Runtime.shared.firstResponder === self { Runtime.shared.firstResponder = nil }
        return true
    }
}
