import Foundation

/// Core Animation's transaction, as far as learners use it: `begin()`, `setCompletionBlock(_:)`,
/// the action doors, `commit()`. A completion block runs once the animations the transaction
/// started are over: here, after the transitions the run loop had queued by `commit()` (a push or a
/// pop inside the transaction ends with its `viewDidAppear` first), so the common
/// "do this after the pop finished" idiom runs where it runs on a device.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Frame {
        var completion: (() -> Void)?
        var duration: TimeInterval = 0.25
        var disableActions = false
    }

    private static var frames: [Frame] = []

    open class func begin() {
        frames.append(Frame())
    }

    open class func commit() {
        guard let frame = frames.popLast() else { return }
        guard let completion = frame.completion else { return }
        // Queued after the transitions already waiting: they end before it runs.
        Runtime.shared.defer_ { completion() }
    }

    open class func flush() {}

    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if frames.isEmpty { begin() }
        frames[frames.count - 1].completion = block
    }

    open class func completionBlock() -> (() -> Void)? { frames.last?.completion }

    open class func setAnimationDuration(_ duration: TimeInterval) {
        if frames.isEmpty { begin() }
        frames[frames.count - 1].duration = duration
    }

    open class func animationDuration() -> TimeInterval { frames.last?.duration ?? 0.25 }

    open class func setDisableActions(_ flag: Bool) {
        if frames.isEmpty { begin() }
        frames[frames.count - 1].disableActions = flag
    }

    open class func disableActions() -> Bool { frames.last?.disableActions ?? false }
}
