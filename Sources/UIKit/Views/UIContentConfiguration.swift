import Foundation

// iOS 14's content configurations: how Xcode's current templates and most learner code written
// since 2021 fill a table cell (`var content = cell.defaultContentConfiguration();
// content.text = …; cell.contentConfiguration = content`). Applying a configuration makes its
// content view and puts it in the cell's `contentView`, whose labels then hold the texts
// (Apple: "UIListContentConfiguration", "UITableViewCell.contentConfiguration",
// "defaultContentConfiguration()"). Nothing is laid out or drawn.

/// The state a configuration is updated for (`updated(for:)`).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selected, highlighted, editing… as the cell is when the state is asked for.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    init(traitCollection: UITraitCollection, isSelected: Bool, isHighlighted: Bool) {
        self.traitCollection = traitCollection
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}

/// A cell's content view slot (table and collection view cells alike): a new configuration
/// updates the view it made when that view supports it, else replaces it.
@MainActor
enum ContentConfigurationSlot {
    static func apply(_ configuration: UIContentConfiguration?, in contentView: UIView, shown: inout UIView?) {
        if let configuration, let current = shown as? UIListContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        shown?.removeFromSuperview()
        shown = nil
        if let configuration {
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            shown = view
        }
    }
}

@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// The list configuration of table and collection cells, headers and footers.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
    public struct TextProperties: Equatable {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none
        public func resolvedColor() -> UIColor { colorTransformer?.transform(color) ?? color }
        public static func == (a: Self, b: Self) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.numberOfLines == b.numberOfLines
                && a.lineBreakMode == b.lineBreakMode && a.transform == b.transform
        }
    }

    public struct ImageProperties: Equatable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        public static func == (a: Self, b: Self) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
        }
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    public init() {}

    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self {
        var configuration = Self()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }
    public static func valueCell() -> Self {
        var configuration = Self()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }
    public static func sidebarCell() -> Self { Self() }
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }
    public static func accompaniedSidebarCell() -> Self { Self() }
    public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }
    public static func sidebarHeader() -> Self { Self() }
    public static func header() -> Self { Self() }
    public static func footer() -> Self { Self() }
    public static func plainHeader() -> Self { Self() }
    public static func plainFooter() -> Self { Self() }
    public static func groupedHeader() -> Self { Self() }
    public static func groupedFooter() -> Self { Self() }
    public static func prominentInsetGroupedHeader() -> Self { Self() }
    public static func extraProminentInsetGroupedHeader() -> Self { Self() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image
            && a.attributedText == b.attributedText && a.secondaryAttributedText == b.secondaryAttributedText
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties
    }
}

public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

public struct UIAxis: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// The view a list configuration makes: its labels and image hold the configuration's texts.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    public let textLabel = UILabel(frame: .zero)
    public let secondaryTextLabel = UILabel(frame: .zero)
    public let imageView = UIImageView(frame: .zero)

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }
    private var listConfiguration: UIListContentConfiguration { didSet { apply() } }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = UIListContentConfiguration()
        super.init(coder: coder)
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        textLabel.text = listConfiguration.attributedText?.string ?? listConfiguration.text
        textLabel.font = listConfiguration.textProperties.font
        textLabel.textColor = listConfiguration.textProperties.resolvedColor()
        textLabel.numberOfLines = listConfiguration.textProperties.numberOfLines
        secondaryTextLabel.text = listConfiguration.secondaryAttributedText?.string ?? listConfiguration.secondaryText
        secondaryTextLabel.font = listConfiguration.secondaryTextProperties.font
        secondaryTextLabel.textColor = listConfiguration.secondaryTextProperties.resolvedColor()
        secondaryTextLabel.numberOfLines = listConfiguration.secondaryTextProperties.numberOfLines
        imageView.image = listConfiguration.image
        imageView.tintColor = listConfiguration.imageProperties.tintColor
    }
}

/// A cell's background (iOS 14): kept, not drawn.
public struct UIBackgroundConfiguration: Equatable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var image: UIImage?
    public var customView: UIView?
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public init() {}
    public static func listPlainCell() -> Self { Self() }
    public static func listGroupedCell() -> Self { Self() }
    public static func listSidebarCell() -> Self { Self() }
    public static func listPlainHeaderFooter() -> Self { Self() }
    public static func listGroupedHeaderFooter() -> Self { Self() }
    public static func clear() -> Self { var clear = Self(); clear.backgroundColor = .clear; return clear }
    public func updated(for state: UIConfigurationState) -> Self { self }
    public static func == (a: Self, b: Self) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.image === b.image && a.customView === b.customView
    }
}

extension UITableViewCell {
    /// A list configuration in the cell's style, with no text (set `text`, then assign it to
    /// `contentConfiguration`).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        workbookStyle == .subtitle ? .subtitleCell() : workbookStyle == .default ? .cell() : .valueCell()
    }

    /// Setting it replaces what the cell's `contentView` shows by the configuration's view (or
    /// updates the view already there when it supports the new configuration), as on iOS.
    public var contentConfiguration: UIContentConfiguration? {
        get { workbookContentConfiguration }
        set {
            workbookContentConfiguration = newValue
            ContentConfigurationSlot.apply(newValue, in: contentView, shown: &workbookContentView)
        }
    }

    public var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted)
    }

    public func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
}
