import Chapters
import Foundation
import LearnerBuild
import WorkbookCore

/// The mutation benchmark: the mutants of every exercise's reference solution, each checked with
/// the book's full checks (hidden ones included) in a folder of its own, and judged against what
/// its operator changed.
public struct MutationBench: @unchecked Sendable {  // the book and checker are only read while mutants run
    public let book: Book
    public var checker: Checker

    public init(book: Book, checker: Checker = Checker(reportCache: nil)) {
        self.book = book
        self.checker = checker
    }

    /// Every mutant of every exercise, in the book's order.
    public func mutants(exercises only: Set<String>? = nil) -> [Mutant] {
        book.exercises.filter { only?.contains($0.id) ?? true }.flatMap { exercise in
            Mutator().mutants(exercise: exercise.id, files: exercise.files.map { ($0.name, $0.content) },
                              storyboardSource: exercise.storyboardSource)
        }
    }

    /// Mutants of the exercises' alternative solutions (`swift alternative=NAME`): correct code in
    /// other styles than the reference, which the rules were not written against. The alternative's
    /// file is all the learner's (every line a place to mutate); the other files stay the
    /// reference's and are not mutated. Ids are `exercise~NAME:operator:n`.
    public func alternativeMutants(exercises only: Set<String>? = nil) -> [Mutant] {
        book.exercises.filter { only?.contains($0.id) ?? true }.flatMap { exercise in
            exercise.alternatives.flatMap { alternative -> [Mutant] in
                let others = exercise.files.filter { $0.name != alternative.file }.map { file in
                    (file.name, file.content.split(separator: "\n", omittingEmptySubsequences: false)
                        .filter { !SolutionRegions.isBegin($0) && !SolutionRegions.isEnd($0) }.joined(separator: "\n"))
                }
                let mine = (alternative.file, "// BEGIN SOLUTION\n" + alternative.content + "\n// END SOLUTION\n")
                return Mutator().mutants(exercise: exercise.id, files: others + [mine], storyboardSource: exercise.storyboardSource).map { mutant in
                    var mutant = mutant
                    mutant.id = "\(exercise.id)~\(alternative.name)" + mutant.id.dropFirst(exercise.id.count)
                    return mutant
                }
            }
        }
    }

    /// `count` mutants chosen by `seed`: the operators in turn, each operator's mutants shuffled,
    /// so that every operator is in the sample.
    public static func sample(_ mutants: [Mutant], count: Int, seed: UInt64) -> [Mutant] {
        var generator = SplitMix64(seed: seed)
        var queues = MutationOperator.allCases.map { op in shuffle(mutants.filter { $0.mutationOperator == op }, using: &generator) }
        var chosen: [Mutant] = []
        while chosen.count < count, queues.contains(where: { !$0.isEmpty }) {
            for index in queues.indices where !queues[index].isEmpty && chosen.count < count {
                chosen.append(queues[index].removeFirst())
            }
        }
        return chosen
    }

    /// Fisher–Yates with our own generator, so that a seed gives the same sample everywhere.
    public static func shuffle<T>(_ items: [T], using generator: inout SplitMix64) -> [T] {
        var items = items
        guard items.count > 1 else { return items }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            items.swapAt(index, other)
        }
        return items
    }

    /// Checks the mutants, `jobs` at a time; `progress` hears each outcome as it is known.
    public func run(_ mutants: [Mutant], jobs: Int, progress: @escaping @Sendable (Int, Int, MutantOutcome) -> Void) -> [MutantOutcome] {
        // The reference of each exercise first: a passing mutant's runs are compared with it.
        let exerciseIDs = Array(Set(mutants.map(\.exercise))).sorted()
        let references = Slots<CheckReport>(count: exerciseIDs.count)
        perform(count: exerciseIDs.count, jobs: jobs) { index in
            guard let exercise = book.exercises.first(where: { $0.id == exerciseIDs[index] }) else { return }
            references.set(index, check(exercise, replacing: nil))
        }
        var passing: [String: CheckReport] = [:]
        for (index, id) in exerciseIDs.enumerated() {
            if let report = references.get(index), report.status == .passed { passing[id] = report }
        }
        let referenceReports = passing
        let outcomes = Slots<MutantOutcome>(count: mutants.count)
        let done = Slots<Bool>(count: 0)
        perform(count: mutants.count, jobs: jobs) { index in
            let mutant = mutants[index]
            let start = Date()
            let outcome: MutantOutcome
            if let exercise = book.exercises.first(where: { $0.id == mutant.exercise }) {
                let report = check(exercise, replacing: mutant)
                outcome = MutantOutcome.judge(mutant, report: report, reference: referenceReports[mutant.exercise],
                                              seconds: Date().timeIntervalSince(start))
            } else {
                outcome = MutantOutcome(mutant: mutant, verdict: .error, failedChecks: [], firstFailure: nil, whys: [],
                                        note: "no exercise \(mutant.exercise) in the book", seconds: 0)
            }
            outcomes.set(index, outcome)
            progress(done.increment(), mutants.count, outcome)
        }
        return (0..<mutants.count).compactMap { outcomes.get($0) }
    }

    /// The mutant's whole project (the reference solution with the mutant's file) written into
    /// `folder` (a new folder), for a person to check or trace it.
    public func write(_ mutant: Mutant, to folder: URL) throws {
        guard let exercise = book.exercises.first(where: { $0.id == mutant.exercise }) else { return }
        var files = WorkbookGenerator().files(for: exercise, book: book, solution: true)
        files["\(exercise.moduleName)/\(mutant.file)"] = mutant.source
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: staging)
        for (path, text) in files {
            let url = try WorkbookGenerator.contained(path, in: staging)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.moveItem(at: staging, to: folder)
    }

    /// The exercise's reference solution (with the mutant's file in place of its own), written
    /// into a folder of its own and checked with every check of the book; the folder is removed.
    func check(_ exercise: Exercise, replacing mutant: Mutant?) -> CheckReport {
        var files = WorkbookGenerator().files(for: exercise, book: book, solution: true)
        if let mutant { files["\(exercise.moduleName)/\(mutant.file)"] = mutant.source }
        let folder = TemporaryItems.url(in: FileManager.default.temporaryDirectory, prefix: "workbook-mutant-")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            for (path, text) in files {
                let url = try WorkbookGenerator.contained(path, in: folder)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            var report = CheckReport(exercise: exercise.id, title: exercise.checks.title, status: .error, score: 0,
                                     maxScore: 0, checks: [], seconds: 0, due: nil)
            report.internalError = "the mutant's files could not be written: \(error)"
            return report
        }
        return checker.check(project: folder, checks: exercise.checks)
    }

    /// Runs `body` for 0..<count on `jobs` threads (8 MiB stacks, as the checker's).
    func perform(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let next = Slots<Bool>(count: 0)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, count)) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while let index = next.take(below: count) { body(index) }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }
}

/// Results written by worker threads, and a counter.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]
    private var counter = 0

    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> Value? { lock.withLock { values[index] } }
    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard counter < limit else { return nil }
            counter += 1
            return counter - 1
        }
    }
    func increment() -> Int { lock.withLock { counter += 1; return counter } }
}

/// A small seeded generator (SplitMix64): the same seed, the same sample, on every machine.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
