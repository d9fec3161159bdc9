import Foundation

/// The report a learner reads in a terminal. Colour only when asked (a TTY without NO_COLOR);
/// the only escape sequences written are these colours: every text is inert (`PublishedReport`).
struct TerminalReport {
    let language: Language
    let color: Bool
    /// The whole timeline (its last 200 lines) under a failed check, instead of the failing step only.
    var fullTimeline = false

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    func render(_ published: PublishedReport) -> String {
        let report = published.content
        var lines: [String] = []
        let points = "\(report.score.formattedForTrace)/\(report.maxScore.formattedForTrace)"
        lines.append(paint("\(report.exercise) — \(report.title.text(language))", "1") + "  (\(points)\(Catalog[language].terminalPoints))")
        if let compileError = report.compileError {
            let header = compileError.hasPrefix("Not graded:")
                ? (Catalog[language].terminalNotGradedNoCheckRan)
                : (Catalog[language].terminalTheCodeDidNotCompileNo)
            lines.append(paint(header, "31"))
            // Indented like every other learner text: no line the learner wrote starts a report line.
            lines += (report.compileError(language) ?? compileError).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        if let internalError = report.internalError {
            let parts = internalError.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(paint("workbook: \(parts[0])", "31"))
            lines += parts.dropFirst().map { "    " + $0 }
        }
        for result in report.checks {
            let mark: String
            switch result.status {
            case .passed: mark = paint("✔", "32")
            case .failed: mark = paint("✘", "31")
            case .skipped: mark = paint("○", "33")
            case .error: mark = paint("!", "35")
            }
            lines.append("\(mark) \(result.id)  \(result.title.text(language))")
            guard result.status != .passed else { continue }
            for line in result.failureText(language).split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append("    " + line)
            }
            if let file = result.screens?.actualFile { lines.append("    " + Catalog[language].screensFileActual(file)) }
            if let file = result.screens?.expectedFile { lines.append("    " + Catalog[language].screensFileExpected(file)) }
            if result.status == .failed, !result.trace.isEmpty {
                // The failure and its why come first; the timeline is folded to the failing step
                // (a learner's terminal keeps the ✘ line on the first screen), the whole on request.
                let (shown, folded) = fullTimeline ? (result.trace, 0) : Self.fold(result.trace, failedStep: result.failedStep)
                lines.append("    " + paint(Catalog[language].terminalTimeline, "2"))
                if folded > 0 { lines.append("      " + paint(Catalog[language].terminalTimelineFolded(lines: folded), "2")) }
                lines += shown.map { "      " + Self.stepHeading($0, language) }
            }
        }
        let summary = report.checks.reduce(into: [CheckResult.Status: Int]()) { $0[$1.status, default: 0] += 1 }
        lines.append("")
        lines.append(Catalog[language].terminalSummary(passed: summary[.passed] ?? 0, failed: summary[.failed] ?? 0, skipped: summary[.skipped] ?? 0)
                     + (report.cached ? (Catalog[language].terminalCached) : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The most lines of a folded timeline.
    static let foldedLines = 12

    /// The failing step's lines (its heading and what happened in it; a long step keeps its
    /// heading and its last lines), or the timeline's last lines when no step failed; and how
    /// many lines were left out.
    static func fold(_ trace: [String], failedStep: Int?) -> (shown: [String], folded: Int) {
        func isStep(_ line: String) -> Bool { line.hasPrefix("-- step ") }
        var shown: [String]
        if let failedStep, let start = trace.firstIndex(where: { $0.hasPrefix("-- step \(failedStep):") || $0 == "-- step \(failedStep)" }) {
            let end = trace[(start + 1)...].firstIndex(where: isStep) ?? trace.count
            let step = Array(trace[start..<end])
            shown = step.count > foldedLines ? [step[0]] + step.suffix(foldedLines - 1) : step
        } else {
            shown = Array(trace.suffix(foldedLines))
        }
        return (shown, trace.count - shown.count)
    }

    /// `-- step 2: tap Next` in the report's language (`-- 단계 2: tap Next`).
    static func stepHeading(_ line: String, _ language: Language) -> String {
        guard line.hasPrefix("-- step ") else { return line }
        let rest = line.dropFirst("-- step ".count)
        let number = rest.prefix { $0.isNumber }
        guard !number.isEmpty else { return line }
        let text = rest.dropFirst(number.count).drop { $0 == ":" || $0 == " " }
        return "-- " + Catalog[language].terminalStepHeading(index: String(number), text: String(text))
    }
}
