import Foundation

/// A font: its name and size, nothing is drawn. The system font's name follows iOS's
/// (`.SFUI-Regular`, `.SFUI-Semibold` for `boldSystemFont`, `.SFUI-Bold` for weight `.bold`,
/// `.SFUI-RegularItalic`), so the screens can tell bold text; two fonts with the same name and
/// size are equal, as UIKit's cached fonts are.
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)

        /// The face name iOS gives the system font of this weight (the nearest named weight).
        var faceName: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// iOS 16: the system font's width (`systemFont(ofSize:weight:width:)`).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3), condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0), expanded = Width(rawValue: 0.2)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight of the style at the default content size ("Large"), from Apple's
        /// Human Interface Guidelines (Typography, iOS).
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    open private(set) var fontName: String
    open private(set) var pointSize: CGFloat
    open var familyName: String { fontName }
    /// How a system font was made (its weight, italic, design).
    var workbookTraits = Face()

    /// What a system font is made of.
    struct Face: Hashable, Sendable {
        enum Design: Hashable, Sendable { case `default`, monospaced, rounded, serif }
        var weight: Weight = .regular
        var italic = false
        var design: Design = .default
        var monospacedDigits = false
        var textStyle: TextStyle?
        /// A font that is not the system font: the symbolic traits its descriptor was given.
        var symbolicTraits: UInt32 = 0

        /// iOS's names: `.SFUI-Regular`, `.SFUI-RegularItalic`, `.SFMono-Regular`.
        var systemFontName: String {
            let italicName = italic ? "Italic" : ""
            switch design {
            case .monospaced: return ".SFMono-\(weight.faceName)\(italicName)"
            case .rounded: return ".SFUIRounded-\(weight.faceName)\(italicName)"
            case .serif: return ".NewYork-\(weight.faceName)\(italicName)"
            case .default: return ".SFUI-\(weight.faceName)\(italicName)"
            }
        }
    }

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
        super.init()
    }

    /// The system font of this face, named as iOS names it.
    convenience init(system face: Face, pointSize: CGFloat) {
        self.init(fontName: face.systemFontName, pointSize: pointSize)
        workbookTraits = face
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(fontName: fontName, pointSize: fontSize) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: .init(), pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: .init(weight: weight), pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(system: .init(weight: weight), pointSize: fontSize)
    }
    /// iOS names the bold system font's face "Semibold".
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let font = UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize)
        font.workbookTraits = .init(weight: .bold)
        return font
    }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(system: .init(italic: true), pointSize: fontSize)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: .init(weight: weight, design: .monospaced), pointSize: fontSize)
    }
    /// The system font with digits of one width (a timer's "12:05"): its name is the system font's.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: .init(weight: weight, monospacedDigits: true), pointSize: fontSize)
    }
    /// The style's font at the default text size (Dynamic Type does not change during a run).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(system: .init(weight: weight, textStyle: style), pointSize: size)
    }
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var familyNames: [String] { [] }
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(fontName: fontName, pointSize: fontSize)
        font.workbookTraits = workbookTraits
        return font
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && workbookTraits == other.workbookTraits
    }
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
    open override var description: String { "<UIFont: font-family: \"\(fontName)\"; font-size: \(pointSize)pt>" }
}
