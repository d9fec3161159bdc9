import Foundation

@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    /// iOS 16: what the Back button does instead of popping (nil: it pops).
    open var backAction: UIAction?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// iOS 14: how the Back button to this item's screen shows its title (kept).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// iOS 13: the bar's appearance while this item is on top (kept; nothing is drawn).
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public init(title: String) {
        self.title = title
        super.init()
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The items of a bar placed in a view (a navigation controller's own bar shows its stack's items).
    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var barStyle: UIBarStyle = .default
    private var backgroundImages: [Int: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics.rawValue] = backgroundImage }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }
}

public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// The iOS 13 bar appearance common to navigation and tab bars: what is set is kept; the
/// `configureWith…` calls are kept as calls (the colours they choose are not simulated), nothing
/// is drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    open private(set) var idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
    }
    /// The device's idiom: a phone here.
    public convenience override init() { self.init(idiom: .phone) }
    /// The common properties of `barAppearance` (the subclass's own ones stay at their defaults).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBarProperties(from: barAppearance)
    }
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}

    func copyBarProperties(from other: UIBarAppearance) {
        idiom = other.idiom
        backgroundEffect = other.backgroundEffect; backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage; backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor; shadowImage = other.shadowImage
    }

    /// `copy()` (NSObject's, giving `Any` here: Linux's Foundation cannot give the appearance's own
    /// type as the SDK does) makes an independent copy of the same class.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { MainActor.assumeIsolated { workbookCopy() } }

    func workbookCopy() -> UIBarAppearance {
        let copy = UIBarAppearance(idiom: idiom)
        copy.copyBarProperties(from: self)
        return copy
    }
}

/// A navigation bar's appearance: the bar's common properties (`UIBarAppearance`), title
/// attributes and bar button appearances.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override func workbookCopy() -> UIBarAppearance {
        let copy = UINavigationBarAppearance(idiom: idiom)
        copy.copyBarProperties(from: self)
        copy.titleTextAttributes = titleTextAttributes; copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance.workbookCopy(); copy.backButtonAppearance = backButtonAppearance.workbookCopy()
        copy.doneButtonAppearance = doneButtonAppearance.workbookCopy()
        copy.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return copy
    }
}

/// A bar button's look in a bar appearance, by state (`normal.titleTextAttributes = [...]`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    public enum Style: Int, Sendable { case plain, done }
    open private(set) var normal = UIBarButtonItemStateAppearance()
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    open private(set) var focused = UIBarButtonItemStateAppearance()
    public override init() { super.init() }
    public init(style: Style) { super.init() }
    open func configureWithDefault(for style: Style) {}
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { MainActor.assumeIsolated { workbookCopy() } }
    func workbookCopy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        copy.normal = normal.workbookCopy(); copy.highlighted = highlighted.workbookCopy()
        copy.disabled = disabled.workbookCopy(); copy.focused = focused.workbookCopy()
        return copy
    }
}

@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
    func workbookCopy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes; copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage; copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
