import Foundation

/// iOS 14's column-style split view (`UISplitViewController(style:)`) in a compact width
/// (R12.8): each column's controller is wrapped in a navigation controller; when the split view
/// first appears it collapses to the `.compact` column's controller, or to the primary's
/// navigation controller with the secondary's stack moved onto it when the top column is
/// `.secondary` (the proposal the delegate's `topColumnForCollapsingToProposedTopColumn` may change).
extension UISplitViewController {
    /// The controller set for the column (not the navigation controller wrapping it).
    public func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Sets a column's controller; `.primary`, `.supplementary` and `.secondary` controllers that
    /// are not navigation controllers are wrapped in one (the `setViewController(_:for:)` documentation).
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        Runtime.shared.trace.record(self, "setViewController(_:for:)", "\(traceDescription(vc)) .\(column)")
        guard style != .unspecified else {
            Runtime.shared.warn("setViewController(_:for:) is for a split view controller made with init(style:); this one uses the classic interface.")
            return
        }
        columns[column] = vc
        var installed: [UIViewController] = []
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            guard let controller = columns[column] else { continue }
            installed.append(wrapper(for: controller, column: column))
        }
        install(installed)
    }

    /// The navigation controller UIKit puts around a column's controller (none for `.compact`
    /// or a navigation controller).
    private func wrapper(for controller: UIViewController, column: Column) -> UIViewController {
        if column == .compact || controller is UINavigationController { return controller }
        if let navigation = controller.storedParent as? UINavigationController, navigation.storedParent === self { return navigation }
        return UINavigationController(rootViewController: controller)
    }

    private func shown(_ column: Column) -> UIViewController? {
        guard let controller = columns[column] else { return nil }
        return controller.navigationController.flatMap { $0.storedParent === self ? $0 : nil } ?? controller
    }

    /// What a collapsed column-style split view shows.
    var compactShown: UIViewController? {
        shown(.compact) ?? shown(.primary)
    }

    /// R12.8: collapsing at the first appearance.
    func collapseColumns() {
        guard columns[.compact] == nil, let primary = shown(.primary) as? UINavigationController else { return }
        let proposed: Column = columns[.secondary] == nil ? .primary : .secondary
        var top = proposed
        if let delegate {
            SplitDelegateDefaults.used = false
            top = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
            if !SplitDelegateDefaults.used {
                Runtime.shared.trace.recordDelegateCall(delegate, "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
                                                        ".\(proposed) -> .\(top)")
            }
        }
        if top != .primary { moveStack(of: top, onto: primary) }
    }

    /// The column's navigation stack goes on top of the primary's (no transition: nothing is on screen yet).
    private func moveStack(of column: Column, onto primary: UINavigationController) {
        guard let navigation = shown(column) as? UINavigationController, navigation !== primary else { return }
        let moved = navigation.viewControllers
        navigation.stack = []
        navigation.storedChildren = []
        for controller in moved { controller.storedParent = nil }
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }

    /// Collapsed: `.secondary` (or `.supplementary`) pushes that column's controller onto the
    /// primary's stack; `.primary` pops back to the primary's controller.
    func showColumn(_ column: Column) {
        guard style != .unspecified, collapsed, columns[.compact] == nil,
              let primary = shown(.primary) as? UINavigationController else { return }
        if column == .primary {
            if let root = columns[.primary], primary.viewControllers.contains(where: { $0 === root }), primary.topViewController !== root {
                primary.popToViewController(root, animated: UIView.areAnimationsEnabled)
            }
            return
        }
        guard let controller = columns[column], !primary.viewControllers.contains(where: { $0 === controller }) else { return }
        controller.removeFromParent()
        primary.pushViewController(controller, animated: UIView.areAnimationsEnabled)
    }

    /// Collapsed: hiding the column on top goes back to the primary's controller.
    func hideColumn(_ column: Column) {
        guard column != .primary else { return }
        showColumn(.primary)
    }

    /// Collapsed: the controller is pushed onto the primary's stack (a navigation controller is
    /// pushed nested, as in the classic interface); before, it becomes the secondary column.
    func showDetailInColumns(_ vc: UIViewController, sender: Any?) {
        guard collapsed else {
            setViewController(vc, for: .secondary)
            return
        }
        let target = shown(.compact) ?? shown(.primary)
        guard let navigation = target as? UINavigationController else {
            present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
            return
        }
        if vc is UINavigationController { navigation.allowsNestedNavigationControllers = true }
        navigation.show(vc, sender: sender)
    }
}
