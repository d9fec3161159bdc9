import Foundation

@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    private var storedText = ""
    /// Like UIKit: reading gives `""` when nothing was typed, never nil.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; storedAttributedText = nil }
    }
    /// What `attributedText` was last given; it stands while the text is still its characters.
    private var storedAttributedText: NSAttributedString?
    /// Setting it sets `text` to its characters and `font`, `textColor` and `textAlignment` to the
    /// attributes at location 0, when it has them (the `attributedText` documentation). Once the text
    /// changes (set, typed) it gives the text without attributes.
    open var attributedText: NSAttributedString? {
        get {
            if let stored = storedAttributedText, stored.string == storedText { return stored }
            return NSAttributedString(string: storedText)
        }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            text = copy?.string
            storedAttributedText = copy
            guard let copy, copy.length > 0 else { return }
            let attributes = copy.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }
    /// Setting it replaces `attributedPlaceholder` with the same characters and no attributes.
    open var placeholder: String? {
        didSet { storedAttributedPlaceholder = nil }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    /// Nil by default. Setting it sets `placeholder` to its characters and changes no other
    /// property (the `attributedPlaceholder` documentation).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            placeholder = copy?.string
            storedAttributedPlaceholder = copy
        }
    }
    open var font: UIFont? = .systemFont(ofSize: 14)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var background: UIImage?
    open var disabledBackground: UIImage?
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
    /// Setting it replaces `attributedText` with the same characters and no attributes.
    open var text: String! = "" {
        didSet { storedAttributedText = nil }
    }
    private var storedAttributedText: NSAttributedString?
    /// Setting it sets `text` to its characters and `font`, `textColor` and `textAlignment` to the
    /// attributes at location 0, when it has them (the `attributedText` documentation).
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            text = copy?.string ?? ""
            storedAttributedText = copy
            guard let copy, copy.length > 0 else { return }
            let attributes = copy.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
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

/// What a text view turns into links (kept; nothing is detected).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: ~0)
}
