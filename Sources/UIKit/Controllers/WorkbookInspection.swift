import Foundation

/// What the driver reads of the screen: the visible controller, the presented chain, sheets.
@_spi(Workbook) @MainActor
extension Runtime {
    /// The key window's root and every controller presented above it, bottom to top.
    public var presentedChain: [UIViewController] {
        guard let root = keyWindow?.rootViewController else { return [] }
        var chain: [UIViewController] = [root]
        while let next = chain.last?.storedPresented { chain.append(next) }
        return chain
    }

    /// The controller the user sees: the top presented controller, descending through
    /// navigation and tab containers to their shown child.
    public var visibleController: UIViewController? {
        guard var current = presentedChain.last else { return nil }
        while true {
            // A controller inside a container that presented over its own context (R4.20).
            if current.storedParent != nil, let presented = current.storedPresented {
                current = presented
            } else if let child = current.visibleChildren.last {
                current = child
            } else {
                return current
            }
        }
    }

    /// The navigation controller that holds the visible controller, if any.
    public var visibleNavigationController: UINavigationController? {
        visibleController?.navigationController
    }

    /// Swipes the top sheet down (R4.10), or starts to and lets go half way (`cancel`); false
    /// when the top is not a sheet.
    public func swipeDownTopSheet(cancel: Bool = false) -> Bool {
        guard let window = keyWindow else { return false }
        return PresentationEngine.swipeDownTopSheet(in: window, cancel: cancel)
    }
}

@_spi(Workbook) @MainActor
extension UIViewController {
    /// The controller this one presented itself (not through an ancestor).
    public var workbookDirectlyPresented: UIViewController? { storedPresented }
    /// The style of the presentation this controller is the root of.
    public var workbookPresentationStyle: UIModalPresentationStyle? { presentationStyleInUse }
    /// Children shown on screen with this controller.
    public var workbookVisibleChildren: [UIViewController] { visibleChildren }
    /// The controllers that hold this one, nearest first (not crossing a presentation).
    public var workbookAncestors: [UIViewController] {
        var result: [UIViewController] = []
        var current = storedParent
        while let controller = current {
            result.append(controller)
            current = controller.storedParent
        }
        return result
    }

    /// The navigation controller whose Back button and back swipe this controller's screen has:
    /// its own, or, when that one holds only it and is itself pushed onto another (a split
    /// view's secondary folded into the primary, R12.5), the outer one, whose bar shows it.
    public var workbookBackNavigationController: UINavigationController? {
        var navigation = navigationController
        while let current = navigation, current.viewControllers.count <= 1,
              let outer = current.storedParent as? UINavigationController {
            navigation = outer
        }
        return navigation
    }
}
