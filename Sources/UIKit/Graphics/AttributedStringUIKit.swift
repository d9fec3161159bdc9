import Foundation

// UIKit's attributes of Swift's `AttributedString` (iOS 15): `var title = AttributedString("Go")`,
// `title.font = .boldSystemFont(ofSize: 17)`, `AttributeContainer().foregroundColor = .red`. Foundation
// on Linux has `AttributedString` and the Foundation scope (`.link`) but no UIKit scope, and it
// cannot convert between `AttributedString` and `NSAttributedString` (Darwin's Foundation can).
// Values are kept, nothing is drawn.

extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let textEffect: TextEffectAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let ligature: LigatureAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey { public typealias Value = UIFont; public static let name = "NSFont" }
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSBackgroundColor" }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = "NSParagraphStyle"
        }
        public enum KernAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSKern" }
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSTracking" }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSStrikethrough"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = NSUnderlineStyle; public static let name = "NSUnderline" }
        public enum StrokeColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSStrokeColor" }
        public enum StrokeWidthAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSStrokeWidth" }
        public enum ShadowAttribute: AttributedStringKey { public typealias Value = NSShadow; public static let name = "NSShadow" }
        public enum TextEffectAttribute: AttributedStringKey {
            public typealias Value = NSAttributedString.TextEffectStyle
            public static let name = "NSTextEffect"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSBaselineOffset" }
        public enum UnderlineColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSUnderlineColor" }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSStrikethroughColor"
        }
        public enum LigatureAttribute: AttributedStringKey { public typealias Value = Int; public static let name = "NSLigature" }
        public enum ObliquenessAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSObliqueness" }
        public enum ExpansionAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "NSExpansion" }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// The UIKit keys both kinds of attributed string share, for the conversions.
enum UIKitAttributeTable {
    typealias Scope = AttributeScopes.UIKitAttributes

    struct Entry {
        let key: NSAttributedString.Key
        let read: (AttributeContainer) -> Any?
        let write: (inout AttributeContainer, Any) -> Void
    }

    static func object<K: AttributedStringKey>(_ type: K.Type, _ key: NSAttributedString.Key) -> Entry {
        Entry(key: key, read: { $0[K.self] }, write: { container, value in
            if let value = value as? K.Value { container[K.self] = value }
        })
    }

    /// A number written as `Int`, `Double`, `CGFloat`, `Float` or `NSNumber`, as dictionaries hold them.
    static func number<K: AttributedStringKey>(_ type: K.Type, _ key: NSAttributedString.Key) -> Entry where K.Value == CGFloat {
        Entry(key: key, read: { $0[K.self] }, write: { container, value in
            if let number = cgFloat(value) { container[K.self] = number }
        })
    }

    static func style<K: AttributedStringKey>(_ type: K.Type, _ key: NSAttributedString.Key) -> Entry where K.Value == NSUnderlineStyle {
        Entry(key: key, read: { $0[K.self]?.rawValue }, write: { container, value in
            if let style = value as? NSUnderlineStyle {
                container[K.self] = style
            } else if let raw = cgFloat(value) {
                container[K.self] = NSUnderlineStyle(rawValue: Int(raw))
            }
        })
    }

    static func cgFloat(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    static let entries: [Entry] = [
        object(Scope.FontAttribute.self, .font),
        object(Scope.ForegroundColorAttribute.self, .foregroundColor),
        object(Scope.BackgroundColorAttribute.self, .backgroundColor),
        object(Scope.ParagraphStyleAttribute.self, .paragraphStyle),
        number(Scope.KernAttribute.self, .kern),
        number(Scope.TrackingAttribute.self, .tracking),
        style(Scope.StrikethroughStyleAttribute.self, .strikethroughStyle),
        style(Scope.UnderlineStyleAttribute.self, .underlineStyle),
        object(Scope.StrokeColorAttribute.self, .strokeColor),
        number(Scope.StrokeWidthAttribute.self, .strokeWidth),
        object(Scope.ShadowAttribute.self, .shadow),
        object(Scope.TextEffectAttribute.self, .textEffect),
        number(Scope.BaselineOffsetAttribute.self, .baselineOffset),
        object(Scope.UnderlineColorAttribute.self, .underlineColor),
        object(Scope.StrikethroughColorAttribute.self, .strikethroughColor),
        Entry(key: .ligature, read: { $0[Scope.LigatureAttribute.self] }, write: { container, value in
            if let number = cgFloat(value) { container[Scope.LigatureAttribute.self] = Int(number) }
        }),
        number(Scope.ObliquenessAttribute.self, .obliqueness),
        number(Scope.ExpansionAttribute.self, .expansion),
        Entry(key: .link, read: { $0[AttributeScopes.FoundationAttributes.LinkAttribute.self] }, write: { container, value in
            if let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:)) {
                container[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
            }
        }),
    ]

    static func dictionary(of container: AttributeContainer) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        for entry in entries { if let value = entry.read(container) { attributes[entry.key] = value } }
        return attributes
    }

    static func container(of dictionary: [NSAttributedString.Key: Any]) -> AttributeContainer {
        var container = AttributeContainer()
        for entry in entries { if let value = dictionary[entry.key] { entry.write(&container, value) } }
        return container
    }
}

#if !canImport(Darwin)
extension AttributeContainer {
    /// The UIKit attributes (and `.link`) of a dictionary; other keys are left out.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self = UIKitAttributeTable.container(of: dictionary)
    }
}

extension NSAttributedString {
    /// The characters and UIKit attributes (and links) of a Swift attributed string.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            let text = String(attrStr[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: UIKitAttributeTable.dictionary(of: run.attributes)))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// The characters and UIKit attributes (and links) of an `NSAttributedString`.
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        let whole = nsStr.string as NSString
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            result.append(AttributedString(whole.substring(with: range), attributes: UIKitAttributeTable.container(of: attributes)))
        }
        self = result
    }
}
#endif
