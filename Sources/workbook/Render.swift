import ArgumentParser
import BookSite
import Chapters
import Foundation
import WorkbookCore

extension Workbook {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the book as a static site: the learner edition by default (docs/site.md).")
        @OptionGroup var book: BookOptions
        @Option(name: .long, help: """
            Where to write the site (relative to --root, or absolute). It is replaced whole, so it must be new, \
            empty, or written by `workbook render` before (it holds .workbook-site).
            """)
        var out: String = WorkbookGenerator.defaultSiteFolder
        @Flag(name: .long, help: "Add reference solutions, hidden checks and known mistakes, each marked (never publish it to learners).")
        var instructor = false

        func run() throws {
            let loaded = try book.load()
            let folder = out.hasPrefix("/") ? URL(fileURLWithPath: out) : URL(fileURLWithPath: book.root).appendingPathComponent(out)
            let site: RenderedSite
            do {
                site = try SiteRenderer(book: loaded, options: SiteOptions(instructor: instructor)).render()
            } catch let error as DiagnosticError {
                for problem in error.diagnostics { DiagnosticsPrinter.print(problem.description) }
                throw ExitCode(ExitCodes.badInput)
            }
            do {
                try SiteWriter.write(site, into: folder, book: loaded)
            } catch let refusal as WorkbookGenerator.OutputRefusal {
                DiagnosticsPrinter.print(refusal.description.replacingOccurrences(of: "--output", with: "--out"))
                throw ExitCode(ExitCodes.badInput)
            }
            print("rendered \(site.pages.count) pages (\(instructor ? "instructor" : "learner") edition) into \(out)/")
        }
    }
}
