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

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { Runtime.shared.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        Runtime.shared.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Runtime.shared.firstResponder === self { Runtime.shared.firstResponder = nil }
        return true
    }
}
