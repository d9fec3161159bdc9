import Foundation

@preconcurrency @MainActor
open class UILabel: UIView {
    open override class var takesTouchesByDefault: Bool { false }
    open var text: String?
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
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
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var preferredMaxLayoutWidth: CGFloat = 0
}
