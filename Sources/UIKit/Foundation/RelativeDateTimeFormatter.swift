// Foundation on Linux has no `RelativeDateTimeFormatter`: iOS code that uses it would not
// compile. Declared here, in the UIKit module learners import (docs/uikit-rules.md R17.1); on
// Apple platforms Foundation has the real one.
#if !canImport(Darwin)
import Foundation

/// iOS's `RelativeDateTimeFormatter`: "1 hour ago", "in 2 days", "yesterday" (en), "1시간 전",
/// "어제" (ko). The words come from the same ICU data iOS uses (Foundation's
/// `Date.AnchoredRelativeFormatStyle`), in any `locale`.
///
/// The unit is iOS's: the largest of year, month, week, day, hour, minute, second whose
/// calendar difference (`calendar.dateComponents(_:from:to:)`, reference to date) is not zero,
/// counted whole (90 minutes ago is "1 hour ago", 36 hours ago "1 day ago"/"yesterday");
/// no difference at all is "in 0 seconds" or, named, "now".
/// `unitsStyle`: `.full` "1 hour ago", `.short` "1 hr. ago", `.abbreviated` "1h ago",
/// `.spellOut` "one hour ago" (ICU's wide, short, narrow and spelt-out forms, the ones iOS maps
/// them to).
open class RelativeDateTimeFormatter: Formatter {
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    public enum UnitsStyle: Int, Sendable {
        case full = 0
        case spellOut = 1
        case short = 2
        case abbreviated = 3
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = Calendar.current
    open var locale: Locale! = Locale.current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let cal: Calendar = calendar ?? Calendar.current
        let components = cal.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second],
                                            from: referenceDate, to: date)
        return localizedString(from: components)
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let order: [(Int?, Calendar.Component, Date.RelativeFormatStyle.Field)] = [
            (dateComponents.year, .year, .year),
            (dateComponents.month, .month, .month),
            (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .weekOfMonth, .week),
            (dateComponents.day, .day, .day),
            (dateComponents.hour, .hour, .hour),
            (dateComponents.minute, .minute, .minute),
            (dateComponents.second, .second, .second),
        ]
        let chosen = order.first { ($0.0 ?? 0) != 0 }
        return Self.phrase(value: chosen?.0 ?? 0, component: chosen?.1 ?? .second, field: chosen?.2 ?? .second,
                           named: dateTimeStyle == .named, style: unitsStyle, locale: locale ?? Locale.current,
                           context: formattingContext)
    }

    open override func string(for obj: Any) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// One unit and value in words, written by ICU: the value is laid between two fixed dates of
    /// a UTC Gregorian calendar that differ by exactly that much.
    static func phrase(value: Int, component: Calendar.Component, field: Date.RelativeFormatStyle.Field,
                       named: Bool, style: UnitsStyle, locale: Locale, context: Formatter.Context) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
        // 15 January 2001, 12:00 UTC: mid-month, mid-day, so no unit spills into the next.
        let reference = Date(timeIntervalSinceReferenceDate: 14 * 86_400 + 12 * 3_600)
        let target = gregorian.date(byAdding: component, value: value, to: reference) ?? reference
        let width: Date.RelativeFormatStyle.UnitsStyle
        switch style {
        case .full: width = .wide
        case .spellOut: width = .spellOut
        case .short: width = .abbreviated
        case .abbreviated: width = .narrow
        }
        let capitalization: FormatStyleCapitalizationContext
        switch context {
        case .beginningOfSentence: capitalization = .beginningOfSentence
        case .middleOfSentence: capitalization = .middleOfSentence
        case .standalone: capitalization = .standalone
        case .listItem: capitalization = .listItem
        default: capitalization = .unknown
        }
        let format = Date.AnchoredRelativeFormatStyle(anchor: target, allowedFields: [field],
                                                      presentation: named ? .named : .numeric, unitsStyle: width,
                                                      locale: locale, calendar: gregorian, capitalizationContext: capitalization)
        return format.format(reference)
    }
}
#endif
