import Foundation
import WorkbookProtocol

/// The headless `UIViewController`: same names and signatures as UIKit's. The runtime calls the
/// open lifecycle methods through `Appearance` and records each call in the trace.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // MARK: Storyboard origin

    /// The storyboard this controller came from (R7.5), nil for controllers made in code.
    open internal(set) var storyboard: UIStoryboard?
    /// The scene this controller was decoded from.
    @_spi(Workbook) public internal(set) var workbookScene: ControllerModel?
    /// The name given to `init(nibName:bundle:)`: the `.xib` the default `loadView` reads.
    open var nibName: String? { storedNibName }
    var storedNibName: String?
    open var nibBundle: Bundle? { nil }

    // MARK: View

    var storedView: UIView? {
        didSet {
            if oldValue !== storedView, oldValue?.owningController === self { oldValue?.owningController = nil }
            storedView?.owningController = self
        }
    }
    /// The view is in the window (from `viewIsAppearing` to `viewDidDisappear`), so `view.window` is set.
    var workbookViewInWindow = false
    /// Storyboard objects of the loaded view by id, for outlets and for the driver.
    @_spi(Workbook) public internal(set) var workbookObjectsByID: [String: AnyObject] = [:]
    /// Outlet property name → storyboard object id.
    @_spi(Workbook) public internal(set) var workbookOutletIDs: [String: String] = [:]
    /// The view that took this controller's root view's place on screen through
    /// `UIView.transition(from: view, to: other)` (a textbook custom segue does this): the window
    /// keeps showing (and holding) it while this controller stays in the window.
    var workbookViewReplacement: UIView?
    /// What the screen shows for this controller: its view, or the view that replaced it.
    @_spi(Workbook) public var workbookScreenView: UIView? {
        workbookViewInWindow ? (workbookViewReplacement ?? viewIfLoaded) : viewIfLoaded
    }

    /// Setting it updates the navigation item's and the tab bar item's titles (the `title`
    /// documentation).
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    // MARK: Containment and presentation

    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    /// The controller this one presented (strong, as UIKit holds it).
    var storedPresented: UIViewController?
    /// The controller that presented this one (weak: the presenter owns the presented).
    weak var storedPresenter: UIViewController?
    /// The transition coordinator of a transition this controller takes part in.
    var activeTransitionCoordinator: TransitionCoordinator?

    var storedModalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The style the current presentation uses, fixed when it began.
    var presentationStyleInUse: UIModalPresentationStyle?
    var storedPresentationController: UIPresentationController?

    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open var preferredContentSize: CGSize = .zero
    open var hidesBottomBarWhenPushed = false
    /// Learners turn dark mode off with `overrideUserInterfaceStyle = .light`; kept, not drawn.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Never called: the traits do not change in a run (no rotation, no dark mode switch).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var restorationIdentifier: String?

    // MARK: Appearance state

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared {
        didSet { if appearanceState == .disappeared { workbookViewInWindow = false; workbookViewReplacement = nil } }
    }
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?

    // MARK: Initialisers

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        super.init()
        Runtime.shared.trace.record(self, "init(nibName:bundle:)")
    }

    public required init?(coder: NSCoder) {
        super.init()
        Runtime.shared.trace.record(self, "init(coder:)")
        if let storyboardCoder = coder as? StoryboardCoder {
            decode(from: storyboardCoder)
        }
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    deinit {
        let className = TraceRecorder.className(of: self)
        MainActor.assumeIsolated {
            if let tag = workbookInstanceTag {
                Runtime.shared.trace.record(tag: tag, className: className, member: "deinit")
            }
        }
    }

    /// Reads what UIKit reads from the nib at decoding time: title, presentation style, navigation item.
    func decode(from coder: StoryboardCoder) {
        storyboard = coder.isNib ? nil : coder.storyboard
        workbookScene = coder.controller
        let model = coder.controller
        if let title = model.title { self.title = title }
        if let style = model.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:)) {
            storedModalPresentationStyle = style
        }
        if let style = model.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:)) {
            modalTransitionStyle = style
        }
        if let defines = model.definesPresentationContext { definesPresentationContext = defines }
        // Nil unless set in the Identity inspector (or "Use Storyboard ID" ticked, which the import reads).
        restorationIdentifier = model.restorationIdentifier
        if let item = model.tabBarItem { storedTabBarItem = UITabBarItem(storyboardModel: item) }
    }

    // MARK: Lifecycle methods (overridden by learners; the runtime calls them)

    open func awakeFromNib() {}
    open func loadView() {
        StoryboardSceneLoader.loadView(of: self)
    }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func updateViewConstraints() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var isEditing = false

    // MARK: View access

    /// The view, loaded on first access (`loadView` then `viewDidLoad`), as UIKit's getter does (R2.3).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        Runtime.shared.trace.record(self, "loadView")
        loadView()
        if storedView == nil { storedView = UIView(frame: UIScreen.main.bounds) }
        Runtime.shared.trace.record(self, "viewDidLoad")
        viewDidLoad()
    }

    // MARK: Flags read during transitions

    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }
    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }

    // MARK: Navigation item

    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        storedNavigationItem = item
        return item
    }

    open var toolbarItems: [UIBarButtonItem]?

    /// The Edit/Done item Xcode's templates put in the navigation bar: one per controller; a tap
    /// toggles `setEditing(_:animated:)` and its title.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.workbookAddHandler { [weak self, weak item] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
            item?.title = self.isEditing ? "Done" : "Edit"
        }
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    /// The item that stands for this controller in a tab bar: made with the controller's title the
    /// first time it is read, unless the storyboard gave one.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    // MARK: Containment

    open var parent: UIViewController? { storedParent }

    /// The responder chain goes on to the container, or to the presenting controller; a window's
    /// root controller hands on to its window, whose view's superview it is (R10.7).
    open override var next: UIResponder? {
        if let container = storedParent ?? storedPresenter { return container }
        return Runtime.shared.windows.first { $0.rootViewController === self }
    }
    open var children: [UIViewController] { storedChildren }

    open func addChild(_ childController: UIViewController) {
        if childController.storedParent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Calls `didMove(toParent: nil)` after removing, as UIKit's does (R4.18); the container
    /// calls `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    open var navigationController: UINavigationController? {
        var current = storedParent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.storedParent
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var current = storedParent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.storedParent
        }
        return nil
    }

    /// The nearest split view controller above this controller (R12.1).
    open var splitViewController: UISplitViewController? {
        var current = storedParent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.storedParent
        }
        return nil
    }

    /// The primary's part of a split view's collapse when the delegate does not handle it:
    /// nothing by default; a navigation controller pushes the secondary (R12.3).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Asked only when a split view expands, which never happens on an iPhone-sized screen (R12.7).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The outermost container of this controller (itself when it has no parent).
    var containmentRoot: UIViewController {
        var current: UIViewController = self
        while let parent = current.storedParent { current = parent }
        return current
    }

    /// The child of this controller whose subtree holds `descendant`, or nil.
    func childContaining(_ descendant: UIViewController) -> UIViewController? {
        var current: UIViewController? = descendant
        while let controller = current {
            if controller.storedParent === self { return controller }
            current = controller.storedParent
        }
        return nil
    }

    func isAncestor(of controller: UIViewController) -> Bool {
        var current = controller.storedParent
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.storedParent
        }
        return false
    }

    /// Children whose views are on screen with this controller's view (a navigation controller
    /// shows only the top it has finished transitioning to).
    var visibleChildren: [UIViewController] { storedChildren }

    /// The transition coordinator of a transition in progress, if it is animated (R6.3).
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let coordinator = activeTransitionCoordinator { return coordinator }
        return storedParent?.transitionCoordinator
    }

    // MARK: Segues (§1, §2)

    /// Finds the segue by identifier among this scene's templates and performs it, without
    /// consulting `shouldPerformSegue` (R1.2). An unknown identifier raises (R1.5).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Runtime.shared.trace.record(self, "performSegue(withIdentifier:sender:)",
                                    "\"\(identifier)\" sender=\(traceDescription(sender))")
        guard let template = segueTemplate(withIdentifier: identifier) else {
            Runtime.shared.raise("NSInvalidArgumentException",
                                 "Receiver (\(Runtime.shared.objectDescription(self))) has no segue with identifier '\(identifier)'")
        }
        template.perform(sender: sender, consultShouldPerform: false)
    }

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: Showing (§3)

    /// Pushes when a navigation controller above handles it, otherwise presents (R3.1).
    open func show(_ vc: UIViewController, sender: Any?) {
        Runtime.shared.trace.record(self, "show(_:sender:)", traceDescription(vc))
        if let target = targetViewController(forAction: Selector("showViewController:sender:"), sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
        }
    }

    /// Goes to the nearest split view controller above, which handles it (R12.4); without one it
    /// presents modally, as inside a plain navigation controller (R3.1 [I]).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        Runtime.shared.trace.record(self, "showDetailViewController(_:sender:)", traceDescription(vc))
        if let target = targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
        }
    }

    /// Itself, or the nearest parent that handles the action: navigation controllers handle
    /// `show`, split view controllers `show` and `showDetailViewController`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.handlesShowAction(action) { return controller }
            current = controller.storedParent
        }
        return nil
    }

    func handlesShowAction(_ action: Selector) -> Bool { false }

    // MARK: Unwinding (§5)

    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && Runtime.shared.registry.action(action.name, on: self) != nil
    }

    @available(*, deprecated, message: "Use canPerformUnwindSegueAction(_:from:sender:)")
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: sender as Any?)
    }

    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        return storedChildren.filter { $0 !== excluded }
    }

    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        childContaining(source.source) ?? (source.source.storedParent === self ? source.source : nil)
    }

    /// Called on containers between the unwind's source and destination; the default does nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        Runtime.shared.trace.record(self, "unwind(for:towards:)", traceDescription(subsequentVC))
    }

    // MARK: Presentation (§4.2)

    /// iOS 13+: `.automatic` unless set; reading it gives the concrete style (R3.2).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { storedModalPresentationStyle == .automatic ? .pageSheet : storedModalPresentationStyle }
        set { storedModalPresentationStyle = newValue }
    }

    /// The controller that presented this one, or its farthest ancestor's presenter (R4.11).
    open var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenter = controller.storedPresenter { return presenter }
            current = controller.storedParent
        }
        return nil
    }

    /// The controller this one presented, or that its nearest ancestor presented (R4.11).
    open var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.storedPresented { return presented }
            current = controller.storedParent
        }
        return nil
    }

    open var presentationController: UIPresentationController? {
        if let parent = storedParent { return parent.presentationController }
        if modalPresentationStyle == .popover { return popoverPresentationController }
        if let controller = storedPresentationController { return controller }
        let controller = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = controller
        return controller
    }

    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let existing = storedPresentationController as? UIPopoverPresentationController { return existing }
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = controller
        return controller
    }

    open var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        if let existing = storedPresentationController as? UISheetPresentationController { return existing }
        let controller = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = controller
        return controller
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        // The detail names the style and, when it is not the caller, the controller that presents (R4.11).
        var detail = "\(traceDescription(viewControllerToPresent)) animated=\(flag) style=\(viewControllerToPresent.modalPresentationStyle.name)"
        let presenter = PresentationEngine.contextPresenter(for: viewControllerToPresent, from: self) ?? containmentRoot
        if presenter !== self { detail += " presenter=\(traceDescription(presenter))" }
        Runtime.shared.trace.record(self, "present(_:animated:completion:)", detail,
                                    ignored: PresentationEngine.ignoredPresentation(of: viewControllerToPresent, from: self))
        PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Runtime.shared.trace.record(self, "dismiss(animated:completion:)", "animated=\(flag)",
                                    ignored: PresentationEngine.dismissal(from: self).ignoredReason)
        PresentationEngine.dismiss(from: self, animated: flag, completion: completion)
    }

    open override var description: String {
        Runtime.objectDescription(self)
    }
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
    public static let none: UIRectEdge = []
}

extension UIViewController {
    /// The window whose root (or whose root's presented chain) holds this controller.
    var windowShowingIt: UIWindow? {
        var current: UIViewController? = containmentRoot
        while let controller = current {
            if let window = Runtime.shared.windows.first(where: { $0.rootViewController === controller }) { return window }
            current = controller.storedPresenter?.containmentRoot
        }
        return nil
    }
}
