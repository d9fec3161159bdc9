import Foundation

#if !canImport(Darwin)
/// Core Foundation's time interval, which Foundation on Linux does not export.
public typealias CFTimeInterval = Double
#endif

/// Core Animation's explicit animations, as far as learners' custom segues and transitions use them:
/// a `CATransition` (`.fade`, `.push` from a side) added to a window's or a view's layer before a
/// screen change, a `CABasicAnimation` on a layer's key path, their timing and their delegate.
/// Nothing is drawn: adding an animation never changes a layer's model values (as on a device,
/// where it only animates them), the layer keeps it under its key until it ends, and the delegate
/// hears `animationDidStart(_:)` and `animationDidStop(_:finished:)` on the run loop's next turns,
/// after the screen changes already queued (as `CATransaction`'s completion does).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    /// Strong, as on a device (`CAAnimation.delegate` is the one delegate Core Animation retains).
    open var delegate: CAAnimationDelegate?

    public override init() { super.init() }

    open class func defaultValue(forKey key: String) -> Any? { nil }
}

@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var settlingDuration: CFTimeInterval { duration }
}

@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
}

@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A layer transition: how the layer's next change of contents (a screen changed on the window) looks.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public final class CAMediaTimingFunction: NSObject, Sendable {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { self.name = nil }
}

/// The key a layer keeps its transition under (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"

/// The current absolute time, in seconds (for an animation's `beginTime`).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

extension CALayer {
    private static var running: [ObjectIdentifier: [(key: String?, animation: CAAnimation)]] = [:]

    /// Adds an animation: kept under its key (a new one under the same key replaces it) until it ends
    /// on the run loop's next turns; the delegate hears its start and its end. Model values stay as they are.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let id = ObjectIdentifier(self)
        var list = Self.running[id] ?? []
        if let key { list.removeAll { $0.key == key } }
        list.append((key, anim))
        Self.running[id] = list
        Runtime.shared.defer_ { [weak self] in
            anim.delegate?.animationDidStart(anim)
            Runtime.shared.defer_ { [weak self] in
                // (Removed before it ended, or its layer gone: no end to tell.)
                guard let self, Self.running[ObjectIdentifier(self)]?.contains(where: { $0.animation === anim }) == true else { return }
                if anim.isRemovedOnCompletion { Self.running[ObjectIdentifier(self)]?.removeAll { $0.animation === anim } }
                anim.delegate?.animationDidStop(anim, finished: true)
            }
        }
    }

    public func animation(forKey key: String) -> CAAnimation? {
        Self.running[ObjectIdentifier(self)]?.last { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        let keys = (Self.running[ObjectIdentifier(self)] ?? []).compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removed before it ended: its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        let id = ObjectIdentifier(self)
        let removed = (Self.running[id] ?? []).filter { $0.key == key }
        Self.running[id]?.removeAll { $0.key == key }
        for item in removed { item.animation.delegate?.animationDidStop(item.animation, finished: false) }
    }

    public func removeAllAnimations() {
        let id = ObjectIdentifier(self)
        let removed = Self.running[id] ?? []
        Self.running[id] = nil
        for item in removed { item.animation.delegate?.animationDidStop(item.animation, finished: false) }
    }
}
