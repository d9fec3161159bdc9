import Foundation

/// A search controller (R16.2): it owns a search bar, becomes active when the user taps the bar
/// (or `isActive = true` from code) and tells its `searchResultsUpdater` of every change.
/// Activation is not a presentation in the simulation: the screen under it stays the visible
/// screen (as with `obscuresBackgroundDuringPresentation = false`), and a
/// `searchResultsController` is kept, not shown.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    open private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    private var active = false

    /// The bar, made with the controller (UIKit makes it lazily; nothing tells the difference).
    public let searchBar = UISearchBar(frame: .zero)

    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
        self.searchResultsController = searchResultsController
        searchBar.workbookSearchController = self
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.workbookSearchController = self
    }

    /// Becoming active: the delegate hears `willPresentSearchController(_:)`, the controller is
    /// active, then `didPresentSearchController(_:)`; becoming inactive, the same with
    /// `willDismiss`/`didDismiss`, and a bar that is editing ends editing first (R16.2).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            let trace = Runtime.shared.trace
            if newValue {
                if let delegate {
                    trace.recordDelegateCall(delegate, "willPresentSearchController(_:)")
                    delegate.willPresentSearchController(self)
                }
                active = true
                if let delegate {
                    trace.recordDelegateCall(delegate, "didPresentSearchController(_:)")
                    delegate.didPresentSearchController(self)
                }
            } else {
                if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
                if let delegate {
                    trace.recordDelegateCall(delegate, "willDismissSearchController(_:)")
                    delegate.willDismissSearchController(self)
                }
                active = false
                if let delegate {
                    trace.recordDelegateCall(delegate, "didDismissSearchController(_:)")
                    delegate.didDismissSearchController(self)
                }
            }
        }
    }

    /// The updater hears `updateSearchResults(for:)` (traced).
    func workbookUpdateResults() {
        guard let updater = searchResultsUpdater else { return }
        Runtime.shared.trace.recordDelegateCall(updater, "updateSearchResults(for:)", Runtime.shared.trace.tag(self))
        updater.updateSearchResults(for: self)
    }
}

@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Apple's methods here are `optional`; the extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
