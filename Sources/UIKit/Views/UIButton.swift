import Foundation

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The iOS 15 button configuration: the title a learner sees when set.
    public struct Configuration: Sendable {
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        public var imagePadding: CGFloat = 0
        public var showsActivityIndicator = false
        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
    }

    open private(set) var buttonType: ButtonType = .system
    open var configuration: Configuration?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false

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
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { setTitle(title?.string, for: state) }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { images[state.rawValue] ?? images[0] }
    open func setNeedsUpdateConfiguration() {}
}
