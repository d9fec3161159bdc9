import Chapters
import ClassReports
import Foundation
import GRDB
import LearnerBuild
import WorkbookCore

/// What `workbook grade` writes beside the gradebook, each file atomically:
/// - `grades.csv`: a row per student, a column per exercise (the final attempt's score after the
///   late policy; empty when nothing was submitted), and the total;
/// - `results.json`: the class results with every report published for learners (a hidden check,
///   or an `after_due` one before its due date, shows only its id, title, points and outcome).
///   The whole reports stay in `gradebook.sqlite`, which is the instructor's alone;
/// - `report/`: the class report for the instructor (`index.html`, a page per student; every
///   detail, hidden checks included);
/// - `feedback/`: each student's feedback, Markdown and HTML, published for learners;
/// - `gradescope/<student>/results.json`: Gradescope's results, published for learners.
/// Each folder is written whole in a staging folder and renamed over the previous one; what
/// workbook did not write there (an instructor's notes) is carried over, never deleted.
public enum GradeExports {
    /// Returns the files kept in the output's folders that workbook did not write (`feedback/notes.md`).
    @discardableResult
    public static func write(_ results: ClassResults, to folder: URL, language: Language = .fromEnvironment, bom: Bool = false) throws -> [String] {
        try atomicWrite((bom ? CSV.byteOrderMark : "") + csv(results), to: folder.appendingPathComponent("grades.csv"))
        try atomicWrite(publishedJSON(results), to: folder.appendingPathComponent("results.json"))
        var kept = try writeFolder(ClassReport.render(results, language: language), to: folder.appendingPathComponent("report"))
        kept += try writeFolder(StudentFeedback.render(results, language: language), to: folder.appendingPathComponent("feedback"))
        kept += try writeFolder(GradescopeResults.render(results, language: language), to: folder.appendingPathComponent("gradescope"))
        return kept
    }

    /// The list of what workbook wrote in one of its output folders (a path a line, folders
    /// ending in `/`), kept in that folder: the next run replaces those and nothing else.
    public static let manifestName = ".workbook-written"

    /// `files` (relative path → contents) as the folder `target`, replacing what the previous run
    /// wrote there (listed in its `.workbook-written`). Anything else in the folder, files and
    /// folders someone added, is carried over as it is; a folder written before the list existed
    /// keeps everything this run does not write again. A file workbook did not write at a path
    /// it needs now is an error, before anything is replaced. Returns the kept files
    /// (`feedback/notes.md`).
    @discardableResult
    static func writeFolder(_ files: [String: String], to target: URL) throws -> [String] {
        let fileManager = FileManager.default
        let manifest = try? String(contentsOf: target.appendingPathComponent(manifestName), encoding: .utf8)
        let written = Set(manifest.map { $0.split(separator: "\n").map(String.init) } ?? [])
        var foreignFiles: [String] = [], foreignFolders: [String] = []
        var info = stat()
        if lstat(target.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let walker = fileManager.enumerator(atPath: target.path) {
            for case let path as String in walker where path != manifestName {
                guard lstat(target.appendingPathComponent(path).path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if !written.contains(path + "/") { foreignFolders.append(path) }
                    continue
                }
                if written.contains(path) { continue }
                if files[path] != nil {
                    // Before any list, a file of this run's names is the previous run's.
                    guard manifest != nil else { continue }
                    throw GradeInputError("\(target.appendingPathComponent(path).path): error: workbook did not write this file, and this run writes a file "
                        + "of that name; move or rename it, then run grade again (nothing in \(target.lastPathComponent)/ was replaced)")
                }
                foreignFiles.append(path)
            }
        }
        var ours = Set(files.keys)
        for path in files.keys {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty { ours.insert(folder + "/"); folder = (folder as NSString).deletingLastPathComponent }
        }
        try AtomicFolder.replace(target) { staging in
            for folder in foreignFolders.sorted() {
                try fileManager.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for path in foreignFiles.sorted() {
                let destination = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: target.appendingPathComponent(path), to: destination)
            }
            for (path, text) in files {
                let url = try WorkbookGenerator.contained(path, in: staging)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try Data((ours.sorted().joined(separator: "\n") + "\n").utf8).write(to: staging.appendingPathComponent(manifestName))
        }
        return foreignFiles.sorted().map { target.lastPathComponent + "/" + $0 }
    }

    /// What a run says about the files it kept in its output folders.
    public static func keptNote(_ kept: [String]) -> String {
        "note: kept \(kept.count) file(s) in the output folders that workbook did not write (it replaces only its own): "
            + kept.prefix(10).joined(separator: ", ") + (kept.count > 10 ? ", …" : "")
    }

    /// `AtomicFile`, with its failure said as a grading error (exit 2, the path and why).
    public static func atomicWrite(_ text: String, to url: URL) throws {
        do {
            try AtomicFile.write(text, to: url)
        } catch {
            throw GradeInputError("\(url.path): error: cannot write it (\((error as NSError).localizedDescription))")
        }
    }

    public static func csv(_ results: ClassResults) -> String {
        var text = CSV.row(["student", "name"] + results.exercises.map(\.id) + ["total"])
        for student in results.students {
            let cells = results.exercises.map { exercise -> String in
                guard let entry = student.exercises.first(where: { $0.exercise == exercise.id }) else { return "" }
                if entry.excused != nil { return "EX" }
                guard let final = entry.final else { return "" }
                return ClassGrader.number(final.score)
            }
            // The id is written as it is (an LMS matches by it); the name is free text.
            text += CSV.row([student.id, student.name ?? ""] + cells + [ClassGrader.number(student.total)], ids: [0])
        }
        return text
    }

    /// The class results as learners may read them, judged at `results.generatedAt`.
    public static func publishedForLearners(_ results: ClassResults) -> ClassResults {
        var published = results
        published.students = results.students.map { student in
            var student = student
            student.exercises = student.exercises.map { exercise in
                var exercise = exercise
                exercise.attempts = exercise.attempts.map { attempt in
                    var attempt = attempt
                    attempt.report = attempt.report?.published(for: .learners, now: results.generatedAt).content
                    return attempt
                }
                return exercise
            }
            return student
        }
        return published
    }

    public static func publishedJSON(_ results: ClassResults) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(publishedForLearners(results)), as: UTF8.self) + "\n"
    }
}

extension Gradebook {
    /// Adds every shard gradebook's students, attempts, results, scores and hint use to this one (the
    /// book's exercises and policy from the first shard when this one has none); what is
    /// already here stays, nothing is added twice. Then everything is scored again.
    public func merge(_ sources: [URL]) throws {
        for (index, source) in sources.enumerated() {
            var configuration = Configuration()
            configuration.readonly = true
            let shard: DatabaseQueue
            do {
                shard = try DatabaseQueue(path: source.path, configuration: configuration)
                _ = try shard.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempts") }
            } catch {
                throw GradeInputError("\(source.path): error: not a gradebook (\(error)); give the gradebook.sqlite (or the --out folder) of each shard")
            }
            try checkStudentIDs(try shard.read { db in try String.fetchAll(db, sql: "SELECT id FROM students") }, from: source.path)
            try shard.read { from in
                try queue.write { to in
                    let hasExercises = (try Int.fetchOne(to, sql: "SELECT COUNT(*) FROM exercises") ?? 0) > 0
                    if index == 0 || !hasExercises {
                        for row in try Row.fetchAll(from, sql: "SELECT key, value FROM meta") {
                            try Self.setMeta(to, row[0], row[1])
                        }
                        for row in try Row.fetchAll(from, sql: "SELECT id, position, title, max_score, due, checks_hash FROM exercises") {
                            try to.execute(sql: """
                                INSERT INTO exercises (id, position, title, max_score, due, checks_hash) VALUES (?, ?, ?, ?, ?, ?)
                                ON CONFLICT(id) DO UPDATE SET position = excluded.position, title = excluded.title,
                                    max_score = excluded.max_score, due = excluded.due, checks_hash = excluded.checks_hash
                                """, arguments: StatementArguments(row.databaseValues))
                            try to.execute(sql: "DELETE FROM checks WHERE exercise_id = ?", arguments: [row[0] as String])
                        }
                        for row in try Row.fetchAll(from, sql: "SELECT exercise_id, id, position, title, points, visibility FROM checks") {
                            try to.execute(sql: "INSERT OR IGNORE INTO checks (exercise_id, id, position, title, points, visibility) VALUES (?, ?, ?, ?, ?, ?)",
                                           arguments: StatementArguments(row.databaseValues))
                        }
                    }
                    let contacts = try from.columns(in: "students").contains { $0.name == "email" }
                    for row in try Row.fetchAll(from, sql: "SELECT id, name, refusal" + (contacts ? ", email, sis_id" : ", NULL, NULL") + " FROM students") {
                        try to.execute(sql: """
                            INSERT INTO students (id, name, refusal, email, sis_id) VALUES (?, ?, ?, ?, ?)
                            ON CONFLICT(id) DO UPDATE SET name = COALESCE(excluded.name, students.name),
                                refusal = COALESCE(excluded.refusal, students.refusal),
                                email = COALESCE(excluded.email, students.email), sis_id = COALESCE(excluded.sis_id, students.sis_id)
                            """, arguments: StatementArguments(row.databaseValues))
                    }
                    for row in try Row.fetchAll(from, sql: """
                        SELECT id, student_id, exercise_id, input_hash, checks_hash, submitted_at, graded_at, status, refusal, report, raw_score
                        FROM attempts ORDER BY id
                        """) {
                        let values = Array(row.databaseValues.dropFirst())
                        try to.execute(sql: """
                            INSERT INTO attempts (student_id, exercise_id, input_hash, checks_hash, submitted_at, graded_at, status, refusal, report, raw_score)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(student_id, exercise_id, input_hash) DO NOTHING
                            """, arguments: StatementArguments(values))
                        guard to.changesCount > 0 else { continue }
                        let newID = to.lastInsertedRowID
                        let oldID: Int64 = row[0]
                        for result in try Row.fetchAll(from, sql: """
                            SELECT check_id, status, points, max_points, message, expected, actual FROM results WHERE attempt_id = ?
                            """, arguments: [oldID]) {
                            try to.execute(sql: """
                                INSERT OR IGNORE INTO results (attempt_id, check_id, status, points, max_points, message, expected, actual)
                                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                                """, arguments: StatementArguments([newID.databaseValue] + Array(result.databaseValues)))
                        }
                        try to.execute(sql: "INSERT OR IGNORE INTO scores (attempt_id, raw_score, days_late, late_penalty, score) VALUES (?, ?, 0, 0, ?)",
                                       arguments: [newID, row[10] as Double, row[10] as Double])
                    }
                    // The instructor's overrides and their log (merged before the rescore below).
                    try Self.mergeOverrides(from: from, to: to)
                    // Hint use (a shard gradebook from before it was recorded has none): the shard's
                    // reading replaces what is here for its students.
                    if try from.tableExists("hint_records") {
                        for row in try Row.fetchAll(from, sql: "SELECT student_id, exercise_id, requests, last_at, note, read_at FROM hint_records") {
                            try to.execute(sql: "DELETE FROM hints WHERE student_id = ? AND exercise_id = ?", arguments: [row[0] as String, row[1] as String])
                            try to.execute(sql: "INSERT OR REPLACE INTO hint_records (student_id, exercise_id, requests, last_at, note, read_at) VALUES (?, ?, ?, ?, ?, ?)",
                                           arguments: StatementArguments(row.databaseValues))
                        }
                        for row in try Row.fetchAll(from, sql: "SELECT student_id, exercise_id, check_id, seen FROM hints") {
                            try to.execute(sql: "INSERT OR REPLACE INTO hints (student_id, exercise_id, check_id, seen) VALUES (?, ?, ?, ?)",
                                           arguments: StatementArguments(row.databaseValues))
                        }
                    }
                }
            }
        }
        try rescore()
    }
}
