import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol

/// `workbook validate`: proves each exercise sound. The reference solution passes every check;
/// the starter compiles and fails at least one; each known mistake fails exactly the checks it
/// declares, with the explanation it declares. Every file set is checked on its own, so the
/// runs go `jobs` at a time; findings come out in the book's order all the same.
public struct ExerciseValidator: @unchecked Sendable {  // its checker is only read; each run builds its own state
    public struct Finding: Sendable, CustomStringConvertible {
        public var exercise: String
        public var subject: String
        public var ok: Bool
        public var detail: String
        public var description: String { "\(ok ? "ok  " : "FAIL") \(exercise) \(subject)\(detail.isEmpty ? "" : ": \(detail)")" }
    }

    /// One file set to check (the reference, the starter, an alternative, a mistake) and what
    /// its report must show.
    struct Subject: Sendable {
        enum Kind: Sendable { case reference, starter, alternative(String), mistake(Mistake) }
        var exercise: Exercise
        var kind: Kind
        var files: [String: String]
    }

    public var checker: Checker

    public init(checker: Checker = Checker(reportCache: nil)) {
        self.checker = checker
    }

    /// One exercise, its runs one after another.
    public func validate(_ exercise: Exercise, book: Book) throws -> [Finding] {
        try subjects(exercise, book: book).flatMap { judge($0, report: run($0)) }
    }

    /// Every exercise given, `jobs` runs at a time; `found` hears each finding in the book's
    /// order (an exercise's findings as soon as the runs before them are done). Returns how many
    /// findings are problems.
    public func validate(_ exercises: [Exercise], book: Book, jobs: Int, found: @escaping @Sendable (Finding) -> Void) throws -> Int {
        let subjects = try exercises.flatMap { try self.subjects($0, book: book) }
        let queue = ValidationQueue(count: subjects.count, found: found)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, subjects.count)) {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                while let index = queue.next() {
                    let subject = subjects[index]
                    queue.finish(index, judge(subject, report: run(subject)))
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return queue.problems
    }

    func subjects(_ exercise: Exercise, book: Book) throws -> [Subject] {
        let generator = WorkbookGenerator()
        var subjects = [
            Subject(exercise: exercise, kind: .reference, files: try generator.files(for: exercise, book: book, solution: true)),
            Subject(exercise: exercise, kind: .starter, files: try generator.files(for: exercise, book: book)),
        ]
        for alternative in exercise.alternatives {
            subjects.append(Subject(exercise: exercise, kind: .alternative(alternative.name),
                                    files: try generator.files(for: exercise, book: book, replacing: alternative.replacement)))
        }
        for mistake in exercise.mistakes {
            subjects.append(Subject(exercise: exercise, kind: .mistake(mistake), files: try generator.files(for: exercise, book: book, replacing: mistake)))
        }
        return subjects
    }

    /// The subject's files written into a folder of their own, checked, and the folder removed.
    /// Identical file sets (the same solution in two exercises) share one build (the build cache).
    func run(_ subject: Subject) -> CheckReport {
        let folder = TemporaryItems.url(in: FileManager.default.temporaryDirectory, prefix: "workbook-validate-")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            for (path, text) in subject.files {
                let url = try WorkbookGenerator.contained(path, in: folder)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            var report = CheckReport(exercise: subject.exercise.id, title: subject.exercise.checks.title, status: .error, score: 0,
                                     maxScore: 0, checks: [], seconds: 0, due: nil)
            report.internalError = "the exercise's files could not be written: \(error)"
            return report
        }
        return checker.check(project: folder, checks: subject.exercise.checks)
    }

    func judge(_ subject: Subject, report: CheckReport) -> [Finding] {
        let id = subject.exercise.id
        func failed(_ report: CheckReport) -> [String] { report.checks.filter { $0.status != .passed }.map(\.id) }
        func notCompiled(_ report: CheckReport) -> String? {
            report.compileError.map { "does not compile:\n\($0)" } ?? report.internalError.map { "could not be checked: \($0)" }
        }
        switch subject.kind {
        case .reference:
            return [Finding(exercise: id, subject: "reference", ok: report.status == .passed,
                            detail: report.status == .passed ? "passes \(report.checks.count) checks"
                                : (notCompiled(report) ?? "fails \(failed(report).joined(separator: ", "))"))]
        case .starter:
            let starterOK = report.compileError == nil && report.internalError == nil && report.status == .failed
            var findings = [Finding(exercise: id, subject: "starter", ok: starterOK,
                                    detail: notCompiled(report)
                                        ?? (report.status == .passed ? "passes every check: it gives the answer away" : "fails \(failed(report).joined(separator: ", "))"))]
            // A 0-point check (the storyboard's own segue opens the form) is a signpost, not a reward.
            let starterPoints = report.checks.filter { $0.status == .passed && $0.maxPoints > 0 }
            if report.compileError == nil, !starterPoints.isEmpty, report.status != .passed {
                // Doing nothing earns nothing: a check the starter passes tests nothing the learner did.
                findings.append(Finding(exercise: id, subject: "starter points", ok: false,
                                        detail: "the starter already passes \(starterPoints.map(\.id).joined(separator: ", ")): those checks reward doing nothing"))
            }
            // A learner who starts from the starter meets these failures first: each needs a hint
            // that fits it (its `when`) and that the starter's code does not already contradict.
            let hintless = report.checks.filter { $0.status == .failed && $0.visibility == .visible && $0.hints.isEmpty }.map(\.id)
            if report.compileError == nil, !hintless.isEmpty {
                findings.append(Finding(exercise: id, subject: "starter hints", ok: false,
                                        detail: "no hint fits the starter's failure of \(hintless.joined(separator: ", ")): add a hint (its `when` listing that failure)"))
            }
            return findings
        case let .alternative(name):
            return [Finding(exercise: id, subject: "alternative \(name)", ok: report.status == .passed,
                            detail: report.status == .passed ? "passes \(report.checks.count) checks"
                                : (notCompiled(report) ?? "fails \(failed(report).joined(separator: ", "))"))]
        case let .mistake(mistake):
            let actual = Set(report.checks.filter { $0.status == .failed }.map(\.id))
            let rules = Set(report.checks.flatMap(\.explanations).map(\.rule))
            var problems: [String] = []
            if let why = notCompiled(report) { problems.append(why) }
            if actual != Set(mistake.fails) {
                problems.append("fails [\(actual.sorted().joined(separator: ", "))], declared [\(mistake.fails.sorted().joined(separator: ", "))]")
            }
            if let rule = mistake.explains, !rules.contains(rule) {
                problems.append("explains [\(rules.sorted().joined(separator: ", "))], declared \(rule)")
            }
            return [Finding(exercise: id, subject: "mistake \(mistake.name)", ok: problems.isEmpty,
                            detail: problems.isEmpty ? "fails \(mistake.fails.joined(separator: ", "))" + (mistake.explains.map { " with \($0)" } ?? "")
                                : problems.joined(separator: "; "))]
        }
    }
}

/// The runs' queue and their findings, handed on in order as they complete.
final class ValidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var results: [[ExerciseValidator.Finding]?]
    private var printed = 0
    private let found: @Sendable (ExerciseValidator.Finding) -> Void
    private(set) var problems = 0

    init(count: Int, found: @escaping @Sendable (ExerciseValidator.Finding) -> Void) {
        results = Array(repeating: nil, count: count)
        self.found = found
    }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < results.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }

    func finish(_ index: Int, _ findings: [ExerciseValidator.Finding]) {
        lock.withLock {
            results[index] = findings
            while printed < results.count, let ready = results[printed] {
                for finding in ready {
                    if !finding.ok { problems += 1 }
                    found(finding)
                }
                printed += 1
            }
        }
    }
}
