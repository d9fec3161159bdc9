import ClassReports
import Foundation
import GRDB
import WorkbookCore

/// The gradebook: one SQLite file (`gradebook.sqlite`, instructor-only) holding the students, the
/// exercises with their full check sets, every graded attempt with its input hash, the result of
/// each check and the scores. Each attempt is committed in its own transaction as soon as it is
/// graded; unique keys and `INSERT … ON CONFLICT DO NOTHING` make a rerun after a crash (or a
/// `kill -9`) finish the rest without losing or duplicating anything.
public final class Gradebook: @unchecked Sendable {
    public let url: URL
    let queue: DatabaseQueue

    /// Opens (creating if needed) the gradebook at `url`.
    public init(url: URL) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(30)
        queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try Self.migrator.migrate(queue)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE students (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT,
                    -- why the whole submission folder was refused (a link leaving it…), if it was
                    refusal TEXT);
                CREATE TABLE exercises (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,           -- LocalizedText as JSON
                    max_score REAL NOT NULL,
                    due REAL,                      -- seconds since 1970, UTC
                    checks_hash TEXT NOT NULL);    -- the current full check set
                CREATE TABLE checks (
                    exercise_id TEXT NOT NULL REFERENCES exercises(id),
                    id TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    points REAL NOT NULL,
                    visibility TEXT NOT NULL,
                    PRIMARY KEY (exercise_id, id));
                CREATE TABLE attempts (
                    id INTEGER PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(id),
                    exercise_id TEXT NOT NULL REFERENCES exercises(id),
                    input_hash TEXT NOT NULL,      -- sources, storyboards, Info.plist and checks
                    checks_hash TEXT NOT NULL,
                    submitted_at REAL NOT NULL,
                    graded_at REAL NOT NULL,
                    status TEXT NOT NULL,          -- passed, failed, error (did not compile), refused
                    refusal TEXT,
                    report TEXT,                   -- the whole CheckReport (instructor view) as JSON
                    raw_score REAL NOT NULL,
                    UNIQUE (student_id, exercise_id, input_hash));
                CREATE TABLE results (
                    attempt_id INTEGER NOT NULL REFERENCES attempts(id),
                    check_id TEXT NOT NULL,
                    status TEXT NOT NULL,
                    points REAL NOT NULL,
                    max_points REAL NOT NULL,
                    message TEXT,
                    expected TEXT,
                    actual TEXT,
                    PRIMARY KEY (attempt_id, check_id));
                CREATE TABLE scores (
                    attempt_id INTEGER PRIMARY KEY NOT NULL REFERENCES attempts(id),
                    raw_score REAL NOT NULL,
                    days_late INTEGER NOT NULL,
                    late_penalty REAL NOT NULL,
                    score REAL NOT NULL);
                CREATE TABLE runs (
                    id INTEGER PRIMARY KEY,
                    started_at REAL NOT NULL,
                    finished_at REAL,
                    shard TEXT,
                    attempts_added INTEGER NOT NULL DEFAULT 0);
                """)
        }
        // Hint use, as each student's hint records (`Exercises/<id>/.workbook-hints.json`) say:
        // the learner's own report, shown to the instructor, never part of a score.
        migrator.registerMigration("v2-hints") { db in
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS hints (
                    student_id TEXT NOT NULL REFERENCES students(id),
                    exercise_id TEXT NOT NULL REFERENCES exercises(id),
                    check_id TEXT NOT NULL,
                    seen INTEGER NOT NULL,         -- the highest hint number asked for (hint 1 is in every report)
                    PRIMARY KEY (student_id, exercise_id, check_id));
                CREATE TABLE IF NOT EXISTS hint_records (
                    student_id TEXT NOT NULL REFERENCES students(id),
                    exercise_id TEXT NOT NULL REFERENCES exercises(id),
                    requests INTEGER NOT NULL,     -- new hints shown by `workbook hint`
                    last_at REAL,                  -- the newest entry's time, as the learner's machine wrote it
                    note TEXT,                     -- why the record was ignored, if it was (then no hints rows)
                    read_at REAL NOT NULL,
                    PRIMARY KEY (student_id, exercise_id));
                """)
        }
        registerOverrides(&migrator)
        return migrator
    }

    // MARK: Book, students, policy

    /// Records the book's title, the exercises (book order) and their full check sets, replacing
    /// what an earlier run recorded for them. `dues` are the due dates in force. `positions` are
    /// the exercises' places in the whole book (a run of `--exercise` subsets keeps the book's
    /// order in grades.csv); without them, their order in `exercises`.
    public func record(title: LocalizedText, exercises: [ExerciseChecks], dues: [String: Date], policy: LatePolicy,
                       positions: [String: Int] = [:]) throws {
        try queue.write { db in
            try Self.setMeta(db, "title", Self.json(title))
            try Self.setMeta(db, "late_penalty", String(policy.penaltyPercentPerDay))
            try Self.setMeta(db, "late_cap", String(policy.capPercent))
            for (index, checks) in exercises.enumerated() {
                let position = positions[checks.exercise] ?? index
                try db.execute(sql: """
                    INSERT INTO exercises (id, position, title, max_score, due, checks_hash) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET position = excluded.position, title = excluded.title,
                        max_score = excluded.max_score, due = excluded.due, checks_hash = excluded.checks_hash
                    """, arguments: [checks.exercise, position, Self.json(checks.title), checks.checks.reduce(0) { $0 + $1.points },
                                     dues[checks.exercise]?.timeIntervalSince1970, InputHash.checks(checks)])
                try db.execute(sql: "DELETE FROM checks WHERE exercise_id = ?", arguments: [checks.exercise])
                for (index, check) in checks.checks.enumerated() {
                    try db.execute(sql: "INSERT INTO checks (exercise_id, id, position, title, points, visibility) VALUES (?, ?, ?, ?, ?, ?)",
                                   arguments: [checks.exercise, check.id, index, Self.json(check.title), check.points, check.visibility.rawValue])
                }
            }
        }
    }

    /// Adds or updates a student (the name and the folder's refusal as of this run).
    /// Refuses ids equal to a student the gradebook holds under other bytes (`josé` composed and
    /// decomposed: a gradebook written before ids were brought to one Unicode form, or a shard's):
    /// the exports compare ids as Swift strings and would merge the two students.
    public func checkStudentIDs(_ ids: [String], from source: String? = nil) throws {
        let held = try queue.read { db in try String.fetchAll(db, sql: "SELECT id FROM students") }
        var heldByID: [String: String] = [:]
        for id in held { heldByID[id] = id }
        for id in ids {
            guard let other = heldByID[id], !other.unicodeScalars.elementsEqual(id.unicodeScalars) else { continue }
            throw GradeInputError("\(url.path): error: the gradebook holds the student `\(Submissions.scalars(other))` and \(source ?? "this run") has "
                + "`\(Submissions.scalars(id))`, the same name in another Unicode form: they would be merged in every export; "
                + "grade into a new --out folder (workbook now reads every id in one form)")
        }
    }

    public func recordStudent(id: String, name: String?, refusal: String?, email: String? = nil, sisID: String? = nil) throws {
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO students (id, name, refusal, email, sis_id) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = COALESCE(excluded.name, students.name), refusal = excluded.refusal,
                    email = COALESCE(excluded.email, students.email), sis_id = COALESCE(excluded.sis_id, students.sis_id)
                """, arguments: [id, name, refusal, email, sisID])
        }
    }

    public var policy: LatePolicy {
        (try? queue.read { db in
            LatePolicy(penaltyPercentPerDay: Double(try Self.meta(db, "late_penalty") ?? "") ?? 0,
                       capPercent: Double(try Self.meta(db, "late_cap") ?? "") ?? 100)
        }) ?? LatePolicy()
    }

    // MARK: Attempts

    /// Whether this student's exercise with these inputs already has a result.
    public func hasAttempt(student: String, exercise: String, inputHash: String) throws -> Bool {
        try queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM attempts WHERE student_id = ? AND exercise_id = ? AND input_hash = ?",
                              arguments: [student, exercise, inputHash]) ?? false
        }
    }

    /// Commits one graded attempt with its results and score, in one transaction; a second
    /// commit of the same (student, exercise, input hash) changes nothing. Returns whether it was new.
    @discardableResult
    public func commit(_ attempt: GradedAttempt, student: String, exercise: String, checksHash: String, gradedAt: Date = Date()) throws -> Bool {
        let policy = self.policy
        return try queue.write { db in
            let due = try Double.fetchOne(db, sql: "SELECT due FROM exercises WHERE id = ?", arguments: [exercise]).map(Date.init(timeIntervalSince1970:))
            let maxScore = try Double.fetchOne(db, sql: "SELECT max_score FROM exercises WHERE id = ?", arguments: [exercise]) ?? 0
            let status = attempt.refusal != nil ? "refused" : attempt.report?.status.rawValue ?? "error"
            try db.execute(sql: """
                INSERT INTO attempts (student_id, exercise_id, input_hash, checks_hash, submitted_at, graded_at, status, refusal, report, raw_score)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(student_id, exercise_id, input_hash) DO NOTHING
                """, arguments: [student, exercise, attempt.inputHash, checksHash, attempt.submittedAt.timeIntervalSince1970,
                                 gradedAt.timeIntervalSince1970, status, attempt.refusal, try attempt.report.map(Self.json), attempt.rawScore])
            guard db.changesCount > 0 else { return false }
            let attemptID = db.lastInsertedRowID
            for result in attempt.report?.checks ?? [] {
                try db.execute(sql: """
                    INSERT INTO results (attempt_id, check_id, status, points, max_points, message, expected, actual)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """, arguments: [attemptID, result.id, result.status.rawValue, result.points, result.maxPoints,
                                     result.message?.en, result.expected, result.actual])
            }
            try Self.writeScore(db, attemptID: attemptID, student: student, exercise: exercise, raw: attempt.rawScore,
                                submittedAt: attempt.submittedAt, due: due, maxScore: maxScore, policy: policy)
            try db.execute(sql: "UPDATE runs SET attempts_added = attempts_added + 1 WHERE id = (SELECT MAX(id) FROM runs)")
            return true
        }
    }

    /// The score of one attempt: the late policy against the student's due date (an `extend`
    /// override's, else the exercise's), then the instructor's `set` or `adjust` (overrides win).
    static func writeScore(_ db: Database, attemptID: Int64, student: String, exercise: String, raw: Double, submittedAt: Date,
                           due: Date?, maxScore: Double, policy: LatePolicy) throws {
        let overrides = try effectiveOverrides(db, student: student, exercise: exercise, due: due)
        let late = policy.apply(raw: raw, maxScore: maxScore, submittedAt: submittedAt, due: overrides.due)
        var score = late.score
        if let set = overrides.set {
            score = set
        } else if let adjust = overrides.adjust {
            score = min(max(score + adjust, 0), max(maxScore, score))
        }
        try db.execute(sql: """
            INSERT INTO scores (attempt_id, raw_score, days_late, late_penalty, score, adjustment, excused, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(attempt_id) DO UPDATE SET raw_score = excluded.raw_score, days_late = excluded.days_late,
                late_penalty = excluded.late_penalty, score = excluded.score, adjustment = excluded.adjustment,
                excused = excluded.excused, note = excluded.note
            """, arguments: [attemptID, raw, late.daysLate, late.penalty, score, score - late.score, overrides.excused,
                             overrides.notes.isEmpty ? nil : overrides.notes.joined(separator: "; ")])
    }

    /// Scores every attempt again under the due dates and late policy now recorded.
    public func rescore() throws {
        let policy = self.policy
        try queue.write { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT a.id, a.raw_score, a.submitted_at, e.due, e.max_score, a.student_id, a.exercise_id
                FROM attempts a JOIN exercises e ON e.id = a.exercise_id
                """)
            for row in rows {
                let due: Double? = row[3]
                try Self.writeScore(db, attemptID: row[0], student: row[5], exercise: row[6], raw: row[1],
                                    submittedAt: Date(timeIntervalSince1970: row[2]),
                                    due: due.map(Date.init(timeIntervalSince1970:)), maxScore: row[4], policy: policy)
            }
        }
    }

    // MARK: Hints

    /// Replaces what the gradebook holds on this student's hint use in `exercise` with `reading`
    /// (the record as handed in now): per check hints seen, or the note saying why the record was
    /// ignored; no record removes both. Scores are never touched.
    public func recordHints(student: String, exercise: String, _ reading: HintRecord.Reading, readAt: Date = Date()) throws {
        try recordHints([(student, exercise, reading)], readAt: readAt)
    }

    /// `recordHints` for many (student, exercise) pairs, in one transaction.
    public func recordHints(_ readings: [(student: String, exercise: String, reading: HintRecord.Reading)], readAt: Date = Date()) throws {
        try queue.write { db in
            for (student, exercise, reading) in readings {
                try db.execute(sql: "DELETE FROM hints WHERE student_id = ? AND exercise_id = ?", arguments: [student, exercise])
                try db.execute(sql: "DELETE FROM hint_records WHERE student_id = ? AND exercise_id = ?", arguments: [student, exercise])
                switch reading {
                case .none:
                    break
                case .ignored(let note):
                    try db.execute(sql: "INSERT INTO hint_records (student_id, exercise_id, requests, last_at, note, read_at) VALUES (?, ?, 0, NULL, ?, ?)",
                                   arguments: [student, exercise, note, readAt.timeIntervalSince1970])
                case .usage(let usage):
                    try db.execute(sql: "INSERT INTO hint_records (student_id, exercise_id, requests, last_at, note, read_at) VALUES (?, ?, ?, ?, NULL, ?)",
                                   arguments: [student, exercise, usage.requests, usage.lastAt?.timeIntervalSince1970, readAt.timeIntervalSince1970])
                    for (check, seen) in usage.checks.sorted(by: { $0.key < $1.key }) {
                        try db.execute(sql: "INSERT INTO hints (student_id, exercise_id, check_id, seen) VALUES (?, ?, ?, ?)",
                                       arguments: [student, exercise, check, seen])
                    }
                }
            }
        }
    }

    /// Every recorded hint use: student → exercise → usage (or the note of an ignored record).
    func hintUse(_ db: Database) throws -> [String: [String: HintUse]] {
        var use: [String: [String: HintUse]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT student_id, exercise_id, requests, last_at, note FROM hint_records") {
            let lastAt: Double? = row[3]
            use[row[0], default: [:]][row[1]] = HintUse(checks: [:], requests: row[2], lastAt: lastAt.map(Date.init(timeIntervalSince1970:)), note: row[4])
        }
        for row in try Row.fetchAll(db, sql: "SELECT student_id, exercise_id, check_id, seen FROM hints") {
            let student: String = row[0], exercise: String = row[1]
            use[student]?[exercise]?.checks[row[2]] = row[3]
        }
        return use
    }

    // MARK: Runs

    public func beginRun(shard: String?) throws {
        try queue.write { db in
            try db.execute(sql: "INSERT INTO runs (started_at, shard) VALUES (?, ?)", arguments: [Date().timeIntervalSince1970, shard])
        }
    }

    public func finishRun() throws {
        try queue.write { db in
            try db.execute(sql: "UPDATE runs SET finished_at = ? WHERE id = (SELECT MAX(id) FROM runs)", arguments: [Date().timeIntervalSince1970])
        }
    }

    // MARK: Reading

    /// The class as the gradebook holds it: the book's exercises (full check sets), every
    /// student sorted by id, each exercise's attempts graded under its current checks, oldest
    /// first. Reports are whole (instructor view): publish them before showing them to learners.
    public func classResults(now: Date = Date()) throws -> ClassResults {
        try queue.read { db in
            let title: LocalizedText = try Self.meta(db, "title").flatMap { try? Self.decode($0) } ?? LocalizedText("Workbook")
            var exercises: [ExerciseSummary] = []
            var checksHashes: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, title, max_score, due, checks_hash FROM exercises ORDER BY position, id") {
                let id: String = row[0]
                let checks = try Row.fetchAll(db, sql: "SELECT id, title, points, visibility FROM checks WHERE exercise_id = ? ORDER BY position",
                                              arguments: [id]).map { check in
                    CheckSummary(id: check[0], title: try Self.decode(check[1]), points: check[2],
                                 visibility: Check.Visibility(rawValue: check[3]) ?? .hidden)
                }
                let due: Double? = row[3]
                exercises.append(ExerciseSummary(id: id, title: try Self.decode(row[1]), maxScore: row[2],
                                                 due: due.map(Date.init(timeIntervalSince1970:)), checks: checks))
                checksHashes[id] = row[4]
            }
            var attemptsByStudent: [String: [String: [GradedAttempt]]] = [:]
            let rows = try Row.fetchAll(db, sql: """
                SELECT a.student_id, a.exercise_id, a.checks_hash, a.submitted_at, a.input_hash, a.report, a.refusal,
                       s.raw_score, s.days_late, s.late_penalty, s.score, s.adjustment, s.note
                FROM attempts a JOIN scores s ON s.attempt_id = a.id
                ORDER BY a.submitted_at, a.input_hash
                """)
            for row in rows {
                let exercise: String = row[1]
                guard checksHashes[exercise] == row[2] else { continue }
                let reportText: String? = row[5]
                // The due date in force now decides what `after_due` checks show, not the one of the grading run.
                let report: CheckReport? = try reportText.map { text in
                    var report: CheckReport = try Self.decode(text)
                    report.due = exercises.first { $0.id == exercise }?.due
                    return report
                }
                var attempt = GradedAttempt(submittedAt: Date(timeIntervalSince1970: row[3]), inputHash: row[4],
                                            report: report, refusal: row[6],
                                            rawScore: row[7], daysLate: row[8], latePenalty: row[9], score: row[10])
                let adjustment: Double = row[11]
                attempt.adjustment = adjustment == 0 ? nil : adjustment
                attempt.overrideNote = row[12]
                attemptsByStudent[row[0], default: [:]][exercise, default: []].append(attempt)
            }
            let hints = try hintUse(db)
            let excused = try excusals(db)
            let students = try Row.fetchAll(db, sql: "SELECT id, name, email, sis_id FROM students ORDER BY id").map { row -> StudentResults in
                let id: String = row[0]
                var student = StudentResults(id: id, name: row[1], exercises: exercises.map {
                    var exercise = StudentExercise(exercise: $0.id, attempts: attemptsByStudent[id]?[$0.id] ?? [], hints: hints[id]?[$0.id])
                    exercise.excused = excused[id]?[$0.id]
                    return exercise
                })
                student.email = row[2]
                student.sisID = row[3]
                // Out of every exercise of the book, a deleted or never submitted one included;
                // only an excused one leaves the maximum.
                student.possible = zip(exercises, student.exercises).reduce(0) { $0 + ($1.1.excused == nil ? $1.0.maxScore : 0) }
                return student
            }
            return ClassResults(title: title, generatedAt: now, exercises: exercises, students: students.sorted { $0.id < $1.id })
        }
    }

    /// Counts, for tests and summaries.
    public func count(_ table: String) throws -> Int {
        precondition(["students", "exercises", "checks", "attempts", "results", "scores", "runs", "hints", "hint_records", "overrides", "override_log"].contains(table))
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    // MARK: Helpers

    static func setMeta(_ db: Database, _ key: String, _ value: String) throws {
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                       arguments: [key, value])
    }

    static func meta(_ db: Database, _ key: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ text: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(T.self, from: Data(text.utf8))
    }
}
