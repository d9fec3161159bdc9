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
        return ko ? "\(number)점" : (value == 1 ? "1 point" : "\(number) points")
    }

    var totalPoints: Double {
        exercise.points ?? exercise.checks.checks.reduce(0) { $0 + $1.points }
    }

    var command: String { "workbook check Exercises/\(exercise.id) --lang \(language.rawValue)" }

    /// The card that opens the exercise: title, points, due date, where it is and how to check it.
    func header(full: Bool) -> String {
        let anchor = WorkbookGenerator.exerciseAnchor(exercise.id)
        var html = "<section class=\"exercise\" id=\"\(HTML.escape(anchor))\" data-exercise=\"\(HTML.escape(exercise.id))\">"
        html += "<p class=\"exercise-title\"><span class=\"badge\">\(ko ? "연습" : "Exercise")</span> \(HTML.escape(exercise.title.text(language)))</p>"
        var meta = [points(totalPoints)]
        if let due = exercise.due { meta.append(ko ? "마감 \(due)" : "due \(due)") }
        meta.append("<code>Exercises/\(HTML.escape(exercise.id))/</code>")
        html += "<p class=\"exercise-meta\">\(meta.map { $0.hasPrefix("<") ? $0 : HTML.escape($0) }.joined(separator: " · "))</p>"
        html += "<p>\(ko ? "학습자 폴더에서 이 명령으로 확인합니다:" : "Check your work with:")</p>"
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
        var html = "<figure class=\"storyboard-figure\"><div class=\"scroll\">\(StoryboardSVG().render(exercise.storyboard))</div>"
        html += "<figcaption>\(ko ? "스토리보드" : "Storyboard") — <code>Main.storyboard</code></figcaption></figure>"
        html += "<details class=\"source\"><summary>\(ko ? "스토리보드 (간단한 형식)" : "Storyboard (compact form)")</summary>"
        html += CodeBlocks.code("yaml", exercise.storyboardSource) + "</details>"
        return html
    }

    func file(_ name: String) -> String {
        guard let file = exercise.files.first(where: { $0.name == name }) else { return "" }
        let path = "\(exercise.moduleName)/\(file.name)"
        var html = CodeBlocks.code("swift", file.starter, caption: "<code>\(HTML.escape(path))</code> <span class=\"muted\">\(ko ? "시작 코드" : "starter")</span>")
        if instructor {
            html += "<div class=\"instructor-only\"><p class=\"instructor-label\">\(ko ? "교사용 — 참고 답안" : "Instructor edition — reference solution")</p>"
            html += CodeBlocks.code("swift", file.solution, caption: "<code>\(HTML.escape(path))</code>") + "</div>"
        }
        return html
    }

    func mistake(_ name: String) -> String {
        guard instructor, let mistake = exercise.mistakes.first(where: { $0.name == name }) else { return "" }
        var html = "<div class=\"instructor-only\"><p class=\"instructor-label\">\(ko ? "교사용 — 자주 하는 실수" : "Instructor edition — known mistake") <code>\(HTML.escape(mistake.name))</code></p>"
        var facts = [(ko ? "실패하는 검사: " : "fails: ") + mistake.fails.joined(separator: ", ")]
        if let rule = mistake.explains { facts.append((ko ? "설명: " : "explains: ") + rule) }
        html += "<p class=\"muted\">\(HTML.escape(facts.joined(separator: " · ")))</p>"
        html += CodeBlocks.code("swift", mistake.content, caption: "<code>\(HTML.escape(mistake.file))</code>") + "</div>"
        return html
    }

    /// Visible checks with points and their own hints; hidden ones only counted (instructor: shown, marked).
    func checks() -> String {
        let visible = exercise.checks.checks.filter { $0.visibility == .visible }
        let withheld = exercise.checks.checks.filter { $0.visibility != .visible }
        var html = "<div class=\"checks\"><p class=\"checks-title\">\(ko ? "확인하는 것" : "What is checked")</p><ul>"
        for check in instructor ? exercise.checks.checks : visible {
            html += "<li class=\"check\" data-check=\"\(HTML.escape(check.id))\"><code>\(HTML.escape(check.id))</code> \(HTML.escape(check.title.text(language)))"
            html += " <span class=\"points\">\(HTML.escape(points(check.points)))</span>"
            if check.visibility != .visible {
                let kind = check.visibility == .hidden ? (ko ? "숨김" : "hidden") : (ko ? "마감 후 공개" : "after the due date")
                html += " <span class=\"instructor-label\">\(ko ? "교사용" : "instructor") — \(kind)</span>"
            }
            let own = check.hints.filter { !exercise.hints.contains($0) }
            for (index, hint) in own.enumerated() {
                html += "<details class=\"hint\"><summary>\(ko ? "힌트" : "Hint") \(index + 1)</summary><p>\(HTML.escape(hint.text(language)))</p></details>"
            }
            html += "</li>"
        }
        html += "</ul>"
        if !withheld.isEmpty && !instructor {
            html += "<p class=\"muted\">\(ko ? "그리고 공개되지 않은 검사 \(withheld.count)개" : "and \(withheld.count) check(s) that are not shown")</p>"
        }
        html += "</div>"
        return html
    }

    func hint(_ index: Int) -> String {
        guard exercise.hints.indices.contains(index) else { return "" }
        return "<details class=\"hint\"><summary>\(ko ? "힌트" : "Hint") \(index + 1)</summary><p>\(HTML.escape(exercise.hints[index].text(language)))</p></details>"
    }

    func checksSource(_ content: String) -> String {
        guard instructor else { return "" }
        return "<details class=\"instructor-only source\"><summary class=\"instructor-label\">\(ko ? "교사용 — 검사 원문" : "Instructor edition — checks as written")</summary>"
            + CodeBlocks.code("yaml", content) + "</details>"
    }
}
