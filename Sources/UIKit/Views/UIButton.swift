import Foundation

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The iOS 15 button configuration: the title a learner sees when set, and its style, kept.
    /// `title` and `attributedTitle` (`subtitle` and `attributedSubtitle`) are one value, as in UIKit:
    /// setting one sets the other's characters.
    public struct Configuration: @unchecked Sendable {
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
        public enum Size: Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Sendable { case automatic, bordered, borderless, borderlessTinted }
        public var attributedTitle: AttributedString?
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        public var attributedSubtitle: AttributedString?
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        public var image: UIImage?
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        public var imagePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false
        public var automaticallyUpdateForSelection = true
        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public func updated(for button: UIButton) -> Configuration { self }
    }

    open private(set) var buttonType: ButtonType = .system
    open var configuration: Configuration?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    /// iOS 15: kept; run by `updateConfiguration()` only (no layout pass runs it here).
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var automaticallyUpdatesConfiguration = true
    open var changesSelectionAsPrimaryAction = false
    /// Deprecated in iOS 15 (the configuration's insets replace them): kept.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var reversesTitleShadowWhenHighlighted = false

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }
    open var currentBackgroundImage: UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    /// Kept by state; the plain title of that state becomes its characters too (what the driver and
    /// the screens read to find and show the button).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        setTitle(title?.string, for: state)
    }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    open var currentAttributedTitle: NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open var currentTitleColor: UIColor { titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white) }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state.rawValue] = color }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state.rawValue] }
    open var currentTitleShadowColor: UIColor? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
    }
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue]
    }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { images[state.rawValue] ?? images[0] }
    /// The update UIKit would run at the next layout (calling `configurationUpdateHandler`) is not simulated.
    open func setNeedsUpdateConfiguration() {}
    /// Runs `configurationUpdateHandler`, as UIKit's update does.
    open func updateConfiguration() { configurationUpdateHandler?(self) }
}

/// The edges of a rectangle in the layout direction (a button configuration's `imagePlacement`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// iOS 15: changes the attributes of a configuration's title (`outgoing.font = …`); kept and
/// callable, nothing is drawn.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
