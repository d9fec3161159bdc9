import ArgumentParser
import BookSite
import Chapters
import Foundation
import WorkbookCore

/// A line on standard output, written at once (the output may be a pipe).
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

extension Workbook {
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Preview the book on 127.0.0.1: re-renders on change, reloads the page, re-validates the changed chapter's exercises.")
        @OptionGroup var book: BookOptions
        @Option(name: .long, help: "The port on 127.0.0.1 (0: any free port).")
        var port: UInt16 = 8000
        @Option(name: .long, help: "Where the preview site is written (replaced whole; see `workbook render --out`).")
        var out: String = ".build/workbook-preview"
        @Flag(name: .long, help: "Do not re-validate exercises after a change.")
        var noValidate = false

        func run() throws {
            let root = URL(fileURLWithPath: book.root)
            let folder = out.hasPrefix("/") ? URL(fileURLWithPath: out) : root.appendingPathComponent(out)
            let server = PreviewServer(root: root, site: folder, validate: !noValidate)
            server.log = say
            if server.rebuild() == nil {
                DiagnosticsPrinter.print(server.status.message)
                throw ExitCode(ExitCodes.badInput)
            }
            let actual: UInt16
            do {
                actual = try server.listen(port: port)
            } catch let error as ServeError {
                DiagnosticsPrinter.print("error: \(error.description)")
                throw ExitCode(ExitCodes.badInput)
            }
            say("serving the book on http://127.0.0.1:\(actual)/ (Ctrl-C stops)")
            Thread.detachNewThread { server.watch() }
            server.serve()
        }
    }
}
