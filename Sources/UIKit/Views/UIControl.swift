import Foundation

/// An Objective-C selector by name. `#selector` needs the Objective-C runtime, which Linux lacks;
/// code that builds selectors from strings (and the runtime) uses this.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// A control: target–action by events. Handlers run in the order they were added, as UIKit sends
/// actions to targets in the order they were added.
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    private enum Target {
        case handler((UIControl) -> Void)
        case action(UIAction)
        /// UIKit does not retain a control's targets (the `addTarget(_:action:for:)`
        /// documentation), so a controller that wires its own button does not keep itself alive.
        /// A nil target sends the action up the responder chain.
        case selector(target: WeakTarget?, selector: Selector)
    }

    private final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var targets: [(events: Event, target: Target)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The runtime's way to connect a storyboard action or a segue template to this control.
    @_spi(Workbook) public func workbookAddHandler(for events: Event, _ handler: @escaping (UIControl) -> Void) {
        targets.append((events, .handler(handler)))
    }

    /// Adding a target–action pair the control already has (the same target, or nil, and the
    /// same action; a storyboard's connection is one too) adds no second one: UIKit removes the
    /// old entry and appends one for all the events of both, so the action runs once per event,
    /// after the pairs added since (R10.16). No events: nothing is added.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        let object = target as AnyObject?
        var events = controlEvents
        targets.removeAll { entry in
            guard case let .selector(existing, selector) = entry.target, selector == action, existing?.object === object else { return false }
            events.formUnion(entry.events)
            return true
        }
        targets.append((events, .selector(target: object.map(WeakTarget.init), selector: action)))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in
            guard case let .selector(existing, selector) = entry.target else { return false }
            return (target == nil || existing?.object === (target as AnyObject?)) && (action == nil || action == selector)
        }
    }

    /// The selectors sent to targets that are still alive (or to the responder chain), for the
    /// driver's `tap: {action: …}`.
    @_spi(Workbook) public var workbookTargetSelectors: [String] {
        targets.compactMap { entry in
            guard case let .selector(target, selector) = entry.target, target == nil || target?.object != nil else { return nil }
            return selector.name
        }
    }

    /// "UIActions are uniqued based on their identifier, and subsequent actions with the same
    /// identifier replace previously added actions" (the `addAction(_:for:)` documentation): the
    /// old one goes, its events join the new one's (R10.16).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        var events = controlEvents
        targets.removeAll { entry in
            guard case let .action(existing) = entry.target, existing.identifier == action.identifier else { return false }
            events.formUnion(entry.events)
            return true
        }
        targets.append((events, .action(action)))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        targets.removeAll { entry in
            if case let .action(existing) = entry.target { return existing === action }
            return false
        }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        targets.removeAll { entry in
            if case let .action(existing) = entry.target { return existing.identifier == actionIdentifier }
            return false
        }
    }

    open var allControlEvents: Event { targets.reduce(into: Event()) { $0.formUnion($1.events) } }

    /// A finger tapping the control (R10.17). Tap recognizers attached to the control itself see
    /// the touch before it ("installing a gesture recognizer on a control directly prevents the
    /// control from calling its action method": *Attaching gesture recognizers to UIKit
    /// controls*): the touch goes down (`touchDown`, unless a recognizer delays it with
    /// `delaysTouchesBegan`), the first single-tap recognizer that recognizes cancels the
    /// control's touches (`touchCancel`; not with `cancelsTouchesInView` false, then the tap ends
    /// as usual after its actions) and sends its actions. When none recognizes (none, disabled, or refused by
    /// its delegate), `touchUpInside` and `primaryActionTriggered` follow. Recognizers of the
    /// superviews never see a tap on a button: the control's default action wins (since iOS 6).
    @_spi(Workbook) public func workbookTap() {
        guard isEnabled else { return }
        let taps = (gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }.filter { $0.numberOfTapsRequired == 1 }
        let delayed = taps.contains { $0.isEnabled && $0.delaysTouchesBegan }
        if !delayed { sendActions(for: .touchDown) }
        let recognized = taps.first { recognizer in
            recognizer.workbookRecognize {
                if recognizer.cancelsTouchesInView && !delayed { sendActions(for: .touchCancel) }
            }
        }
        if recognized?.cancelsTouchesInView == true { return }
        if delayed { sendActions(for: .touchDown) }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    open func sendActions(for controlEvents: Event) {
        for entry in targets where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.target {
            case let .handler(handler): handler(self)
            case let .action(action): sendAction(action)
            case let .selector(target, selector):
                if let target {
                    if let object = target.object { ActionDispatch.send(selector.name, to: object, sender: self) }
                } else if let responder = ActionDispatch.firstResponder(from: self, handling: selector.name) {
                    ActionDispatch.send(selector.name, to: responder, sender: self)
                }
            }
        }
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target = target as AnyObject? { ActionDispatch.send(action.name, to: target, sender: self) }
    }
}

/// A closure-based action (iOS 14).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1)
        public static let destructive = Attributes(rawValue: 2)
        public static let hidden = Attributes(rawValue: 4)
    }

    open var image: UIImage?
    open var identifier: Identifier
    open var attributes: Attributes
    open var state: UIMenuElement.State
    open internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    /// Runs the action's handler as a control would (the Back button of a navigation item's `backAction`).
    @_spi(Workbook) public func workbookPerform(sender: Any?) {
        self.sender = sender
        handler(self)
    }

    /// iOS 14: runs the handler with `sender` set, as a control or a bar button item does when
    /// tapped; `target` is not used by a `UIAction` made with a handler.
    open func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
    }

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }
}

@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String
    public enum State: Int, Sendable { case off, on, mixed }
    init(title: String) {
        self.title = title
        super.init()
    }
}

@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    open var children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}

@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }
}

/// Gesture recognizers. A `tap` step on a view recognizes the tap recognizers of the view the
/// finger hits (UIKit's hit-testing: the view itself if it takes touches, else its nearest
/// superview that does) and of its superviews, the deepest first; the others (swipe, pan, long
/// press) are attached and kept but never recognize. Targets are held weakly, like a control's:
/// a recognizer made with `target: self` does not keep its screen alive.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    private struct Target {
        weak var object: AnyObject?
        let action: Selector
    }

    open weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open weak var delegate: UIGestureRecognizerDelegate?
    open internal(set) var state: State = .possible
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    private var targets: [Target] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append(Target(object: target as AnyObject?, action: action)) }
    }

    open func addTarget(_ target: Any, action: Selector) { targets.append(Target(object: target as AnyObject, action: action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.object === (target as AnyObject?)) && (action == nil || entry.action == action)
        }
    }
    /// The selectors of its targets, for the driver's `tap: {action: …}`.
    @_spi(Workbook) public var workbookTargetSelectors: [String] { targets.map(\.action.name) }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// A finger tapped the recognizer's view: unless disabled or refused by its delegate's
    /// `gestureRecognizerShouldBegin(_:)`, its state becomes `.ended` and each target gets its
    /// action with the recognizer as sender, in the order they were added; then it resets.
    /// `recognized` runs once it recognizes, before its actions (the view's touches cancelled).
    @_spi(Workbook) public func workbookRecognize(recognized: () -> Void = {}) -> Bool {
        guard isEnabled, delegate?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        state = .ended
        recognized()
        for target in targets {
            if let object = target.object { ActionDispatch.send(target.action.name, to: object, sender: self) }
        }
        state = .possible
        return true
    }
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {}
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {}
