import Foundation

// Blur behind a view (uikit-rules §18): the effect and its style are kept; nothing is blurred.

/// An effect a `UIVisualEffectView` shows.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() { super.init() }
    /// Effects cannot change: a copy is the same effect.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of the given style. UIKit does not expose the style; it is kept for the checks
/// (`workbookStyle`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    @_spi(Workbook) public private(set) var workbookStyle: Style = .regular

    public convenience init(style: Style) {
        self.init()
        workbookStyle = style
    }
}

/// A view showing `effect` behind its `contentView`, where subviews go (UIKit's rule: subviews
/// are added to `contentView`, not to the effect view). `contentView` covers the view's bounds
/// as UIKit lays it out.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    public let contentView = UIView(frame: .zero)
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        attachContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachContentView()
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    private func attachContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
