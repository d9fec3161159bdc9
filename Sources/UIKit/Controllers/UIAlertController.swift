import Foundation

/// An alert or action sheet: presented and recorded like any controller, never drawn. Its
/// presentation gives the presenter no callbacks (it is a custom presentation over the screen).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    open var message: String?
    open private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        self.modalPresentationStyle = .custom
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Only an alert takes text fields: on an action sheet UIKit raises before the handler runs (R10.19).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        if preferredStyle != .alert {
            Runtime.shared.raise("NSInternalInconsistencyException",
                                 "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    open private(set) var title: String?
    open private(set) var style: Style
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// What a tap on the action does after the alert is dismissed.
    @_spi(Workbook) public func workbookInvoke() {
        handler?(self)
    }
}
