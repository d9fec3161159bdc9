import Chapters
import Foundation
import GRDB
import WorkbookCore

/// The instructor's own decisions over the checks' scores, per student and exercise, each with
/// a reason: `--overrides overrides.csv`, RFC 4180 CSV with the header
/// `student,exercise,action,value,reason` (and optionally `by`):
///
/// | action | value | effect |
/// |---|---|---|
/// | `adjust` | points, like `+1.5` or `-2` | added to the score after the late penalty (kept within 0…max) |
/// | `set` | points | the score, whatever the checks and the late policy gave |
/// | `excuse` | (empty) | the exercise counts for nothing: `EX` in the exports, out of the total and its maximum |
/// | `extend` | a date (ISO 8601) or `+N` days | the student's due date for the exercise (`*`: every exercise) |
///
/// The file is the instructor's record: given to a run, it replaces the gradebook's set whole,
/// and every change (added, changed, removed) is appended to `override_log` with its time, reason
/// and author. A run without `--overrides` keeps the set the gradebook holds (reruns, resumes),
/// and `grade merge` carries each shard's. Overrides win over every check and the late policy.
public struct Override: Equatable, Sendable {
    public enum Action: String, CaseIterable, Sendable { case adjust, set, excuse, extend }
    public var student: String
    /// An exercise id, or `*` (`extend` only): every exercise.
    public var exercise: String
    public var action: Action
    /// As written in the file (points, a date or `+N`; empty for `excuse`).
    public var value: String
    public var reason: String
    public var by: String?

    public init(student: String, exercise: String, action: Action, value: String, reason: String, by: String? = nil) {
        self.student = student
        self.exercise = exercise
        self.action = action
        self.value = value
        self.reason = reason
        self.by = by
    }
}

public struct OverrideSet: Equatable, Sendable {
    public var overrides: [Override]
    /// Where they came from (the file's path), for the log.
    public var source: String

    public init(overrides: [Override], source: String) {
        self.overrides = overrides
        self.source = source
    }

    /// The longest extension in days: `extend +N` at most this many. (A date is taken as written:
    /// `extend 2100-01-01` is how an instructor waives lateness on purpose.)
    public static let maximumExtensionDays: Double = 365

    /// Reads and checks the file against the book's exercises: every problem with its line.
    /// `maxima`: each exercise's points (a `set` lies within 0 and it, an `adjust` within ± it).
    public static func load(_ file: URL, exercises: [String], maxima: [String: Double]) throws -> OverrideSet {
        try parse(CSV.read(file, what: "the overrides"), path: file.path, exercises: exercises, maxima: maxima)
    }

    public static func parse(_ text: String, path: String, exercises: [String], maxima: [String: Double]) throws -> OverrideSet {
        let rows = CSV.parse(text)
        let header = rows.first?.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? []
        let required = ["student", "exercise", "action", "value", "reason"]
        let columns = required.map { header.firstIndex(of: $0) }
        guard columns.allSatisfy({ $0 != nil }) else {
            throw GradeInputError("\(path):1: error: the overrides need the header `student,exercise,action,value,reason` (and optionally `by`); "
                + "missing: \(zip(required, columns).filter { $0.1 == nil }.map(\.0).joined(separator: ", "))")
        }
        let byColumn = header.firstIndex(of: "by")
        var overrides: [Override] = []
        var seen: [String: Int] = [:]
        for (index, row) in rows.enumerated().dropFirst() {
            let line = index + 1
            func cell(_ column: Int?) -> String {
                guard let column, row.count > column else { return "" }
                return row[column].trimmingCharacters(in: .whitespaces)
            }
            let student = Submissions.studentID(cell(columns[0])), exercise = cell(columns[1]), actionText = cell(columns[2]).lowercased()
            let value = cell(columns[3]), reason = cell(columns[4])
            if student.isEmpty && exercise.isEmpty && actionText.isEmpty { continue }
            func bad(_ message: String) -> GradeInputError { GradeInputError("\(path):\(line): error: \(message)") }
            guard !student.isEmpty else { throw bad("no student; write the student's id as grades.csv shows it") }
            guard let action = Override.Action(rawValue: actionText) else {
                throw bad("unknown action `\(actionText)`; write one of adjust, set, excuse, extend")
            }
            guard exercise == "*" ? action == .extend : exercises.contains(exercise) else {
                throw bad(exercise == "*" ? "`*` (every exercise) is only for extend" :
                    "the book has no exercise `\(exercise)`" + (Suggestions.closest(to: exercise, in: exercises).map { "; did you mean `\($0)`?" } ?? ""))
            }
            guard !reason.isEmpty else { throw bad("no reason; every override says why (it is kept in the gradebook's log)") }
            switch action {
            case .adjust, .set:
                guard let number = Double(value), number.isFinite, action == .adjust || number >= 0 else {
                    throw bad("`\(value)` is not \(action == .adjust ? "a number of points, like +1.5 or -2" : "a score of 0 or more points")")
                }
                // Out of the exercise's range is a typo, never a score (it was taken, rounded, as the total).
                let maximum = maxima[exercise] ?? 0
                let points = Self.points(maximum)
                if action == .set, number > maximum {
                    throw bad("`set \(value)` is more than the \(points) points `\(exercise)` is out of; write a score from 0 to \(points)")
                }
                if action == .adjust, abs(number) > maximum {
                    throw bad("`adjust \(value)` is more than the \(points) points `\(exercise)` is out of; write an adjustment from -\(points) to +\(points)")
                }
            case .excuse:
                guard value.isEmpty else { throw bad("excuse takes no value (got `\(value)`)") }
            case .extend:
                guard let date = Self.extension(value, due: Date(timeIntervalSince1970: 0)) else {
                    throw bad("`\(value)` is not a due date; write 2025-03-08T23:59:00+09:00, or +3 for three more days")
                }
                let most = Int(maximumExtensionDays)
                if value.hasPrefix("+"), date.timeIntervalSince1970 > maximumExtensionDays * 86_400 {
                    throw bad("`extend \(value)` is more than \(most) days; write at most +\(most), or a date")
                }
            }
            let key = "\(student)\u{0}\(exercise)\u{0}\(action.rawValue)"
            if let earlier = seen[key] { throw bad("the same \(action.rawValue) for \(student)/\(exercise) as on line \(earlier); keep one") }
            seen[key] = line
            if action == .excuse || action == .set,
               let other = overrides.first(where: { $0.student == student && $0.exercise == exercise && $0.action != action && $0.action != .extend }) {
                throw bad("\(student)/\(exercise) has `\(other.action.rawValue)` already; an exercise is either excused, set or adjusted")
            }
            overrides.append(Override(student: student, exercise: exercise, action: action, value: value, reason: reason,
                                      by: cell(byColumn).isEmpty ? nil : cell(byColumn)))
        }
        return OverrideSet(overrides: overrides, source: path)
    }

    /// Points as written in messages: `6`, `1.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// An `extend` value's due date: an ISO 8601 date, or `+N` (days, may be fractional) after `due`.
    static func `extension`(_ value: String, due: Date?) -> Date? {
        if value.hasPrefix("+"), let days = Double(value.dropFirst()), days.isFinite, days >= 0 {
            return due.map { $0.addingTimeInterval(days * 86_400) }
        }
        return ChecksParser.parseDate(value)
    }
}

/// What the overrides make of one (student, exercise).
struct EffectiveOverrides {
    var due: Date?
    var adjust: Double?
    var set: Double?
    var excused: String?
    /// The reasons, for the report (`adjust +1: regrade of the hidden check`).
    var notes: [String] = []
}

extension Gradebook {
    static func registerOverrides(_ migrator: inout DatabaseMigrator) {
        // The instructor's overrides (the set in force) and their log (append-only).
        migrator.registerMigration("v3-overrides") { db in
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS overrides (
                    student_id TEXT NOT NULL,
                    exercise_id TEXT NOT NULL,     -- an exercise id, or * (extend: every exercise)
                    action TEXT NOT NULL,          -- adjust, set, excuse, extend
                    value TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    by TEXT,
                    set_at TEXT NOT NULL,          -- ISO 8601, UTC
                    PRIMARY KEY (student_id, exercise_id, action));
                CREATE TABLE IF NOT EXISTS override_log (
                    id INTEGER PRIMARY KEY,
                    at TEXT NOT NULL,              -- ISO 8601, UTC
                    student_id TEXT NOT NULL,
                    exercise_id TEXT NOT NULL,
                    action TEXT NOT NULL,
                    change TEXT NOT NULL,          -- added, changed, removed
                    old_value TEXT,
                    value TEXT,
                    reason TEXT,
                    by TEXT,
                    source TEXT,
                    UNIQUE (at, student_id, exercise_id, action, change));
                ALTER TABLE students ADD COLUMN email TEXT;
                ALTER TABLE students ADD COLUMN sis_id TEXT;
                ALTER TABLE scores ADD COLUMN adjustment REAL NOT NULL DEFAULT 0;
                ALTER TABLE scores ADD COLUMN excused TEXT;
                ALTER TABLE scores ADD COLUMN note TEXT;
                """)
        }
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Makes `set` the overrides in force, logging each change; then rescores. Returns the
    /// changes as lines (`added alice/ex adjust +1: why`).
    @discardableResult
    public func replaceOverrides(_ set: OverrideSet, at date: Date = Date()) throws -> [String] {
        let at = Self.iso(date)
        let changes: [String] = try queue.write { db in
            var current: [String: Row] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT student_id, exercise_id, action, value, reason, by FROM overrides") {
                current["\(row[0] as String)\u{0}\(row[1] as String)\u{0}\(row[2] as String)"] = row
            }
            var changes: [String] = []
            var wanted = Set<String>()
            for item in set.overrides {
                let key = "\(item.student)\u{0}\(item.exercise)\u{0}\(item.action.rawValue)"
                wanted.insert(key)
                let change: String
                var oldValue: String?
                if let old = current[key] {
                    oldValue = old[3]
                    guard old[3] as String != item.value || old[4] as String != item.reason || old[5] as String? != item.by else { continue }
                    change = "changed"
                } else {
                    change = "added"
                }
                try db.execute(sql: """
                    INSERT INTO overrides (student_id, exercise_id, action, value, reason, by, set_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(student_id, exercise_id, action) DO UPDATE SET value = excluded.value, reason = excluded.reason,
                        by = excluded.by, set_at = excluded.set_at
                    """, arguments: [item.student, item.exercise, item.action.rawValue, item.value, item.reason, item.by, at])
                try db.execute(sql: """
                    INSERT OR IGNORE INTO override_log (at, student_id, exercise_id, action, change, old_value, value, reason, by, source)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [at, item.student, item.exercise, item.action.rawValue, change, oldValue, item.value, item.reason, item.by, set.source])
                changes.append("\(change) \(item.student)/\(item.exercise) \(item.action.rawValue)\(item.value.isEmpty ? "" : " " + item.value): \(item.reason)")
            }
            for (key, row) in current.sorted(by: { $0.key < $1.key }) where !wanted.contains(key) {
                try db.execute(sql: "DELETE FROM overrides WHERE student_id = ? AND exercise_id = ? AND action = ?",
                               arguments: [row[0] as String, row[1] as String, row[2] as String])
                try db.execute(sql: """
                    INSERT OR IGNORE INTO override_log (at, student_id, exercise_id, action, change, old_value, value, reason, by, source)
                    VALUES (?, ?, ?, ?, 'removed', ?, NULL, ?, ?, ?)
                    """, arguments: [at, row[0] as String, row[1] as String, row[2] as String, row[3] as String, row[4] as String, row[5] as String?, set.source])
                changes.append("removed \(row[0] as String)/\(row[1] as String) \(row[2] as String): no longer in \(set.source)")
            }
            return changes
        }
        try rescore()
        return changes
    }

    /// The overrides in force for one (student, exercise), given the exercise's due date.
    static func effectiveOverrides(_ db: Database, student: String, exercise: String, due: Date?) throws -> EffectiveOverrides {
        var effective = EffectiveOverrides(due: due)
        let rows = try Row.fetchAll(db, sql: """
            SELECT exercise_id, action, value, reason FROM overrides WHERE student_id = ? AND (exercise_id = ? OR exercise_id = '*')
            ORDER BY exercise_id = '*' DESC
            """, arguments: [student, exercise])
        for row in rows {
            let value: String = row[2], reason: String = row[3]
            switch Override.Action(rawValue: row[1]) {
            case .extend?:
                // The exercise's own extension is read after `*` and wins.
                if let date = OverrideSet.extension(value, due: due) { effective.due = date }
                effective.notes.append("extended to \(effective.due.map(iso) ?? value): \(reason)")
            case .adjust?:
                effective.adjust = Double(value)
                effective.notes.append("adjusted \(value): \(reason)")
            case .set?:
                effective.set = Double(value)
                effective.notes.append("set to \(value): \(reason)")
            case .excuse?:
                effective.excused = reason
                effective.notes.append("excused: \(reason)")
            case nil:
                continue
            }
        }
        return effective
    }

    /// Each student's excused exercises: student → exercise → reason.
    func excusals(_ db: Database) throws -> [String: [String: String]] {
        var excused: [String: [String: String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT student_id, exercise_id, reason FROM overrides WHERE action = 'excuse'") {
            excused[row[0], default: [:]][row[1]] = row[2]
        }
        return excused
    }

    /// Copies a shard's overrides and their log into this gradebook (nothing twice).
    static func mergeOverrides(from: Database, to: Database) throws {
        guard try from.tableExists("overrides") else { return }
        for row in try Row.fetchAll(from, sql: "SELECT student_id, exercise_id, action, value, reason, by, set_at FROM overrides") {
            try to.execute(sql: """
                INSERT INTO overrides (student_id, exercise_id, action, value, reason, by, set_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(student_id, exercise_id, action) DO UPDATE SET value = excluded.value, reason = excluded.reason,
                    by = excluded.by, set_at = excluded.set_at WHERE excluded.set_at >= overrides.set_at
                """, arguments: StatementArguments(row.databaseValues))
        }
        for row in try Row.fetchAll(from, sql: """
            SELECT at, student_id, exercise_id, action, change, old_value, value, reason, by, source FROM override_log ORDER BY id
            """) {
            // The same change logged by every shard (each read the same file) is kept once.
            let same = try Bool.fetchOne(to, sql: """
                SELECT 1 FROM override_log WHERE student_id = ? AND exercise_id = ? AND action = ? AND change = ?
                    AND value IS ? AND reason IS ? AND old_value IS ?
                """, arguments: [row[1] as String, row[2] as String, row[3] as String, row[4] as String,
                                 row[6] as String?, row[7] as String?, row[5] as String?]) ?? false
            if same { continue }
            try to.execute(sql: """
                INSERT OR IGNORE INTO override_log (at, student_id, exercise_id, action, change, old_value, value, reason, by, source)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: StatementArguments(row.databaseValues))
        }
    }
}
