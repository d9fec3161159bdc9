import Foundation

@preconcurrency @MainActor
open class UISwitch: UIControl {
    private var storedIsOn = false
    /// Whether anything (a storyboard, the code, the user) gave the switch a state since it was made.
    private var stateGiven = false
    /// Read from code while nothing ever gave it a state (made in code, never set): the line says so (R14.4).
    open var isOn: Bool {
        get {
            if !stateGiven {
                Runtime.shared.trace.recordControlNote(self, "isOn", "false", note: "never set: a switch made in code starts off")
            }
            return storedIsOn
        }
        set { storedIsOn = newValue; stateGiven = true }
    }
    /// The state without a trace line (screens, inspection).
    @_spi(Workbook) public var workbookIsOn: Bool { storedIsOn }
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var preferredStyle: Style = .automatic
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A stepper: `value` stays within `minimumValue...maximumValue` (or wraps), as UIKit's does.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            if storedValue != newValue, !newValue.isNaN {
                Runtime.shared.trace.recordControlNote(self, "value", "\(newValue) → \(storedValue)",
                                                       note: "kept within minimumValue...maximumValue = \(minimumValue)...\(maximumValue)")
            }
        }
    }
    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = storedValue }
    }
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = storedValue }
    }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { incrementImages[state.rawValue] = image }
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { decrementImages[state.rawValue] = image }
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    /// What one tap on + or − does.
    @_spi(Workbook) public func workbookStep(up: Bool) {
        var next = storedValue + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue }
            if next < minimumValue { next = maximumValue }
        }
        // A tap at the end of the range stays there (the button is disabled on a device): no note.
        storedValue = min(max(next, minimumValue), maximumValue)
        sendActions(for: .valueChanged)
    }
}

@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    open var value: Float {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            if storedValue != newValue, !newValue.isNaN {
                Runtime.shared.trace.recordControlNote(self, "value", "\(newValue) → \(storedValue)",
                                                       note: "kept within minimumValue...maximumValue = \(minimumValue)...\(maximumValue)")
            }
        }
    }
    open var minimumValue: Float = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; storedValue = min(max(storedValue, minimumValue), maximumValue) }
    }
    open var maximumValue: Float = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; storedValue = min(max(storedValue, minimumValue), maximumValue) }
    }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    private var titles: [String?] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// Read from code while no segment is selected (and there are segments): the line says so (R14.4).
    open var selectedSegmentIndex: Int {
        get {
            if storedSelectedIndex == UISegmentedControl.noSegment, !isMomentary, !titles.isEmpty {
                Runtime.shared.trace.recordControlNote(self, "selectedSegmentIndex", "-1",
                                                       note: "no segment is selected (UISegmentedControl.noSegment)")
            }
            return storedSelectedIndex
        }
        set { storedSelectedIndex = newValue }
    }
    /// The selection without a trace line (screens, inspection).
    @_spi(Workbook) public var workbookSelectedSegmentIndex: Int { storedSelectedIndex }
    open var selectedSegmentTintColor: UIColor?
    open var apportionsSegmentWidthsByContent = false
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var segmentImages: [Int: UIImage] = [:]
    /// Title attributes by state (`.foregroundColor`, `.font`): kept, nothing is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { segmentImages[segment] = image }
    open func imageForSegment(at segment: Int) -> UIImage? { segmentImages[segment] }
    open var isMomentary = false
    open var numberOfSegments: Int { titles.count }

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        for (index, item) in (items ?? []).enumerated() { if let image = item as? UIImage { segmentImages[index] = image } }
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
    }

    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
}

@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }
    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var locale: Locale?
    open var timeZone: TimeZone?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    open override class var takesTouchesByDefault: Bool { false }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var isLayoutMarginsRelativeArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, as UIKit declares it (`required init(coder: NSCoder)`): a learner's subclass
    /// writes `required init(coder: NSCoder) { super.init(coder: coder) }`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        addSubview(view)
    }
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Pull to refresh (iOS 10): the control becomes a subview of the scroll view.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }
}

@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

@preconcurrency @MainActor
open class UIProgressView: UIView {
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var progressViewStyle: Style = .default
    public enum Style: Int, Sendable { case `default`, bar }
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
