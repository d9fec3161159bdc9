import Foundation
import WorkbookCore

/// What one student reads about their work, as Markdown or as a self-contained HTML page.
///
/// Learner-facing: every report is published for `.learners` at `results.generatedAt` first, so a
/// hidden check, and an `after_due` check before its due date, shows only its id, title, points
/// and outcome. Every learner text is escaped for its format (`Escape`).
public struct StudentFeedback {
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    /// `<slug>.md` and `<slug>.html` for every student (slugs: `FileName.slug`, safe and distinct).
    public static func render(_ results: ClassResults, language: Language) -> [String: String] {
        let writer = StudentFeedback(language: language)
        var files: [String: String] = [:]
        for student in results.students {
            let slug = FileName.slug(student.id)
            files["\(slug).md"] = writer.markdown(student, in: results)
            files["\(slug).html"] = writer.html(student, in: results)
        }
        return files
    }

    /// The file name (without extension) a student's feedback is written under.
    public static func fileStem(_ student: StudentResults) -> String { FileName.slug(student.id) }

    // MARK: The model both formats write

    struct Exercise {
        var id: String
        var title: String
        var score: String
        var notes: [String]
        var attempts: [(date: String, score: String)]
        var compileError: String?
        var checks: [Check]
    }

    struct Check {
        var status: CheckResult.Status
        var id: String
        var title: String
        var points: String
        var message: String?
        var expected: String?
        var actual: String?
        var explanations: [String]
        var hint: String?
        var console: [String]
    }

    func t(_ pick: (any Messages) -> String) -> String { pick(Catalog[language]) }

    func exercises(_ student: StudentResults, in results: ClassResults) -> [Exercise] {
        results.exercises.map { summary in
            let entry = student.exercises.first { $0.exercise == summary.id }
            let final = entry?.final
            var notes: [String] = []
            var checks: [Check] = []
            var compileError: String?
            if final == nil { notes.append(t { $0.sharedNotSubmitted }) }
            if let final {
                if let refusal = final.refusal {
                    notes.append(t { $0.feedbackNotGraded } + refusal)
                }
                if final.daysLate > 0 {
                    notes.append(t { $0.feedbackLate(days: final.daysLate, penalty: final.latePenalty.points, raw: final.rawScore.points, onePoint: final.latePenalty == 1) })
                }
                if let report = final.report {
                    // The only way a report reaches a learner: published for learners.
                    let published = report.published(for: .learners, now: results.generatedAt).content
                    compileError = published.compileError(language)
                    if let internalError = published.internalError {
                        notes.append(t { $0.sharedWorkbookInternalError } + internalError)
                    }
                    checks = published.checks.map { result in
                        Check(status: result.status, id: result.id, title: result.title.text(language),
                                     points: "\(result.points.points)/\(result.maxPoints.points)",
                                     message: result.message?.text(language), expected: result.expected, actual: result.actual,
                                     explanations: result.explanations.map { $0.text.text(language) },
                                     hint: result.hints.first?.text(language), console: Array(result.console.suffix(20)))
                    }
                }
            }
            return Exercise(id: summary.id, title: summary.title.text(language),
                            score: "\((final?.score ?? 0).points)/\(summary.maxScore.points)", notes: notes,
                            attempts: (entry?.attempts ?? []).map { (Dates.format($0.submittedAt), $0.score.points) },
                            compileError: compileError, checks: checks)
        }
    }

    func symbol(_ status: CheckResult.Status) -> String {
        switch status {
        case .passed: return "✔"
        case .failed: return "✘"
        case .skipped: return "○"
        case .error: return "!"
        }
    }

    func maxTotal(_ results: ClassResults) -> Double { results.exercises.reduce(0) { $0 + $1.maxScore } }

    // MARK: Markdown

    public func markdown(_ student: StudentResults, in results: ClassResults) -> String {
        var lines: [String] = []
        lines.append("# \(Escape.markdown(results.title.text(language), multiline: false))")
        lines.append("")
        lines.append("\(t { $0.sharedStudent }): \(Escape.markdown(student.id, multiline: false))"
            + (student.name.map { " (\(Escape.markdown($0, multiline: false)))" } ?? "") + "  ")
        lines.append("\(t { $0.feedbackTotal }): **\(student.total.points)/\(maxTotal(results).points)** · \(Dates.format(results.generatedAt))")
        for exercise in exercises(student, in: results) {
            lines.append("")
            lines.append("## \(Escape.markdown(exercise.id, multiline: false)) — \(Escape.markdown(exercise.title, multiline: false))")
            lines.append("")
            lines.append("\(t { $0.feedbackScore }): **\(exercise.score)**")
            for note in exercise.notes {
                lines.append("")
                lines.append("> \(Escape.markdown(note, multiline: false))")
            }
            if exercise.attempts.count > 1 {
                lines.append("")
                lines.append("\(t { $0.feedbackAttempts }):")
                lines.append("")
                for (index, attempt) in exercise.attempts.enumerated() {
                    lines.append("\(index + 1)\\. \(attempt.date): \(attempt.score)  ")
                }
            }
            if let compileError = exercise.compileError {
                lines.append("")
                lines.append("\(t { $0.sharedCompileError }):")
                lines.append("")
                lines.append(Escape.markdownCodeBlock(compileError.components(separatedBy: "\n")))
            }
            for check in exercise.checks {
                lines.append("")
                lines.append("### \(symbol(check.status)) \(Escape.markdown(check.id, multiline: false)) — "
                    + "\(Escape.markdown(check.title, multiline: false)) (\(check.points))")
                guard check.status != .passed else { continue }
                var paragraph: [String] = []
                if let message = check.message { paragraph.append(Escape.markdown(message)) }
                if let expected = check.expected { paragraph.append("\(t { $0.feedbackExpected }): \(Escape.markdownCode(Catalog[language].observed(expected)))") }
                if let actual = check.actual { paragraph.append("\(t { $0.feedbackActual }): \(Escape.markdownCode(Catalog[language].observed(actual)))") }
                for explanation in check.explanations { paragraph.append("\(t { $0.feedbackWhy }): \(Escape.markdown(explanation))") }
                if let hint = check.hint { paragraph.append("\(t { $0.sharedHint }): \(Escape.markdown(hint))") }
                if !paragraph.isEmpty {
                    lines.append("")
                    lines.append(paragraph.joined(separator: "  \n"))
                }
                if !check.console.isEmpty {
                    lines.append("")
                    lines.append(Escape.markdownCodeBlock(check.console))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: HTML

    public func html(_ student: StudentResults, in results: ClassResults) -> String {
        var body: [String] = []
        body.append("<h1>\(Escape.html(results.title.text(language)))</h1>")
        body.append("<p>\(t { $0.sharedStudent }): \(Escape.html(student.id))\(student.name.map { " (\(Escape.html($0)))" } ?? "")<br>"
            + "\(t { $0.feedbackTotal }): <b>\(student.total.points)/\(maxTotal(results).points)</b> · \(Dates.format(results.generatedAt))</p>")
        for exercise in exercises(student, in: results) {
            body.append("<section><h2>\(Escape.html(exercise.id)) — \(Escape.html(exercise.title))</h2>")
            body.append("<p class=score>\(t { $0.feedbackScore }): <b>\(exercise.score)</b></p>")
            for note in exercise.notes { body.append("<p class=note>\(Escape.html(note))</p>") }
            if exercise.attempts.count > 1 {
                body.append("<ol class=attempts>" + exercise.attempts.map { "<li>\($0.date): \($0.score)</li>" }.joined() + "</ol>")
            }
            if let compileError = exercise.compileError {
                body.append("<h3>\(t { $0.sharedCompileError })</h3><pre>\(Escape.html(compileError))</pre>")
            }
            for check in exercise.checks {
                body.append("<div class=\"check \(check.status.rawValue)\"><h3>\(symbol(check.status)) \(Escape.html(check.id)) "
                    + "<small>\(Escape.html(check.title)) (\(check.points))</small></h3>")
                if check.status != .passed {
                    if let message = check.message { body.append("<p>\(Escape.html(message))</p>") }
                    if let expected = check.expected { body.append("<p>\(t { $0.feedbackExpected }): <code>\(Escape.html(Catalog[language].observed(expected)))</code></p>") }
                    if let actual = check.actual { body.append("<p>\(t { $0.feedbackActual }): <code>\(Escape.html(Catalog[language].observed(actual)))</code></p>") }
                    for explanation in check.explanations { body.append("<p>\(t { $0.feedbackWhy }): \(Escape.html(explanation))</p>") }
                    if let hint = check.hint { body.append("<p>\(t { $0.sharedHint }): \(Escape.html(hint))</p>") }
                    if !check.console.isEmpty { body.append("<pre>\(Escape.html(check.console.joined(separator: "\n")))</pre>") }
                }
                body.append("</div>")
            }
            body.append("</section>")
        }
        return """
        <!doctype html>
        <html lang="\(language.rawValue)"><head><meta charset="utf-8"><title>\(Escape.html(student.id))</title>
        <style>
        body{font:15px/1.5 system-ui,sans-serif;max-width:900px;margin:2em auto;padding:0 1em;color:#222}
        small{color:#666}.score{font-size:1.2em}.note{background:#fff6e0;padding:.4em .8em}
        .check{border-left:4px solid #999;padding:.1em 1em;margin:.6em 0}.passed{border-color:#2a2}.failed{border-color:#c22}
        .skipped{border-color:#c90}.error{border-color:#a2a}pre{white-space:pre-wrap;background:#f6f6f6;padding:.6em}
        </style></head><body>
        \(body.joined(separator: "\n"))
        </body></html>

        """
    }
}
