import Foundation
import Texts

/// A number that came out a unit's factor away from the one expected (300 for 5: ×60), every
/// other part of the text the same: the value went through another unit (seconds for minutes,
/// milliseconds, a percent for a fraction). The line is the learner's assignment that ran and
/// reads a value kept in such a unit (`countDownDuration`, `timeIntervalSince…`) or converts by
/// that factor.
struct UnitFactorRule: TeachingRule {
    let id = "unit-factor"
    /// Factor → (the unit the value came in, the unit expected).
    static let factors: [(factor: Double, came: String, meant: String)] = [
        (60, "seconds", "minutes"), (1.0 / 60, "minutes", "seconds"), (3600, "seconds", "hours"), (1.0 / 3600, "hours", "seconds"),
        (1000, "milliseconds", "seconds"), (1.0 / 1000, "seconds", "milliseconds"), (100, "percent", "a fraction"), (0.01, "a fraction", "percent"),
    ]
    /// Members UIKit and Foundation keep in seconds.
    static let secondsMembers = ["countDownDuration", "timeIntervalSince1970", "timeIntervalSinceNow", "timeIntervalSinceReferenceDate",
                                 "timeIntervalSince", "duration", "TimeInterval"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected, let actual = context.failure.actual else { return nil }
        let pattern = #"-?\d+(?:\.\d+)?"#
        func numbers(_ text: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }
        let (wanted, got) = (numbers(expected), numbers(actual))
        guard wanted.count == got.count, !wanted.isEmpty,
              expected.replacingOccurrences(of: pattern, with: "#", options: .regularExpression)
                == actual.replacingOccurrences(of: pattern, with: "#", options: .regularExpression) else { return nil }
        let pairs = zip(wanted, got).filter { $0 != $1 }
        guard pairs.count == 1, let pair = pairs.first, let w = Double(pair.0), let g = Double(pair.1), w != 0, g != 0 else { return nil }
        let ratio = g / w
        guard let unit = Self.factors.first(where: { abs($0.factor - ratio) / $0.factor < 1e-9 }) else { return nil }
        // The line that brings the unit in: a read of a member kept in seconds, or a conversion by that factor.
        let factorText = unit.factor >= 1 ? Self.plain(unit.factor) : Self.plain(1 / unit.factor)
        let lines = context.code.assignments.filter { assignment in
            (context.ran(assignment) ?? 1) > 0 && (
                Self.secondsMembers.contains { assignment.value.contains($0) }
                || assignment.value.range(of: #"[*/]\s*\#(factorText)(\.0)?\b"#, options: .regularExpression) != nil)
        }
        // Also a local worked out that way (`let seconds = interval.value * 60`).
        var candidates: [(statement: String, line: Int, value: String)] = lines.map { ($0.statement, $0.line, $0.value) }
        candidates += context.code.bindings.filter { binding in
            !binding.isCapture && (Self.secondsMembers.contains { binding.value.contains($0) }
                || binding.value.range(of: #"[*/]\s*\#(factorText)(\.0)?\b"#, options: .regularExpression) != nil)
        }.map { ("let \($0.name) = \($0.value)", $0.line, $0.value) }
        let line = candidates.first { Self.secondsMembers.contains(where: $0.value.contains) } ?? candidates.first
        let member = line.flatMap { l in Self.secondsMembers.first { l.value.contains($0) } }
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleUnitFactor(expected: pair.0, actual: pair.1, factor: factorText, larger: ratio > 1, came: unit.came, meant: unit.meant,
                              statement: line?.statement, line: line?.line, secondsMember: member)
        })
    }

    static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
