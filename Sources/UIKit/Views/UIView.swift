import Foundation

/// A view: a tree with the properties learner code sets. Nothing is drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The storyboard object id the view was decoded from.
    @_spi(Workbook) public var workbookStoryboardID: String?

    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var tintColor: UIColor! = .systemBlue
    /// Kept; tint colours are not dimmed here.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    open var clipsToBounds = false
    open var isOpaque = true
    open var contentMode: ContentMode = .scaleToFill
    open var transform: CGAffineTransformLike = .identity
    open var accessibilityIdentifier: String?
    /// Set in Interface Builder's Identity inspector (Restoration ID); nil unless set.
    open var restorationIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Kept, not applied (frames are not laid out): custom views loading a nib set it on their content view.
    open var autoresizingMask: AutoresizingMask = []
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Never called: the traits do not change in a run.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var constraints: [NSLayoutConstraint] = []
    public let layer = CALayer()

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    /// UIKit's bits (`UIViewAutoresizing` in UIView.h).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
        isUserInteractionEnabled = Self.takesTouchesByDefault
    }

    /// Labels and image views ignore touches until `isUserInteractionEnabled = true` (UIKit's
    /// documented defaults), so a tap recognizer added to one does nothing before that.
    open class var takesTouchesByDefault: Bool { true }

    public convenience override init() { self.init(frame: .zero) }

    open func awakeFromNib() {}

    /// The controller whose root view this is (UIKit's `_viewDelegate`).
    weak var owningController: UIViewController?
    /// The controller whose root view this view is, if any (for the driver).
    @_spi(Workbook) public var workbookOwningController: UIViewController? { owningController }

    /// The responder chain: a controller's root view hands on to its controller, other views to
    /// their superview (the `next` documentation).
    open override var next: UIResponder? { owningController ?? superview }

    /// The window above this view: a `UIWindow` among its superviews, or, for a controller's view
    /// tree, the window that shows the controller while its view is in the hierarchy (from
    /// `viewIsAppearing` to `viewDidDisappear`); nil before and after.
    open var window: UIWindow? {
        var current: UIView? = self
        var top: UIView = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            top = view
            current = view.superview
        }
        guard let controller = top.owningController, controller.workbookViewInWindow else { return nil }
        return controller.windowShowingIt
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.workbookForwardAppearance(appearing: true)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.workbookForwardAppearance(appearing: true)
    }

    /// Custom containment (R4.19): the root view of a child of a plain container, added to a
    /// screen that is on screen, makes the child appear (`viewWillAppear`, `viewDidAppear`, not
    /// animated); removed from it, disappear. UIKit's own containers forward appearance
    /// themselves, and a controller that is nobody's child gets nothing (the classic forgotten
    /// `addChild`).
    func workbookForwardAppearance(appearing: Bool) {
        guard let child = owningController, let parent = child.storedParent,
              !(parent is UINavigationController || parent is UITabBarController || parent is UISplitViewController) else { return }
        var current = superview
        while let view = current {
            if let owner = view.owningController, owner !== child {
                guard owner.appearanceState == .appeared else { return }
                if appearing, child.appearanceState == .disappeared {
                    Appearance.run(.willAppear, on: child, animated: false)
                    Appearance.run(.didAppear, on: child, animated: false)
                } else if !appearing, child.appearanceState == .appeared {
                    Appearance.run(.willDisappear, on: child, animated: false)
                    Appearance.run(.didDisappear, on: child, animated: false)
                }
                return
            }
            current = view.superview
        }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        workbookForwardAppearance(appearing: false)
        if window != nil { workbookEndEditingLeavingWindow() }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first responder in this view's tree resigns; with `force`, a text field is not asked
    /// (the `endEditing(_:)` documentation). Returns whether it resigned (R10.15).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = Runtime.shared.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force, let field = responder as? UITextField { return field.workbookEndEditing(force: true) }
        return responder.resignFirstResponder()
    }

    /// The view tree leaves the window: a text field editing in it ends editing, forced (R10.15).
    func workbookEndEditingLeavingWindow() {
        guard let responder = Runtime.shared.firstResponder as? UIView, responder.isDescendant(of: self) else { return }
        if let field = responder as? UITextField {
            field.workbookEndEditing(force: true)
        } else {
            responder.resignFirstResponder()
        }
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func layoutSubviews() {}
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
    /// Constraints are kept, not solved (docs/simulation.md): the update pass never runs.
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func needsUpdateConstraints() -> Bool { false }
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open func draw(_ rect: CGRect) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    // MARK: Layout anchors (inert bookkeeping so layout code compiles)

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

public struct CGAffineTransformLike: Equatable, Sendable {
    public static let identity = CGAffineTransformLike()
}
