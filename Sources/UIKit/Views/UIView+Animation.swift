import Foundation

/// Animations finish at once: the final values are set, completions get `true`. A completion runs
/// as on a device, never before the call returns: UIKit calls it when the animation ends (with no
/// duration, "at the beginning of the next run loop cycle", UIView's documentation), so here on the
/// main queue's next turn, after the work the current turn put off (a transition's views and
/// callbacks). docs/uikit-rules.md R10.5.
extension UIView {
    /// UIKit's `UIViewAnimationOptions`, with its raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    private static var animationsEnabled = true

    public static var areAnimationsEnabled: Bool { animationsEnabled }
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let was = animationsEnabled
        animationsEnabled = false
        actionsWithoutAnimation()
        animationsEnabled = was
    }

    /// An animation's completion, run on the main queue's next turn.
    static func workbookComplete(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        nonisolated(unsafe) let work = completion
        DispatchQueue.main.async { work(true) }
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        workbookComplete(completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        workbookComplete(completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        workbookComplete(completion)
    }

    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        workbookComplete(completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (at its place), or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`. Either way the old view's
    /// labels leave what the screen shows.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            if toView.superview !== parent || toView === fromView {
                let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
                parent.insertSubview(toView, at: index + 1)
            }
            fromView.removeFromSuperview()
        } else if let controller = fromView.owningController, controller.workbookViewInWindow, toView !== fromView {
            // A controller's root view has the window as its superview on a device: the window
            // now shows `toView` (and holds it, even when its own controller is released).
            toView.removeFromSuperview()
            controller.workbookViewReplacement = toView
        }
        workbookComplete(completion)
    }
}
