import Chapters
import ClassReports
import Foundation
import LearnerBuild
import WorkbookCore

/// What `workbook grade` was asked to do.
public struct GradeOptions: Sendable {
    public var submissions: URL
    public var out: URL
    /// The book giving every exercise's full check set.
    public var book: URL
    public var jobs: Int
    public var roster = Roster()
    /// `--due ID=DATE`: overrides the book's due dates.
    public var dues: [String: Date] = [:]
    /// `--due DATE`: every exercise's due date (under `--due ID=DATE`, over the book's).
    public var dueAll: Date?
    /// `--as-of DATE`: each git repository graded as its last commit at or before DATE.
    public var asOf: Date?
    /// `--assignment NAME`: the prefix of Classroom's repository names (`NAME-<username>`).
    public var assignment: String?
    /// `--overrides FILE`: the instructor's adjustments, excusals and extensions (replacing the
    /// gradebook's set; `nil` keeps what the gradebook holds).
    public var overrides: OverrideSet?
    /// `--overrides FILE`, read (against the book's exercises) when the grader is made.
    public var overridesFile: URL?
    /// `--bom`: LMS exports start with a UTF-8 byte order mark.
    public var bom = false
    /// `--similarity`: report pairs of students whose code is unusually alike.
    public var similarity = false
    /// Flags override the book's `grading:` section; `nil` fields keep it.
    public var latePenalty: Double?
    public var lateCap: Double?
    public var shard: Shard?
    /// Only these exercises (all of the book's when empty).
    public var exercises: [String] = []
    public var limits = RunLimits()
    public var useReportCache = true
    /// The language of the class report, feedback and Gradescope texts.
    public var language: Language = .fromEnvironment

    public init(submissions: URL, out: URL, book: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.submissions = submissions
        self.out = out
        self.book = book
        self.jobs = jobs
    }
}

/// What a run did.
public struct GradeSummary: Equatable, Sendable {
    public var students = 0
    public var refusedStudents = 0
    /// Pairs checked now and committed.
    public var graded = 0
    /// Pairs whose inputs already had a result in the gradebook.
    public var alreadyGraded = 0
    /// Pairs workbook could not record (the gradebook itself failed): a rerun tries again. A
    /// submission that could not be judged is recorded as "not graded", never counted here.
    public var errors: [String] = []
    /// Hint records handed in that were not taken (`student/exercise: why`); grading goes on.
    public var hintNotes: [String] = []
    /// What the instructor must know about the class (roster mismatches, empty folders, no git
    /// history…); grading goes on.
    public var warnings: [String] = []
    /// Changes to the overrides this run made (from `--overrides`), as written to their log.
    public var overrideChanges: [String] = []
    /// `--similarity`: the pairs found unusually alike (`exercise: a · b 87% alike …`).
    public var similarPairs: [String] = []
}

/// One step of the progress shown while grading.
public struct GradeProgress: Sendable {
    public var done: Int
    public var total: Int
    public var student: String
    public var exercise: String
    /// graded (score/max), cached, refused, error.
    public var outcome: String
}

/// `workbook grade`: every (student, exercise) pair checked with the book's full check set,
/// `jobs` at a time, each result committed to the gradebook as soon as it exists.
public final class ClassGrader: @unchecked Sendable {
    public let options: GradeOptions
    public let book: Book
    public let exercises: [ExerciseChecks]
    public let policy: LatePolicy
    /// The overrides to put in force (`nil`: keep the gradebook's).
    public let overrides: OverrideSet?

    public init(options: GradeOptions) throws {
        self.options = options
        do {
            book = try BookChecks.loadBook(options.book)
        } catch let failure as BookChecks.Failure {
            throw GradeInputError(failure.description)
        }
        let known = book.exercises.map(\.id)
        for id in options.exercises + options.dues.keys.sorted() where !known.contains(id) {
            throw GradeInputError("error: the book at \(options.book.path) has no exercise `\(id)`"
                + (Suggestions.closest(to: id, in: known).map { "; did you mean `\($0)`?" } ?? "")
                + "\n  its exercises: \(known.joined(separator: ", "))")
        }
        exercises = book.exercises.filter { options.exercises.isEmpty || options.exercises.contains($0.id) }.map { exercise in
            var checks = exercise.checks
            if let due = options.dues[exercise.id] ?? options.dueAll { checks.due = due }
            return checks
        }
        var policy = try LatePolicy.fromBook(options.book) ?? LatePolicy()
        if let penalty = options.latePenalty { policy.penaltyPercentPerDay = penalty }
        if let cap = options.lateCap { policy.capPercent = cap }
        self.policy = policy
        try Submissions.checkDistinctNames(options.submissions)
        if let file = options.overridesFile {
            var maxima: [String: Double] = [:]
            for exercise in book.exercises { maxima[exercise.id] = exercise.checks.checks.reduce(0) { $0 + $1.points } }
            overrides = try OverrideSet.load(file, exercises: known, maxima: maxima)
        } else {
            overrides = options.overrides
        }
    }

    public var gradebookURL: URL { options.out.appendingPathComponent("gradebook.sqlite") }

    /// Grades the class, then writes grades.csv and results.json beside the gradebook.
    public func run(progress: @escaping @Sendable (GradeProgress) -> Void = { _ in }) throws -> GradeSummary {
        let gradebook = try Gradebook(url: gradebookURL)
        try gradebook.record(title: book.title, exercises: exercises,
                             dues: Dictionary(uniqueKeysWithValues: exercises.compactMap { checks in checks.due.map { (checks.exercise, $0) } }),
                             policy: policy,
                             positions: Dictionary(book.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }))
        try gradebook.beginRun(shard: options.shard?.description)

        var summary = GradeSummary()
        if let overrides {
            summary.overrideChanges = try gradebook.replaceOverrides(overrides)
        }
        let inShard = { (id: String) in self.options.shard?.contains(id) ?? true }
        let prepared = try prepareClass(inShard: inShard, summary: &summary)
        defer { prepared.remove() }
        let folders = prepared.folders
        try gradebook.checkStudentIDs(folders.map(\.id))
        var jobs: [(StudentFolder, ExerciseChecks, URL)] = []
        var refusals: [(StudentFolder, ExerciseChecks)] = []
        var hintReadings: [(student: String, exercise: String, reading: HintRecord.Reading)] = []
        for student in folders {
            let entry = options.roster.entries[student.id]
            try gradebook.recordStudent(id: student.id, name: entry?.name, refusal: student.refusal, email: entry?.email, sisID: entry?.sisID)
            summary.students += 1
            if student.refusal != nil {
                summary.refusedStudents += 1
                // Refused for each exercise it holds (or, holding none, for each exercise).
                let held = exercises.filter { student.exerciseFolder($0.exercise) != nil }
                refusals += (held.isEmpty ? exercises : held).map { (student, $0) }
                continue
            }
            for checks in exercises {
                let folder = student.exerciseFolder(checks.exercise)
                if let folder { jobs.append((student, checks, folder)) }
                // Hint use is read on every run (it is cheap and never part of a score), whatever the attempt.
                let reading = folder.map { HintRecord.read(in: $0, exercise: checks.exercise, hintCounts: Self.hintCounts(checks)) } ?? HintRecord.Reading.none
                hintReadings.append((student.id, checks.exercise, reading))
                if case .ignored(let note) = reading {
                    summary.hintNotes.append("\(student.id)/\(checks.exercise): hint record ignored: \(note)")
                }
            }
        }
        try gradebook.recordHints(hintReadings)
        for entry in options.roster.entries.values.sorted(by: { $0.id < $1.id })
        where inShard(entry.id) && !folders.contains(where: { $0.id == entry.id }) {
            try gradebook.recordStudent(id: entry.id, name: entry.name, refusal: nil, email: entry.email, sisID: entry.sisID)
            summary.students += 1
        }

        let total = jobs.count + refusals.count
        let state = RunState(summary: summary)
        for (student, checks) in refusals {
            let checksHash = InputHash.checks(checks)
            let reason = student.refusal ?? ""
            let attempt = GradedAttempt(submittedAt: Self.mtime(student.folder), inputHash: InputHash.refusal(reason, checksHash: checksHash),
                                        report: nil, refusal: reason, rawScore: 0, score: 0)
            let added = try gradebook.commit(attempt, student: student.id, exercise: checks.exercise, checksHash: checksHash)
            state.finish(progress, total: total, student: student.id, exercise: checks.exercise, outcome: "refused", graded: added)
        }

        let work = jobs
        let workers = max(1, min(options.jobs, work.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                var limits = options.limits
                limits.wallSeconds = max(limits.wallSeconds, 1)
                let checker = Checker(limits: limits, reportCache: options.useReportCache ? Checker().reportCache : nil)
                while let (student, checks, folder) = state.next(work) {
                    do {
                        let (outcome, graded) = try grade(student: student, checks: checks, folder: folder, checker: checker, gradebook: gradebook)
                        state.finish(progress, total: total, student: student.id, exercise: checks.exercise, outcome: outcome, graded: graded,
                                     already: outcome == "already graded")
                    } catch {
                        state.finish(progress, total: total, student: student.id, exercise: checks.exercise, outcome: "error",
                                     graded: false, error: "\(student.id)/\(checks.exercise): \(error)")
                    }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        summary = state.summary
        try gradebook.finishRun()
        try gradebook.rescore()
        let results = try gradebook.classResults()
        var kept = try GradeExports.write(results, to: options.out, language: options.language, bom: options.bom)
        kept += try LMSExports.write(results, to: options.out, bom: options.bom)
        if !kept.isEmpty { summary.warnings.append(GradeExports.keptNote(kept)) }
        summary.warnings += LMSExports.formulaWarnings(results)
        if options.similarity { summary.similarPairs = try writeSimilarity(folders) }
        return summary
    }

    /// One pair: refused, already graded, or checked and committed. Returns the outcome's word and
    /// whether a new attempt was committed.
    func grade(student: StudentFolder, checks: ExerciseChecks, folder: URL, checker: Checker, gradebook: Gradebook) throws -> (String, Bool) {
        let checksHash = InputHash.checks(checks)
        let entry = options.roster.entries[student.id]
        let project: LearnerProject
        do {
            project = try ProjectScanner.scan(folder: folder)
        } catch {
            let reason = (error as? LearnerBuildError)?.description ?? "\(error)"
            let attempt = GradedAttempt(submittedAt: Submissions.submittedAt(student: student, exerciseFolder: folder, project: nil, roster: entry),
                                        inputHash: InputHash.refusal(reason, checksHash: checksHash), report: nil, refusal: reason,
                                        rawScore: 0, score: 0)
            return ("refused", try gradebook.commit(attempt, student: student.id, exercise: checks.exercise, checksHash: checksHash))
        }
        let inputHash = InputHash.project(project, checksHash: checksHash)
        if try gradebook.hasAttempt(student: student.id, exercise: checks.exercise, inputHash: inputHash) { return ("already graded", false) }
        let submittedAt = Submissions.submittedAt(student: student, exerciseFolder: folder, project: project, roster: entry)
        let report = checker.check(project: folder, checks: checks)
        // No submission keeps its student out of the gradebook (issue 29.3): a run that could not
        // be judged (stopped from outside in both tries, a check that could not run, an internal
        // error whatever caused it) is recorded as "not graded: <reason>" with 0, never as an
        // error that fails the whole class's run. Under its own input hash, so the next run checks
        // the pair again (and records the same reason once more only if it differs).
        var notGraded: String?
        if report.killedFromOutside == true {
            notGraded = "its app was stopped from outside (SIGKILL) in both runs of a check (the machine may be short of memory); "
                + "run grade again"
        } else if report.status == .error, report.compileError == nil {
            notGraded = report.internalError ?? report.checks.first { $0.status == .error }?.message?.en ?? "a check could not run"
        }
        if let notGraded {
            let reason = "not graded: " + notGraded
            let attempt = GradedAttempt(submittedAt: submittedAt, inputHash: InputHash.refusal(reason, checksHash: checksHash),
                                        report: nil, refusal: reason, rawScore: 0, score: 0)
            let added = try gradebook.commit(attempt, student: student.id, exercise: checks.exercise, checksHash: checksHash)
            return ("not graded", added)
        }
        let attempt = GradedAttempt(submittedAt: submittedAt, inputHash: inputHash, report: report, rawScore: report.score, score: report.score)
        let added = try gradebook.commit(attempt, student: student.id, exercise: checks.exercise, checksHash: checksHash)
        let score = "\(Self.number(report.score))/\(Self.number(report.maxScore))" + (report.cached ? " (cached)" : "")
        return (report.compileError != nil ? "did not compile, \(score)" : score, added)
    }

    /// Check id → how many hints learners can see of it (a record is judged against it): a
    /// hidden check shows learners none, whatever the book gives the instructor.
    static func hintCounts(_ checks: ExerciseChecks) -> [String: Int] {
        Dictionary(checks.checks.map { ($0.id, $0.visibility == .hidden ? 0 : $0.hints.count) }, uniquingKeysWith: { first, _ in first })
    }

    static func mtime(_ url: URL) -> Date {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return Date(timeIntervalSince1970: 0) }
        return Date(timeIntervalSince1970: Platform.modificationSeconds(info))
    }

    /// 5, 4.5, 3.33: at most two decimals, no trailing zeros.
    public static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// The work queue and the tally, shared by the workers.
final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var index = 0
    private var done = 0
    private(set) var summary: GradeSummary

    init(summary: GradeSummary) { self.summary = summary }

    func next<T>(_ jobs: [T]) -> T? {
        lock.lock()
        defer { lock.unlock() }
        guard index < jobs.count else { return nil }
        index += 1
        return jobs[index - 1]
    }

    func finish(_ progress: (GradeProgress) -> Void, total: Int, student: String, exercise: String, outcome: String,
                graded: Bool, already: Bool = false, error: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if graded { summary.graded += 1 }
        if already { summary.alreadyGraded += 1 }
        if let error { summary.errors.append(error) }
        progress(GradeProgress(done: done, total: total, student: student, exercise: exercise, outcome: outcome))
    }
}
