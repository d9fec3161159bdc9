import Foundation
import WorkbookCore

/// Gradescope's `results.json` for a student's submission, from the class results: one exercise
/// or all of them (one Gradescope assignment for the whole workbook).
///
/// Learner-facing: each report is published for `.learners` at `results.generatedAt`, and each
/// test carries Gradescope's own `visibility` (`hidden`, `after_due_date`) as well. The score is
/// the gradebook's (late penalty included); a refused submission scores 0 and says why.
public enum GradescopeResults {
    /// `exercise` nil: every exercise of the book, numbered 1, 2, … in the book's order.
    public static func render(_ student: StudentResults, exercise: String? = nil, in results: ClassResults, language: Language) -> String {
        let writer = GradescopeReport(language: language)
        var tests: [GradescopeReport.Test] = []
        var output: [String] = []
        var score = 0.0
        let chosen = results.exercises.enumerated().filter { exercise == nil || $0.element.id == exercise }
        // Gradescope hides the total from students while any test is hidden; the top-level
        // output is always shown, so it must not give the score away either.
        let anyHidden = chosen.contains { _, summary in
            student.exercises.first { $0.exercise == summary.id }?.final?.report?.checks.contains { $0.visibility != .visible } ?? false
        }
        for (index, summary) in chosen {
            let final = student.exercises.first { $0.exercise == summary.id }?.final
            let prefix = exercise == nil ? summary.id : nil
            guard let final else {
                output.append("\(summary.id): " + (Catalog[language].classGradescopeNotSubmitted) + " (0/\(summary.maxScore.points))")
                continue
            }
            score += final.score
            if let refusal = final.refusal {
                output.append("\(summary.id): " + (Catalog[language].classGradescopeNotGraded)
                    + ReportEscaping.inert(refusal, multiline: true))
            }
            if let report = final.report {
                let published = report.published(for: .learners, now: results.generatedAt)
                tests += writer.tests(published, section: index + 1, namePrefix: prefix)
                output.append(writer.summary(published))
            }
            if final.daysLate > 0 {
                output.append("\(summary.id): " + (anyHidden
                    ? Catalog[language].classGradescopeLateWithoutScore(days: final.daysLate, penalty: final.latePenalty.points)
                    : Catalog[language].classGradescopeLate(days: final.daysLate, penalty: final.latePenalty.points, score: final.score.points)))
            }
        }
        return GradescopeReport.encode(GradescopeReport.Document(score: score, output: output.joined(separator: "\n"), tests: tests))
    }

    /// `<slug>/results.json` for every student, all exercises in each.
    public static func render(_ results: ClassResults, language: Language) -> [String: String] {
        var files: [String: String] = [:]
        for student in results.students {
            files["\(FileName.slug(student.id))/results.json"] = render(student, in: results, language: language)
        }
        return files
    }
}
