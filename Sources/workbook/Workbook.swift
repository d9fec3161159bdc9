import ArgumentParser
import Foundation
import WorkbookCore

@main
struct Workbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook",
        abstract: "Run learners' iOS UIKit projects headlessly against a faithful simulation of UIKit.",
        version: "0.1.0",
        subcommands: [Trace.self, Check.self, Grade.self, Lint.self, Generate.self, Validate.self, Render.self, Serve.self, CITemplate.self]
    )
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
