import Foundation

@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }
    /// As in UIKit (NSCoding): the appearance proxy is made with it.
    public required init?(coder: NSCoder) { super.init() }

    /// Title attributes by control state: kept, nothing is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }
}

/// A position adjustment (`titlePositionAdjustment`).
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

/// A bar button item: a tap runs its primary action, then the storyboard's actions and segues,
/// then a target–action given with a string selector.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The English title a learner sees for a system item.
        var visibleTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "Close"
            default: return nil
            }
        }
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    /// iOS 14: setting it (not nil) gives the item the action's title and image, unless it is a
    /// system item; while it is set, `target` and `action` are ignored (the property's documentation).
    open var primaryAction: UIAction? {
        didSet { takeTitleAndImageOfPrimaryAction() }
    }

    /// An initializer's assignment runs no `didSet`: the initializers call this themselves.
    private func takeTitleAndImageOfPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }
    open var menu: UIMenu?
    open var tintColor: UIColor?
    open var customView: UIView?
    open var width: CGFloat = 0
    /// iOS 16: a hidden item is not shown (a split view's display mode button in a compact width).
    open var isHidden = false
    open private(set) var systemItem: SystemItem?
    private var handlers: [(UIBarButtonItem) -> Void] = []

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.title = nil
        self.target = target as AnyObject?
        self.action = action
    }

    /// iOS 14: `UIBarButtonItem(primaryAction:)` and `UIBarButtonItem(image:menu:)` are this one
    /// with defaults. A primary action gives the item its title and image.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        takeTitleAndImageOfPrimaryAction()
        // A title or image given to the initializer is the item's own; the action's fill what is left out
        // (`UIBarButtonItem(title: "Save", primaryAction: UIAction { … })` shows "Save").
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// iOS 16.
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The title on screen: the title, or a system item's English title.
    @_spi(Workbook) public var workbookVisibleTitle: String? { title ?? systemItem?.visibleTitle }

    /// The runtime's way to connect a storyboard action or a segue template to this item.
    @_spi(Workbook) public func workbookAddHandler(_ handler: @escaping (UIBarButtonItem) -> Void) {
        handlers.append(handler)
    }

    /// A tap on the item: the primary action's handler (its `sender` the item), the storyboard's
    /// actions and segues, then the target–action pair unless a primary action is set.
    @_spi(Workbook) public func workbookTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
        }
        for handler in handlers { handler(self) }
        if primaryAction == nil, let target, let action {
            ActionDispatch.send(action.name, to: target, sender: self)
        }
    }
}
