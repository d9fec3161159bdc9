import Foundation

@preconcurrency @MainActor
open class UILabel: UIView {
    open override class var takesTouchesByDefault: Bool { false }
    /// Setting it replaces `attributedText` with the same characters and no attributes of its own
    /// (the `text` documentation).
    open var text: String? {
        didSet { storedAttributedText = nil }
    }
    /// What `attributedText` was last given, until `text` is set.
    private var storedAttributedText: NSAttributedString?
    /// Nil by default. Setting it sets `text` to its characters and `font`, `textColor` and
    /// `textAlignment` to the attributes at location 0, when it has them (the `attributedText`
    /// documentation); after `text` is set it gives that text without attributes.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
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
    open var textColor: UIColor! = .label
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    /// Dynamic Type (`UIContentSizeCategoryAdjusting`): kept; the text size never changes during a run.
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var preferredMaxLayoutWidth: CGFloat = 0
}

public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines = 0, alignCenters, none }
