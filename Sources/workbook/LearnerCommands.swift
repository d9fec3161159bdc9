import ArgumentParser
import Foundation
import WorkbookCore

extension Workbook {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the workbook's exercises in book order with your progress; --next names the next one.",
            discussion: """
            Run in the workbook (Exercises/), one of its exercises, or the book's folder. Progress comes from \
            Exercises/\(LearnerState.fileName), written by `workbook check`, `watch` and `hint` (safe to delete).
            """)

        @Option(name: .long, help: "The workbook folder (default: the one holding the current folder).")
        var workbook: String?

        @Flag(name: .long, help: "Name only the next exercise to do.")
        var next = false

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        func run() throws {
            let folder = try LearnerProgress.workbook(workbook)
            let state = LearnerState.load(from: folder.root)
            let entries = folder.exercises()
            let language = lang ?? .fromEnvironment
            let text = next ? LearnerLoopText.next(entries, state: state, language: language)
                : LearnerLoopText.list(entries, state: state, language: language, color: TerminalColor.enabled())
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    struct Hint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the next hint for the first failing check of an exercise (from its last check).",
            discussion: """
            The report of `workbook check` shows each failing check's first hint; `workbook hint` shows the next \
            one each time. Hints you ask for are recorded in Exercises/\(LearnerState.fileName) (hintLog) and in \
            the exercise's \(HintRecord.fileName), which is handed in with your work so your instructor sees how many \
            hints you used (it never changes a score).
            """)

        @Argument(help: "The exercise id (default: the exercise of the current folder).")
        var exercise: String?

        @Option(name: .long, help: "The workbook folder (default: the one holding the current folder).")
        var workbook: String?

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        func run() throws {
            let folder = try LearnerProgress.workbook(workbook)
            let entry = try LearnerProgress.exercise(exercise, in: folder)
            var state = LearnerState.load(from: folder.root)
            let answer = state.nextHint(for: entry.id)
            if case .hint(let check, _, let number, _, _, true) = answer {
                LearnerProgress.save(state, in: folder)
                LearnerProgress.recordHint(check: check, number: number, exercise: entry, at: state.hintLog.last?.at ?? Date())
            }
            let text = LearnerLoopText.hint(answer, exercise: entry.id, language: lang ?? .fromEnvironment)
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
