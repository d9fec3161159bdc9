import ArgumentParser
import Foundation
import WorkbookCore

@main
struct Workbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook",
        abstract: "Run learners' iOS UIKit projects headlessly against a faithful simulation of UIKit.",
        version: "0.1.0",
        subcommands: [Trace.self, Check.self, List.self, Hint.self, Watch.self, Doctor.self,
                      Grade.self, Lint.self, Generate.self, Validate.self, Render.self, Serve.self, CITemplate.self]
    )

    /// The entry point: swift-argument-parser's own `main()` exits 64 (EX_USAGE) on a usage
    /// error; workbook documents 2 for bad input or usage, so usage errors are mapped here.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exitForUsage(error)
        }
        do {
            var running = command
            try running.run()
        } catch {
            exitForUsage(error)
        }
        Foundation.exit(0)
    }

    private static func exitForUsage(_ error: Error) -> Never {
        // `workbook chek`: the closest command, in the learner's language.
        let arguments = CommandLine.arguments.dropFirst()
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
            DiagnosticsPrinter.print(Catalog[Language.fromEnvironment].loopNoSuchCommand(name: first, suggestion: Suggestions.closest(to: first, in: names)))
            Foundation.exit(ExitCodes.badInput)
        }
        if exitCode(for: error) == .validationFailure {
            DiagnosticsPrinter.print(fullMessage(for: error))
            Foundation.exit(ExitCodes.badInput)
        }
        exit(withError: error)
    }
}

/// Exit codes: 0 success, 1 the app crashed or a step failed, 2 bad input or usage, 3 internal error.
enum ExitCodes {
    static let appFailed: Int32 = 1
    static let badInput: Int32 = 2
    static let internalError: Int32 = 3
}

/// The one place that prints diagnostics: `file:line:col: error: …` on standard error.
enum DiagnosticsPrinter {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}

/// Whether to colour what is written to a file descriptor: a terminal, and `NO_COLOR` unset or
/// empty (https://no-color.org: set and non-empty disables colour). Every colour decision goes
/// through here.
enum TerminalColor {
    static func enabled(for descriptor: Int32 = STDOUT_FILENO) -> Bool {
        guard isatty(descriptor) != 0 else { return false }
        return ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    }
}
