import Foundation

// Font descriptors and Dynamic Type scaling (uikit-rules §18). A descriptor is a font's name,
// size and face; `UIFont(descriptor:size:)` makes the font it describes. Of a system font the
// descriptor changes the face: bold and italic traits, monospaced, rounded and serif designs
// (named `.SFUI-BoldItalic`, `.SFMono-Regular`, `.SFUIRounded-Bold`, `.NewYork-Regular`). Of any
// other font it keeps the name and records the traits; no other face is looked up.

/// What describes a font: its attributes (`name`, `size`, `traits`…), with UIKit's names.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `traits` attribute's dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs (iOS 13).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The font's name (`postscriptName`).
    let name: String
    public let pointSize: CGFloat
    /// A system font's face; nil for other fonts.
    let face: UIFont.Face?
    /// The attributes given besides the name and size.
    let otherAttributes: [AttributeName: Any]

    init(name: String, pointSize: CGFloat, face: UIFont.Face?, otherAttributes: [AttributeName: Any] = [:]) {
        self.name = name
        self.pointSize = pointSize
        self.face = face
        self.otherAttributes = otherAttributes
        super.init()
    }

    public convenience override init() { self.init(fontAttributes: [:]) }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, pointSize: size, face: nil)
    }

    /// `name` (or else `family`), `size` and `traits` are read; the rest is kept.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        var others = attributes
        let name = (others.removeValue(forKey: .name) as? String) ?? (attributes[.family] as? String) ?? ""
        let size = others.removeValue(forKey: .size).flatMap(Self.number) ?? 0
        self.init(name: name, pointSize: size, face: nil, otherAttributes: others)
    }

    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    open var postscriptName: String { name }

    open var fontAttributes: [AttributeName: Any] {
        var attributes = otherAttributes
        attributes[.name] = name
        if pointSize > 0 { attributes[.size] = NSNumber(value: Double(pointSize)) }
        if let style = face?.textStyle { attributes[.textStyle] = style.rawValue }
        if face != nil || !symbolicTraits.isEmpty {
            var traits = (otherAttributes[.traits] as? [TraitKey: Any]) ?? [:]
            traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
            attributes[.traits] = traits
        }
        return attributes
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// A system font's: bold from weight `.bold` up, italic, monospace for the monospaced design;
    /// another font's: the traits its descriptor was given.
    open var symbolicTraits: SymbolicTraits {
        if let face {
            var traits: SymbolicTraits = []
            if face.weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
            if face.italic { traits.insert(.traitItalic) }
            if face.design == .monospaced { traits.insert(.traitMonoSpace) }
            return traits
        }
        let traits = otherAttributes[.traits] as? [TraitKey: Any]
        let raw = traits?[.symbolic].flatMap(Self.number).map { UInt32($0) } ?? 0
        return SymbolicTraits(rawValue: raw)
    }

    /// The same font with these traits instead of its own (a bold font given `.traitItalic` alone
    /// is no longer bold, as in UIKit). Of a system font bold, italic and monospace change the face.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        if var newFace = face {
            if symbolicTraits.contains(.traitBold) {
                if newFace.weight.rawValue < UIFont.Weight.bold.rawValue { newFace.weight = .bold }
            } else if newFace.weight.rawValue >= UIFont.Weight.bold.rawValue {
                newFace.weight = .regular
            }
            newFace.italic = symbolicTraits.contains(.traitItalic)
            if symbolicTraits.contains(.traitMonoSpace) { newFace.design = .monospaced } else if newFace.design == .monospaced { newFace.design = .default }
            return withFace(newFace)
        }
        var others = otherAttributes
        var traits = (others[.traits] as? [TraitKey: Any]) ?? [:]
        traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
        others[.traits] = traits
        return UIFontDescriptor(name: name, pointSize: pointSize, face: nil, otherAttributes: others)
    }

    /// A system font in another design; nil for other fonts (UIKit's answer when the design is not available).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard var newFace = face else { return nil }
        switch design {
        case .rounded: newFace.design = .rounded
        case .serif: newFace.design = .serif
        case .monospaced: newFace.design = .monospaced
        case .default: newFace.design = .default
        default: return nil
        }
        return withFace(newFace)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: name, pointSize: newPointSize, face: face, otherAttributes: otherAttributes)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var others = otherAttributes
        others[.family] = newFamily
        return UIFontDescriptor(name: newFamily, pointSize: pointSize, face: nil, otherAttributes: others)
    }

    /// The attributes added to (or replacing) the descriptor's; a new `name` makes it another
    /// font's descriptor.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var others = otherAttributes
        for (key, value) in attributes where key != .name && key != .size { others[key] = value }
        let newName = attributes[.name] as? String ?? name
        let newSize = attributes[.size].flatMap(Self.number) ?? pointSize
        return UIFontDescriptor(name: newName, pointSize: newSize, face: newName == name ? face : nil, otherAttributes: others)
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// A system font's face changed: renamed as iOS names that face (unchanged, the name stays).
    private func withFace(_ newFace: UIFont.Face) -> UIFontDescriptor {
        UIFontDescriptor(name: newFace == face ? name : newFace.systemFontName, pointSize: pointSize, face: newFace,
                         otherAttributes: otherAttributes)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return name == other.name && pointSize == other.pointSize && face == other.face && symbolicTraits == other.symbolicTraits
    }
    open override var hash: Int { name.hashValue ^ pointSize.hashValue }
    open override var description: String { "UIFontDescriptor <\(name) \(pointSize)pt>" }
}

extension UIFont {
    /// The font's name, size and face.
    public var fontDescriptor: UIFontDescriptor {
        if fontName.hasPrefix(".") { return UIFontDescriptor(name: fontName, pointSize: pointSize, face: workbookTraits) }
        var others: [UIFontDescriptor.AttributeName: Any] = [:]
        if workbookTraits.symbolicTraits != 0 {
            others[.traits] = [UIFontDescriptor.TraitKey.symbolic: NSNumber(value: workbookTraits.symbolicTraits)]
        }
        return UIFontDescriptor(name: fontName, pointSize: pointSize, face: nil, otherAttributes: others)
    }

    /// The font the descriptor describes; a `size` of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(fontName: descriptor.name, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize)
        if let face = descriptor.face {
            workbookTraits = face
        } else {
            workbookTraits.symbolicTraits = descriptor.symbolicTraits.rawValue
        }
    }
}

/// Dynamic Type scaling. The text size does not change during a run (the default, "Large"), where
/// UIKit's scale is 1: scaled fonts and values are the ones given (a font no larger than
/// `maximumPointSize`, when one is given).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { scaledFont(for: font) }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
