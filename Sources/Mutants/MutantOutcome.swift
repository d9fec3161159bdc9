import Foundation
import WorkbookCore

/// What checking one mutant with the book's full checks showed.
public struct MutantOutcome: Encodable, Sendable {
    public enum Verdict: String, Codable, Sendable, CaseIterable {
        /// A failed check carries an explanation naming what the mutation changed, in English and in Korean.
        case explained
        /// It fails, with explanations none of which names what changed (in both languages).
        case genericWhy = "generic-why"
        /// It fails with no explanation at all.
        case noWhy = "no-why"
        /// Every check passes and every check's run is the reference's: an equivalent mutant as
        /// far as the checks' steps go.
        case passesEquivalent = "passes-equivalent"
        /// Every check passes but some run differs from the reference's: a check is missing.
        case passesMissingCheck = "passes-missing-check"
        /// It does not compile (or the source gate refuses it): not a mutant.
        case discarded = "compile-discarded"
        /// workbook could not check it (not the mutant's doing).
        case error

        public var fails: Bool { [.explained, .genericWhy, .noWhy].contains(self) }
        public var passes: Bool { [.passesEquivalent, .passesMissingCheck].contains(self) }
    }

    /// One explanation of a failed check, and whether it names the truth in each language.
    public struct Why: Codable, Sendable {
        public var check: String
        public var rule: String
        public var en: String
        public var ko: String
        public var namesTruthEn: Bool
        public var namesTruthKo: Bool
    }

    public var mutant: Mutant
    public var verdict: Verdict
    public var failedChecks: [String]
    /// The first failed check: its id, message, expected and actual values.
    public var firstFailure: String?
    public var whys: [Why]
    /// For a discarded mutant, the compiler's first error; for an error, workbook's.
    public var note: String?
    public var seconds: Double

    /// Judges a report against the truth and, for a mutant that passes, the reference's report.
    public static func judge(_ mutant: Mutant, report: CheckReport, reference: CheckReport?, seconds: Double) -> MutantOutcome {
        var outcome = MutantOutcome(mutant: mutant, verdict: .error, failedChecks: [], firstFailure: nil, whys: [], note: nil, seconds: seconds)
        if let compileError = report.compileError {
            outcome.verdict = .discarded
            outcome.note = compileError.split(separator: "\n").first { $0.contains("error") }.map(String.init)
                ?? compileError.split(separator: "\n").first.map(String.init)
            return outcome
        }
        if let internalError = report.internalError {
            outcome.note = internalError
            return outcome
        }
        let failed = report.checks.filter { $0.status == .failed }
        outcome.failedChecks = failed.map(\.id)
        if let first = failed.first {
            var parts = ["\(first.id): \(first.message?.en ?? "failed")"]
            if let expected = first.expected { parts.append("expected \(expected)") }
            if let actual = first.actual { parts.append("actual \(actual)") }
            outcome.firstFailure = parts.joined(separator: "; ")
        }
        for check in failed {
            for explanation in check.explanations {
                outcome.whys.append(Why(check: check.id, rule: explanation.rule, en: explanation.text.en, ko: explanation.text.ko,
                                        namesTruthEn: mutant.truth.isNamed(in: explanation.text.en),
                                        namesTruthKo: mutant.truth.isNamed(in: explanation.text.ko)))
            }
        }
        if report.checks.contains(where: { $0.status == .error }) {
            outcome.note = report.checks.first { $0.status == .error }?.message?.en
            return outcome
        }
        if failed.isEmpty, report.checks.allSatisfy({ $0.status == .passed }) {
            if let difference = reference.flatMap({ firstDifference(report, from: $0) }) {
                outcome.verdict = .passesMissingCheck
                outcome.note = difference
            } else {
                outcome.verdict = .passesEquivalent
                outcome.note = reference == nil ? "no reference run to compare with" : "every check's run is the reference's"
            }
            return outcome
        }
        if outcome.whys.contains(where: { $0.namesTruthEn && $0.namesTruthKo }) {
            outcome.verdict = .explained
        } else if !outcome.whys.isEmpty {
            outcome.verdict = .genericWhy
        } else {
            outcome.verdict = .noWhy
        }
        return outcome
    }

    /// Where a passing mutant's runs first differ from the reference's (check, line), or nil.
    static func firstDifference(_ report: CheckReport, from reference: CheckReport) -> String? {
        for check in report.checks {
            guard let original = reference.checks.first(where: { $0.id == check.id }) else { continue }
            let mine = check.trace + check.console.map { "console: \($0)" }
            let theirs = original.trace + original.console.map { "console: \($0)" }
            if mine == theirs { continue }
            let index = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
            let was = index < theirs.count ? theirs[index] : "(end)"
            let now = index < mine.count ? mine[index] : "(end)"
            return "\(check.id): the run differs from the reference's at line \(index + 1): reference `\(was)`, mutant `\(now)`"
        }
        return nil
    }
}
