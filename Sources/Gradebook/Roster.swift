import Chapters
import Foundation
import WorkbookCore

/// `--roster roster.csv`: RFC 4180 CSV with a header row. Accepted as they come:
/// - GitHub Classroom's roster export, `identifier,github_username,github_id,name`: the student
///   is `github_username` (what names the cloned repositories, `<assignment>-<username>`), the
///   `identifier` (what the instructor typed into Classroom: an e-mail address or a student
///   number) is kept for LMS exports, and a row without a `github_username` (a roster entry no
///   GitHub account has claimed yet) is listed as having no submission;
/// - a plain roster with an `id` column (or `student`, `login`, `username`), optionally `name`,
///   `email`, `sis_id` (or `student_id`, `idnumber`) and `submitted_at` (ISO 8601).
/// A UTF-8 byte order mark (as spreadsheets write it) is skipped.
public struct Roster: Sendable {
    public struct Entry: Equatable, Sendable {
        /// The student's id: the folder name (or its `<assignment>-` suffix) and the gradebook's key.
        public var id: String
        public var name: String?
        public var submittedAt: Date?
        /// The roster's e-mail address, if it has one (Classroom: an `identifier` holding `@`).
        public var email: String?
        /// The institution's student id (SIS id), if the roster has one (Classroom: an
        /// `identifier` that is not an e-mail address).
        public var sisID: String?
        /// 1-based line in the roster file.
        public var line: Int = 0

        public init(id: String, name: String? = nil, submittedAt: Date? = nil, email: String? = nil, sisID: String? = nil, line: Int = 0) {
            self.id = id
            self.name = name
            self.submittedAt = submittedAt
            self.email = email
            self.sisID = sisID
            self.line = line
        }
    }

    public var entries: [String: Entry]
    /// Rows naming nobody the folders can be matched to (Classroom: no GitHub account linked
    /// yet): their identifier (or line), listed as students without a submission.
    public var unlinked: [String] = []
    /// The roster is GitHub Classroom's export.
    public var isClassroom = false

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    static let idColumns = ["github_username", "id", "student", "login", "username", "identifier"]

    public static func load(_ file: URL) throws -> Roster {
        try parse(CSV.read(file, what: "the roster"), path: file.path)
    }

    public static func parse(_ text: String, path: String) throws -> Roster {
        let rows = CSV.parse(text)
        guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
              let idColumn = idColumns.lazy.compactMap({ header.firstIndex(of: $0) }).first else {
            throw GradeInputError("\(path):1: error: the roster needs a header row with an `id` column (or GitHub Classroom's "
                + "`identifier,github_username,github_id,name`); optional columns: `name`, `email`, `sis_id`, `submitted_at`")
        }
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        var roster = Roster()
        roster.isClassroom = header[idColumn] == "github_username"
        let nameColumn = column("name", "full_name", "full name")
        let timeColumn = column("submitted_at")
        let emailColumn = column("email", "e-mail", "email address", "email_address")
        let sisColumn = column("sis_id", "sis user id", "student_id", "student_number", "idnumber", "id number")
        let identifierColumn = roster.isClassroom ? column("identifier") : nil
        for (index, row) in rows.enumerated().dropFirst() {
            func cell(_ column: Int?) -> String? {
                guard let column, row.count > column else { return nil }
                let value = row[column].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
            guard let id = cell(idColumn).map(Submissions.studentID) else {
                if let identifier = cell(identifierColumn) ?? cell(nameColumn) { roster.unlinked.append(identifier) }
                continue
            }
            var entry = Entry(id: id, name: cell(nameColumn), email: cell(emailColumn), sisID: cell(sisColumn), line: index + 1)
            if let identifier = cell(identifierColumn) {
                if identifier.contains("@") { entry.email = entry.email ?? identifier } else { entry.sisID = entry.sisID ?? identifier }
            }
            if let time = cell(timeColumn) {
                guard let date = ChecksParser.parseDate(time) else {
                    throw GradeInputError("\(path):\(index + 1): error: `\(time)` is not a date; write submitted_at as 2025-03-01T23:59:00+09:00")
                }
                entry.submittedAt = date
            }
            if let earlier = roster.entries.values.first(where: { $0.id.lowercased() == id.lowercased() }) {
                throw GradeInputError("\(path):\(index + 1): error: `\(id)` is on the roster twice (line \(earlier.line) too); keep one row per student")
            }
            roster.entries[id] = entry
        }
        return roster
    }

    /// How the submission folders map to the roster.
    public struct Match: Equatable, Sendable {
        /// Folder name → the roster's id (only folders that matched).
        public var students: [String: String] = [:]
        /// The assignment prefix of Classroom's clone names (`hw1` of `hw1-alice`), when one was used.
        public var assignment: String?
        /// Folders matching nobody on the roster (graded under their folder name).
        public var foldersNotOnRoster: [String] = []
        /// Roster ids without a folder (shown with empty cells), then the unlinked rows.
        public var rosterWithoutFolder: [String] = []
    }

    /// Matches folder names to roster ids: a folder named as the id (GitHub usernames compare
    /// without regard to case), or `<assignment>-<id>` as GitHub Classroom names the repositories
    /// it creates (and its assistant clones them). The assignment prefix is `assignment` when
    /// given, else the prefix most folders share (so `hw1-min-kim` is min-kim's, not kim's, when
    /// the other folders start `hw1-`). Two folders for one student are an error.
    public func match(folders: [String], assignment: String? = nil) throws -> Match {
        var byLowercase: [String: String] = [:]
        for id in entries.keys { byLowercase[id.lowercased()] = id }
        var candidates: [String: [(prefix: String, id: String)]] = [:]
        for folder in folders {
            let lower = folder.lowercased()
            if let id = byLowercase[lower] { candidates[folder] = [("", id)]; continue }
            for (idLower, id) in byLowercase where lower.hasSuffix("-" + idLower) && lower.count > idLower.count + 1 {
                candidates[folder, default: []].append((String(lower.dropLast(idLower.count + 1)), id))
            }
        }
        var prefixCounts: [String: Int] = [:]
        for options in candidates.values { for prefix in Set(options.map(\.prefix)) where !prefix.isEmpty { prefixCounts[prefix, default: 0] += 1 } }
        let chosenPrefix = assignment?.lowercased() ?? prefixCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        var result = Match()
        result.assignment = chosenPrefix
        var folderOf: [String: String] = [:]
        for folder in folders.sorted() {
            let options = candidates[folder] ?? []
            let pick = options.first { $0.prefix.isEmpty }
                ?? options.filter { $0.prefix == chosenPrefix }.max { $0.id.count < $1.id.count }
                ?? (assignment == nil ? options.max { (prefixCounts[$0.prefix] ?? 0, $0.id.count) < (prefixCounts[$1.prefix] ?? 0, $1.id.count) } : nil)
            guard let pick else { result.foldersNotOnRoster.append(folder); continue }
            if let other = folderOf[pick.id] {
                throw GradeInputError("error: the folders `\(other)` and `\(folder)` both belong to `\(pick.id)` on the roster; "
                    + "keep one folder per student, or name the assignment with --assignment (the folders' common prefix, like `hw1` of `hw1-\(pick.id)`)")
            }
            folderOf[pick.id] = folder
            result.students[folder] = pick.id
        }
        result.rosterWithoutFolder = entries.keys.filter { folderOf[$0] == nil }.sorted() + unlinked
        return result
    }
}
