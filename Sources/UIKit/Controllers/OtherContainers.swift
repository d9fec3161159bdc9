import Foundation

/// A split view controller: compiles; on an iPhone-sized screen it shows its first child.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            storedChildren.forEach { $0.storedParent = nil }
            storedChildren = viewControllers
            storedChildren.forEach { $0.storedParent = self }
        }
    }
    override var visibleChildren: [UIViewController] { viewControllers.first.map { [$0] } ?? [] }
}
