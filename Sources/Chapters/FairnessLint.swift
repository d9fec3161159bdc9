import Foundation
import WorkbookCore
import WorkbookProtocol

/// "Every requirement a check tests is stated in the learner's text": a literal a check compares
/// (a label's text, a console line, a property's name or value, a defaults key or value, a crash
/// reason) must appear somewhere the learner can read it before any check depends on it: the
/// exercise's prose in either language, the starter code, the storyboard, a visible check, or the
/// check's own steps (a text it types). A hidden check tests a stated behaviour in a new
/// situation, never an unstated detail.
enum FairnessLint {
    static func problems(_ exercise: Exercise, chapters: [Chapter]) -> [Diagnostic] {
        var visible = chapters.map(learnerText).joined(separator: "\n")
        visible += "\n" + exercise.files.map(\.starter).joined(separator: "\n")
        visible += "\n" + exercise.storyboardSource
        for check in exercise.checks.checks where check.visibility == .visible {
            visible += "\n" + literals(of: check).joined(separator: "\n")
        }
        var problems: [Diagnostic] = []
        for check in exercise.checks.checks where check.visibility != .visible {
            let typed = check.steps.compactMap { step -> String? in
                if case let .type(_, text) = step { return text }
                return nil
            }
            for literal in Set(literals(of: check)) where !literal.isEmpty && !visible.contains(literal)
                && !typed.contains(where: { $0.contains(literal) || literal.contains($0) }) {
                problems.append(Diagnostic(file: exercise.definedIn, line: check.line ?? exercise.line, column: 1,
                                           message: "the \(check.visibility.rawValue) check `\(check.id)` compares \(literal.debugDescription), which nothing the learner reads of `\(exercise.id)` states",
                                           suggestion: "state it in the exercise's text (both languages) or the starter, or test the behaviour instead of this detail"))
            }
        }
        return problems.sorted { ($0.line ?? 0, $0.message) < ($1.line ?? 0, $1.message) }
    }

    /// The texts a check compares.
    static func literals(of check: Check) -> [String] {
        check.steps.flatMap { step -> [String] in
            guard case let .expect(expectation) = step else { return [] }
            switch expectation {
            case let .label(_, text): return text.map { [$0] } ?? []
            case let .property(_, name, equals): return [name, equals]
            case let .userDefaults(key, equals): return [key] + (equals.map { [$0] } ?? [])
            case let .crash(reason, _): return [reason]
            case let .console(text): return [text]
            case .top, .stack, .presented, .events, .noEvents, .instance, .deallocated: return []
            }
        }
    }

    /// A chapter as learners read it: its text without the blocks they never see (the reference's
    /// files, mistakes, alternative solutions, checks; the starter is added from the files).
    static func learnerText(_ chapter: Chapter) -> String {
        var lines = chapter.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for block in chapter.document.codeBlocks {
            let hidden = block.language == "checks"
                || (block.language == "swift" && (block.attributes["file"] != nil || block.attributes["mistake"] != nil
                                                  || block.attributes["alternative"] != nil))
            guard hidden else { continue }
            let first = block.line - 1
            let count = block.content.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            for index in first..<min(lines.count, first + count) { lines[index] = "" }
        }
        return lines.joined(separator: "\n")
    }
}
