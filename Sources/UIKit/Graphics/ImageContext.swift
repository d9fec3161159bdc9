import Foundation

// UIKit's image context functions, as the "an image of one colour" helper learners copy for
// navigation bar backgrounds uses them (`UIGraphicsBeginImageContext`, `setFill`, `UIRectFill`,
// `UIGraphicsGetImageFromCurrentImageContext`, `UIGraphicsEndImageContext`). Nothing is drawn:
// the image a context gives is an image without a name, of the context's size.

// Callable from any thread, as UIKit's are (iOS 4 on): a lock guards the contexts' sizes.
private let imageContextLock = NSLock()
nonisolated(unsafe) private var imageContextSizes: [CGSize] = []

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContextLock.withLock { imageContextSizes.append(size) }
}
public func UIGraphicsEndImageContext() { imageContextLock.withLock { _ = imageContextSizes.popLast() } }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContextLock.withLock { imageContextSizes.last }.map { UIImage(drawnOfSize: $0) }
}
public func UIRectFill(_ rect: CGRect) {}
public func UIRectFrame(_ rect: CGRect) {}

extension UIColor {
    /// Sets the colour of the current drawing context: nothing is drawn here.
    public func setFill() {}
    public func setStroke() {}
    public func set() {}
}
