import Foundation

/// Pull to refresh (R14.3): a control on a scroll view (`refreshControl`) that sends
/// `valueChanged` when the user pulls the content down; the app ends the refresh with
/// `endRefreshing()`. Nothing is drawn.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    /// Starting from code (an external event): no `valueChanged` (the `beginRefreshing()` documentation).
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    /// A finger pulling the content down: the control starts refreshing and sends `valueChanged`;
    /// while it is refreshing, another pull does nothing.
    @_spi(Workbook) public func workbookPull() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
