import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hints a learner asked for in one exercise: `Exercises/<id>/.workbook-hints.json`, written
/// by `workbook hint` beside the exercise's project. Unlike the progress file it is not ignored by
/// git, so it is part of what a student hands in, and `workbook grade` reads it into the
/// gradebook (`hints` table) for the instructor.
///
/// For the grader it is **untrusted learner input**: the learner's own tool writes it on the
/// learner's machine, and anyone can edit it. It never changes a score; `read` takes it whole or
/// not at all (size, shape, version, exercise, check ids and hint numbers validated), and says
/// why when it does not.
public struct HintRecord: Codable, Equatable, Sendable {
    public static let fileName = ".workbook-hints.json"
    public static let currentVersion = 1
    /// Larger files are not read (a record of every hint of a long exercise is a few kilobytes).
    public static let maximumSize = 64 << 10
    /// More entries than this are not a real record.
    public static let maximumEntries = 1000

    /// One hint asked for: hint `hint` (1-based; the report shows hint 1) of check `check`.
    public struct Entry: Codable, Equatable, Sendable {
        public var check: String
        public var hint: Int
        public var at: Date

        public init(check: String, hint: Int, at: Date) {
            self.check = check
            self.hint = hint
            self.at = at
        }
    }

    public var version: Int
    public var exercise: String
    public var hints: [Entry]

    public init(exercise: String, hints: [Entry] = []) {
        version = Self.currentVersion
        self.exercise = exercise
        self.hints = hints
    }

    public static func url(in exerciseFolder: URL) -> URL { exerciseFolder.appendingPathComponent(fileName) }

    // MARK: The learner's side

    /// Adds a hint to the record of the exercise in `exerciseFolder` (written atomically). A
    /// missing or unreadable record starts again; one at its entry limit keeps its newest entries.
    public static func append(_ entry: Entry, exercise: String, in exerciseFolder: URL) throws {
        var record = HintRecord(exercise: exercise)
        if case .record(let existing) = parse(LearnerFiles.regularFile(url(in: exerciseFolder), limit: maximumSize)), existing.exercise == exercise {
            record = existing
        }
        record.hints.append(entry)
        if record.hints.count > maximumEntries { record.hints.removeFirst(record.hints.count - maximumEntries) }
        try AtomicFile.write(encoder.encode(record) + Data("\n".utf8), to: url(in: exerciseFolder))
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    // MARK: The grader's side

    /// What the grader keeps of a record: per check, the highest hint number asked for (the
    /// number of that check's hints the learner has seen, hint 1 being in every report), and how
    /// many times `workbook hint` showed a new hint.
    public struct Usage: Codable, Equatable, Sendable {
        /// Check id → hints seen.
        public var checks: [String: Int]
        public var requests: Int
        public var lastAt: Date?

        public init(checks: [String: Int], requests: Int, lastAt: Date?) {
            self.checks = checks
            self.requests = requests
            self.lastAt = lastAt
        }

        /// Hints seen over every check.
        public var total: Int { checks.values.reduce(0, +) }
    }

    /// The grader's reading of one exercise folder's record.
    public enum Reading: Equatable, Sendable {
        /// No record: no hint asked for (or none handed in).
        case none
        case usage(Usage)
        /// A record that is not taken: why, in the grader's words (never the file's own text).
        case ignored(String)
    }

    /// Reads and validates the record in `exerciseFolder` for `exercise`, whose checks have
    /// `hintCounts` hints each (check id → count; a check without hints may be left out).
    public static func read(in exerciseFolder: URL, exercise: String, hintCounts: [String: Int]) -> Reading {
        let file = url(in: exerciseFolder)
        var info = stat()
        guard lstat(file.path, &info) == 0 else { return .none }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .ignored("\(fileName) is not a regular file") }
        guard Int(info.st_size) <= maximumSize, let data = LearnerFiles.regularFile(file, limit: maximumSize) else {
            return .ignored("\(fileName) is larger than \(maximumSize >> 10) KB")
        }
        let record: HintRecord
        switch parse(data) {
        case .record(let parsed): record = parsed
        case .invalid(let why): return .ignored("\(fileName) \(why)")
        }
        guard record.exercise == exercise else { return .ignored("\(fileName) names another exercise") }
        guard record.hints.count <= maximumEntries else { return .ignored("\(fileName) has more than \(maximumEntries) entries") }
        var seen: [String: Int] = [:]
        for (index, entry) in record.hints.enumerated() {
            guard let count = hintCounts[entry.check], count > 0 else {
                return .ignored("\(fileName) entry \(index + 1) names a check without hints in this exercise")
            }
            guard (1...count).contains(entry.hint) else {
                return .ignored("\(fileName) entry \(index + 1) names hint \(entry.hint) of a check that has \(count)")
            }
            seen[entry.check] = max(seen[entry.check] ?? 0, entry.hint)
        }
        return .usage(Usage(checks: seen, requests: record.hints.count, lastAt: record.hints.map(\.at).max()))
    }

    enum Parsed {
        case record(HintRecord)
        case invalid(String)
    }

    static func parse(_ data: Data?) -> Parsed {
        guard let data else { return .invalid("cannot be read") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let record = try? decoder.decode(HintRecord.self, from: data) else {
            return .invalid("is not a hint record (not JSON of the expected shape)")
        }
        guard record.version == currentVersion else { return .invalid("has an unknown version") }
        return .record(record)
    }
}
