import XCTest
@testable @_spi(Workbook) import UIKit

/// R17.1–R17.3 (docs/uikit-rules.md): the Foundation formatters and localized-string calls iOS
/// has and Foundation on Linux lacks, declared by the simulation with iOS's output for en_US and
/// ko_KR.
final class FoundationFormatterTests: XCTestCase {
    private func durations(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle,
                           locale: String = "en_US") -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        return formatter
    }

    func testDateComponentsFormatterStylesInEnglish() {
        XCTAssertEqual(durations([.minute, .second], .positional).string(from: 65), "1:05")
        XCTAssertEqual(durations([.hour, .minute], .abbreviated).string(from: 3900), "1h 5m")
        XCTAssertEqual(durations([.hour, .minute], .short).string(from: 3900), "1 hr, 5 min")
        XCTAssertEqual(durations([.hour, .minute], .full).string(from: 3900), "1 hour, 5 minutes")
        XCTAssertEqual(durations([.hour, .minute], .brief).string(from: 3900), "1hr 5min")
        XCTAssertEqual(durations([.hour, .minute], .spellOut).string(from: 3900), "one hour, five minutes")
        XCTAssertEqual(durations([.day, .hour], .full).string(from: 2 * 86_400 + 3_600), "2 days, 1 hour")
    }

    func testDateComponentsFormatterStylesInKorean() {
        XCTAssertEqual(durations([.hour, .minute], .full, locale: "ko_KR").string(from: 3900), "1시간 5분")
        XCTAssertEqual(durations([.hour, .minute], .abbreviated, locale: "ko_KR").string(from: 3900), "1시간 5분")
        XCTAssertEqual(durations([.hour, .minute], .short, locale: "ko_KR").string(from: 3900), "1시간 5분")
        XCTAssertEqual(durations([.hour, .minute], .positional, locale: "ko_KR").string(from: 3900), "1:05")
    }

    func testDateComponentsFormatterZerosUnitCountAndPhrases() {
        let clock = durations([.hour, .minute, .second], .positional)
        XCTAssertEqual(clock.string(from: 5), "0:05")
        XCTAssertEqual(clock.string(from: 3900), "1:05:00")
        clock.zeroFormattingBehavior = .pad
        XCTAssertEqual(clock.string(from: 7), "0:00:07")
        let words = durations([.hour, .minute], .full)
        XCTAssertEqual(words.string(from: 3600), "1 hour")
        XCTAssertEqual(words.string(from: 0), "0 minutes")
        words.zeroFormattingBehavior = .pad
        XCTAssertEqual(words.string(from: 3600), "1 hour, 0 minutes")
        let limited = durations([.hour, .minute, .second], .full)
        limited.maximumUnitCount = 1
        XCTAssertEqual(limited.string(from: 3_905), "1 hour")
        let phrases = durations([.minute], .full)
        phrases.includesApproximationPhrase = true
        phrases.includesTimeRemainingPhrase = true
        XCTAssertEqual(phrases.string(from: 300), "About 5 minutes remaining")
        XCTAssertEqual(durations([.hour, .minute], .short).string(from: DateComponents(hour: 2, minute: 30)), "2 hr, 30 min")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        XCTAssertEqual(durations([.hour, .minute], .abbreviated).string(from: start, to: start.addingTimeInterval(5_400)), "1h 30m")
    }

    func testRelativeDateTimeFormatter() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let now = Date()
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -3600), "1 hour ago")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-5_400), relativeTo: now), "1 hour ago")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(2 * 86_400), relativeTo: now), "in 2 days")
        XCTAssertEqual(formatter.localizedString(for: now, relativeTo: now), "in 0 seconds")
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -3600), "1 hr. ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -1)), "yesterday")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: 1)), "tomorrow")
        XCTAssertEqual(formatter.localizedString(for: now, relativeTo: now), "now")
        formatter.locale = Locale(identifier: "ko_KR")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -1)), "어제")
        formatter.dateTimeStyle = .numeric
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -3600), "1시간 전")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(minute: 5)), "5분 후")
    }

    func testListFormatter() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(formatter.string(from: ["a", "b", "c"]), "a, b, and c")
        XCTAssertEqual(formatter.string(from: ["a", "b"]), "a and b")
        XCTAssertEqual(formatter.string(from: ["a"]), "a")
        formatter.locale = Locale(identifier: "ko_KR")
        XCTAssertEqual(formatter.string(from: ["a", "b", "c"]), "a, b 및 c")
    }

    func testMeasurementFormatter() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "3.107 mi")
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "68°F")
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5 km")
        XCTAssertEqual(formatter.string(from: Measurement(value: 90, unit: UnitDuration.minutes)), "90 min")
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 1, unit: UnitDuration.hours)), "1 hour")
        XCTAssertEqual(formatter.string(from: Measurement(value: 2.5, unit: UnitDuration.hours)), "2.5 hours")
        formatter.unitStyle = .short
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5km")
        formatter.locale = Locale(identifier: "ko_KR")
        formatter.unitStyle = .medium
        XCTAssertEqual(formatter.string(from: Measurement(value: 90, unit: UnitDuration.minutes)), "90분")
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5km")
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5킬로미터")
    }

    func testLocalizedStringCalls() {
        XCTAssertEqual(String(localized: "Hello"), "Hello")
        let count = 3
        XCTAssertEqual(String(localized: "\(count) items"), "3 items")
        XCTAssertEqual(NSString.localizedStringWithFormat("%d items", 3) as String, "3 items")
    }

    /// R17.6: `%@` given an `NSNumber` (and the other Foundation objects) writes its description, as on iOS.
    func testFoundationObjectsAreFormatArguments() {
        XCTAssertEqual(String(format: "%@분 마다 갱신", NSNumber(value: 5)), "5분 마다 갱신")
        XCTAssertEqual(String(format: "%@ %d %@", NSNumber(value: 2.5), 3, NSNumber(value: true)), "2.5 3 1")
        XCTAssertEqual(String(format: "[%@]", NSNull()), "[<null>]")
        XCTAssertEqual(String(format: "%@", NSDate(timeIntervalSince1970: 0)), "1970-01-01 00:00:00 +0000")
        XCTAssertEqual(String(format: "%@-%@", arguments: [NSNumber(value: 1), "a"]), "1-a")
        XCTAssertEqual(NSString(format: "%@!", NSNumber(value: 7)), "7!")
    }
}
