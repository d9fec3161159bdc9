import Foundation

/// A tab bar controller: enough for code that mentions it to compile; tabs are not simulated yet.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            storedChildren.forEach { $0.storedParent = nil }
            storedChildren = viewControllers ?? []
            storedChildren.forEach { $0.storedParent = self }
        }
    }
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
        return controllers[selectedIndex]
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    override var visibleChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
}

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
