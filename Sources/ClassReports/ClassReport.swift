import Foundation
import WorkbookCore

/// The instructor's class report: `index.html` (pass rate per check, a histogram of totals as
/// SVG, the most common explanations per exercise, every student's scores) and
/// `students/<id>.html` (a student's attempts as a timeline, and what each check found).
/// Self-contained pages: inline CSS, no script, no external address.
///
/// It is for the instructor: every check in full by default. With `showHiddenDetails: false`
/// hidden and not-yet-due checks show only id, title, points and outcome (as learners see them).
/// Learners get `StudentFeedback`, never these pages.
public struct ClassReport {
    public var language: Language
    public var showHiddenDetails: Bool

    public init(language: Language, showHiddenDetails: Bool = true) {
        self.language = language
        self.showHiddenDetails = showHiddenDetails
    }

    /// Relative path → file contents: `index.html` and one `students/<slug>.html` per student.
    public static func render(_ results: ClassResults, language: Language, showHiddenDetails: Bool = true) -> [String: String] {
        ClassReport(language: language, showHiddenDetails: showHiddenDetails).render(results)
    }

    public func render(_ results: ClassResults) -> [String: String] {
        var files = ["index.html": index(results)]
        for student in results.students {
            files["students/\(FileName.slug(student.id)).html"] = page(student, results)
        }
        return files
    }

    /// The page a student's row links to.
    public static func studentPath(_ student: StudentResults) -> String { "students/\(FileName.slug(student.id)).html" }

    // MARK: Words

    func t(_ pick: (any Messages) -> String) -> String { pick(Catalog[language]) }

    /// A report as this report shows it: the instructor's whole view, or the learners' one.
    func shown(_ report: CheckReport, _ results: ClassResults) -> CheckReport {
        report.published(for: showHiddenDetails ? .instructor : .learners, now: results.generatedAt).content
    }

    // MARK: Index

    func index(_ results: ClassResults) -> String {
        let maxTotal = results.exercises.reduce(0) { $0 + $1.maxScore }
        var body: [String] = []
        body.append("<h1>\(Escape.html(results.title.text(language)))</h1>")
        body.append("<p class=meta>\(t { $0.classReportGenerated }) \(Dates.format(results.generatedAt)) · \(results.students.count) \(t { $0.classReportStudents }) · "
            + "\(results.exercises.count) \(t { $0.classReportExercises }) · \(t { $0.classReportMaximum }) \(maxTotal.points)</p>")

        body.append("<h2>\(t { $0.classReportTotals })</h2>")
        body.append(histogram(results.students.map(\.total), maximum: maxTotal))
        body.append(exerciseTable(results))

        for (number, exercise) in results.exercises.enumerated() {
            body.append(exerciseSection(exercise, number: number + 1, results))
        }

        body.append("<h2 id=students>\(t { $0.classReportStudents2 })</h2>")
        body.append(studentTable(results))
        return page(title: results.title.text(language), body: body)
    }

    func exerciseTable(_ results: ClassResults) -> String {
        var rows = ["<tr><th>\(t { $0.sharedExercise })</th><th>\(t { $0.classReportMax })</th><th>\(t { $0.classReportMean })</th><th>\(t { $0.classReportSubmitted })</th>"
            + "<th>\(t { $0.classReportRefused })</th><th>\(t { $0.classReportLate })</th></tr>"]
        for exercise in results.exercises {
            let finals = results.students.compactMap { $0.exercises.first { $0.exercise == exercise.id }?.final }
            // Over the students who submitted it (the column beside it counts them), not the class.
            let mean = finals.isEmpty ? 0 : finals.reduce(0) { $0 + $1.score } / Double(finals.count)
            rows.append("<tr><td><a href=\"#ex-\(Escape.html(FileName.slug(exercise.id)))\">\(Escape.html(exercise.id))</a></td><td>\(exercise.maxScore.points)</td>"
                + "<td>\(mean.points)</td><td>\(finals.count)</td><td>\(finals.filter { $0.refusal != nil }.count)</td>"
                + "<td>\(finals.filter { $0.daysLate > 0 }.count)</td></tr>")
        }
        return "<table>\(rows.joined(separator: "\n"))</table>"
    }

    func exerciseSection(_ exercise: ExerciseSummary, number: Int, _ results: ClassResults) -> String {
        let finals = results.students.compactMap { $0.exercises.first { $0.exercise == exercise.id }?.final }
        let reports = finals.compactMap { $0.report.map { shown($0, results) } }
        var html = ["<section class=exercise id=\"ex-\(Escape.html(FileName.slug(exercise.id)))\">"]
        html.append("<h2>\(number). \(Escape.html(exercise.id)) <small>\(Escape.html(exercise.title.text(language)))</small></h2>")
        if let due = exercise.due { html.append("<p class=meta>\(t { $0.classReportDue }) \(Dates.format(due))</p>") }

        // Pass rate per check, over the final attempts that were checked.
        var rows = ["<tr><th>\(t { $0.classReportCheck })</th><th>\(t { $0.classReportPoints })</th><th>\(t { $0.classReportVisibility })</th>"
            + "<th>\(t { $0.classReportPassed })</th><th class=bar>\(t { $0.classReportPassRate })</th></tr>"]
        for check in exercise.checks {
            let outcomes = reports.compactMap { $0.checks.first { $0.id == check.id } }
            let passed = outcomes.filter { $0.status == .passed }.count
            let rate = outcomes.isEmpty ? 0 : Double(passed) / Double(outcomes.count)
            rows.append("<tr><td>\(Escape.html(check.id)) <small>\(Escape.html(check.title.text(language)))</small></td><td>\(check.points.points)</td>"
                + "<td>\(visibilityLabel(check.visibility))</td><td>\(passed)/\(outcomes.count)</td>"
                + "<td class=bar>\(bar(rate))</td></tr>")
        }
        html.append("<table>\(rows.joined(separator: "\n"))</table>")

        // The most common explanations: counted once per student and rule.
        var counts: [String: (text: String, count: Int)] = [:]
        for report in reports {
            var seen = Set<String>()
            for result in report.checks where result.status != .passed {
                for explanation in result.explanations where seen.insert(explanation.rule).inserted {
                    counts[explanation.rule, default: (explanation.text.text(language), 0)].count += 1
                }
            }
        }
        let common = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }.prefix(5)
        if common.isEmpty {
            html.append("<p class=meta>\(t { $0.classReportNoFailuresWithAnExplanation })</p>")
        } else {
            html.append("<h3>\(t { $0.classReportMostCommonExplanations })</h3><ol class=explanations>")
            for (rule, entry) in common {
                html.append("<li><b>\(entry.count)</b> × <code>\(Escape.html(rule))</code> \(Escape.html(entry.text))</li>")
            }
            html.append("</ol>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    func studentTable(_ results: ClassResults) -> String {
        var header = "<tr><th>\(t { $0.sharedStudent })</th><th>\(t { $0.classReportName })</th>"
        for exercise in results.exercises { header += "<th>\(Escape.html(exercise.id))</th>" }
        header += "<th>\(t { $0.classReportTotal })</th>"
        // Hint use, when any student handed in a hint record: the learner's own report, not a score.
        let showHints = Self.anyHints(results)
        if showHints { header += "<th>\(t { $0.classReportHintsSeen })</th>" }
        header += "</tr>"
        var rows = [header]
        for student in results.students {
            var row = "<tr><td><a href=\"\(Escape.html(Self.studentPath(student)))\">\(Escape.html(student.id))</a></td>"
                + "<td>\(Escape.html(student.name ?? ""))</td>"
            for exercise in results.exercises {
                row += "<td>\(cell(student.exercises.first { $0.exercise == exercise.id }?.final))</td>"
            }
            row += "<td><b>\(student.total.points)</b></td>"
            if showHints { row += "<td>\(hintCell(student))</td>" }
            row += "</tr>"
            rows.append(row)
        }
        return "<table>\(rows.joined(separator: "\n"))</table>"
    }

    /// A score with what shaped it: `—` not submitted, `refused`, `late 2d (−1)`.
    func cell(_ attempt: GradedAttempt?) -> String {
        guard let attempt else { return "<span class=none>—</span>" }
        if attempt.refusal != nil { return "<span class=refused>\(t { $0.classReportRefused2 })</span>" }
        var text = attempt.score.points
        if attempt.daysLate > 0 {
            text += " <span class=late>\(t { $0.classReportLate2 }) \(attempt.daysLate)\(t { $0.classReportD }) (−\(attempt.latePenalty.points))</span>"
        }
        return text
    }

    // MARK: Student page

    func page(_ student: StudentResults, _ results: ClassResults) -> String {
        var body = ["<p><a href=\"../index.html\">← \(Escape.html(results.title.text(language)))</a></p>"]
        body.append("<h1>\(Escape.html(student.id))\(student.name.map { " <small>\(Escape.html($0))</small>" } ?? "")</h1>")
        let maxTotal = results.exercises.reduce(0) { $0 + $1.maxScore }
        body.append("<p class=score>\(student.total.points) / \(maxTotal.points)</p>")
        for exercise in results.exercises {
            let entry = student.exercises.first { $0.exercise == exercise.id }
            body.append("<section class=exercise><h2>\(Escape.html(exercise.id)) <small>\(Escape.html(exercise.title.text(language)))</small></h2>")
            guard let entry, !entry.attempts.isEmpty else {
                body.append("<p class=none>\(t { $0.sharedNotSubmitted })</p></section>")
                continue
            }
            body.append(timeline(entry, exercise: exercise, results))
            if let hints = entry.hints { body.append(hintLine(hints, exercise: exercise)) }
            if let final = entry.final { body.append(details(final, results)) }
            body.append("</section>")
        }
        return page(title: student.id, body: body)
    }

    /// Every attempt, oldest first: when, what was graded (input hash), each check's outcome, score.
    func timeline(_ entry: StudentExercise, exercise: ExerciseSummary, _ results: ClassResults) -> String {
        var rows = ["<tr><th>#</th><th>\(t { $0.classReportSubmitted })</th><th>\(t { $0.classReportInputs })</th><th>\(t { $0.classReportChecks })</th>"
            + "<th>\(t { $0.classReportRaw })</th><th>\(t { $0.classReportLate })</th><th>\(t { $0.classReportScore })</th></tr>"]
        for (index, attempt) in entry.attempts.enumerated() {
            let outcomes: String
            if let refusal = attempt.refusal {
                outcomes = "<span class=refused>\(t { $0.classReportRefused3 }): \(Escape.html(refusal))</span>"
            } else if let report = attempt.report {
                outcomes = exercise.checks.map { check in
                    let status = report.checks.first { $0.id == check.id }?.status
                    return "<span class=\"dot \(status?.rawValue ?? "none")\" title=\"\(Escape.html(check.id))\">\(symbol(status))</span>"
                }.joined()
            } else {
                outcomes = "—"
            }
            let late = attempt.daysLate > 0 ? "\(attempt.daysLate)\(t { $0.classReportD }) −\(attempt.latePenalty.points)" : ""
            rows.append("<tr><td>\(index + 1)</td><td>\(Dates.format(attempt.submittedAt))</td><td><code>\(Escape.html(String(attempt.inputHash.prefix(12))))</code></td>"
                + "<td>\(outcomes)</td><td>\(attempt.rawScore.points)</td><td>\(late)</td><td><b>\(attempt.score.points)</b></td></tr>")
        }
        return "<table class=timeline>\(rows.joined(separator: "\n"))</table>"
    }

    /// The final attempt's checks, each with why it failed.
    func details(_ attempt: GradedAttempt, _ results: ClassResults) -> String {
        guard let original = attempt.report else { return "" }
        let report = shown(original, results)
        var html: [String] = []
        if let compileError = report.compileError(language) {
            html.append("<h3>\(t { $0.sharedCompileError })</h3><pre>\(Escape.html(compileError))</pre>")
        }
        if let internalError = report.internalError {
            html.append("<h3>\(t { $0.classReportInternalError })</h3><pre>\(Escape.html(internalError))</pre>")
        }
        for result in report.checks {
            let tag = result.visibility == .visible ? "" : " <span class=tag>\(visibilityLabel(result.visibility))</span>"
            html.append("<div class=\"check \(result.status.rawValue)\"><h4>\(symbol(result.status)) \(Escape.html(result.id)) "
                + "<small>\(Escape.html(result.title.text(language))) · \(result.points.points)/\(result.maxPoints.points)</small>\(tag)</h4>")
            if result.status != .passed {
                let text = ReportEscaping.failureText(result, language: language)
                if !text.isEmpty { html.append("<pre>\(Escape.html(text))</pre>") }
                if let crash = result.crash, let file = crash.file {
                    html.append("<p class=meta>\(Escape.html(file))\(crash.line.map { ":\($0)" } ?? "")</p>")
                }
                if !result.console.isEmpty {
                    html.append("<details><summary>\(t { $0.classReportConsole })</summary><pre>\(Escape.html(result.console.joined(separator: "\n")))</pre></details>")
                }
                if !result.trace.isEmpty {
                    html.append("<details><summary>\(t { $0.classReportTrace })</summary><pre>\(Escape.html(result.trace.joined(separator: "\n")))</pre></details>")
                }
            }
            html.append("</div>")
        }
        return html.joined(separator: "\n")
    }

    // MARK: Hints

    static func anyHints(_ results: ClassResults) -> Bool {
        results.students.contains { $0.exercises.contains { $0.hints != nil } }
    }

    /// The hints a student saw over every exercise; `!` when a record was ignored.
    func hintCell(_ student: StudentResults) -> String {
        let records = student.exercises.compactMap(\.hints)
        guard !records.isEmpty else { return "<span class=none>—</span>" }
        let ignored = records.contains { $0.note != nil }
        return "\(records.reduce(0) { $0 + $1.total })" + (ignored ? " <span class=refused title=\"\(t { $0.classReportAHintRecordWasIgnored })\">!</span>" : "")
    }

    /// One exercise's hint use on a student's page: hints seen per check (in the book's check
    /// order), or why the record was ignored.
    func hintLine(_ hints: HintUse, exercise: ExerciseSummary) -> String {
        if let note = hints.note {
            return "<p class=hints>\(t { $0.classReportHintRecordIgnored }): \(Escape.html(note)) <small>(\(t { $0.classReportScoresAreNotAffected }))</small></p>"
        }
        let order = exercise.checks.map(\.id)
        let checks = hints.checks.sorted { (order.firstIndex(of: $0.key) ?? Int.max, $0.key) < (order.firstIndex(of: $1.key) ?? Int.max, $1.key) }
        let list = checks.map { "<code>\(Escape.html($0.key))</code> \($0.value)" }.joined(separator: ", ")
        var text = "<p class=hints>\(t { $0.classReportHintsSeen }): \(hints.total)"
        if !list.isEmpty { text += " (\(list))" }
        text += " · \(t { $0.classReportHintRequests(command: "<code>workbook hint</code>") }) \(hints.requests)"
        if let last = hints.lastAt { text += " · \(t { $0.classReportLast }) \(Dates.format(last))" }
        return text + " <small>(\(t { $0.classReportAsTheStudentsToolRecordedThem }))</small></p>"
    }

    // MARK: Pieces

    func visibilityLabel(_ visibility: Check.Visibility) -> String {
        switch visibility {
        case .visible: return t { $0.classReportVisible }
        case .hidden: return t { $0.sharedHidden }
        case .afterDue: return t { $0.classReportAfterDue }
        }
    }

    func symbol(_ status: CheckResult.Status?) -> String {
        switch status {
        case .passed: return "✔"
        case .failed: return "✘"
        case .skipped: return "○"
        case .error: return "!"
        case nil: return "·"
        }
    }

    /// A pass rate as a bar (CSS width, no script) and a percentage.
    func bar(_ rate: Double) -> String {
        let percent = Int((rate * 100).rounded())
        return "<span class=track><span class=fill style=\"width:\(percent)%\"></span></span> \(percent)%"
    }

    /// Totals in bins of a whole number of points (one bin per score up to 12 points, else the
    /// width that makes at most 12 bins), labelled with the scores each holds: `7` or `8–15`; a
    /// score with a fraction (a late penalty) falls in the bin of its whole part. As SVG.
    func histogram(_ values: [Double], maximum: Double) -> String {
        let (binWidth, binCount) = Self.histogramBins(maximum: maximum)
        var bins = [Int](repeating: 0, count: binCount)
        for value in values {
            let whole = Int(min(max(value, 0), maximum).rounded(.down))
            bins[min(binCount - 1, whole / binWidth)] += 1
        }
        let tallest = max(1, bins.max() ?? 1)
        let width = 640, height = 220, left = 40, bottom = 30, top = 16
        let barWidth = (width - left - 10) / binCount
        var parts = ["<svg width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(t { $0.classReportHistogramOfTotals })\">"]
        parts.append("<line x1=\"\(left)\" y1=\"\(height - bottom)\" x2=\"\(width - 10)\" y2=\"\(height - bottom)\" stroke=\"#888\"/>")
        let plotHeight = Double(height - bottom - top)
        for (index, count) in bins.enumerated() {
            let barHeight = Int((Double(count) / Double(tallest) * plotHeight).rounded())
            let x = left + index * barWidth
            let y = height - bottom - barHeight
            let label = Self.histogramLabel(index, width: binWidth, maximum: maximum)
            parts.append("<rect x=\"\(x + 2)\" y=\"\(y)\" width=\"\(barWidth - 4)\" height=\"\(barHeight)\" fill=\"#4a7bd0\">"
                + "<title>\(label): \(count)</title></rect>")
            if count > 0 { parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(count)</text>") }
            parts.append("<text x=\"\(x + barWidth / 2)\" y=\"\(height - bottom + 14)\" text-anchor=\"middle\" class=axis>\(label)</text>")
        }
        parts.append("<text x=\"\(width - 10)\" y=\"\(height - 4)\" text-anchor=\"end\" class=axis>\(t { $0.classReportPoints2 }) (\(t { $0.classReportMax2 }) \(maximum.points))</text>")
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// The width in whole points and the number of bins covering 0…`maximum`: one bin per score
    /// up to 12 points, else the smallest whole width giving at most 12 bins.
    static func histogramBins(maximum: Double) -> (width: Int, count: Int) {
        let top = max(0, Int(maximum.rounded(.down)))
        let width = max(1, Int((Double(top + 1) / 12).rounded(.up)))
        return (width, top / width + 1)
    }

    /// The scores bin `index` holds: `7`, or `8–15` (the last bin ends at the maximum).
    static func histogramLabel(_ index: Int, width: Int, maximum: Double) -> String {
        let low = index * width
        let high = min((index + 1) * width - 1, Int(maximum.rounded(.down)))
        return high > low ? "\(low)–\(high)" : "\(low)"
    }

    func page(title: String, body: [String]) -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)"><head><meta charset="utf-8"><title>\(Escape.html(title))</title>
        <style>
        body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
        table{border-collapse:collapse;margin:.6em 0}td,th{border-bottom:1px solid #ddd;padding:.25em .6em;text-align:left;vertical-align:top}
        small,.meta{color:#666}.score{font-size:1.4em}.late{color:#b60}.refused{color:#a22}.none{color:#999}
        .track{display:inline-block;width:120px;height:.7em;background:#eee;vertical-align:middle}.fill{display:block;height:100%;background:#2a2}
        .dot{display:inline-block;width:1.2em;text-align:center}.dot.passed{color:#2a2}.dot.failed{color:#c22}.dot.skipped{color:#c90}.dot.error{color:#a2a}
        .check{border-left:4px solid #999;padding:.1em 1em;margin:.6em 0}.check.passed{border-color:#2a2}.check.failed{border-color:#c22}
        .check.skipped{border-color:#c90}.check.error{border-color:#a2a}.tag{font-size:.8em;background:#eee;padding:0 .4em}
        pre{white-space:pre-wrap;background:#f6f6f6;padding:.6em}svg text{font:12px system-ui,sans-serif}svg .axis{fill:#666}
        </style></head><body>
        \(body.joined(separator: "\n"))
        </body></html>

        """
    }
}
