import Foundation

@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    private var storedText = ""
    /// Like UIKit: reading gives `""` when nothing was typed, never nil.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var font: UIFont? = .systemFont(ofSize: 14)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var adjustsFontForContentSizeCategory = false
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    // Text input traits of the keyboard, kept: no keyboard is shown here.
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var enablesReturnKeyAutomatically = false
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: UITextFieldDelegate?
    open var hasText: Bool { !storedText.isEmpty }
    open var isEditing: Bool { isFirstResponder }
    open override var canBecomeFirstResponder: Bool { true }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Editing begins when the field becomes first responder (a finger in it, or code), and only
    /// then: the delegate is asked, the field that was editing ends, then `textFieldDidBeginEditing`,
    /// `textDidBeginEditingNotification` and the `editingDidBegin` actions (R10.15).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        let became = super.becomeFirstResponder()
        if became {
            delegate?.textFieldDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
            sendActions(for: .editingDidBegin)
        }
        return became
    }

    /// Editing ends only when the field resigns first responder: `resignFirstResponder()`,
    /// `endEditing(_:)`, another field becoming first responder, or the field's view leaving the
    /// window (R10.15). A tap on a button does none of these. The delegate may refuse, unless forced.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        workbookEndEditing(force: false)
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)` unless `force` ("may be called if forced
    /// even if shouldEndEditing returns NO (e.g. view removed from window) or endEditing:YES
    /// called": `UITextField.h`), then `textFieldDidEndEditing`, `textDidEndEditingNotification`
    /// and the `editingDidEnd` actions.
    @discardableResult
    func workbookEndEditing(force: Bool) -> Bool {
        guard isFirstResponder else { return true }
        guard force || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return false }
        super.resignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// The delegate refused an edit (its `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// returned false): traced on the delegate, with the field and the text refused, so a value that
    /// lost characters is told by what refused them [R10.10].
    private func workbookRecordRefused(_ text: String) {
        guard let delegate else { return }
        let trace = Runtime.shared.trace
        trace.recordDelegateCall(delegate, "textField(_:shouldChangeCharactersIn:replacementString:)", "\(trace.tag(self)) \"\(text)\" refused")
    }

    /// A person typing `newText` over what the field holds: the old text is deleted in one edit
    /// (select all, delete) [I], then each character is typed at the end, one edit each, so the
    /// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` sees one character at
    /// a time (range: the insertion point, UTF-16) and can refuse it (a filter, a length limit: the
    /// field keeps what it had and the next character is tried). Each accepted edit changes the
    /// text, sends the `editingChanged` actions and posts `textDidChangeNotification`.
    @_spi(Workbook) public func workbookType(_ newText: String) {
        if !storedText.isEmpty { workbookReplaceText(with: "") }
        for character in newText {
            let old = storedText
            let range = NSRange(location: old.utf16.count, length: 0)
            let typed = String(character)
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else {
                workbookRecordRefused(typed)
                continue
            }
            storedText = old + typed
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
    }

    /// The user replaces the whole text with `newText`, as a paste over a selection of all the
    /// text does: the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is asked
    /// first (range: all the old text, in UTF-16 units); if it agrees, the text changes, the
    /// `editingChanged` actions are sent and `textDidChangeNotification` is posted. Returns
    /// whether the text changed.
    @_spi(Workbook) @discardableResult
    public func workbookReplaceText(with newText: String) -> Bool {
        let old = storedText
        let range = NSRange(location: 0, length: old.utf16.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: newText) ?? true else {
            workbookRecordRefused(newText)
            return false
        }
        storedText = newText
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }
}

/// Apple's methods here are `optional`; the extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

@preconcurrency @MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    // Text input traits of the keyboard, kept: no keyboard is shown here.
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var adjustsFontForContentSizeCategory = false
    open weak var delegate: UITextViewDelegate?
    open var hasText: Bool { !(text ?? "").isEmpty }
    open override var canBecomeFirstResponder: Bool { isEditable }
}

@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}
