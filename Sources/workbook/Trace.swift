import ArgumentParser
import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol

extension Workbook {
    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a check's steps (or a steps file) and show the timeline of what the app did.",
            discussion: """
            `workbook trace EXERCISE [--check ID]` builds the exercise's project, runs the check's steps \
            (default: the first check that failed last time, else the first check) and shows the timeline: \
            each instance in its own colour, new instances marked, the failing step marked. `--html` writes \
            it as a page instead.
            `workbook trace --project FOLDER --steps FILE` runs a steps file on any project folder. The folder \
            is shaped like an Xcode project: Swift files (with AppDelegate.swift), Base.lproj/Main.storyboard, \
            Info.plist, *.xcodeproj. Steps are YAML, for example:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - back
            """)

        @Argument(help: "The exercise id (or its folder) whose check to trace (default: the exercise of the current folder).")
        var exercise: String?

        @Option(name: .long, help: "The check to trace (with EXERCISE).")
        var check: String?

        @Flag(name: .long, help: "Write the timeline as an HTML page (with EXERCISE).")
        var html = false

        @Option(name: .long, help: "Write to this file (atomically) instead of standard output.")
        var output: String?

        @Option(name: .long, help: "The workbook folder (default: the one holding the current folder).")
        var workbook: String?

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        @Option(name: .long, help: "The project folder (with --steps).")
        var project: String?

        @Option(name: .long, help: "The steps file (YAML, with --project).")
        var steps: String?

        @Option(name: .long, help: "text or json (with --project and --steps).")
        var format: TraceReport.Format = .text

        @Option(name: .long, help: "Wall-time limit for each app process, in seconds.")
        var timeout: Double = 20

        @Option(name: .long, help: "Write the phone's screen after every step into this folder (step-00.svg, …).")
        var screens: String?

        @Option(name: .long, help: "light or dark: the screens' appearance (default: the app's choice, else light).")
        var appearance: ScreenSVG.Appearance?

        func validate() throws {
            if (project == nil) != (steps == nil) {
                throw ValidationError("--project and --steps go together (or give an exercise: `workbook trace EXERCISE`)")
            }
            if exercise != nil, project != nil || steps != nil {
                throw ValidationError("give either an exercise or --project and --steps, not both")
            }
        }

        func run() throws {
            if let output { try ReportOutput.checkWritable(output) }
            guard let project, let steps else { return try traceExercise() }
            let tracer = ProjectTracer()
            do {
                var limits = RunLimits()
                limits.wallSeconds = timeout
                RuntimeNotice.prepare(language: lang ?? .fromEnvironment)
                let run = try tracer.trace(projectFolder: URL(fileURLWithPath: project),
                                           stepsFile: URL(fileURLWithPath: steps), limits: limits, screens: screens != nil)
                emit(TraceReport.render(run, format: format))
                try writeScreens(run)
                if run.crash != nil { throw ExitCode(ExitCodes.appFailed) }
            } catch let error as WorkbookError {
                // A project that does not compile (or is refused) still answers in JSON when asked.
                if format == .json {
                    switch error {
                    case let .compileFailed(text):
                        FileHandle.standardOutput.write(Data(TraceReport.compileFailureJSON(text).utf8))
                    case let .refused(text, _):
                        FileHandle.standardOutput.write(Data(TraceReport.compileFailureJSON(text, refused: true).utf8))
                    default: break
                    }
                }
                DiagnosticsPrinter.print(error.text(lang ?? .fromEnvironment))
                throw ExitCode(error.exitCode)
            }
        }

        /// `--screens`: a picture per step, and a line on standard error saying where.
        func writeScreens(_ run: AppRun) throws {
            guard let screens else { return }
            let written = try ScreenFiles.writeSteps(run, to: URL(fileURLWithPath: screens), appearance: appearance)
            let language = lang ?? .fromEnvironment
            FileHandle.standardError.write(Data((Catalog[language].screensWritten(count: written.count, folder: screens) + "\n").utf8))
        }

        func emit(_ text: String) {
            if let output {
                try? ReportOutput.write(text, to: output)
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }

        /// One check of an exercise of the workbook (learners' view: hidden checks are refused).
        func traceExercise() throws {
            let language = lang ?? .fromEnvironment
            let (folder, exerciseID) = try locateExercise()
            let checksFile = folder.appendingPathComponent("checks.yaml")
            let checks: ExerciseChecks
            do {
                checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
            } catch let error as DiagnosticError {
                DiagnosticsPrinter.print(error.description)
                throw ExitCode(ExitCodes.badInput)
            } catch {
                DiagnosticsPrinter.print("\(checksFile.path): error: cannot read the checks: \(error.localizedDescription)")
                throw ExitCode(ExitCodes.badInput)
            }
            let now = Date()
            let shown = checks.checks.filter { check in
                check.visibility == .visible || (check.visibility == .afterDue && checks.due.map { now >= $0 } == true)
            }
            let chosen: WorkbookCore.Check
            if let id = check {
                guard let found = shown.first(where: { $0.id == id }) else {
                    DiagnosticsPrinter.print("\(checksFile.path): error: no check `\(id)` to trace; the checks are: "
                        + shown.map(\.id).joined(separator: ", "))
                    throw ExitCode(ExitCodes.badInput)
                }
                chosen = found
            } else {
                let failedLast = WorkbookFolder.find(from: folder).flatMap { LearnerState.load(from: $0.root).exercises[exerciseID] }?
                    .checks.first { $0.status == .failed }?.id
                guard let first = shown.first(where: { $0.id == failedLast }) ?? shown.first else {
                    DiagnosticsPrinter.print("\(checksFile.path): error: this exercise has no check you can trace")
                    throw ExitCode(ExitCodes.badInput)
                }
                chosen = first
            }
            var limits = RunLimits()
            limits.wallSeconds = chosen.timeout
            RuntimeNotice.prepare(language: lang ?? .fromEnvironment)
            let run: AppRun
            var storyboards: [StoryboardDocument] = []
            do {
                let app = try ProjectTracer().prepare(projectFolder: folder)
                storyboards = app.storyboards
                run = try AppRunner(app: app, limits: limits, screens: screens != nil || html).run(steps: chosen.steps)
                try writeScreens(run)
            } catch let error as WorkbookError {
                DiagnosticsPrinter.print(error.text(language))
                throw ExitCode(error.exitCode == ExitCodes.internalError ? ExitCodes.internalError : ExitCodes.appFailed)
            }
            let failure = ExpectationEvaluator(steps: chosen.steps, run: run).firstFailure()
            if html {
                let sources = (try? ProjectScanner.scan(folder: folder).sources.map(\.contents)) ?? []
                var report = Self.report(chosen, checks: checks, run: run, failure: failure, sources: sources)
                if let failure, let index = report.checks.indices.first {
                    report.checks[index].screens = FailureScreens.make(run: run, failure: failure, storyboards: storyboards)
                }
                emit(ReportFormat.html.render(report, language: language))
            } else {
                let color = output == nil && TerminalColor.enabled()
                emit(TimelineText.render(check: chosen.id, title: chosen.title, run: run, failure: failure.map(TimelineText.Failure.init), language: language, color: color))
            }
            if failure != nil || run.crash != nil { throw ExitCode(ExitCodes.appFailed) }
        }

        /// The exercise folder and id: a folder path, or an id of the workbook.
        func locateExercise() throws -> (URL, String) {
            let given = exercise ?? "."
            let asFolder = URL(fileURLWithPath: given)
            if FileManager.default.fileExists(atPath: asFolder.appendingPathComponent("checks.yaml").path) {
                return (asFolder, asFolder.standardizedFileURL.lastPathComponent)
            }
            let folder = try LearnerProgress.workbook(workbook)
            let entry = try LearnerProgress.exercise(exercise, in: folder)
            return (entry.folder, entry.id)
        }

        /// The run as a one-check report, so the HTML page is the report's own (published for learners).
        static func report(_ check: WorkbookCore.Check, checks: ExerciseChecks, run: AppRun,
                           failure: ExpectationEvaluator.Failure?, sources: [String]) -> CheckReport {
            let timeline: [String] = run.timeline.compactMap { entry in
                switch entry {
                case let .step(index, description): return "-- step \(index): \(description)"
                case let .event(event): return event.line
                case let .console(line): return "console: \(line)"
                case .probe: return nil
                }
            }
            let passed = failure == nil && run.crash == nil
            let result = CheckResult(id: check.id, title: check.title, status: passed ? .passed : .failed,
                                     points: passed ? check.points : 0, maxPoints: check.points, visibility: check.visibility,
                                     message: failure?.message, expected: failure?.expected, actual: failure?.actual,
                                     hints: passed ? [] : check.hints(forFailure: failure?.expectation?.kind, code: CodeMatch(sources: sources), working: check.labelsShownRight(in: run.state)), trace: timeline, console: run.console, crash: run.crash,
                                     failedStep: failure?.step)
            return CheckReport(exercise: checks.exercise, title: checks.title, status: passed ? .passed : .failed,
                               score: result.points, maxScore: check.points, checks: [result], due: checks.due)
        }
    }
}

extension TraceReport.Format: ExpressibleByArgument {}
extension ScreenSVG.Appearance: ExpressibleByArgument {}
