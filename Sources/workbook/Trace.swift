import ArgumentParser
import Foundation
import WorkbookCore

extension Workbook {
    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a project folder, run the steps, and print the trace.",
            discussion: """
            The folder is shaped like an Xcode project: Swift files (with AppDelegate.swift), \
            Base.lproj/Main.storyboard, Info.plist, *.xcodeproj. Steps are YAML, for example:
              - launch
              - type: {outlet: email, text: "learner@example.com"}
              - tap: {action: "onPerformSegue:"}
              - back
            """)

        @Option(name: .long, help: "The project folder.")
        var project: String

        @Option(name: .long, help: "The steps file (YAML).")
        var steps: String

        @Option(name: .long, help: "text or json.")
        var format: TraceReport.Format = .text

        @Option(name: .long, help: "Wall-time limit for each app process, in seconds.")
        var timeout: Double = 20

        func run() throws {
            let tracer = ProjectTracer()
            do {
                var limits = RunLimits()
                limits.wallSeconds = timeout
                let run = try tracer.trace(projectFolder: URL(fileURLWithPath: project),
                                           stepsFile: URL(fileURLWithPath: steps), limits: limits)
                FileHandle.standardOutput.write(Data(TraceReport.render(run, format: format).utf8))
                if run.crash != nil { throw ExitCode(ExitCodes.appFailed) }
            } catch let error as WorkbookError {
                // A project that does not compile (or is refused) still answers in JSON when asked.
                if format == .json {
                    switch error {
                    case let .compileFailed(text):
                        FileHandle.standardOutput.write(Data(TraceReport.compileFailureJSON(text).utf8))
                    case let .refused(text):
                        FileHandle.standardOutput.write(Data(TraceReport.compileFailureJSON(text, refused: true).utf8))
                    default: break
                    }
                }
                DiagnosticsPrinter.print(error.description)
                throw ExitCode(error.exitCode)
            }
        }
    }
}

extension TraceReport.Format: ExpressibleByArgument {}
