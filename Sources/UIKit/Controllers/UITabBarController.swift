import Foundation

/// A tab bar controller (§9 of docs/uikit-rules.md). Its children are its tabs; only the selected
/// one is on screen, so only its view is loaded and only it gets appearance callbacks (R9.2).
/// Switching tabs is immediate, without animation: the new tab's `viewWillAppear`, the old
/// tab's `viewWillDisappear` and `viewDidDisappear`, then the new tab's `viewDidAppear` (R9.3).
/// A tap on a tab asks the delegate first and tells it after (R9.4); code that changes the
/// selection does not involve the delegate.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var tabs: [UIViewController] = []
    /// The selected tab (held by `tabs`).
    weak var selected: UIViewController?
    /// `selectedIndex` set while there were no tabs yet: used when they arrive.
    var requestedIndex: Int?

    open weak var delegate: UITabBarControllerDelegate?
    /// Read-only on iOS; replaced by `setValue(CustomTabBar(), forKey: "tabBar")`, the custom
    /// tab bar idiom, which takes the old bar's items, selection and delegate.
    open internal(set) var tabBar = UITabBar() {
        didSet {
            guard oldValue !== tabBar else { return }
            tabBar.items = oldValue.items
            tabBar.selectedItem = oldValue.selectedItem
            tabBar.delegate = oldValue.delegate
        }
    }
    open var customizableViewControllers: [UIViewController]?
    /// The More tab's navigation controller (R9.7): its root lists the tabs past the fourth when
    /// there are more than five (an iPhone's tab bar shows five items); a row pushes its tab.
    open var moreNavigationController: UINavigationController {
        if let made = storedMore { return made }
        let navigation = UINavigationController(rootViewController: UIMoreListController(tabBarController: self))
        navigation.allowsNestedNavigationControllers = true
        storedMore = navigation
        return navigation
    }
    /// The More navigation controller once made.
    private(set) var storedMore: UINavigationController?
    /// The tab bar item of the More tab.
    private lazy var moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    /// An iPhone's tab bar shows at most five items: with more tabs, four and More.
    static let maximumVisibleTabs = 5
    var hasMoreTab: Bool { tabs.count > Self.maximumVisibleTabs }
    /// The tabs the tab bar shows as items, and those the More list holds.
    var barTabs: [UIViewController] { hasMoreTab ? Array(tabs.prefix(Self.maximumVisibleTabs - 1)) : tabs }
    var moreTabs: [UIViewController] { hasMoreTab ? Array(tabs.dropFirst(Self.maximumVisibleTabs - 1)) : [] }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    /// The tab bar tells its controller which item the user tapped, before the selection (R9.4);
    /// learners override it (to animate the icon) with or without calling `super`. Not traced.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: Tabs

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        Runtime.shared.trace.record(self, "setViewControllers(_:animated:)",
                                    "[\((viewControllers ?? []).map(traceDescription).joined(separator: ", "))] animated=\(animated)")
        install(viewControllers ?? [])
    }

    /// R9.1: the new tabs become children (`willMove(toParent:)` before, `didMove(toParent:)`
    /// after, as `addChild` does), removed ones stop being children; the previously selected
    /// controller stays selected if it is still a tab, else the one at its index, else the first.
    func install(_ controllers: [UIViewController]) {
        let previous = selected
        let previousIndex = previous.flatMap { old in tabs.firstIndex { $0 === old } }
        let removed = tabs.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !tabs.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added {
            if controller.storedParent !== self { controller.removeFromParent() }
            controller.willMove(toParent: self)
        }
        tabs = controllers
        storedChildren = controllers
        for controller in removed where controller.storedParent === self { controller.storedParent = nil }
        for controller in controllers { controller.storedParent = self }
        if hasMoreTab {
            storedChildren.append(moreNavigationController)
            moreNavigationController.storedParent = self
        }
        tabBar.items = barTabs.map { $0.tabBarItem } + (hasMoreTab ? [moreItem] : [])
        var next = controllers.first
        if let previous, controllers.contains(where: { $0 === previous }) {
            next = previous
        } else if let index = requestedIndex ?? previousIndex, controllers.indices.contains(index) {
            next = controllers[index]
        }
        requestedIndex = nil
        selected = next
        tabBar.selectedItem = next?.tabBarItem
        if next !== previous { switchShown(from: previous, to: next) }
        for controller in removed { controller.didMove(toParent: nil) }
        for controller in added where controller.storedParent === self { controller.didMove(toParent: self) }
    }

    // MARK: Selection

    /// The selected tab. Setting a controller that is not a tab raises, as UIKit does. With the
    /// More tab selected it is `moreNavigationController`, or the tab its list pushed (R9.7).
    open var selectedViewController: UIViewController? {
        get {
            if let more = selected, more === storedMore, let shown = moreTabs.first(where: { $0.storedParent === more }) { return shown }
            return selected
        }
        set {
            guard let newValue else { return }
            Runtime.shared.trace.record(self, "selectedViewController", "= \(traceDescription(newValue))")
            if newValue === storedMore, hasMoreTab {
                select(newValue)
                return
            }
            guard tabs.contains(where: { $0 === newValue }) else {
                Runtime.shared.raise("NSInvalidArgumentException",
                                     "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
            }
            select(newValue)
        }
    }

    /// The selected tab's index; `NSNotFound` when nothing is selected. An index out of range is
    /// ignored; one set before there are tabs is used when they are installed.
    open var selectedIndex: Int {
        get {
            if let selected = selectedViewController, let index = tabs.firstIndex(where: { $0 === selected }) { return index }
            return requestedIndex ?? NSNotFound
        }
        set {
            Runtime.shared.trace.record(self, "selectedIndex", "= \(newValue)")
            guard !tabs.isEmpty else {
                requestedIndex = newValue
                return
            }
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    func select(_ controller: UIViewController) {
        // A tab past the fourth of more than five is shown in the More tab (R9.7).
        if moreTabs.contains(where: { $0 === controller }) {
            selectInMore(controller, animated: false)
            return
        }
        let previous = selected
        guard previous !== controller else { return }
        selected = controller
        tabBar.selectedItem = controller === storedMore ? moreItem : controller.tabBarItem
        switchShown(from: previous, to: controller)
    }

    /// Shows an overflow tab in the More tab: More is selected and its navigation controller
    /// pushes the tab over the list (a tab shown there before is popped first).
    func selectInMore(_ controller: UIViewController, animated: Bool) {
        let more = moreNavigationController
        if selected !== more { select(more) }
        guard more.topViewController !== controller else { return }
        if more.viewControllers.count > 1 { more.setViewControllers([more.viewControllers[0], controller], animated: animated) } else {
            more.pushViewController(controller, animated: animated)
        }
    }

    /// R9.3: the order a device gives when the tab changes, at once and without animation. While
    /// the tab bar controller itself is still appearing, its own `viewDidAppear` brings the new
    /// tab's; while it is off screen, only the selection changes.
    private func switchShown(from old: UIViewController?, to new: UIViewController?) {
        switch appearanceState {
        case .appeared:
            if let new { Appearance.run(.willAppear, on: new, animated: false) }
            if let old {
                Appearance.run(.willDisappear, on: old, animated: false)
                Appearance.run(.didDisappear, on: old, animated: false)
            }
            if let new { Appearance.run(.didAppear, on: new, animated: false) }
        case .appearing:
            guard let old, Appearance.isOnScreen(old) else { return }
            if let new { Appearance.run(.willAppear, on: new, animated: false) }
            Appearance.run(.willDisappear, on: old, animated: false)
            Appearance.run(.didDisappear, on: old, animated: false)
        case .disappeared, .disappearing:
            break
        }
    }

    override var visibleChildren: [UIViewController] { selected.map { [$0] } ?? [] }

    // MARK: The user taps a tab (R9.4)

    /// A finger on the tab at `index`: the delegate's `tabBarController(_:shouldSelect:)` may
    /// refuse; a tab that is already selected and holds a navigation stack pops to its root;
    /// then `tabBarController(_:didSelect:)`, also for the tab that was already selected.
    @_spi(Workbook) public func workbookTapTab(at index: Int) {
        let controller = hasMoreTab && index == Self.maximumVisibleTabs - 1 ? moreNavigationController : barTabs[index]
        tabBar.delegate?.tabBar(tabBar, didSelect: controller === storedMore ? moreItem : controller.tabBarItem)
        selectAskingDelegate(controller) {
            if controller === selected {
                if let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 {
                    navigation.popToRootViewController(animated: true)
                }
            } else {
                select(controller)
            }
        }
    }

    /// A user's selection of `controller` (a tab of the bar, a row of the More list): the
    /// delegate's `tabBarController(_:shouldSelect:)` may refuse; then `select`, then
    /// `tabBarController(_:didSelect:)`.
    private func selectAskingDelegate(_ controller: UIViewController, _ select: () -> Void) {
        if let delegate {
            let answer = delegate.tabBarController(self, shouldSelect: controller)
            Runtime.shared.trace.recordDelegateCall(delegate, "tabBarController(_:shouldSelect:)",
                                                    "\(traceDescription(controller)) -> \(answer)")
            guard answer else { return }
        }
        select()
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "tabBarController(_:didSelect:)", traceDescription(controller))
            delegate.tabBarController(self, didSelect: controller)
        }
    }

    /// The tabs' titles (the item's title, or the system item's), one per tab.
    @_spi(Workbook) public var workbookTabTitles: [String?] {
        tabs.map { $0.tabBarItem.workbookVisibleTitle }
    }

    /// The items' titles as the tab bar shows them: with more than five tabs, the first four and More.
    @_spi(Workbook) public var workbookBarTitles: [String?] {
        (tabBar.items ?? []).map(\.workbookVisibleTitle)
    }

    /// The titles of the tabs in the More list, in its order.
    @_spi(Workbook) public var workbookMoreTitles: [String?] { moreTabs.map { $0.tabBarItem.workbookVisibleTitle } }

    /// A row of the More list was tapped: its tab is shown in the More tab (R9.7). The delegate
    /// is asked and told about the tab, as for a tap on a tab of the bar [I].
    func moreListDidSelect(_ controller: UIViewController) {
        selectAskingDelegate(controller) { selectInMore(controller, animated: true) }
    }

    // MARK: Unwinding (R9.5)

    /// The search looks into the selected tab first, then the others.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let children = super.allowedChildrenForUnwinding(from: source)
        return children.filter { $0 === selected } + children.filter { $0 !== selected }
    }

    /// An unwind to a controller in another tab selects that tab.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        super.unwind(for: unwindSegue, towards: subsequentVC)
        if tabs.contains(where: { $0 === subsequentVC }), subsequentVC !== selected { select(subsequentVC) }
    }
}

@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// The More tab's list (UIKit's `UIMoreListController`): a table of the tabs past the fourth, by
/// their tab bar items' titles; a row pushes its tab onto the More navigation controller.
@preconcurrency @MainActor
final class UIMoreListController: UITableViewController {
    weak var owner: UITabBarController?

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { owner?.moreTabs.count ?? 0 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "MoreCell")
        cell.textLabel?.text = owner?.moreTabs[indexPath.row].tabBarItem.workbookVisibleTitle
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let owner, owner.moreTabs.indices.contains(indexPath.row) else { return }
        owner.moreListDidSelect(owner.moreTabs[indexPath.row])
    }
}
