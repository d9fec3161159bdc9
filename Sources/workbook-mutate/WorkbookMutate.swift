import ArgumentParser
import Chapters
import Foundation
import Mutants
import WorkbookCore

/// `workbook-mutate`: the mutation benchmark of the book's teaching explanations
/// (docs/mutation-bench.md). `list` shows the mutants; `run` checks them and reports.
@main
struct WorkbookMutate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook-mutate",
        abstract: "Mutate every exercise's reference solution and measure how many failures are explained by their cause.",
        subcommands: [List.self, Write.self, Run.self])

    struct Selection: ParsableArguments {
        @Option(name: .long, help: "The book (a folder holding workbook.yaml).")
        var book: String = "."

        @Option(name: .long, help: "Only these exercises (repeatable).")
        var exercise: [String] = []

        @Option(name: .long, help: "Check a sample of this many mutants (every operator in turn) instead of all.")
        var sample: Int?

        @Option(name: .long, help: "The sample's seed.")
        var seed: UInt64 = 1

        @Flag(name: .long, help: "Mutate the exercises' alternative solutions (other correct styles) instead of the reference solutions.")
        var alternatives = false

        func load() throws -> (MutationBench, [Mutant]) {
            let root = URL(fileURLWithPath: book)
            let loaded: Book
            do {
                loaded = try BookChecks.loadBook(root)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let bench = MutationBench(book: loaded)
            let unknown = Set(exercise).subtracting(loaded.exercises.map(\.id))
            guard unknown.isEmpty else {
                FileHandle.standardError.write(Data("error: no exercise \(unknown.sorted().joined(separator: ", ")) in the book\n".utf8))
                throw ExitCode(2)
            }
            let only = exercise.isEmpty ? nil : Set(exercise)
            var mutants = alternatives ? bench.alternativeMutants(exercises: only) : bench.mutants(exercises: only)
            if let sample {
                guard sample >= 1 else {
                    FileHandle.standardError.write(Data("error: --sample must be at least 1\n".utf8))
                    throw ExitCode(2)
                }
                mutants = MutationBench.sample(mutants, count: sample, seed: seed)
            }
            return (bench, mutants)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the mutants: id, place, change and truth tokens.")

        @OptionGroup var selection: Selection

        @Flag(name: .long, help: "Print each mutant's whole file too.")
        var source = false

        func run() throws {
            let (_, mutants) = try selection.load()
            var counts: [MutationOperator: Int] = [:]
            for mutant in mutants {
                counts[mutant.mutationOperator, default: 0] += 1
                print("\(mutant.id) \(mutant.file):\(mutant.line)")
                print("    - \(mutant.before)")
                print("    + \(mutant.after)")
                print("    truth: \(mutant.truth.summary) [\(mutant.truth.tokens.joined(separator: " "))]")
                if source { print(mutant.source) }
            }
            let exercises = Set(mutants.map(\.exercise)).count
            print("\(mutants.count) mutants over \(exercises) exercises: "
                + MutationOperator.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", "))
        }
    }

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one mutant's project (the reference solution with the mutant's file) into a new folder, to check or trace it by hand.")

        @OptionGroup var selection: Selection

        @Argument(help: "The mutant's id, as `list` prints it (exercise:operator:n).")
        var id: String

        @Option(name: .long, help: "The folder to create (it must not exist).")
        var out: String

        func run() throws {
            let (bench, mutants) = try selection.load()
            guard let mutant = mutants.first(where: { $0.id == id }) else {
                FileHandle.standardError.write(Data("error: no mutant \(id); `workbook-mutate list` prints their ids\n".utf8))
                throw ExitCode(2)
            }
            let folder = URL(fileURLWithPath: out)
            guard !FileManager.default.fileExists(atPath: folder.path) else {
                FileHandle.standardError.write(Data("error: \(out) exists; give a new folder\n".utf8))
                throw ExitCode(2)
            }
            try bench.write(mutant, to: folder)
            print("wrote \(mutant.id) into \(out); check it with: workbook check --project \(out) --exercise \(mutant.exercise)")
        }
    }

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the mutants with the book's full checks and report the explained share.",
            discussion: """
            Exit codes: 0 done (and the share is at least the floor, with --floor), 1 the share is under the floor, \
            2 bad input or usage.
            """)

        @OptionGroup var selection: Selection

        @Option(name: .long, help: "How many mutants are checked at once (default: one per core).")
        var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

        @Option(name: .long, help: "Write the report for people here.")
        var text: String?

        @Option(name: .long, help: "Write every mutant's outcome and the figures as JSON here.")
        var json: String?

        @Option(name: .long, help: "A file holding the least explained share allowed (a number from 0 to 1).")
        var floor: String?

        @Option(name: .long, help: "Added to the report's first line (the toolchain, say).")
        var label: String = ""

        func run() throws {
            guard jobs >= 1, jobs <= 64 else {
                FileHandle.standardError.write(Data("error: --jobs \(jobs) is not allowed: give a number from 1 to 64\n".utf8))
                throw ExitCode(2)
            }
            let least = try floor.map(Self.readFloor)
            let (bench, mutants) = try selection.load()
            FileHandle.standardError.write(Data("Checking \(mutants.count) mutants, \(min(jobs, mutants.count)) at a time…\n".utf8))
            let start = Date()
            // Checked in a seeded random order, so that the progress lines of a run cut short
            // still speak for every operator and exercise; reported in the mutants' order.
            var generator = SplitMix64(seed: selection.seed)
            var order = MutationBench.shuffle(Array(mutants.indices), using: &generator)
            // A whole run checks CI's sample (bench/mutation-floor.sh) first: its share is known early.
            if selection.sample == nil {
                let ciSample = Set(MutationBench.sample(mutants, count: 40, seed: selection.seed).map(\.id))
                order = order.filter { ciSample.contains(mutants[$0].id) } + order.filter { !ciSample.contains(mutants[$0].id) }
            }
            let checked = bench.run(order.map { mutants[$0] }, jobs: jobs) { done, count, outcome in
                let line = "[\(done)/\(count)] \(outcome.mutant.id) \(outcome.verdict.rawValue) (" + String(format: "%.1f s)\n", outcome.seconds)
                FileHandle.standardError.write(Data(line.utf8))
            }
            var outcomes = checked
            for (position, index) in order.enumerated() { outcomes[index] = checked[position] }
            let summary = BenchSummary(outcomes: outcomes, seed: selection.seed, sample: selection.sample,
                                       seconds: Date().timeIntervalSince(start))
            let report = summary.text(swiftVersion: label)
            if let text { try AtomicFile.write(report, to: URL(fileURLWithPath: text)) }
            if let json { try AtomicFile.write(summary.json(), to: URL(fileURLWithPath: json)) }
            if text == nil { print(report, terminator: "") }
            let share = summary.total.explainedShare ?? 0
            print(String(format: "explained share: %.3f (%d/%d failing mutants)", share, summary.total.explained, summary.total.failing))
            if let least {
                guard share >= least else {
                    print(String(format: "FAIL: the explained share %.3f is under the floor %.3f", share, least) + " (\(floor ?? ""))")
                    throw ExitCode(1)
                }
                print(String(format: "ok: at least the floor %.3f", least))
            }
        }

        /// The first number of the file that is not on a `#` comment line.
        static func readFloor(_ path: String) throws -> Double {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                FileHandle.standardError.write(Data("error: cannot read the floor file \(path)\n".utf8))
                throw ExitCode(2)
            }
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                if let value = Double(line.trimmingCharacters(in: .whitespaces)), (0...1).contains(value) { return value }
            }
            FileHandle.standardError.write(Data("\(path): error: expected a line holding a number from 0 to 1 (the least explained share)\n".utf8))
            throw ExitCode(2)
        }
    }
}
