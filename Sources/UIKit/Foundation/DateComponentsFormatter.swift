// Foundation on Linux marks `DateComponentsFormatter` unavailable ("Not supported in
// swift-corelibs-foundation"): iOS code that uses it would not compile. This declaration, in the
// UIKit module learners import, shadows Foundation's (docs/uikit-rules.md R17.1). On Apple
// platforms Foundation has the real one, so nothing is declared there.
#if !canImport(Darwin)
import Foundation

/// iOS's `DateComponentsFormatter`: a time interval or date components as "1:05", "1h 5m",
/// "1 hr, 5 min", "1 hour, 5 minutes" (en) or "1시간 5분" (ko). The language is the one of
/// `calendar?.locale` (iOS has no `locale` property on this class), else `Locale.current`.
/// English and Korean have their own unit names; any other language is written in English.
///
/// Faithful: the six styles' unit names and separators for en and ko (CLDR's, which iOS uses),
/// `allowedUnits`, `zeroFormattingBehavior`, `maximumUnitCount`, the positional form.
/// Not certain of iOS: `.brief` ("1hr 5min": short names without the space), `.spellOut`
/// (numbers spelt by `NumberFormatter`'s `.spellOut`; in Korean "일시간 오분" is approximate),
/// Korean phrases ("약 1시간", "1시간 남음"), a value left over below the smallest allowed unit
/// (dropped, not rounded), a positional day or larger unit (joined with ":" like the others) and
/// the default `allowedUnits` (years to seconds, without weeks).
open class DateComponentsFormatter: Formatter {
    public enum UnitsStyle: Int, Sendable {
        case positional = 0
        case abbreviated = 1
        case short = 2
        case full = 3
        case spellOut = 4
        case brief = 5
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// Empty means "the default units": years, months, days, hours, minutes, seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// 0: no limit. Units past the limit are dropped (not rounded into the last one shown).
    open var maximumUnitCount: Int = 0
    open var includesApproximationPhrase: Bool = false
    open var includesTimeRemainingPhrase: Bool = false
    open var allowsFractionalUnits: Bool = false
    open var collapsesLargestUnit: Bool = false
    open var calendar: Calendar? = Calendar.current
    /// The date a time interval with months or years is counted from (now when nil).
    open var referenceDate: Date?
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = orderedUnits
        let negative = ti < 0
        let magnitude = abs(ti)
        let values: [(DurationUnit, Int)]
        if units.contains(.year) || units.contains(.month) {
            var cal = calendar ?? Calendar.current
            cal.timeZone = TimeZone(identifier: "UTC") ?? cal.timeZone
            let start = referenceDate ?? Date()
            let end = start.addingTimeInterval(magnitude.rounded(.down))
            let components = cal.dateComponents(Set(units.map(\.component)), from: start, to: end)
            values = units.map { ($0, $0.value(in: components)) }
        } else {
            var rest = Int(magnitude.rounded(.down))
            values = units.map { unit in
                let seconds = unit.seconds
                let value = rest / seconds
                rest -= value * seconds
                return (unit, value)
            }
        }
        return render(values, negative: negative)
    }

    open func string(from components: DateComponents) -> String? {
        let units = orderedUnits
        let values = units.map { ($0, $0.value(in: components)) }
        let negative = values.contains { $0.1 < 0 }
        return render(values.map { ($0.0, abs($0.1)) }, negative: negative)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = orderedUnits
        let cal = calendar ?? Calendar.current
        let components = cal.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
        return string(from: components)
    }

    open override func string(for obj: Any) -> String? {
        switch obj {
        case let interval as TimeInterval: return string(from: interval)
        case let interval as Int: return string(from: TimeInterval(interval))
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: - Rendering

    enum DurationUnit: CaseIterable {
        case year, month, week, day, hour, minute, second

        var component: Calendar.Component {
            switch self {
            case .year: return .year
            case .month: return .month
            case .week: return .weekOfMonth
            case .day: return .day
            case .hour: return .hour
            case .minute: return .minute
            case .second: return .second
            }
        }

        /// Fixed length, for intervals without months or years.
        var seconds: Int {
            switch self {
            case .year: return 365 * 86_400
            case .month: return 30 * 86_400
            case .week: return 7 * 86_400
            case .day: return 86_400
            case .hour: return 3_600
            case .minute: return 60
            case .second: return 1
            }
        }

        func value(in components: DateComponents) -> Int {
            switch self {
            case .year: return components.year ?? 0
            case .month: return components.month ?? 0
            case .week: return components.weekOfMonth ?? components.weekOfYear ?? 0
            case .day: return components.day ?? 0
            case .hour: return components.hour ?? 0
            case .minute: return components.minute ?? 0
            case .second: return components.second ?? 0
            }
        }
    }

    var orderedUnits: [DurationUnit] {
        let allowed = allowedUnits
        guard !allowed.isEmpty else { return [.year, .month, .day, .hour, .minute, .second] }
        return DurationUnit.allCases.filter { unit in
            switch unit {
            case .year: return allowed.contains(.year)
            case .month: return allowed.contains(.month)
            case .week: return allowed.contains(.weekOfMonth) || allowed.contains(.weekOfYear)
            case .day: return allowed.contains(.day)
            case .hour: return allowed.contains(.hour)
            case .minute: return allowed.contains(.minute)
            case .second: return allowed.contains(.second)
            }
        }
    }

    var language: DurationLanguage {
        let locale = calendar?.locale ?? Locale.current
        return locale.identifier.hasPrefix("ko") ? .korean : .english
    }

    func render(_ all: [(DurationUnit, Int)], negative: Bool) -> String? {
        guard !all.isEmpty else { return nil }
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        var shown = all
        if !behavior.contains(.pad) {
            let nonZero = all.indices.filter { all[$0].1 != 0 }
            let first = nonZero.first ?? all.count - 1
            let last = nonZero.last ?? all.count - 1
            shown = all.enumerated().filter { index, item in
                guard item.1 == 0 else { return true }
                if index < first { return !behavior.contains(.dropLeading) }
                if index > last { return !behavior.contains(.dropTrailing) }
                return !behavior.contains(.dropMiddle)
            }.map(\.element)
            if unitsStyle == .positional {
                // The positional form keeps minutes and seconds at least ("0:05").
                let keep = min(2, all.count)
                if shown.count < keep { shown = Array(all.suffix(keep)) }
            } else if shown.isEmpty, let smallest = all.last {
                shown = [smallest]
            }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount {
            let firstNonZero = shown.firstIndex { $0.1 != 0 } ?? 0
            shown = Array(shown[firstNonZero...].prefix(maximumUnitCount))
        }
        var text: String
        if unitsStyle == .positional {
            text = shown.enumerated().map { index, item in
                index == 0 ? String(item.1) : (item.1 < 10 ? "0\(item.1)" : String(item.1))
            }.joined(separator: ":")
            if negative { text = "-" + text }
        } else {
            let words = language
            let parts = shown.enumerated().map { index, item in
                words.phrase(item.1, item.0, style: unitsStyle, negative: negative && index == 0)
            }
            text = parts.joined(separator: words.separator(unitsStyle))
        }
        return language.withPhrases(text, approximately: includesApproximationPhrase, remaining: includesTimeRemainingPhrase)
    }
}

/// The unit names of `DateComponentsFormatter` in the languages the simulation writes.
enum DurationLanguage {
    case english, korean

    var localeIdentifier: String { self == .korean ? "ko_KR" : "en_US" }

    func separator(_ style: DateComponentsFormatter.UnitsStyle) -> String {
        switch (self, style) {
        case (.english, .full), (.english, .short), (.english, .spellOut): return ", "
        default: return " "
        }
    }

    func phrase(_ value: Int, _ unit: DateComponentsFormatter.DurationUnit, style: DateComponentsFormatter.UnitsStyle, negative: Bool) -> String {
        let sign = negative ? "-" : ""
        var number = sign + String(value)
        if style == .spellOut {
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = Locale(identifier: localeIdentifier)
            number = (negative ? "minus " : "") + (speller.string(from: NSNumber(value: value)) ?? String(value))
        }
        switch self {
        case .korean:
            let names: [DateComponentsFormatter.DurationUnit: String] = [
                .year: "년", .month: "개월", .week: "주", .day: "일", .hour: "시간", .minute: "분", .second: "초",
            ]
            return number + (names[unit] ?? "")
        case .english:
            let one = value == 1
            switch style {
            case .full, .spellOut:
                let names: [DateComponentsFormatter.DurationUnit: String] = [
                    .year: "year", .month: "month", .week: "week", .day: "day", .hour: "hour", .minute: "minute", .second: "second",
                ]
                return number + " " + (names[unit] ?? "") + (one ? "" : "s")
            case .short, .brief:
                let names: [DateComponentsFormatter.DurationUnit: (String, String)] = [
                    .year: ("yr", "yrs"), .month: ("mth", "mths"), .week: ("wk", "wks"), .day: ("day", "days"),
                    .hour: ("hr", "hr"), .minute: ("min", "min"), .second: ("sec", "sec"),
                ]
                let name = names[unit].map { one ? $0.0 : $0.1 } ?? ""
                return number + (style == .brief ? "" : " ") + name
            case .abbreviated, .positional:
                let names: [DateComponentsFormatter.DurationUnit: String] = [
                    .year: "y", .month: "m", .week: "w", .day: "d", .hour: "h", .minute: "m", .second: "s",
                ]
                return number + (names[unit] ?? "")
            }
        }
    }

    func withPhrases(_ text: String, approximately: Bool, remaining: Bool) -> String {
        switch self {
        case .english:
            var result = text
            if remaining { result += " remaining" }
            if approximately { result = "About " + result }
            return result
        case .korean:
            var result = text
            if remaining { result += " 남음" }
            if approximately { result = "약 " + result }
            return result
        }
    }
}
#endif
