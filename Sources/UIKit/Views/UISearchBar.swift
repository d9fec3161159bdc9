import Foundation

/// A search bar (R16.1): its text is its search text field's; its delegate hears the user begin
/// editing, change the text and tap the Search and Cancel buttons. Nothing is drawn; a `type:
/// {search: "…"}` step types as a finger and keyboard do (R16.3), `tap: {search: cancel}` taps
/// Cancel (R16.4). A search controller's bar (`UISearchController.searchBar`) also tells its
/// controller (activation, `updateSearchResults(for:)`).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

    /// The bar's text field (iOS 13): the bar's `text` and `placeholder` are this field's.
    public let searchTextField = UISearchTextField(frame: .zero)
    open weak var delegate: UISearchBarDelegate?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prompt: String?
    open var backgroundImage: UIImage?
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    /// The search controller whose bar this is (it hears activation and every change of text).
    weak var workbookSearchController: UISearchController?
    /// The scope bar's title attributes by control state (UIAppearance.swift).
    var workbookScopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(searchTextField)
    }

    /// Like the text field it shows: `""` when nothing was typed.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    open override func sizeToFit() {}
    open override var canBecomeFirstResponder: Bool { true }

    /// A tap in the bar, or `becomeFirstResponder()` from code: the delegate's
    /// `searchBarShouldBeginEditing(_:)` may refuse; a search controller's bar activates its
    /// controller (R16.2), then the delegate hears `searchBarTextDidBeginEditing(_:)`, then the
    /// controller's updater `updateSearchResults(for:)` (R16.3).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        let trace = Runtime.shared.trace
        if let delegate {
            let should = delegate.searchBarShouldBeginEditing(self)
            trace.recordDelegateCall(delegate, "searchBarShouldBeginEditing(_:)", "-> \(should)")
            guard should else { return false }
        }
        if let controller = workbookSearchController, !controller.isActive { controller.isActive = true }
        guard super.becomeFirstResponder() else { return false }
        if let delegate {
            trace.recordDelegateCall(delegate, "searchBarTextDidBeginEditing(_:)")
            delegate.searchBarTextDidBeginEditing(self)
        }
        workbookSearchController?.workbookUpdateResults()
        return true
    }

    /// Editing ends (the keyboard goes): `searchBarShouldEndEditing(_:)` may refuse, then
    /// `searchBarTextDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        let trace = Runtime.shared.trace
        if let delegate {
            let should = delegate.searchBarShouldEndEditing(self)
            trace.recordDelegateCall(delegate, "searchBarShouldEndEditing(_:)", "-> \(should)")
            guard should else { return false }
        }
        super.resignFirstResponder()
        if let delegate {
            trace.recordDelegateCall(delegate, "searchBarTextDidEndEditing(_:)")
            delegate.searchBarTextDidEndEditing(self)
        }
        return true
    }

    /// The user replaces the whole text with `newText` (R16.3): the delegate's
    /// `searchBar(_:shouldChangeTextIn:replacementText:)` is asked first (range: all the old text,
    /// in UTF-16 units) and may refuse; then the text changes, the delegate hears
    /// `searchBar(_:textDidChange:)` and a search controller's updater `updateSearchResults(for:)`.
    /// Returns whether the text changed. The bar must be editing (`becomeFirstResponder()`).
    @_spi(Workbook) @discardableResult
    public func workbookReplaceText(with newText: String) -> Bool {
        let trace = Runtime.shared.trace
        let old = text ?? ""
        if let delegate {
            let range = NSRange(location: 0, length: old.utf16.count)
            let should = delegate.searchBar(self, shouldChangeTextIn: range, replacementText: newText)
            trace.recordDelegateCall(delegate, "searchBar(_:shouldChangeTextIn:replacementText:)", "\(Self.quoted(newText)) -> \(should)")
            guard should else { return false }
        }
        text = newText
        if let delegate {
            trace.recordDelegateCall(delegate, "searchBar(_:textDidChange:)", Self.quoted(newText))
            delegate.searchBar(self, textDidChange: newText)
        }
        workbookSearchController?.workbookUpdateResults()
        return true
    }

    /// Whether a Cancel button shows: `showsCancelButton`, or an active search controller's bar
    /// (`automaticallyShowsCancelButton`).
    @_spi(Workbook) public var workbookShowsCancelButton: Bool {
        if showsCancelButton { return true }
        guard let controller = workbookSearchController else { return false }
        return controller.isActive && controller.automaticallyShowsCancelButton
    }

    /// A search controller's bar whose controller is not active (its Cancel button is not shown).
    @_spi(Workbook) public var workbookSearchControllerIsInactive: Bool {
        workbookSearchController.map { !$0.isActive } ?? false
    }

    /// The Cancel button (R16.4): the delegate hears `searchBarCancelButtonClicked(_:)`. A plain
    /// bar does nothing else (the app clears and ends editing itself); a search controller's bar is
    /// cleared, ends editing and the controller is dismissed, then its updater hears
    /// `updateSearchResults(for:)` once more.
    @_spi(Workbook) public func workbookTapCancel() {
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "searchBarCancelButtonClicked(_:)")
            delegate.searchBarCancelButtonClicked(self)
        }
        guard let controller = workbookSearchController, controller.isActive else { return }
        text = ""
        resignFirstResponder()
        controller.isActive = false
        controller.workbookUpdateResults()
    }

    /// The keyboard's Search key (R16.3): the delegate hears `searchBarSearchButtonClicked(_:)`.
    @_spi(Workbook) public func workbookTapSearchButton() {
        guard let delegate else { return }
        Runtime.shared.trace.recordDelegateCall(delegate, "searchBarSearchButtonClicked(_:)")
        delegate.searchBarSearchButtonClicked(self)
    }

    /// A scope button: the index changes, then `searchBar(_:selectedScopeButtonIndexDidChange:)`
    /// and a search controller's updater `updateSearchResults(for:)`.
    @_spi(Workbook) public func workbookSelectScope(_ index: Int) {
        selectedScopeButtonIndex = index
        if let delegate {
            Runtime.shared.trace.recordDelegateCall(delegate, "searchBar(_:selectedScopeButtonIndexDidChange:)", "\(index)")
            delegate.searchBar(self, selectedScopeButtonIndexDidChange: index)
        }
        workbookSearchController?.workbookUpdateResults()
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The search bar's text field (iOS 13): a text field; tokens are not simulated.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
}

/// Apple's methods here are `optional`; the extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
