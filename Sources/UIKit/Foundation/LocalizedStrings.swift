// Localized-string calls iOS code makes that Foundation on Linux lacks: `String(localized:)`
// (no `String.LocalizationValue` here) and `NSString.localizedStringWithFormat`
// (docs/uikit-rules.md R17.3). On Apple platforms Foundation has them.
#if !canImport(Darwin)
import Foundation

extension String {
    /// iOS's `String(localized:table:bundle:locale:comment:)`: the key's text in the bundle's
    /// `Localizable.strings` (or `table`), the key itself when it has none. An interpolated key
    /// (`"\(count) items"`) is looked up as the finished text, not as iOS's `%lld items` pattern.
    public init(localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: key, value: key, table: table)
    }

    /// iOS's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: "\(key)", value: defaultValue, table: table)
    }
}

extension NSString {
    /// iOS's `NSString.localizedStringWithFormat(_:_:)`: the format filled with the arguments
    /// for the current locale, like `String.localizedStringWithFormat`.
    public static func localizedStringWithFormat(_ format: NSString, _ args: CVarArg...) -> NSString {
        NSString(string: String(format: format as String, locale: Locale.current, arguments: args))
    }
}
#endif
