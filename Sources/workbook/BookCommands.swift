import ArgumentParser
import Chapters
import Foundation
import WorkbookCore

/// Options shared by the commands that read the book.
struct BookOptions: ParsableArguments {
    @Option(name: .long, help: "The book's root folder (with workbook.yaml).")
    var root: String = "."

    /// Loads the book; prints every diagnostic; exits 2 when there are errors.
    func load() throws -> Book {
        let (book, problems) = Book.load(root: URL(fileURLWithPath: root))
        for problem in problems { DiagnosticsPrinter.print(problem.description) }
        guard let book, problems.isEmpty else { throw ExitCode(ExitCodes.badInput) }
        return book
    }
}

extension Workbook {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Report every problem in the chapters, storyboards and checks, with file:line:column.")
        @OptionGroup var book: BookOptions

        func run() throws {
            let loaded = try book.load()
            print("\(loaded.chapters.count) chapters, \(loaded.exercises.count) exercises: no problems")
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write the student workbook Exercises/ from the chapters.")
        @OptionGroup var book: BookOptions
        @Option(name: .long, help: """
            Where to write the workbook (relative to --root, or absolute). It is replaced whole, so it must be new, \
            empty, or written by `workbook generate` before (it holds .workbook-generated).
            """)
        var output: String = "Exercises"
        @Flag(name: .long, help: "Write nothing; fail when Exercises/ is not what the chapters generate.")
        var check = false

        func run() throws {
            guard !output.isEmpty else {
                DiagnosticsPrinter.print(WorkbookGenerator.OutputRefusal(path: output, reason: "the path is empty",
                                                                       remedy: "give --output a folder, such as `Exercises`").description)
                throw ExitCode(ExitCodes.badInput)
            }
            let loaded = try book.load()
            let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output)
                : URL(fileURLWithPath: book.root).appendingPathComponent(output)
            let generator = WorkbookGenerator()
            if check {
                let stale = generator.staleFiles(loaded, in: folder)
                guard stale.isEmpty else {
                    DiagnosticsPrinter.print("error: \(output)/ is out of date; run `workbook generate`:\n" + stale.map { "  \($0)" }.joined(separator: "\n"))
                    throw ExitCode(ExitCodes.appFailed)
                }
                print("\(output)/ is up to date (\(loaded.exercises.count) exercises)")
                return
            }
            do {
                try generator.generate(loaded, into: folder)
            } catch let refusal as WorkbookGenerator.OutputRefusal {
                DiagnosticsPrinter.print(refusal.description)
                throw ExitCode(ExitCodes.badInput)
            }
            print("generated \(loaded.exercises.count) exercises into \(output)/")
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prove every exercise sound: the reference passes, the starter fails, each mistake fails as declared.")
        @OptionGroup var book: BookOptions

        func run() throws {
            let loaded = try book.load()
            var failures = 0
            for exercise in loaded.exercises {
                for finding in try ExerciseValidator().validate(exercise, book: loaded) {
                    print(finding.description)
                    if !finding.ok { failures += 1 }
                }
            }
            print(failures == 0 ? "\(loaded.exercises.count) exercises valid" : "\(failures) problems")
            if failures > 0 { throw ExitCode(ExitCodes.appFailed) }
        }
    }
}
