import Foundation

/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}

/// UIKit's `UIViewAnimatingPosition`: where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

extension UIView {
    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}

/// UIKit's property animator (docs/uikit-rules.md R10.6). As with `UIView.animate`, the animations
/// set their final values when the animator starts, and the completions run on the main queue's
/// next turn with the position it ended at (`.end`), never before `startAnimation()` returns. An
/// animator that is never started runs neither. A running animator keeps itself until it ends.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
        // Added to a running animator, they run at once (from the current values).
        if isRunning { animation() }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        guard !isRunning, state != .stopped else { return }
        if state == .inactive {
            state = .active
            let pending = animations
            for animation in pending { animation() }
        }
        isRunning = true
        // The animator keeps itself until it ends (the queued block holds it).
        DispatchQueue.main.async { MainActor.assumeIsolated { self.end(at: .end) } }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    open func pauseAnimation() {
        if state == .inactive {
            state = .active
            let pending = animations
            for animation in pending { animation() }
        }
        isRunning = false
    }

    /// `withoutFinishing` true: inactive, no completion; false: stopped, `finishAnimation(at:)` ends it.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions.removeAll() }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    private func end(at position: UIViewAnimatingPosition) {
        guard state != .inactive, isRunning || state == .stopped else { return }
        isRunning = false
        fractionComplete = position == .end ? 1 : 0
        if pausesOnCompletion && position == .end { return }
        state = .inactive
        let ending = completions
        completions.removeAll()
        for completion in ending { completion(position) }
    }

    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
