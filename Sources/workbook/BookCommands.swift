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
        @Option(name: .long, help: """
            ko or en: the starters' comments in that language only (a comment written in both, the Korean first and the \
            English in parentheses, keeps one part). Default: both. `--check` compares against the same choice.
            """)
        var lang: Language?

        func run() throws {
            guard !output.isEmpty else {
                DiagnosticsPrinter.print(WorkbookGenerator.OutputRefusal(path: output, reason: "the path is empty",
                                                                       remedy: "give --output a folder, such as `Exercises`").description)
                throw ExitCode(ExitCodes.badInput)
            }
            let loaded = try book.load()
            let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output)
                : URL(fileURLWithPath: book.root).appendingPathComponent(output)
            let generator = WorkbookGenerator(starterLanguage: lang)
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
            abstract: "Prove every exercise sound: the reference passes, the starter fails, each mistake fails as declared.",
            discussion: """
            `workbook validate` checks every exercise of the book; `workbook validate ID…` only those. Every file \
            set (the reference, the starter, each alternative and mistake) is built and checked on its own, \
            --jobs at a time (default: one per core); findings are printed in the book's order. \
            Exit codes: 0 all valid, 1 some problems, 2 bad input.
            """)
        @OptionGroup var book: BookOptions
        @Argument(help: "Exercise ids to validate (default: every exercise of the book).")
        var exercises: [String] = []
        @Option(help: "How many file sets to check at once (default: the number of cores).")
        var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

        func run() throws {
            let loaded = try book.load()
            var chosen = loaded.exercises
            if !exercises.isEmpty {
                let known = Set(loaded.exercises.map(\.id))
                let unknown = exercises.filter { !known.contains($0) }
                guard unknown.isEmpty else {
                    DiagnosticsPrinter.print("error: no exercise \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in this book; "
                        + "its exercises are: \(loaded.exercises.map(\.id).joined(separator: ", "))")
                    throw ExitCode(ExitCodes.badInput)
                }
                // In the book's order, each once.
                chosen = loaded.exercises.filter { exercises.contains($0.id) }
            }
            guard jobs >= 1, jobs <= 64 else {
                DiagnosticsPrinter.print("error: --jobs \(jobs) is not allowed: give a number from 1 to 64")
                throw ExitCode(ExitCodes.badInput)
            }
            RuntimeNotice.prepare()
            let runs = chosen.reduce(0) { $0 + 2 + $1.alternatives.count + $1.mistakes.count }
            DiagnosticsPrinter.print("Validating \(chosen.count) exercise\(chosen.count == 1 ? "" : "s"): \(runs) file sets, \(min(jobs, runs)) at a time…")
            let start = Date()
            let failures = try ExerciseValidator().validate(chosen, book: loaded, jobs: jobs) { finding in
                // Written at once (not buffered): a long run shows each finding as it comes.
                FileHandle.standardOutput.write(Data((finding.description + "\n").utf8))
            }
            print(failures == 0 ? "\(chosen.count) exercises valid" : "\(failures) problems")
            DiagnosticsPrinter.print(String(format: "Validated in %.0f s.", Date().timeIntervalSince(start)))
            if failures > 0 { throw ExitCode(ExitCodes.appFailed) }
        }
    }
}
