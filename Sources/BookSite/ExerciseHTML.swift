import Chapters
import Foundation
import WorkbookCore
import WorkbookProtocol

/// An exercise's blocks as readers see them. The learner edition shows the exercise, the starter
/// code, the visible checks with their points, the hints (each folded) and the command that
/// checks it; never a reference solution, a hidden (or `after_due`) check or a known mistake.
/// The instructor edition adds those, each marked.
struct ExerciseHTML {
    var exercise: Exercise
    var language: Language
    var instructor: Bool

    var ko: Bool { language == .ko }

    func points(_ value: Double) -> String {
        let number = value.formattedForTrace
        return Catalog[language].siteExercisePoints(number: number, one: value == 1)
    }

    var totalPoints: Double {
        exercise.points ?? exercise.checks.checks.reduce(0) { $0 + $1.points }
    }

    var command: String { "workbook check Exercises/\(exercise.id) --lang \(language.rawValue)" }

    /// The card that opens the exercise: title, points, due date, where it is and how to check it.
    func header(full: Bool) -> String {
        let anchor = WorkbookGenerator.exerciseAnchor(exercise.id)
        var html = "<section class=\"exercise\" id=\"\(HTML.escape(anchor))\" data-exercise=\"\(HTML.escape(exercise.id))\">"
        html += "<p class=\"exercise-title\"><span class=\"badge\">\(Catalog[korean: ko].sharedExercise)</span> \(HTML.escape(exercise.title.text(language)))</p>"
        let hidden = exercise.checks.pointsNotVisible
        var meta = [hidden > 0 && exercise.points == nil
                    ? Catalog[language].siteExercisePointsSplit(total: totalPoints.formattedForTrace,
                                                                visible: (totalPoints - hidden).formattedForTrace, hidden: hidden.formattedForTrace)
                    : points(totalPoints)]
        if let due = exercise.due { meta.append(Catalog[korean: ko].siteExerciseDue(due: due)) }
        meta.append("<code>Exercises/\(HTML.escape(exercise.id))/</code>")
        html += "<p class=\"exercise-meta\">\(meta.map { $0.hasPrefix("<") ? $0 : HTML.escape($0) }.joined(separator: " · "))</p>"
        html += "<p>\(Catalog[korean: ko].siteExerciseCheckYourWorkWith)</p>"
        html += CodeBlocks.code("sh", command, extraClass: "command")
        if full {
            html += storyboard()
            for file in exercise.files { html += self.file(file.name) }
            html += checks()
            for index in exercise.hints.indices { html += hint(index) }
            if instructor { for mistake in exercise.mistakes { html += self.mistake(mistake.name) } }
        }
        html += "</section>"
        return html
    }

    func storyboard() -> String {
        var html = "<figure class=\"storyboard-figure\"><div class=\"scroll\" tabindex=\"0\">\(StoryboardSVG().render(exercise.storyboard))</div>"
        html += "<figcaption>\(Catalog[korean: ko].siteExerciseStoryboard) — <code>Main.storyboard</code></figcaption></figure>"
        html += StoryboardCanvasHTML.render(exercise.storyboard, language: language)
        html += "<details class=\"source\"><summary>\(Catalog[korean: ko].siteExerciseStoryboardCompactForm)</summary>"
        html += CodeBlocks.code("yaml", exercise.storyboardSource) + "</details>"
        return html
    }

    func file(_ name: String) -> String {
        guard let file = exercise.files.first(where: { $0.name == name }) else { return "" }
        let path = "\(exercise.moduleName)/\(file.name)"
        var html = CodeBlocks.code("swift", file.starter(in: language), caption: "<code>\(HTML.escape(path))</code> <span class=\"muted\">\(Catalog[korean: ko].siteExerciseStarter)</span>")
        if instructor {
            html += "<div class=\"instructor-only\"><p class=\"instructor-label\">\(Catalog[korean: ko].siteExerciseInstructorEditionReferenceSolution)</p>"
            html += CodeBlocks.code("swift", file.solution, caption: "<code>\(HTML.escape(path))</code>") + "</div>"
        }
        return html
    }

    /// An alternative correct solution, in the instructor edition only: what it is, that it
    /// passes every check (`workbook validate` proves it), and its file.
    func alternative(_ name: String) -> String {
        guard instructor, let alternative = exercise.alternatives.first(where: { $0.name == name }) else { return "" }
        var html = "<div class=\"instructor-only\"><p class=\"instructor-label\">\(Catalog[korean: ko].siteExerciseInstructorEditionAlternative) <code>\(HTML.escape(alternative.name))</code></p>"
        html += "<p class=\"muted\">\(HTML.escape(Catalog[korean: ko].siteExercisePassesEveryCheck))</p>"
        html += CodeBlocks.code("swift", alternative.content, caption: "<code>\(HTML.escape("\(exercise.moduleName)/\(alternative.file)"))</code>") + "</div>"
        return html
    }

    func mistake(_ name: String) -> String {
        guard instructor, let mistake = exercise.mistakes.first(where: { $0.name == name }) else { return "" }
        var html = "<div class=\"instructor-only\"><p class=\"instructor-label\">\(Catalog[korean: ko].siteExerciseInstructorEditionKnownMistake) <code>\(HTML.escape(mistake.name))</code></p>"
        var facts = [(Catalog[korean: ko].siteExerciseFails) + mistake.fails.joined(separator: ", ")]
        if let rule = mistake.explains { facts.append((Catalog[korean: ko].siteExerciseExplains) + rule) }
        html += "<p class=\"muted\">\(HTML.escape(facts.joined(separator: " · ")))</p>"
        html += CodeBlocks.code("swift", mistake.content, caption: "<code>\(HTML.escape(mistake.file))</code>") + "</div>"
        return html
    }

    /// Visible checks with points and their own hints; hidden ones only counted (instructor: shown, marked).
    func checks() -> String {
        let visible = exercise.checks.checks.filter { $0.visibility == .visible }
        let withheld = exercise.checks.checks.filter { $0.visibility != .visible }
        var html = "<div class=\"checks\"><p class=\"checks-title\">\(Catalog[korean: ko].siteExerciseWhatIsChecked)</p><ul>"
        for check in instructor ? exercise.checks.checks : visible {
            html += "<li class=\"check\" data-check=\"\(HTML.escape(check.id))\"><code>\(HTML.escape(check.id))</code> \(HTML.escape(check.title.text(language)))"
            html += " <span class=\"points\">\(HTML.escape(points(check.points)))</span>"
            if check.visibility != .visible {
                let kind = check.visibility == .hidden ? (Catalog[korean: ko].sharedHidden) : (Catalog[korean: ko].siteExerciseAfterTheDueDate)
                html += " <span class=\"instructor-label\">\(Catalog[korean: ko].siteExerciseInstructor) — \(kind)</span>"
            }
            let own = check.hints.filter { !exercise.hints.contains($0) }
            for (index, hint) in own.enumerated() {
                html += "<details class=\"hint\"><summary>\(Catalog[korean: ko].sharedHint) \(index + 1)</summary><p>\(HTML.escape(hint.text(language)))</p></details>"
            }
            html += "</li>"
        }
        html += "</ul>"
        if !withheld.isEmpty && !instructor {
            html += "<p class=\"muted\">\(Catalog[korean: ko].siteExerciseAndCheckSThatAreNot(withheldCount: "\(withheld.count)"))</p>"
        }
        html += "</div>"
        return html
    }

    func hint(_ index: Int) -> String {
        guard exercise.hints.indices.contains(index) else { return "" }
        return "<details class=\"hint\"><summary>\(Catalog[korean: ko].sharedHint) \(index + 1)</summary><p>\(HTML.escape(exercise.hints[index].text(language)))</p></details>"
    }

    func checksSource(_ content: String) -> String {
        guard instructor else { return "" }
        return "<details class=\"instructor-only source\"><summary class=\"instructor-label\">\(Catalog[korean: ko].siteExerciseInstructorEditionChecksAsWritten)</summary>"
            + CodeBlocks.code("yaml", content) + "</details>"
    }
}
