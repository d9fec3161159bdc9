import Foundation
import WorkbookProtocol

/// `workbook trace EXERCISE`: one check's run as a timeline a learner reads in a terminal. Each
/// instance (`Class#n`) gets its own colour, the first event of an instance is marked `+ new`,
/// a `deinit` is marked `- gone`, and the step whose expectation failed is marked `✘` with what
/// was expected. Without colour the marks alone carry the meaning. Every text is inert.
public enum TimelineText {
    /// Colours for instances, in order of appearance (ANSI foreground codes).
    static let palette = ["36", "35", "33", "34", "32", "96", "95", "93"]

    /// What failed: the step (when an expectation failed at one) and the rule it broke.
    public struct Failure: Equatable, Sendable {
        public var step: Int?
        public var message: LocalizedText
        public var expected: String?
        public var actual: String?

        public init(step: Int?, message: LocalizedText, expected: String? = nil, actual: String? = nil) {
            self.step = step
            self.message = message
            self.expected = expected
            self.actual = actual
        }

        public init(_ failure: ExpectationEvaluator.Failure) {
            self.init(step: failure.step, message: failure.message, expected: failure.expected, actual: failure.actual)
        }
    }

    public static func render(check: String, title: LocalizedText, run: AppRun, failure: Failure?,
                              language: Language, color: Bool = false) -> String {
        let ko = language == .ko
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func one(_ text: String) -> String { InertText.inert(text, multiline: false) }
        var lines = [paint("\(one(check)) — \(one(title.text(language)))", "1")]
        var colours: [String: String] = [:]
        var failedStepShown = false
        for entry in run.timeline {
            switch entry {
            case let .step(index, description):
                let failed = failure?.step == index
                let mark = failed ? paint("✘", "31") : "▸"
                lines.append("")
                lines.append(paint("\(mark) \(Catalog[korean: ko].timelineStep) \(index): \(one(description))", failed ? "1;31" : "1"))
                if failed {
                    failedStepShown = true
                    lines += failureLines(failure!, language: language).map { "    " + paint($0, "31") }
                }
            case let .event(event):
                let instance = one(event.instance)
                let isNew = colours[instance] == nil
                if isNew { colours[instance] = palette[colours.count % palette.count] }
                let tag = isNew ? (Catalog[korean: ko].timelineNew) : event.member == "deinit" ? (Catalog[korean: ko].timelineGone) : ""
                let rest = one(event.member + (event.detail.map { " " + $0 } ?? ""))
                lines.append("    " + paint(instance, colours[instance]!) + "." + rest + (tag.isEmpty ? "" : paint(tag, "2")))
            case let .console(line):
                lines.append("    " + paint("console: ", "2") + one(line))
            case .probe:
                break
            }
        }
        if let failure, !failedStepShown {
            lines.append("")
            lines.append(paint(Catalog[korean: ko].timelineFailed, "1;31"))
            lines += failureLines(failure, language: language).map { "    " + paint($0, "31") }
        }
        if let crash = run.crash {
            lines.append("")
            lines += TraceReport.crashLines(crash).map { paint(one($0), "31") }
        }
        lines.append("")
        lines.append(failure == nil && run.crash == nil ? paint(Catalog[korean: ko].timelinePassed, "32") : paint(Catalog[korean: ko].timelineFailed2, "31"))
        lines.append((Catalog[korean: ko].timelineInstances) + colours.keys.sorted().map { paint($0, colours[$0]!) }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    static func failureLines(_ failure: Failure, language: Language) -> [String] {
        var lines = InertText.inert(failure.message.text(language), multiline: true).split(separator: "\n").map(String.init)
        func shown(_ value: String) -> String { value.isEmpty ? "\"\"" : InertText.inert(Catalog[language].observed(value), multiline: false) }
        if let expected = failure.expected { lines.append(Catalog[language].sharedExpected + shown(expected)) }
        if let actual = failure.actual { lines.append(Catalog[language].timelineActual + shown(actual)) }
        return lines
    }
}
