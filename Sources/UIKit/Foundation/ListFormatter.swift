// Foundation on Linux has no `ListFormatter`: iOS code that uses it would not compile. Declared
// here, in the UIKit module learners import (docs/uikit-rules.md R17.1); on Apple platforms
// Foundation has the real one.
#if !canImport(Darwin)
import Foundation

/// iOS's `ListFormatter`: ["a", "b", "c"] as "a, b, and c" (en), "a, b 및 c" (ko), with ICU's
/// data (Foundation's `ListFormatStyle`, `.and`, standard width) for the formatter's `locale`.
/// `string(from:)` writes each item's `description` (iOS asks an `itemFormatter` when set, or
/// the item's localized description).
open class ListFormatter: Formatter {
    open var locale: Locale! = Locale.current
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    open func string(from items: [Any]) -> String? {
        let texts = items.map { item -> String in
            if let formatter = itemFormatter, let text = formatter.string(for: item) { return text }
            if let text = item as? String { return text }
            return String(describing: item)
        }
        return texts.formatted(.list(type: .and, width: .standard).locale(locale ?? Locale.current))
    }

    open override func string(for obj: Any) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
