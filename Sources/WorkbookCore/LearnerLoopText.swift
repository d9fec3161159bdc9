import Foundation
import WorkbookProtocol

/// What `workbook list` and `workbook hint` print, in the learner's language. Pure functions of
/// the workbook's exercises and the state (golden-tested). Every text comes from checks.yaml or
/// from reports published for learners, and is made inert again here (a single line each).
public enum LearnerLoopText {
    public enum Status: String, Sendable {
        case notStarted, failing, passing
    }

    public static func status(of id: String, in state: LearnerState) -> Status {
        guard let progress = state.exercises[id] else { return .notStarted }
        return progress.status == .passed ? .passing : .failing
    }

    /// The first exercise in book order that does not pass yet.
    public static func next(_ entries: [WorkbookFolder.Entry], state: LearnerState) -> WorkbookFolder.Entry? {
        entries.first { status(of: $0.id, in: state) != .passing }
    }

    static func word(_ status: Status, _ language: Language) -> String {
        switch status {
        case .notStarted: return Catalog[language].loopNotStarted
        case .failing: return Catalog[language].loopFailing
        case .passing: return Catalog[language].loopPassing
        }
    }

    static func one(_ text: String) -> String { InertText.inert(text, multiline: false) }

    /// Display width: Hangul and other wide characters take two columns.
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return sum + (wide ? 2 : 1)
        }
    }

    static func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }

    /// `workbook list`: one line per exercise (section, id, status, points, title), the overall
    /// progress, and the next exercise.
    public static func list(_ entries: [WorkbookFolder.Entry], state: LearnerState, language: Language, color: Bool = false) -> String {
        let ko = language == .ko
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        guard !entries.isEmpty else { return Catalog[korean: ko].loopThisWorkbookHasNoExercisesN }
        let sectionWidth = entries.map { width($0.section) }.max() ?? 0
        let idWidth = entries.map { width(one($0.id)) }.max() ?? 0
        let statusWidth = [Status.notStarted, .failing, .passing].map { width(word($0, language)) }.max() ?? 0
        let pointsWidth = entries.contains { $0.hiddenPoints > 0 } ? 7 + width(Catalog[korean: ko].loopHiddenPoints(points: "0")) + 1 : 7
        var lines: [String] = []
        var passing = 0, score = 0.0, maxScore = 0.0, hiddenScore = 0.0
        for entry in entries {
            let status = status(of: entry.id, in: state)
            let progress = state.exercises[entry.id]
            let points = progress.map { $0.score } ?? 0
            let maxPoints = progress?.maxScore ?? entry.maxPoints
            if status == .passing { passing += 1 }
            score += points
            maxScore += maxPoints
            hiddenScore += entry.hiddenPoints
            let code = status == .passing ? "32" : status == .failing ? "31" : "2"
            let mark = status == .passing ? "✔" : status == .failing ? "✘" : "·"
            let pointsText = "\(points.formattedForTrace)/\(maxPoints.formattedForTrace)"
                + (entry.hiddenPoints > 0 ? " " + Catalog[korean: ko].loopHiddenPoints(points: entry.hiddenPoints.formattedForTrace) : "")
            lines.append(paint(mark, code) + " " + pad(entry.section, sectionWidth) + "  " + pad(one(entry.id), idWidth) + "  "
                         + paint(pad(word(status, language), statusWidth), code) + "  " + pad(pointsText, pointsWidth) + " "
                         + one(entry.title.text(language)))
        }
        lines.append("")
        lines.append(Catalog[korean: ko].loopProgressOfExercisesPassingPoints(passing: "\(passing)", entriesCount: "\(entries.count)", scoreFormattedForTrace: "\(score.formattedForTrace)", maxScoreFormattedForTrace: "\(maxScore.formattedForTrace)"))
        if hiddenScore > 0 {
            lines.append(Catalog[korean: ko].loopPointsCountVisibleChecks(visible: maxScore.formattedForTrace, hidden: hiddenScore.formattedForTrace,
                                                                           total: (maxScore + hiddenScore).formattedForTrace))
        }
        lines.append(nextLine(entries, state: state, language: language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `workbook list --next`: the next exercise and how to start it.
    public static func next(_ entries: [WorkbookFolder.Entry], state: LearnerState, language: Language) -> String {
        let ko = language == .ko
        guard let next = next(entries, state: state) else { return nextLine(entries, state: state, language: language) + "\n" }
        return nextLine(entries, state: state, language: language) + "\n"
            + (Catalog[korean: ko].loopStartCdWorkbookCheckLangEn(one: "\(one(next.id))"))
    }

    static func nextLine(_ entries: [WorkbookFolder.Entry], state: LearnerState, language: Language) -> String {
        let ko = language == .ko
        guard let next = next(entries, state: state) else {
            return Catalog[korean: ko].loopEveryExercisePasses
        }
        let title = one(next.title.text(language))
        return Catalog[korean: ko].loopNextSection(one: "\(one(next.id))", section: "\(next.section)", title: title)
    }

    /// `workbook hint`: the answer of `LearnerState.nextHint`.
    public static func hint(_ answer: LearnerState.HintAnswer, exercise: String, language: Language) -> String {
        let ko = language == .ko
        let id = one(exercise)
        switch answer {
        case .notChecked:
            return Catalog[korean: ko].loopNotCheckedYetRunWorkbookCheck(id: id)
        case .passing:
            return Catalog[korean: ko].loopEveryCheckPassesNoHintNeeded(id: id)
        case let .noHints(check):
            return Catalog[korean: ko].loopTheFailingCheckHasNoHints(id: id, one: "\(one(check))")
        case let .hint(check, title, number, total, text, new):
            var lines = [ko ? "\(id) › \(one(check)) — \(one(title.text(language)))"
                            : "\(id) › \(one(check)) — \(one(title.text(language)))"]
            lines.append((Catalog[korean: ko].loopHintOf(number: "\(number)", total: "\(total)"))
                         + InertText.inert(text.text(language), multiline: true).replacingOccurrences(of: "\n", with: "\n    "))
            if !new {
                lines.append(Catalog[korean: ko].loopThatWasTheLastHintFor)
            } else if number < total {
                lines.append(Catalog[korean: ko].loopRunWorkbookHintAgainForThe)
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
