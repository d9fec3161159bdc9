import Foundation
import Texts

/// A length of time shown through a point in time: the text the check read is built from
/// `Date(timeIntervalSinceReferenceDate: x)` (or `timeIntervalSince1970:`, `timeIntervalSinceNow:`,
/// `Date(timeInterval:since:)`), formatted (a `DateFormatter`, `formatted(…)`, `Calendar.component`),
/// and its number came out different from the one expected, every other part the same. The date
/// reads `x` as seconds from a fixed moment, and the formatter shows a part of that moment (the
/// minute of 00:00:05 is 0), not the number of minutes.
///
/// Premise: a missing value; the expected and actual texts differ in one number only; a line that
/// ran and sets what the check read is built (through its names) from such a `Date`, and the
/// date's seconds come from a name (not a literal or a stored timestamp read from a store).
struct DurationAsDateRule: TeachingRule {
    let id = "duration-as-date"
    static let initializers = ["timeIntervalSinceReferenceDate", "timeIntervalSince1970", "timeIntervalSinceNow", "timeInterval"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected, let actual = context.failure.actual,
              Self.differInOneNumber(expected, actual) else { return nil }
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let origins = context.origins(of: setter)
            guard origins.range(of: #"\bstring\s*\(\s*from:|\.formatted\s*\(|\bcomponent\s*\(|\bdateComponents\s*\("#, options: .regularExpression) != nil,
                  let made = origins.firstMatch(#"Date\s*\(\s*(timeIntervalSinceReferenceDate|timeIntervalSince1970|timeIntervalSinceNow|timeInterval)\s*:\s*([^,)]+)"#),
                  let seconds = Optional(made[2].trimmingCharacters(in: .whitespaces)),
                  seconds.range(of: #"^[\p{L}_][\w.?!]*$"#, options: .regularExpression) != nil,
                  seconds.range(of: #"(?i)(date|time|stamp|at)$"#, options: .regularExpression) == nil else { continue }
            let written = "Date(\(made[1]): \(seconds))"
            let line = context.code.bindings.first(where: { $0.method == setter.method && $0.owner == setter.owner && $0.value.contains(made[1]) })?.line ?? setter.line
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleDurationAsDate(date: written, line: line, seconds: seconds, setter: "\(setter.target) = …", setterLine: setter.line,
                                      expected: expected, actual: actual)
            })
        }
        return nil
    }

    /// The two texts are the same but for one number (`"5분 마다 갱신"`, `"0분 마다 갱신"`).
    static func differInOneNumber(_ expected: String, _ actual: String) -> Bool {
        let pattern = #"-?\d+(?:\.\d+)?"#
        guard expected.replacingOccurrences(of: pattern, with: "#", options: .regularExpression)
                == actual.replacingOccurrences(of: pattern, with: "#", options: .regularExpression) else { return false }
        let numbers = { (text: String) in text.allMatches(pattern).map { $0[0] } }
        return zip(numbers(expected), numbers(actual)).filter { $0 != $1 }.count == 1
    }
}
