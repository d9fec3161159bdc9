import Foundation
import WorkbookProtocol

/// Who reads a report.
public enum ReportAudience: String, Sendable {
    /// The default. A hidden check, and an `after_due` check before the exercise's due date (or
    /// when it has none), shows its id, title, points, outcome and time, and one fixed sentence.
    case learners
    /// An instructor grading (a future `--instructor` mode): every detail of every check.
    case instructor
}

/// A report as it may be written out: the only thing a report writer takes. It can only be made
/// by `CheckReport.published(for:now:)`, which withholds what the audience may not see and makes
/// every text inert and bounded (`InertText`), so no writer can print a hidden detail, a raw
/// escape sequence or megabytes of console by forgetting to.
public struct PublishedReport: Equatable, Sendable {
    public let audience: ReportAudience
    /// The report, redacted for `audience`, every text inert and bounded.
    public let content: CheckReport

    fileprivate init(audience: ReportAudience, content: CheckReport) {
        self.audience = audience
        self.content = content
    }
}

extension CheckReport {
    /// The report as `audience` may read it, judged at `now` (for `after_due` checks).
    public func published(for audience: ReportAudience = .learners, now: Date = Date()) -> PublishedReport {
        var content = self
        content.exercise = InertText.inert(exercise, multiline: false)
        content.title = title.inert(multiline: false)
        content.compileError = compileError.map { InertText.inert($0, multiline: true) }
        content.internalError = internalError.map { InertText.inert($0, multiline: true) }
        content.checks = checks.map { result in
            let withheld = audience == .learners && result.withholdsDetails(due: due, now: now)
            return (withheld ? result.redacted : result).inert
        }
        // A withheld check's time would tell what it did (how long it typed, waited, relaunched):
        // it is 0, and the report's total leaves it out.
        let withheldSeconds = zip(checks, content.checks).reduce(0.0) { sum, pair in sum + (pair.0.seconds - pair.1.seconds) }
        content.seconds = max(0, seconds - withheldSeconds)
        return PublishedReport(audience: audience, content: content)
    }

    /// The report as learners may read it (the default of `published`).
    public func redactedForLearners(now: Date = Date()) -> PublishedReport { published(for: .learners, now: now) }
}

extension CheckResult {
    /// The one sentence a learner reads about a hidden check that did not pass.
    public static let hiddenNotice = Catalog.both { $0.publishedHiddenCheckDetailsAreNotShown }
    /// The sentence before the causes a hidden check with `feedback: cause` shows.
    public static let hiddenCauseNotice = Catalog.both { $0.publishedHiddenCheckCauseShown }

    /// Whether learners see only the outcome: `hidden`, or `after_due` before `due` (or with no due date).
    public func withholdsDetails(due: Date?, now: Date) -> Bool {
        switch visibility {
        case .visible: return false
        case .hidden: return true
        case .afterDue:
            guard let due else { return true }
            return now < due
        }
    }

    /// Only id, title, points, outcome and visibility, and the causes a `feedback: cause` check
    /// may show (explanations quoting none of its values); anything else is dropped (the time
    /// too: it would tell what the check did), including any field added to `CheckResult` later
    /// (this lists what is kept, not what is removed).
    var redacted: CheckResult {
        let shown = status == .failed ? causes ?? [] : []
        return CheckResult(id: id, title: title, status: status, points: points, maxPoints: maxPoints, visibility: visibility,
                           message: status == .passed ? nil : shown.isEmpty ? Self.hiddenNotice : Self.hiddenCauseNotice,
                           explanations: shown, seconds: 0)
    }

    /// Every text made visible (no control characters, escape sequences, bidirectional overrides)
    /// and bounded: each text 64 KiB, trace and console the last 200 lines and 64 KiB each.
    var inert: CheckResult {
        var result = self
        result.id = InertText.inert(id, multiline: false)
        result.title = title.inert(multiline: false)
        result.message = message?.inert(multiline: true)
        result.expected = expected.map { InertText.inert($0, multiline: false) }
        result.actual = actual.map { InertText.inert($0, multiline: false) }
        result.explanations = explanations.map {
            Explanation(rule: InertText.inert($0.rule, multiline: false), text: $0.text.inert(multiline: true))
        }
        result.hints = hints.map { $0.inert(multiline: true) }
        result.trace = InertText.inertLines(trace)
        result.console = InertText.inertLines(console)
        result.crash = crash.map { crash in
            var safe = crash
            safe.name = crash.name.map { InertText.inert($0, multiline: false) }
            safe.reason = InertText.inert(crash.reason, multiline: true)
            safe.file = crash.file.map { InertText.inert($0, multiline: false) }
            return safe
        }
        return result
    }
}

extension LocalizedText {
    func inert(multiline: Bool) -> LocalizedText {
        LocalizedText(ko: InertText.inert(ko, multiline: multiline), en: InertText.inert(en, multiline: multiline))
    }
}
