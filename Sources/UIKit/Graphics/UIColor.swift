import Foundation
import WorkbookProtocol

/// A color: components only, enough for learner code that sets colors to compile and compare.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    let name: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = nil
        super.init()
    }

    init(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        red = r; green = g; blue = b; alpha = a; self.name = name
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h), f = h - CGFloat(i)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i % 6 {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init?(named name: String) { self.init(name, 0, 0, 0) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name, 0, 0, 0)
    }
    /// The colour of a Core Graphics colour (`UIColor(cgColor: layer.borderColor!)`).
    public convenience init(cgColor: CGColor) {
        let color = cgColor.color
        if let name = color.name {
            self.init(name, color.red, color.green, color.blue, color.alpha)
        } else {
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }
    /// A pattern colour: the image is not drawn; its components are grey.
    public convenience init(patternImage image: UIImage) { self.init(white: 0.5, alpha: 1) }

    /// Xcode's colour literal (`#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { self.init(white: 0, alpha: 1) }

    /// The system colour's name (`systemBackground`, `label`, …), nil for components, for the screen pictures.
    @_spi(Workbook) public var workbookName: String? { name }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The colour for these traits: colours here have one appearance.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = 0.299 * red + 0.587 * green + 0.114 * blue; a?.pointee = alpha
        return true
    }
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            if high == red { h = (green - blue) / range } else if high == green { h = 2 + (blue - red) / range } else { h = 4 + (red - green) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h; saturation?.pointee = high > 0 ? range / high : 0; brightness?.pointee = high; a?.pointee = alpha
        return true
    }
    open var cgColor: CGColor { CGColor(color: self) }
    open func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                     blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha && name == other.name
    }
    open override var hash: Int { Int(red * 1000) ^ Int(green * 100) ^ Int(blue * 10) }
    open override var description: String {
        name.map { "UIColor.\($0)" } ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    open class var black: UIColor { UIColor("black", 0, 0, 0) }
    open class var white: UIColor { UIColor("white", 1, 1, 1) }
    open class var red: UIColor { UIColor("red", 1, 0, 0) }
    open class var green: UIColor { UIColor("green", 0, 1, 0) }
    open class var blue: UIColor { UIColor("blue", 0, 0, 1) }
    open class var gray: UIColor { UIColor("gray", 0.5, 0.5, 0.5) }
    open class var lightGray: UIColor { UIColor("lightGray", 2 / 3, 2 / 3, 2 / 3) }
    open class var darkGray: UIColor { UIColor("darkGray", 1 / 3, 1 / 3, 1 / 3) }
    open class var clear: UIColor { UIColor("clear", 0, 0, 0, 0) }
    open class var orange: UIColor { UIColor("orange", 1, 0.5, 0) }
    open class var yellow: UIColor { UIColor("yellow", 1, 1, 0) }
    open class var purple: UIColor { UIColor("purple", 0.5, 0, 0.5) }
    open class var brown: UIColor { UIColor("brown", 0.6, 0.4, 0.2) }
    open class var cyan: UIColor { UIColor("cyan", 0, 1, 1) }
    open class var magenta: UIColor { UIColor("magenta", 1, 0, 1) }
    open class var systemBlue: UIColor { UIColor("systemBlue", 0, 0.48, 1) }
    open class var systemRed: UIColor { UIColor("systemRed", 1, 0.23, 0.19) }
    open class var systemGreen: UIColor { UIColor("systemGreen", 0.2, 0.78, 0.35) }
    open class var systemOrange: UIColor { UIColor("systemOrange", 1, 0.58, 0) }
    open class var systemYellow: UIColor { UIColor("systemYellow", 1, 0.8, 0) }
    open class var systemPink: UIColor { UIColor("systemPink", 1, 0.18, 0.33) }
    open class var systemPurple: UIColor { UIColor("systemPurple", 0.69, 0.32, 0.87) }
    open class var systemTeal: UIColor { UIColor("systemTeal", 0.19, 0.69, 0.78) }
    open class var systemIndigo: UIColor { UIColor("systemIndigo", 0.35, 0.34, 0.84) }
    open class var systemGray: UIColor { UIColor("systemGray", 0.56, 0.56, 0.58) }
    open class var systemGray2: UIColor { UIColor("systemGray2", 0.68, 0.68, 0.7) }
    open class var systemGray3: UIColor { UIColor("systemGray3", 0.78, 0.78, 0.8) }
    open class var systemGray4: UIColor { UIColor("systemGray4", 0.82, 0.82, 0.84) }
    open class var systemGray5: UIColor { UIColor("systemGray5", 0.9, 0.9, 0.92) }
    open class var systemGray6: UIColor { UIColor("systemGray6", 0.95, 0.95, 0.97) }
    open class var label: UIColor { UIColor("label", 0, 0, 0) }
    open class var secondaryLabel: UIColor { UIColor("secondaryLabel", 0.24, 0.24, 0.26, 0.6) }
    open class var tertiaryLabel: UIColor { UIColor("tertiaryLabel", 0.24, 0.24, 0.26, 0.3) }
    open class var placeholderText: UIColor { UIColor("placeholderText", 0.24, 0.24, 0.26, 0.3) }
    open class var systemBackground: UIColor { UIColor("systemBackground", 1, 1, 1) }
    open class var secondarySystemBackground: UIColor { UIColor("secondarySystemBackground", 0.95, 0.95, 0.97) }
    open class var tertiarySystemBackground: UIColor { UIColor("tertiarySystemBackground", 1, 1, 1) }
    open class var systemGroupedBackground: UIColor { UIColor("systemGroupedBackground", 0.95, 0.95, 0.97) }
    open class var separator: UIColor { UIColor("separator", 0.24, 0.24, 0.26, 0.29) }
    open class var link: UIColor { UIColor("link", 0, 0.48, 1) }
    open class var tintColor: UIColor { UIColor("tintColor", 0, 0.48, 1) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor("secondarySystemGroupedBackground", 1, 1, 1) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor("tertiarySystemGroupedBackground", 0.95, 0.95, 0.97) }
    open class var quaternaryLabel: UIColor { UIColor("quaternaryLabel", 0.24, 0.24, 0.26, 0.18) }
    open class var opaqueSeparator: UIColor { UIColor("opaqueSeparator", 0.78, 0.78, 0.78) }
    open class var systemFill: UIColor { UIColor("systemFill", 0.47, 0.47, 0.5, 0.2) }
    open class var secondarySystemFill: UIColor { UIColor("secondarySystemFill", 0.47, 0.47, 0.5, 0.16) }
    open class var tertiarySystemFill: UIColor { UIColor("tertiarySystemFill", 0.46, 0.46, 0.5, 0.12) }
    open class var quaternarySystemFill: UIColor { UIColor("quaternarySystemFill", 0.45, 0.45, 0.5, 0.08) }
    open class var systemMint: UIColor { UIColor("systemMint", 0, 0.78, 0.75) }
    open class var systemCyan: UIColor { UIColor("systemCyan", 0.2, 0.68, 0.9) }
    open class var systemBrown: UIColor { UIColor("systemBrown", 0.64, 0.52, 0.37) }
    open class var lightText: UIColor { UIColor("lightText", 1, 1, 1, 0.6) }
    open class var darkText: UIColor { UIColor("darkText", 0, 0, 0) }
    open class var groupTableViewBackground: UIColor { UIColor("groupTableViewBackground", 0.95, 0.95, 0.97) }
}

/// A Core Graphics color, as `UIColor.cgColor` gives it.
public final class CGColor: @unchecked Sendable {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(color: UIColor(white: gray, alpha: alpha)) }
    public var alpha: CGFloat { color.alpha }
    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color: color.withAlphaComponent(alpha)) }
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension CGColor: Equatable {
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color.isEqual(b.color) }
}

extension UIColor {
    /// The colour a storyboard's `<color>` element decodes to: a system colour by its UIKit name
    /// (`systemBackgroundColor` → `.systemBackground`), an asset catalog colour by name (as
    /// `UIColor(named:)`, whose components the simulation does not read), or the components
    /// (sRGB, calibrated RGB or grey: `white`).
    @_spi(Workbook) public convenience init(storyboard model: ColorModel) {
        if let system = model.systemColor {
            var name = system
            if name.hasSuffix("Color") { name.removeLast("Color".count) }
            let known = UIColor.systemColorsByName[name] ?? UIColor.systemColorsByName[Self.legacyNames[name] ?? ""]
            if let color = known {
                self.init(color.name ?? name, color.red, color.green, color.blue, color.alpha)
            } else {
                self.init(name, 0.5, 0.5, 0.5, 1)
            }
        } else if let named = model.named {
            self.init(named, 0, 0, 0)
        } else if let white = model.white {
            self.init(red: CGFloat(white), green: CGFloat(white), blue: CGFloat(white), alpha: CGFloat(model.alpha ?? 1))
        } else {
            self.init(red: CGFloat(model.red ?? 0), green: CGFloat(model.green ?? 0), blue: CGFloat(model.blue ?? 0),
                      alpha: CGFloat(model.alpha ?? 1))
        }
    }

    /// `cocoaTouchSystemColor` names of older storyboards.
    private static let legacyNames: [String: String] = [
        "darkText": "label", "lightText": "white", "groupTableViewBackground": "systemGroupedBackground",
        "tableCellGroupedBackground": "secondarySystemGroupedBackground", "scrollViewTexturedBackground": "systemBackground",
    ]

    static var systemColorsByName: [String: UIColor] {
        let all: [UIColor] = [
            .black, .white, .red, .green, .blue, .gray, .lightGray, .darkGray, .clear, .orange, .yellow, .purple, .brown,
            .cyan, .magenta, .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple,
            .systemTeal, .systemIndigo, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
            .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .systemBackground, .secondarySystemBackground,
            .tertiarySystemBackground, .systemGroupedBackground, .separator, .link, .tintColor,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .quaternaryLabel, .opaqueSeparator,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .systemMint, .systemCyan, .systemBrown,
        ]
        return Dictionary(all.compactMap { color in color.name.map { ($0, color) } }, uniquingKeysWith: { first, _ in first })
    }
}

/// The type of a literal with no type around it (`let tint = #colorLiteral(…)`), as in UIKit.
public typealias _ColorLiteralType = UIColor
