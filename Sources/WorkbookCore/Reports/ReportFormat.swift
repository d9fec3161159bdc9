import Foundation

/// Every way a report can be written. Writers take a `PublishedReport` only: redacted for its
/// audience, every text inert and bounded (see `CheckReport.published(for:now:)`).
public enum ReportFormat: String, CaseIterable, Sendable {
    case terminal, json, junit, github, classroom, html, gradescope

    /// `projectFolder`: the checked project, which the report's file names are relative to (the
    /// `github` format rewrites them relative to the repository root; default: the current folder).
    public func render(_ report: PublishedReport, language: Language, color: Bool = false, projectFolder: URL? = nil,
                       fullTimeline: Bool = false) -> String {
        switch self {
        case .terminal: return TerminalReport(language: language, color: color, fullTimeline: fullTimeline).render(report)
        case .json: return ExercismJSONReport(language: language).render(report)
        case .junit: return JUnitReport(language: language).render(report)
        case .github:
            let folder = projectFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return GitHubAnnotationsReport(language: language, paths: WorkflowPaths.locate(projectFolder: folder)).render(report)
        case .classroom: return ClassroomReport(language: language).render(report)
        case .html: return HTMLReport(language: language).render(report)
        case .gradescope: return GradescopeReport(language: language).render(report)
        }
    }

    /// Publishes `report` for `audience` (learners unless asked otherwise) and writes it.
    public func render(_ report: CheckReport, language: Language, color: Bool = false,
                       audience: ReportAudience = .learners, now: Date = Date(), projectFolder: URL? = nil,
                       fullTimeline: Bool = false) -> String {
        render(report.published(for: audience, now: now), language: language, color: color, projectFolder: projectFolder, fullTimeline: fullTimeline)
    }
}

extension CheckResult {
    /// The failure as one paragraph: message, expected/actual, explanations, first hint.
    func failureText(_ language: Language) -> String {
        var parts: [String] = []
        if let message { parts.append(message.text(language)) }
        if let expected { parts.append(Catalog[language].sharedExpected + Catalog[language].observed(expected)) }
        if let actual { parts.append(Catalog[language].reportActual + Catalog[language].observed(actual)) }
        for explanation in explanations { parts.append((Catalog[language].reportWhy) + explanation.text.text(language)) }
        if let hint = hints.first { parts.append((Catalog[language].reportHint) + hint.text(language)) }
        return parts.joined(separator: "\n")
    }
}

/// The escaping every report writer uses, for writers outside this module (class reports,
/// per-student feedback): text made visible and bounded, then escaped for its format.
public enum ReportEscaping {
    /// Visible (no controls, escape sequences, bidirectional overrides) and at most 64 KiB.
    public static func inert(_ text: String, multiline: Bool) -> String { InertText.inert(text, multiline: multiline) }

    /// The last lines of a trace or console, each visible, within the report line limits.
    public static func inertLines(_ lines: [String]) -> [String] { InertText.inertLines(lines) }

    /// HTML text or quoted attribute value (`& < > " '` as entities, controls visible).
    public static func html(_ text: String) -> String { InertText.html(text) }

    /// `& < > " '` as entities only: for text the book's authors wrote (the rendered site).
    public static func htmlEntities(_ text: String) -> String { InertText.htmlEntities(text) }

    /// The failure as one paragraph (message, expected/actual, explanations, first hint), as
    /// every format writes it. Give it a published result only.
    public static func failureText(_ result: CheckResult, language: Language) -> String { result.failureText(language) }
}
