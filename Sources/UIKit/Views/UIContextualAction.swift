import Foundation

/// A button shown when a table row is swiped (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`):
/// a step that swipes the row and taps the button runs `handler` with the view that showed the
/// action and a completion handler. Nothing is drawn.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public enum Style: Int, Sendable { case normal, destructive }

    open private(set) var style: Style
    open var title: String?
    /// System red for `.destructive`, system gray for `.normal` unless set (Apple's defaults).
    open var backgroundColor: UIColor!
    open var image: UIImage?
    open private(set) var handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions of one edge of a swiped row, first action nearest the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction]
    /// A full swipe runs the first action (true unless set).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// Set by the default implementations of the swipe delegate methods and of
/// `tableView(_:commit:forRowAt:)`, so the table view knows (after asking) that the learner's
/// class does not implement them: UIKit asks `responds(to:)` instead, which Swift cannot.
@MainActor
enum TableEditingDefaults {
    static var used = false
}
