import Foundation
import WorkbookProtocol

/// The item a controller shows in a tab bar: its title, images and badge. A controller makes one
/// with its `title` the first time `tabBarItem` is read; a storyboard's `<tabBarItem>` sets it
/// when the controller is decoded.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The English title a learner sees for a system item.
        var visibleTitle: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        /// Interface Builder's `systemItem` names (`favorites`, `topRated`, …).
        init?(storyboardName: String) {
            let names: [String: SystemItem] = [
                "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
                "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
                "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
            ]
            guard let item = names[storyboardName] else { return nil }
            self = item
        }
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment: UIOffset = .zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = attributes
    }
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    open private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item has its system title (`title` stays nil, as in UIKit).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// What the storyboard's `<tabBarItem>` says.
    convenience init(storyboardModel model: TabBarItemModel) {
        self.init()
        systemItem = model.systemItem.flatMap(SystemItem.init(storyboardName:))
        title = model.title
        image = model.image.flatMap { UIImage(named: $0) }
        selectedImage = model.selectedImage.flatMap { UIImage(named: $0) }
        badgeValue = model.badgeValue
        tag = model.tag ?? 0
    }

    /// The title under the icon: the title, or a system item's English title.
    @_spi(Workbook) public var workbookVisibleTitle: String? { title ?? systemItem?.visibleTitle }
}

/// The bar at the bottom of a tab bar controller: its items are its controllers' tab bar items.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The tab bar controller that owns the bar (UIKit makes it the bar's delegate).
    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// iOS 13+ bar appearance of a tab bar (iOS 15 learners set it to keep the bar opaque): the
/// bar's common properties (`UIBarAppearance`) and item appearances, kept, not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    override func workbookCopy() -> UIBarAppearance {
        let copy = UITabBarAppearance(idiom: idiom)
        copy.copyBarProperties(from: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance.workbookCopy()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.workbookCopy()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.workbookCopy()
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor; copy.selectionIndicatorImage = selectionIndicatorImage
        return copy
    }
}

@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public override init() { super.init() }
    func workbookCopy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (from, to) in [(normal, copy.normal), (selected, copy.selected), (disabled, copy.disabled), (focused, copy.focused)] {
            to.iconColor = from.iconColor; to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.badgeBackgroundColor = from.badgeBackgroundColor; to.badgeTextAttributes = from.badgeTextAttributes
        }
        return copy
    }
}

@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}
