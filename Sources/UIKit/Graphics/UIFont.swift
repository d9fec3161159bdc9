import Foundation

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
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
    }

    open private(set) var fontName: String
    open private(set) var pointSize: CGFloat
    open var familyName: String { fontName }

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
        super.init()
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(fontName: fontName, pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(fontName: ".SFUI", pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", pointSize: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(fontName: ".SFMono", pointSize: fontSize) }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: 17) }
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize) }
}
