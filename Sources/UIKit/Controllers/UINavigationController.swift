import Foundation

/// A navigation stack (§4.1, §6). `viewControllers` changes at once; the appearance callbacks
/// run in one deferred transition from the top last shown to the current top (R2.4), so several
/// changes before the run loop turns give one transition, as in UIKit.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    /// The top the user last saw after a finished transition.
    weak var displayedTop: UIViewController?
    /// Controllers removed from the stack whose disappearance has not run yet (kept alive until it does).
    var leaving: [UIViewController] = []
    /// Leaving controllers whose parent link was cut before their `viewDidDisappear` (R4.18), owed `didMove(toParent: nil)`.
    private var detached: [UIViewController] = []
    var transitionScheduled = false
    var pendingAnimated = false
    /// A top shown by the navigation controller's own appearance, waiting for its `didShow`.
    weak var announcingTop: UIViewController?
    /// Controllers added to the stack (`willMove(toParent: self)` called) waiting for their
    /// `didMove(toParent: self)` at the end of the transition that shows them (R4.18).
    var arriving: [UIViewController] = []

    /// Set by a split view controller that folds its secondary navigation controller into this
    /// one (R12.3, R12.4): pushing a navigation controller is then allowed.
    var allowsNestedNavigationControllers = false

    open weak var delegate: UINavigationControllerDelegate?
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    /// Kept: a tap on the content never hides the bars here (no touches reach the content area).
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = nil

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setInitialRoot(rootViewController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    func setInitialRoot(_ root: UIViewController) {
        root.removeFromParent()
        stack = [root]
        adopt(root)
    }

    // MARK: Reading the stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top, or what it presents (UIKit's `visibleViewController`).
    open var visibleViewController: UIViewController? {
        if let presented = presentedViewController { return presented }
        return stack.last
    }

    override var visibleChildren: [UIViewController] {
        if let top = displayedTop, stack.contains(where: { $0 === top }) { return [top] }
        return stack.last.map { [$0] } ?? []
    }

    override func handlesShowAction(_ action: Selector) -> Bool { action.name == "showViewController:sender:" }

    // MARK: Changing the stack

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        Runtime.shared.trace.record(self, "pushViewController(_:animated:)", "\(traceDescription(viewController)) animated=\(animated)")
        if stack.contains(where: { $0 === viewController }) {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "Pushing the same view controller instance more than once is not supported (\(Runtime.shared.objectDescription(viewController)))")
        }
        if viewController is UINavigationController, !allowsNestedNavigationControllers {
            Runtime.shared.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
        }
        viewController.removeFromParent()
        stack.append(viewController)
        adopt(viewController)
        viewController.movingToParent = true
        scheduleTransition(animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        Runtime.shared.trace.record(self, "popViewController(animated:)", "animated=\(animated)",
                                    ignored: stack.count > 1 ? nil : "only the root view controller is in the stack")
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        release([top])
        scheduleTransition(animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        Runtime.shared.trace.record(self, "popToRootViewController(animated:)", "animated=\(animated)",
                                    ignored: stack.count > 1 ? nil : "only the root view controller is in the stack")
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        stack = [stack[0]]
        release(popped)
        scheduleTransition(animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        Runtime.shared.trace.record(self, "popToViewController(_:animated:)", "\(traceDescription(viewController)) animated=\(animated)",
                                    ignored: stack.last === viewController ? "it is already the top of the stack" : nil)
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Runtime.shared.raise("NSInvalidArgumentException", "Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((index + 1)...)
        release(popped)
        scheduleTransition(animated: animated)
        return popped
    }

    /// R4.4: one transition, push- or pop-like depending on where the new top was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        Runtime.shared.trace.record(self, "setViewControllers(_:animated:)",
                                    "[\(viewControllers.map(traceDescription).joined(separator: ", "))] animated=\(animated)")
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "All view controllers in a navigation controller must be distinct (\(viewControllers.map { Runtime.shared.objectDescription($0) }.joined(separator: ", ")))")
        }
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
            adopt(controller)
        }
        stack = viewControllers
        release(removed)
        if let top = stack.last, top !== displayedTop, !(removed.contains { $0 === displayedTop }) {
            top.movingToParent = true
        }
        scheduleTransition(animated: animated)
    }

    /// The edge-swipe back gesture (R4.6). Completed, it is a pop; cancelled, the top reappears:
    /// `B.viewWillDisappear → A.viewWillAppear → A.viewWillDisappear → A.viewDidDisappear →
    /// B.viewWillAppear → B.viewDidAppear`, with one `willShow(A)` and no `didShow` (R6.4).
    @_spi(Workbook) @discardableResult
    public func workbookInteractivePop(cancelled: Bool) -> Bool {
        guard stack.count > 1, let top = stack.last, !navigationItemHidesBack(top) else { return false }
        guard cancelled else {
            popViewController(animated: true)
            return true
        }
        let previous = stack[stack.count - 2]
        Runtime.shared.defer_ { [self] in
            TransitionCoordinator.during([self, top, previous], from: top, to: previous, animated: true) { coordinator in
                coordinator?.isInteractive = true
                previous.loadViewIfNeeded()
                notifyDelegate(willShow: previous, animated: true)
                Appearance.run(.willDisappear, on: top, animated: true)
                Appearance.run(.willAppear, on: previous, animated: true)
                coordinator?.isCancelled = true
                Appearance.run(.willDisappear, on: previous, animated: true)
                Appearance.run(.didDisappear, on: previous, animated: true)
                Appearance.run(.willAppear, on: top, animated: true)
                Appearance.run(.didAppear, on: top, animated: true)
                coordinator?.finish()
            }
        }
        return true
    }

    private func navigationItemHidesBack(_ controller: UIViewController) -> Bool {
        controller.navigationItem.hidesBackButton
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        Runtime.shared.trace.record(self, "show(_:sender:)", traceDescription(vc))
        pushViewController(vc, animated: UIView.areAnimationsEnabled)
    }

    /// A split view collapses its secondary onto this navigation controller (R12.3): pushed, or,
    /// while the split view is first appearing, shown at once as the top without a transition
    /// (the top shown so far disappears).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        allowsNestedNavigationControllers = true
        guard appearanceState == .appearing else {
            pushViewController(secondaryViewController, animated: false)
            return
        }
        Runtime.shared.trace.record(self, "pushViewController(_:animated:)", "\(traceDescription(secondaryViewController)) animated=false")
        secondaryViewController.removeFromParent()
        stack.append(secondaryViewController)
        adopt(secondaryViewController)
        let old = displayedTop
        displayedTop = secondaryViewController
        if announcingTop != nil { announcingTop = secondaryViewController }
        if let old, old !== secondaryViewController, Appearance.isOnScreen(old) {
            Appearance.run(.willDisappear, on: old, animated: false)
            Appearance.run(.didDisappear, on: old, animated: false)
        }
        if !Appearance.isOnScreen(secondaryViewController) {
            Appearance.run(.willAppear, on: secondaryViewController, animated: false)
        }
    }

    /// Asked only when a split view expands, which never happens on an iPhone-sized screen: pops
    /// and returns the top, as UIKit's does.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// A navigation controller unwinds by popping to the child on the way (R5.1 step 6).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        super.unwind(for: unwindSegue, towards: subsequentVC)
        if stack.contains(where: { $0 === subsequentVC }), stack.last !== subsequentVC {
            popToViewController(subsequentVC, animated: UIView.areAnimationsEnabled)
        }
    }

    /// The search starts with the top of the stack (D-UNW).
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }

    // MARK: Transitions

    /// R4.18: as `addChild`, `willMove(toParent: self)` at once; `didMove(toParent: self)` comes
    /// when the transition that adds it ends (`finishArriving`).
    func adopt(_ controller: UIViewController) {
        if controller.storedParent !== self {
            controller.willMove(toParent: self)
            arriving.append(controller)
        }
        storedChildren.removeAll { $0 === controller }
        storedChildren.append(controller)
        controller.storedParent = self
    }

    /// R4.18: `didMove(toParent: self)` for the controllers added since the last transition that
    /// are still children.
    private func finishArriving() {
        let arrived = arriving
        arriving = []
        for controller in arrived where controller.storedParent === self {
            controller.didMove(toParent: self)
        }
    }

    /// Popped controllers stay alive until their disappearance has run; then they are released (R4.14).
    /// R4.18: each is told `willMove(toParent: nil)` at once, top first; `didMove(toParent: nil)`
    /// comes after its `viewDidDisappear` (`finishLeaving`).
    private func release(_ controllers: [UIViewController]) {
        for controller in controllers {
            controller.movingFromParent = true
            leaving.append(controller)
        }
        for controller in controllers.reversed() {
            controller.willMove(toParent: nil)
        }
    }

    func scheduleTransition(animated: Bool) {
        pendingAnimated = pendingAnimated || animated
        guard !transitionScheduled else { return }
        transitionScheduled = true
        Runtime.shared.defer_ { [self] in
            transitionScheduled = false
            let animated = pendingAnimated
            pendingAnimated = false
            runTransition(animated: animated)
        }
    }

    /// From `displayedTop` to the current top: R4.1 (push) or R4.2 (pop), with the delegate
    /// around it (R6.1–R6.3). Without a screen (the navigation controller is not shown) only the
    /// model changes.
    private func runTransition(animated: Bool) {
        let old = displayedTop
        let new = stack.last
        let leavingNow = leaving
        leaving = []
        defer { finishLeaving(leavingNow) }
        guard Appearance.isOnScreen(self), let new else {
            for controller in leavingNow { controller.appearanceState = .disappeared }
            if !Appearance.isOnScreen(self) { displayedTop = nil }
            finishArriving()
            return
        }
        guard old !== new else {
            finishArriving()
            return
        }
        TransitionCoordinator.during([self, old, new], from: old, to: new, animated: animated) { coordinator in
            new.loadViewIfNeeded()
            notifyDelegate(willShow: new, animated: animated)
            if let old { Appearance.run(.willDisappear, on: old, animated: animated) }
            Appearance.run(.willAppear, on: new, animated: animated)
            // R4.18: the controllers leaving the stack lose their parent as the transition ends, before the
            // popped top's `viewDidDisappear` (its `navigationController` is nil there); `didMove(toParent: nil)`
            // still comes after it (`finishLeaving`).
            detachLeaving(leavingNow)
            if let old { Appearance.run(.didDisappear, on: old, animated: animated) }
            displayedTop = new
            Appearance.run(.didAppear, on: new, animated: animated)
            new.movingToParent = false
            finishArriving()
            notifyDelegate(didShow: new, animated: animated)
            coordinator?.finish()
        }
    }

    /// The controllers leaving the stack (not pushed back meanwhile) that still have this navigation
    /// controller as parent: the link is cut (they are no longer its children), `isMovingFromParent` stays
    /// true until `finishLeaving`.
    private func detachLeaving(_ controllers: [UIViewController]) {
        for controller in controllers where !stack.contains(where: { $0 === controller }) && controller.storedParent === self {
            storedChildren.removeAll { $0 === controller }
            controller.storedParent = nil
            detached.append(controller)
        }
    }

    private func finishLeaving(_ controllers: [UIViewController]) {
        for controller in controllers where !stack.contains(where: { $0 === controller }) {
            controller.appearanceState = .disappeared
            controller.movingFromParent = false
            storedChildren.removeAll { $0 === controller }
            let wasDetached = detached.contains { $0 === controller }
            detached.removeAll { $0 === controller }
            if controller.storedParent === self || (wasDetached && controller.storedParent == nil) {
                controller.storedParent = nil
                controller.didMove(toParent: nil)
            }
        }
    }

    /// When the navigation controller appears with a top it has not shown yet (first appearance,
    /// or a stack changed while covered), that top shows without a push and the delegate hears
    /// about it; coming back from a dismissed modal with the same top it does not (R6.1).
    func willForwardAppearance(_ phase: Appearance.Phase, animated: Bool) {
        guard phase == .willAppear, let top = stack.last else { return }
        if let shown = displayedTop, stack.contains(where: { $0 === shown }), shown === top { return }
        displayedTop = top
        announcingTop = top
        notifyDelegate(willShow: top, animated: animated)
    }

    func didForwardAppearance(_ phase: Appearance.Phase, animated: Bool) {
        if phase == .didAppear { finishArriving() }
        guard phase == .didAppear, let top = announcingTop else { return }
        announcingTop = nil
        notifyDelegate(didShow: top, animated: animated)
    }

    func notifyDelegate(willShow controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        Runtime.shared.trace.record(tag: Runtime.shared.trace.tag(anyObject: delegate), className: TraceRecorder.className(of: delegate),
                                    member: "navigationController(_:willShow:animated:)",
                                    detail: "\(traceDescription(controller)) animated=\(animated)")
        delegate.navigationController(self, willShow: controller, animated: animated)
    }

    func notifyDelegate(didShow controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        Runtime.shared.trace.record(tag: Runtime.shared.trace.tag(anyObject: delegate), className: TraceRecorder.className(of: delegate),
                                    member: "navigationController(_:didShow:animated:)",
                                    detail: "\(traceDescription(controller)) animated=\(animated)")
        delegate.navigationController(self, didShow: controller, animated: animated)
    }
}

@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
