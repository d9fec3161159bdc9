import ArgumentParser
import Foundation
import Chapters
import LearnerBuild
import WorkbookCore

extension Workbook {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run an exercise's checks on a solution and explain what failed.",
            discussion: """
            `workbook check [EXERCISE_DIR]` checks the exercise folder (default: the current one): its \
            checks.yaml and the project files beside it. `workbook check --project XCODE_FOLDER --exercise ID` \
            checks a learner's own Xcode project against exercise ID (a folder, or Exercises/ID). \
            Run in a book's folder (it holds workbook.yaml), or with --book DIR, and ID is an exercise of the book: \
            every check of the chapter is run, hidden and after_due ones included (the instructor's view of the checks). \
            `workbook check EXERCISE_DIR --book DIR` runs the book's full checks of that folder's exercise the same way.
            Exit codes: 0 all passed, 1 some failed, 2 bad input or usage, 3 internal error.
            """)

        @Argument(help: "The exercise folder (with checks.yaml).")
        var exerciseDirectory: String?

        @Option(name: .long, help: "A learner's Xcode project folder to check instead of the exercise folder.")
        var project: String?

        @Option(name: .long, help: "The exercise (folder or id under Exercises/) whose checks to run with --project.")
        var exercise: String?

        @Option(name: .long, help: "The book (a folder holding workbook.yaml) whose chapters give --exercise's checks, hidden ones included (default: the current folder, when it is a book); with an exercise folder, the book's checks of that folder's exercise.")
        var book: String?

        @Option(name: .long, help: "terminal, json, junit, github, classroom, gradescope or html.")
        var format: ReportFormat = .terminal

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        @Option(name: .long, help: "auto (bubblewrap when installed), bwrap, or none.")
        var sandbox: SandboxMode = .auto

        @Option(name: .long, help: "Write the report to this file (atomically) instead of standard output.")
        var output: String?

        @Option(name: .long, help: "Write each failed check's screen at its failing step (and the expected one) into this folder; the report names the files.")
        var screens: String?

        @Flag(name: .long, help: "Do not answer from the report cache.")
        var noCache = false

        @Flag(name: .long, help: "Do not look for a failed check's cause by running it again with small changes to the code that ran (the what-if search, a few seconds at most; docs/checks.md).")
        var noWhatIf = false

        @Flag(name: .long, help: "Show a failed check's whole timeline (default: the failing step only).")
        var fullTimeline = false

        func run() throws {
            if let output { try ReportOutput.checkWritable(output) }
            let (projectFolder, checksFile, bookChecks) = try locate()
            if let output {
                ReportOutput.checkOutsideOf(output, folders: [projectFolder] + (bookChecks == nil ? [checksFile.deletingLastPathComponent()] : []))
            }
            let checks: ExerciseChecks
            do {
                checks = try bookChecks ?? ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
            } catch let error as DiagnosticError {
                DiagnosticsPrinter.print(error.description)
                throw ExitCode(ExitCodes.badInput)
            } catch {
                DiagnosticsPrinter.print("\(checksFile.path): error: cannot read the checks: \(error.localizedDescription)")
                throw ExitCode(ExitCodes.badInput)
            }
            // A sandbox that cannot be made is our problem, not the learner's: no grade, nothing cached.
            if let reason = sandbox.unavailableReason {
                DiagnosticsPrinter.print("error: \(reason)")
                throw ExitCode(ExitCodes.internalError)
            }
            // Fail closed when something is withheld from the learner (the instructor's full set).
            if let refusal = SandboxPolicy.refusal(mode: sandbox, grading: false, withholds: SandboxPolicy.withholds(checks)) {
                DiagnosticsPrinter.print(refusal)
                throw ExitCode(ExitCodes.internalError)
            }
            if sandbox == .auto, SandboxCommand.bwrapPath != nil, !SandboxCommand.bwrapWorks {
                DiagnosticsPrinter.print("warning: bubblewrap is installed but cannot create a sandbox here; checking with limits only "
                    + "(--sandbox bwrap makes this an error)")
            }
            var limits = RunLimits()
            limits.sandbox = sandbox
            var checker = Checker(limits: limits, reportCache: noCache ? nil : Checker().reportCache)
            checker.parallelRuns = Checker.learnerParallelRuns
            checker.whatIf = !noWhatIf
            // Screens are read only when a report shows them.
            checker.screens = format == .html || screens != nil
            RuntimeNotice.prepare(language: lang ?? .fromEnvironment)
            var report = checker.check(project: projectFolder, checks: checks)
            if let screens { try ScreenFiles.writeFailures(&report, to: URL(fileURLWithPath: screens)) }
            // Classroom's results are read in a CI log by the student: in the workbook's own
            // language unless --lang says otherwise (a runner's LANG says nothing about the class).
            let language = lang ?? (format == .classroom ? Self.workbookLanguage(near: checksFile.deletingLastPathComponent()) : nil)
                ?? .fromEnvironment
            let color = output == nil && format == .terminal && TerminalColor.enabled()
            var text = format.render(report, language: language, color: color, projectFolder: projectFolder, fullTimeline: fullTimeline)
            // A learner's copy passes everything it holds: say that grading runs more (a learner
            // otherwise reads "all passed" as done, with a leak or a lost value still to find).
            if format == .terminal, bookChecks == nil, let hidden = checks.hiddenPoints, hidden > 0, report.compileError == nil,
               !report.checks.isEmpty, report.checks.allSatisfy({ $0.status == .passed }) {
                text += "\n" + Catalog[language].terminalHiddenChecksRemain(points: hidden.formattedForTrace) + "\n"
            }
            if bookChecks == nil { LearnerProgress.record(report, checksFile: checksFile) }
            if let output {
                try ReportOutput.write(text, to: output)
                // The step's log is where a Classroom student looks: the report they would read
                // in a terminal goes there too (the reporter's own log shows only a summary).
                if format == .classroom {
                    FileHandle.standardOutput.write(Data(ReportFormat.terminal.render(report, language: language, color: TerminalColor.enabled()).utf8))
                }
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
        }

        /// The language the workbook holding `folder` is written in: the first of `languages` in
        /// the book's workbook.yaml (in `folder` or above it), else, in a generated workbook, the
        /// language of the exercise's README.md (`workbook generate` writes the book's first
        /// language there and each other one as README.<code>.md); nil when neither says.
        static func workbookLanguage(near folder: URL) -> Language? {
            let fileManager = FileManager.default
            if let book = folder.standardizedFileURL.selfAndAncestors(limit: 8).first(where: BookChecks.isBook) {
                return Book.load(root: book).0?.languages.first
            }
            guard fileManager.fileExists(atPath: folder.appendingPathComponent("README.md").path) else { return nil }
            let others = Language.allCases.filter { fileManager.fileExists(atPath: folder.appendingPathComponent("README.\($0.rawValue).md").path) }
            let unnamed = Language.allCases.filter { !others.contains($0) }
            return !others.isEmpty && unnamed.count == 1 ? unnamed[0] : nil
        }

        /// The project folder and the checks file, or the exercise's full checks from the book.
        func locate() throws -> (URL, URL, ExerciseChecks?) {
            let fileManager = FileManager.default
            if let project {
                guard let exercise else {
                    DiagnosticsPrinter.print("error: --project needs --exercise ID (the exercise whose checks to run)")
                    throw ExitCode(ExitCodes.badInput)
                }
                if let checks = try checksFromBook(exercise) {
                    return (URL(fileURLWithPath: project), URL(fileURLWithPath: "workbook.yaml"), checks)
                }
                let candidates = [exercise, "Exercises/\(exercise)"].map { URL(fileURLWithPath: $0).appendingPathComponent("checks.yaml") }
                guard let checks = candidates.first(where: { fileManager.fileExists(atPath: $0.path) }) else {
                    DiagnosticsPrinter.print("error: no exercise \(exercise): expected \(candidates.map(\.path).joined(separator: " or "))")
                    throw ExitCode(ExitCodes.badInput)
                }
                return (URL(fileURLWithPath: project), checks, nil)
            }
            // The exercise holding the folder (a subfolder of a project finds its exercise above
            // it, as `trace` and `hint` do), else an exercise id of the workbook around here.
            let start = URL(fileURLWithPath: exerciseDirectory ?? fileManager.currentDirectoryPath).standardizedFileURL
            if let folder = start.selfAndAncestors(limit: 8).first(where: { fileManager.fileExists(atPath: $0.appendingPathComponent("checks.yaml").path) }),
               exerciseDirectory == nil || fileManager.fileExists(atPath: start.path) {
                let checksFile = folder.appendingPathComponent("checks.yaml")
                // An explicit --book asks for the book's checks of this folder's exercise, hidden
                // ones included, as with --project: the folder's checks.yaml is the learner's copy
                // (visible checks only), and ignoring --book here passed solutions a hidden check fails.
                if book != nil {
                    let id: String
                    do {
                        id = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path).exercise
                    } catch let error as DiagnosticError {
                        DiagnosticsPrinter.print(error.description)
                        throw ExitCode(ExitCodes.badInput)
                    }
                    guard let checks = try checksFromBook(id) else { throw ExitCode(ExitCodes.badInput) }
                    return (folder, checksFile, checks)
                }
                return (folder, checksFile, nil)
            }
            if let given = exerciseDirectory, !fileManager.fileExists(atPath: start.path),
               let workbook = WorkbookFolder.find(from: URL(fileURLWithPath: fileManager.currentDirectoryPath))
                    ?? WorkbookFolder.find(from: URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("Exercises")) {
                let entry = try LearnerProgress.exercise(given, in: workbook, language: lang ?? .fromEnvironment)
                return (entry.folder, entry.folder.appendingPathComponent("checks.yaml"), nil)
            }
            DiagnosticsPrinter.print(Catalog[lang ?? .fromEnvironment].loopNoExerciseHere(path: start.path))
            throw ExitCode(ExitCodes.badInput)
        }

        /// Every check of exercise `id` from the book (`--book`, or the current folder when it
        /// holds workbook.yaml), or `nil` when there is no book here or `id` is not one of its
        /// exercises (then `id` names an exercise folder, as before). An explicit `--book` that
        /// does not load or lacks `id` is an error.
        func checksFromBook(_ id: String) throws -> ExerciseChecks? {
            let root = URL(fileURLWithPath: book ?? FileManager.default.currentDirectoryPath)
            guard BookChecks.isBook(root) else {
                guard book == nil else {
                    DiagnosticsPrinter.print("\(root.path)/workbook.yaml: error: --book names no book (no workbook.yaml there); give the folder holding workbook.yaml")
                    throw ExitCode(ExitCodes.badInput)
                }
                return nil
            }
            do {
                if book == nil {
                    let loaded = try BookChecks.loadBook(root)
                    return BookChecks.fullChecks(of: id, in: loaded)
                }
                return try BookChecks.fullChecks(exercise: id, bookRoot: root)
            } catch let failure as BookChecks.Failure {
                DiagnosticsPrinter.print(failure.description)
                throw ExitCode(ExitCodes.badInput)
            }
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}
extension SandboxMode: ExpressibleByArgument {}
