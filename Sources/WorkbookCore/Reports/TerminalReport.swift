import Foundation

/// The report a learner reads in a terminal. Colour only when asked (a TTY without NO_COLOR);
/// the only escape sequences written are these colours: every text is inert (`PublishedReport`).
struct TerminalReport {
    let language: Language
    let color: Bool

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
                lines.append("    " + paint(Catalog[language].terminalTimeline, "2"))
                lines += result.trace.suffix(40).map { "      " + $0 }
            }
        }
        let summary = report.checks.reduce(into: [CheckResult.Status: Int]()) { $0[$1.status, default: 0] += 1 }
        lines.append("")
        lines.append(Catalog[language].terminalSummary(passed: summary[.passed] ?? 0, failed: summary[.failed] ?? 0, skipped: summary[.skipped] ?? 0)
                     + (report.cached ? (Catalog[language].terminalCached) : ""))
        return lines.joined(separator: "\n") + "\n"
    }
}
