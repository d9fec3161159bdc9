import Foundation

/// A split view controller on an iPhone-sized screen (§12 of docs/uikit-rules.md). The screen is
/// always horizontally compact, so the split view collapses the first time it appears (R12.2):
/// its children before that are `[primary, secondary]` (a storyboard's `masterViewController`
/// and `detailViewController` relationships, R12.1); after it, only the primary, into which the
/// delegate or the primary itself folded the secondary. `showDetailViewController` then goes to
/// the primary's `show`, which a navigation controller handles by pushing (R12.4).
///
/// The classic interface (`style == .unspecified`, every storyboard and `init(nibName:bundle:)`)
/// follows UIKit's classic implementation; the column-style interface of iOS 14
/// (`init(style:)`) is simulated in its compact form only (R12.8).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4 }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        /// The names before iOS 14.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }
    public enum Background: Int, Sendable { case `default` = 0, clear = 1 }
    /// Any column width or fraction property set to this uses the system's value.
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: Background = .default

    /// True from the first appearance on: an iPhone-sized screen is always compact (R12.2).
    var collapsed = false
    /// Between the first `viewWillAppear` and the collapse that follows it.
    var collapsing = false
    /// The secondary the split view keeps after collapsing (discarded or folded into the primary)
    /// or last shown while collapsed: held strongly, so it lives on after it is popped (R12.5).
    var preservedSecondary: UIViewController?
    /// Column style: the controller set for each column (`setViewController(_:for:)`).
    var columns: [Column: UIViewController] = [:]
    private var storedDisplayModeButtonItem: UIBarButtonItem?

    // MARK: Initialisers

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// iOS 14's column-style split view (R12.8).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    // MARK: Children

    /// The children: `[primary, secondary]` before the split view collapses, `[primary]` after
    /// (the `viewControllers` documentation; the classic implementation returns its children).
    open var viewControllers: [UIViewController] {
        get { storedChildren }
        set {
            Runtime.shared.trace.record(self, "viewControllers", "= [\(newValue.map(traceDescription).joined(separator: ", "))]")
            install(newValue)
            if collapsed, storedChildren.count > 1 { collapseSecondary(onScreen: Appearance.isOnScreen(self)) }
        }
    }

    /// As UIKit's classic `setViewControllers:`: removed children get `willMove(toParent: nil)`
    /// and leave; new ones are added with `addChild`, made to define a presentation context, and
    /// get `didMove(toParent:)` after.
    func install(_ controllers: [UIViewController]) {
        let removed = storedChildren.filter { old in !controllers.contains { $0 === old } }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        var added: [UIViewController] = []
        for controller in controllers where controller.storedParent !== self {
            controller.removeFromParent()
            controller.willMove(toParent: self)
            controller.storedParent = self
            controller.definesPresentationContext = true
            added.append(controller)
        }
        storedChildren = controllers
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Always true once the split view has appeared: the screen is compact (R12.2).
    open var isCollapsed: Bool { collapsed }

    /// In the compact width, the primary is what shows: `.oneBesideSecondary` (`.allVisible`) once
    /// collapsed, as UIKit's classic implementation reports it; `.automatic` before (R12.7).
    open var displayMode: DisplayMode { collapsed ? .oneBesideSecondary : .automatic }

    /// One item per split view, made on first use; hidden in a compact width, where it has
    /// nothing to show (R12.7).
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = storedDisplayModeButtonItem { return item }
        let item = UIBarButtonItem()
        item.title = " "
        item.isHidden = true
        storedDisplayModeButtonItem = item
        return item
    }

    open var primaryColumnWidth: CGFloat { UIScreen.main.bounds.width }
    open var supplementaryColumnWidth: CGFloat { 0 }

    /// Nothing to animate on an iPhone-sized screen: the mode is kept.
    open func show(_ column: Column) {
        Runtime.shared.trace.record(self, "show(_:)", ".\(column)")
        showColumn(column)
    }

    open func hide(_ column: Column) {
        Runtime.shared.trace.record(self, "hide(_:)", ".\(column)")
        hideColumn(column)
    }

    /// UIKit's classic `loadView` puts each child's view into the split view's, loading it.
    open override func loadView() {
        super.loadView()
        if style == .unspecified { storedChildren.forEach { $0.loadViewIfNeeded() } }
    }

    /// Before collapsing, both children are shown; after, the primary (or, in the column style,
    /// the compact column's controller).
    override var visibleChildren: [UIViewController] {
        if style != .unspecified, collapsed { return compactShown.map { [$0] } ?? [] }
        return storedChildren
    }

    /// UIKit's split view controller implements both `show` and `showDetailViewController`.
    override func handlesShowAction(_ action: Selector) -> Bool {
        action.name == "showViewController:sender:" || action.name == "showDetailViewController:sender:"
    }

    // MARK: The compact collapse (R12.2, R12.3)

    /// The split view's `viewWillAppear` has run and is about to go to its children: the first
    /// time, it starts to collapse, so `isCollapsed` is already true in the children's
    /// `viewWillAppear` (R12.2). A column-style split view collapses here, before its children
    /// appear (R12.8).
    func willForwardWillAppear() {
        guard !collapsed else { return }
        collapsed = true
        collapsing = true
        if style != .unspecified {
            collapsing = false
            collapseColumns()
        }
    }

    /// Both children have had their `viewWillAppear`: as UIKit's classic implementation does once
    /// its view is in the window, the secondary is collapsed (R12.2, R12.3).
    func didForwardWillAppear() {
        guard collapsing else { return }
        collapsing = false
        collapseSecondary(onScreen: true)
    }

    /// UIKit's `_prepareForCompactLayout`: the children become `[primary]`, then the delegate is
    /// asked to collapse the secondary; when it does not, the primary's
    /// `collapseSecondaryViewController(_:for:)` does (a navigation controller pushes it). A
    /// secondary that had begun to appear and is no longer on screen disappears.
    func collapseSecondary(onScreen: Bool) {
        guard storedChildren.count > 1 else { return }
        let primary = delegatePrimaryForCollapsing() ?? storedChildren[0]
        let secondary = storedChildren[1]
        preservedSecondary = secondary
        install([primary])
        (primary as? UINavigationController)?.allowsNestedNavigationControllers = true
        let handled = askDelegate(collapseSecondary: secondary, onto: primary)
        if !handled {
            if let navigation = secondary as? UINavigationController, navigation.viewControllers.isEmpty {
                Runtime.shared.warn("UISplitViewController: the secondary \(traceDescription(secondary)) has no view controllers and is not collapsed onto \(traceDescription(primary)).")
            } else {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
        }
        if onScreen, secondary.storedParent == nil, Appearance.isOnScreen(secondary) {
            Appearance.run(.willDisappear, on: secondary, animated: false)
            Appearance.run(.didDisappear, on: secondary, animated: false)
        }
    }

    /// The delegate's `primaryViewController(forCollapsing:)`, when its class implements it.
    private func delegatePrimaryForCollapsing() -> UIViewController? {
        guard let delegate else { return nil }
        SplitDelegateDefaults.used = false
        let answer = delegate.primaryViewController(forCollapsing: self)
        if !SplitDelegateDefaults.used {
            Runtime.shared.trace.recordDelegateCall(delegate, "primaryViewController(forCollapsing:)", "-> \(traceDescription(answer))")
        }
        return answer
    }

    private func askDelegate(collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool {
        guard let delegate else { return false }
        SplitDelegateDefaults.used = false
        let answer = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
        if !SplitDelegateDefaults.used {
            Runtime.shared.trace.recordDelegateCall(delegate, "splitViewController(_:collapseSecondary:onto:)",
                                                    "\(traceDescription(secondary)) onto=\(traceDescription(primary)) -> \(answer)")
        }
        return answer
    }

    // MARK: Showing (R12.4, R12.6)

    /// Collapsed: the secondary goes to the primary's `show` (a navigation controller pushes it,
    /// nested when it is a navigation controller), or is presented when the primary does not
    /// handle `show`. Before collapsing, it replaces the secondary. The delegate's
    /// `splitViewController(_:showDetail:sender:)` may do the work instead.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        Runtime.shared.trace.record(self, "showDetailViewController(_:sender:)", traceDescription(vc))
        if style != .unspecified {
            showDetailInColumns(vc, sender: sender)
            return
        }
        var target: UIViewController? = storedChildren.count > 1 ? storedChildren[1] : preservedSecondary
        if let current = target, !Appearance.isOnScreen(current) || current === vc { target = storedChildren.first }
        guard let target, target !== vc else { return }
        if let delegate {
            SplitDelegateDefaults.used = false
            let handled = delegate.splitViewController(self, showDetail: vc, sender: sender)
            if !SplitDelegateDefaults.used {
                Runtime.shared.trace.recordDelegateCall(delegate, "splitViewController(_:showDetail:sender:)", "\(traceDescription(vc)) -> \(handled)")
            }
            if handled { return }
        }
        guard collapsed else {
            install([storedChildren.first, vc].compactMap { $0 })
            return
        }
        preservedSecondary = vc
        if vc is UINavigationController, let navigation = target as? UINavigationController {
            navigation.allowsNestedNavigationControllers = true
        }
        if target.handlesShowAction(Selector("showViewController:sender:")) {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
        }
    }

    /// The split view's own `show`: collapsed, it presents (UIKit's classic implementation); the
    /// delegate's `splitViewController(_:show:sender:)` may do the work instead.
    open override func show(_ vc: UIViewController, sender: Any?) {
        Runtime.shared.trace.record(self, "show(_:sender:)", traceDescription(vc))
        if let delegate {
            SplitDelegateDefaults.used = false
            let handled = delegate.splitViewController(self, show: vc, sender: sender)
            if !SplitDelegateDefaults.used {
                Runtime.shared.trace.recordDelegateCall(delegate, "splitViewController(_:show:sender:)", "\(traceDescription(vc)) -> \(handled)")
            }
            if handled { return }
        }
        guard collapsed else {
            install([vc] + storedChildren.dropFirst())
            return
        }
        present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
    }

}

/// Set by the protocol's default implementations, so the split view records only the delegate
/// methods the learner's class implements.
@MainActor
enum SplitDelegateDefaults {
    static var used = false
}

@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        SplitDelegateDefaults.used = true
        return false
    }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        SplitDelegateDefaults.used = true
        return nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        SplitDelegateDefaults.used = true
        return false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        SplitDelegateDefaults.used = true
        return false
    }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        SplitDelegateDefaults.used = true
        return proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
