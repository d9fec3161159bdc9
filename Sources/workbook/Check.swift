import ArgumentParser
import Foundation
import LearnerBuild
import WorkbookCore

extension Workbook {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run an exercise's checks on a solution and explain what failed.",
            discussion: """
            `workbook check [EXERCISE_DIR]` checks the exercise folder (default: the current one): its \
            checks.yaml and the project files beside it. `workbook check --project XCODE_FOLDER --exercise ID` \
            checks a learner's own Xcode project against exercise ID (a folder, or Exercises/ID).
            Exit codes: 0 all passed, 1 some failed, 2 bad input or usage, 3 internal error.
            """)

        @Argument(help: "The exercise folder (with checks.yaml).")
        var exerciseDirectory: String?

        @Option(name: .long, help: "A learner's Xcode project folder to check instead of the exercise folder.")
        var project: String?

        @Option(name: .long, help: "The exercise (folder or id under Exercises/) whose checks to run with --project.")
        var exercise: String?

        @Option(name: .long, help: "terminal, json, junit, github, classroom or html.")
        var format: ReportFormat = .terminal

        @Option(name: .long, help: "ko or en (default: from LANG).")
        var lang: Language?

        @Option(name: .long, help: "auto (bubblewrap when installed), bwrap, or none.")
        var sandbox: SandboxMode = .auto

        @Option(name: .long, help: "Write the report to this file (atomically) instead of standard output.")
        var output: String?

        @Flag(name: .long, help: "Do not answer from the report cache.")
        var noCache = false

        func run() throws {
            let (projectFolder, checksFile) = try locate()
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
            // A sandbox that cannot be made is our problem, not the learner's: no grade, nothing cached.
            if let reason = sandbox.unavailableReason {
                DiagnosticsPrinter.print("error: \(reason)")
                throw ExitCode(ExitCodes.internalError)
            }
            if sandbox == .auto, SandboxCommand.bwrapPath != nil, !SandboxCommand.bwrapWorks {
                DiagnosticsPrinter.print("warning: bubblewrap is installed but cannot create a sandbox here; checking with limits only "
                    + "(--sandbox bwrap makes this an error)")
            }
            var limits = RunLimits()
            limits.sandbox = sandbox
            let checker = Checker(limits: limits, reportCache: noCache ? nil : Checker().reportCache)
            let report = checker.check(project: projectFolder, checks: checks)
            let language = lang ?? .fromEnvironment
            let color = output == nil && format == .terminal && isatty(STDOUT_FILENO) != 0
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            let text = format.render(report, language: language, color: color)
            if let output {
                try AtomicFile.write(text, to: URL(fileURLWithPath: output))
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
        }

        /// The project folder and the checks file.
        func locate() throws -> (URL, URL) {
            let fileManager = FileManager.default
            if let project {
                guard let exercise else {
                    DiagnosticsPrinter.print("error: --project needs --exercise ID (the exercise whose checks to run)")
                    throw ExitCode(ExitCodes.badInput)
                }
                let candidates = [exercise, "Exercises/\(exercise)"].map { URL(fileURLWithPath: $0).appendingPathComponent("checks.yaml") }
                guard let checks = candidates.first(where: { fileManager.fileExists(atPath: $0.path) }) else {
                    DiagnosticsPrinter.print("error: no exercise \(exercise): expected \(candidates.map(\.path).joined(separator: " or "))")
                    throw ExitCode(ExitCodes.badInput)
                }
                return (URL(fileURLWithPath: project), checks)
            }
            let folder = URL(fileURLWithPath: exerciseDirectory ?? fileManager.currentDirectoryPath)
            let checks = folder.appendingPathComponent("checks.yaml")
            guard fileManager.fileExists(atPath: checks.path) else {
                DiagnosticsPrinter.print("\(checks.path): error: no checks.yaml here; run `workbook check` in an exercise folder, or give --project and --exercise")
                throw ExitCode(ExitCodes.badInput)
            }
            return (folder, checks)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}
extension SandboxMode: ExpressibleByArgument {}
