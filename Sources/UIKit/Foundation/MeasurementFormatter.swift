// Foundation on Linux marks `MeasurementFormatter` unavailable ("Not supported in
// swift-corelibs-foundation"). This declaration, in the UIKit module learners import, shadows it
// (docs/uikit-rules.md R17.2); on Apple platforms Foundation has the real one.
#if !canImport(Darwin)
import Foundation

/// iOS's `MeasurementFormatter` for the units learners show: durations (hours, minutes,
/// seconds, milliseconds), lengths (km, m, cm, mm, mi, yd, ft, in), masses (kg, g, lb, oz),
/// temperatures (°C, °F, K), speeds (km/h, m/s, mph), volumes (L, mL) and kilocalories, in
/// English and Korean (any other language is written in English). Another unit is its number
/// and its symbol ("5 furlongs-symbol").
///
/// `unitStyle`: `.short` "5km", `.medium` (the default) "5 km", `.long` "5 kilometers";
/// Korean "5km", "5km", "5킬로미터". The number is `numberFormatter`'s (by default decimal, at
/// most three fraction digits, the formatter's `locale`).
/// `unitOptions`: `.providedUnit` keeps the measurement's unit; empty (the default) uses the
/// locale's usual unit: with a US region lengths become miles, masses pounds, speeds miles per
/// hour and temperatures °F, elsewhere US units become metric ones [not certain of every case
/// iOS converts]. `.naturalScale` is not simulated (it keeps the unit, as `.providedUnit`).
/// `.temperatureWithoutUnit` writes "20°".
open class MeasurementFormatter: Formatter {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = Locale.current {
        didSet { numberFormatter.locale = locale }
    }
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter(Locale.current)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    static func defaultNumberFormatter(_ locale: Locale) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        formatter.locale = locale
        return formatter
    }

    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: measurement.value, unit: measurement.unit)
    }

    open func string(from unit: Unit) -> String {
        let korean = (locale ?? Locale.current).identifier.hasPrefix("ko")
        guard let entry = Self.names[Self.key(unit)] else { return unit.symbol }
        if korean { return entry.koShort ?? entry.short }
        switch unitStyle {
        case .long: return entry.enPlural
        case .short: return entry.short
        default: return entry.medium
        }
    }

    open override func string(for obj: Any) -> String? {
        guard let measurement = obj as? NSMeasurement else { return nil }
        return string(from: measurement.doubleValue, unit: measurement.unit)
    }

    func string(from value: Double, unit provided: Unit) -> String {
        var value = value
        var unit = provided
        if !unitOptions.contains(.providedUnit), let dimension = provided as? Dimension,
           let preferred = Self.preferredUnit(for: dimension, locale: locale ?? Locale.current) {
            value = Measurement(value: value, unit: dimension).converted(to: preferred).value
            unit = preferred
        }
        let numbers = numberFormatter ?? Self.defaultNumberFormatter(locale ?? Locale.current)
        let number = numbers.string(from: NSNumber(value: value)) ?? String(value)
        let korean = (locale ?? Locale.current).identifier.hasPrefix("ko")
        guard let entry = Self.names[Self.key(unit)] else { return number + " " + unit.symbol }
        if unitOptions.contains(.temperatureWithoutUnit), unit is UnitTemperature { return number + "°" }
        switch (unitStyle, korean) {
        case (.long, true): return entry.koLong.replacingOccurrences(of: "%@", with: number)
        case (.long, false): return number + " " + (value == 1 ? entry.enSingular : entry.enPlural)
        case (_, true): return number + (entry.koShort ?? entry.short)
        case (.short, false): return number + entry.short
        default: return number + (entry.medium.hasPrefix("°") ? "" : " ") + entry.medium
        }
    }

    /// The unit a locale shows a dimension in when no unit option says otherwise.
    static func preferredUnit(for dimension: Dimension, locale: Locale) -> Dimension? {
        let us = locale.region?.identifier == "US"
        let metricLengths: Set<String> = ["km", "m", "cm", "mm"]
        let usLengths: Set<String> = ["mi", "yd", "ft", "in"]
        switch dimension {
        case is UnitLength:
            if us, metricLengths.contains(dimension.symbol) { return UnitLength.miles }
            if !us, usLengths.contains(dimension.symbol) { return UnitLength.kilometers }
        case is UnitMass:
            if us, ["kg", "g"].contains(dimension.symbol) { return UnitMass.pounds }
            if !us, ["lb", "oz"].contains(dimension.symbol) { return UnitMass.kilograms }
        case is UnitSpeed:
            if us, ["km/h", "m/s"].contains(dimension.symbol) { return UnitSpeed.milesPerHour }
            if !us, dimension.symbol == "mph" { return UnitSpeed.kilometersPerHour }
        case is UnitTemperature:
            if us, dimension.symbol != "°F" { return UnitTemperature.fahrenheit }
            if !us, dimension.symbol == "°F" { return UnitTemperature.celsius }
        default: break
        }
        return nil
    }

    struct Names {
        var short: String
        var medium: String
        var enSingular: String
        var enPlural: String
        /// `%@` is the number.
        var koLong: String
        /// Korean short and medium, when not `short` ("90분", not "90m").
        var koShort: String? = nil
    }

    /// A unit's entry in `names`: its class and its symbol in Foundation on Linux
    /// (`UnitLength:km`; `UnitDuration.minutes.symbol` is "m" there, "min" on iOS).
    static func key(_ unit: Unit) -> String { "\(type(of: unit)):\(unit.symbol)" }

    /// By `key(_:)`.
    static let names: [String: Names] = [
        "UnitDuration:h": Names(short: "h", medium: "hr", enSingular: "hour", enPlural: "hours", koLong: "%@시간", koShort: "시간"),
        "UnitDuration:m": Names(short: "m", medium: "min", enSingular: "minute", enPlural: "minutes", koLong: "%@분", koShort: "분"),
        "UnitDuration:s": Names(short: "s", medium: "sec", enSingular: "second", enPlural: "seconds", koLong: "%@초", koShort: "초"),
        "UnitDuration:ms": Names(short: "ms", medium: "ms", enSingular: "millisecond", enPlural: "milliseconds", koLong: "%@밀리초", koShort: "밀리초"),
        "UnitLength:km": Names(short: "km", medium: "km", enSingular: "kilometer", enPlural: "kilometers", koLong: "%@킬로미터"),
        "UnitLength:m": Names(short: "m", medium: "m", enSingular: "meter", enPlural: "meters", koLong: "%@미터"),
        "UnitLength:cm": Names(short: "cm", medium: "cm", enSingular: "centimeter", enPlural: "centimeters", koLong: "%@센티미터"),
        "UnitLength:mm": Names(short: "mm", medium: "mm", enSingular: "millimeter", enPlural: "millimeters", koLong: "%@밀리미터"),
        "UnitLength:mi": Names(short: "mi", medium: "mi", enSingular: "mile", enPlural: "miles", koLong: "%@마일"),
        "UnitLength:yd": Names(short: "yd", medium: "yd", enSingular: "yard", enPlural: "yards", koLong: "%@야드"),
        "UnitLength:ft": Names(short: "′", medium: "ft", enSingular: "foot", enPlural: "feet", koLong: "%@피트"),
        "UnitLength:in": Names(short: "″", medium: "in", enSingular: "inch", enPlural: "inches", koLong: "%@인치"),
        "UnitMass:kg": Names(short: "kg", medium: "kg", enSingular: "kilogram", enPlural: "kilograms", koLong: "%@킬로그램"),
        "UnitMass:g": Names(short: "g", medium: "g", enSingular: "gram", enPlural: "grams", koLong: "%@그램"),
        "UnitMass:lb": Names(short: "lb", medium: "lb", enSingular: "pound", enPlural: "pounds", koLong: "%@파운드"),
        "UnitMass:oz": Names(short: "oz", medium: "oz", enSingular: "ounce", enPlural: "ounces", koLong: "%@온스"),
        "UnitTemperature:°C": Names(short: "°C", medium: "°C", enSingular: "degree Celsius", enPlural: "degrees Celsius", koLong: "섭씨 %@도"),
        "UnitTemperature:°F": Names(short: "°", medium: "°F", enSingular: "degree Fahrenheit", enPlural: "degrees Fahrenheit", koLong: "화씨 %@도"),
        "UnitTemperature:K": Names(short: "K", medium: "K", enSingular: "kelvin", enPlural: "kelvins", koLong: "%@켈빈"),
        "UnitSpeed:km/h": Names(short: "km/h", medium: "km/h", enSingular: "kilometer per hour", enPlural: "kilometers per hour", koLong: "시속 %@킬로미터"),
        "UnitSpeed:m/s": Names(short: "m/s", medium: "m/s", enSingular: "meter per second", enPlural: "meters per second", koLong: "초속 %@미터"),
        "UnitSpeed:mph": Names(short: "mph", medium: "mph", enSingular: "mile per hour", enPlural: "miles per hour", koLong: "시속 %@마일"),
        "UnitVolume:L": Names(short: "L", medium: "L", enSingular: "liter", enPlural: "liters", koLong: "%@리터"),
        "UnitVolume:mL": Names(short: "mL", medium: "mL", enSingular: "milliliter", enPlural: "milliliters", koLong: "%@밀리리터"),
        "UnitEnergy:kCal": Names(short: "Cal", medium: "Cal", enSingular: "Calorie", enPlural: "Calories", koLong: "%@킬로칼로리"),
    ]
}
#endif
