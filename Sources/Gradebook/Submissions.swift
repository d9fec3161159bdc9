import Foundation
import LearnerBuild
import WorkbookCore

/// One student's submission folder: `SUBMISSIONS/<student>/`.
public struct StudentFolder: Equatable, Sendable {
    public var id: String
    public var folder: URL
    /// Why the whole folder is refused (a link leaving it, a folder that is itself a link…).
    public var refusal: String?
    /// The folder holding the student's `.git` (the student folder itself unless `--as-of` made
    /// a snapshot), and the commit graded (`nil`: HEAD).
    public var history: URL?
    public var revision: String?
    /// The folder's name under SUBMISSIONS (the id may be the roster's).
    public var folderName: String?

    public init(id: String, folder: URL, refusal: String?, history: URL? = nil, revision: String? = nil) {
        self.id = id
        self.folder = folder
        self.refusal = refusal
        self.history = history ?? folder
        self.revision = revision
    }

    /// The exercise's project: `Exercises/<id>/` (a copy of the workbook, as Classroom clones
    /// it) or `<id>/` (a folder of Xcode projects named by exercise id), if either is a folder.
    public func exerciseFolder(_ exercise: String) -> URL? {
        for candidate in [folder.appendingPathComponent("Exercises").appendingPathComponent(exercise), folder.appendingPathComponent(exercise)] {
            var info = stat()
            if lstat(candidate.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return candidate }
        }
        return nil
    }
}

public enum Submissions {
    /// A student id in one Unicode form, NFC (composed: `é` is one scalar). A folder name's form
    /// is the file system's accident (macOS zips write NFD, `e` + U+0301), a roster's or an
    /// overrides file's the keyboard's (NFC); Swift compares strings by canonical equivalence but
    /// the gradebook (SQLite) by bytes, so every id is brought to one form where it is read, and
    /// the two always agree.
    public static func studentID(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }

    /// A name with every scalar outside printable ASCII written as `\u{…}`, so two names that
    /// look the same can be told apart in a message.
    public static func scalars(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
    }

    /// Two folders whose names differ only in their Unicode form (`josé` composed and
    /// decomposed) are one id: grading both would merge two students' grades. Refused up front,
    /// naming both folders (`names`: the folder's entries, read here when not given).
    public static func checkDistinctNames(_ root: URL, names given: [String]? = nil) throws {
        guard let names = given ?? (try? FileManager.default.contentsOfDirectory(atPath: root.path).sorted()) else { return }
        var byID: [String: String] = [:]
        for name in names where !name.hasPrefix(".") {
            let id = studentID(name)
            if let other = byID[id], other.unicodeScalars.elementsEqual(name.unicodeScalars) == false {
                let first = root.appendingPathComponent(other).path, second = root.appendingPathComponent(name).path
                throw GradeInputError("\(first) and \(second): error: two student folders have the same name written in two Unicode forms "
                    + "(`\(scalars(other))` and `\(scalars(name))`, composed and decomposed accents): they would be one student in grades.csv, "
                    + "results.json, the feedback and the LMS exports; rename one of them (for example `\(name)-2`) and grade again")
            }
            byID[id] = name
        }
    }

    /// Every student folder of `root`, sorted by id. Hidden entries (`.git`, `.DS_Store`…) and
    /// plain files are skipped; a student entry that is a symbolic link is refused; a folder the
    /// project scanner refuses (a link leaving it, a hard link, a device…) is refused with its reason.
    public static func list(_ root: URL) throws -> [StudentFolder] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GradeInputError("\(root.path): error: no such folder; give the folder holding one folder per student (SUBMISSIONS/<student>/)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        try checkDistinctNames(root, names: names)
        var students: [StudentFolder] = []
        for name in names where !name.hasPrefix(".") {
            let folder = root.appendingPathComponent(name)
            var info = stat()
            guard lstat(folder.path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                students.append(StudentFolder(id: studentID(name), folder: folder, refusal: "\(name): this student's folder is a symbolic link; workbook grades only real folders inside \(root.path)"))
            case S_IFDIR:
                students.append(StudentFolder(id: studentID(name), folder: folder, refusal: refusal(of: folder)))
            default:
                continue
            }
        }
        return students
    }

    /// The project scanner's verdict on the whole folder: `nil` when it reads nothing outside it.
    /// Only containment is judged here: a student's folder holds one project per exercise (a
    /// whole-workbook clone), and each exercise folder is scanned as one app when it is graded.
    static func refusal(of folder: URL) -> String? {
        do {
            try ProjectScanner.checkContained(folder: folder)
            return nil
        } catch let error as LearnerBuildError {
            return error.description
        } catch {
            return "\(folder.path): error: \(error)"
        }
    }

    /// When the exercise was submitted: the roster's `submitted_at` when given, else the time of
    /// the newest git commit touching the exercise when the student folder is a git repository,
    /// else the newest modification time of the exercise's graded files.
    public static func submittedAt(student: StudentFolder, exerciseFolder: URL, project: LearnerProject?, roster: Roster.Entry?) -> Date {
        if let date = roster?.submittedAt { return date }
        if let history = student.history {
            // The exercise's path inside the repository, wherever the snapshot (`--as-of`) put it.
            let relative = exerciseFolder.path.hasPrefix(student.folder.path + "/") ? String(exerciseFolder.path.dropFirst(student.folder.path.count + 1)) : "."
            if let date = gitTime(history, path: history.appendingPathComponent(relative), revision: student.revision) { return date }
        }
        var newest: Date?
        let files = (project?.sources.map(\.url) ?? []) + (project?.storyboards.values.map { $0 } ?? [])
        for url in files {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            let date = Date(timeIntervalSince1970: Platform.modificationSeconds(info))
            if newest == nil || date > newest! { newest = date }
        }
        if let newest { return newest }
        var info = stat()
        if lstat(exerciseFolder.path, &info) == 0 { return Date(timeIntervalSince1970: Platform.modificationSeconds(info)) }
        return Date(timeIntervalSince1970: 0)
    }

    /// The time of the newest commit (at or before `revision`, default `HEAD`) that changed one of
    /// the exercise's graded files (Swift sources, storyboards, nibs, Info.plist, the project
    /// file), when the student folder is a git repository; see `StudentGit`.
    static func gitTime(_ repository: URL, path: URL, revision: String? = nil) -> Date? {
        StudentGit.commitTime(repository, path: path, revision: revision)
    }
}

/// A git folder of workbook's own that reads a student's history and nothing else of theirs:
/// links to the student's `objects` and `refs`, copies of `HEAD`, `packed-refs` and `shallow`
/// (regular files only, bounded), and an empty `config`. Removed with `remove()`.
struct PrivateGitFolder {
    static let prefix = "workbook-git-"
    let url: URL

    init(student: URL) throws {
        let fileManager = FileManager.default
        // `workbook-git-<pid>-<uuid>`: what a killed grader left is collected by the next one.
        url = TemporaryItems.url(in: fileManager.temporaryDirectory, prefix: Self.prefix)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
        do {
            try Data().write(to: url.appendingPathComponent("config"))
            for name in ["objects", "refs"] {
                var info = stat()
                let source = student.appendingPathComponent(name)
                guard lstat(source.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw GradeInputError("\(source.path): not a folder")
                }
                try fileManager.createSymbolicLink(atPath: url.appendingPathComponent(name).path, withDestinationPath: source.path)
            }
            for (name, limit) in [("HEAD", 4096), ("packed-refs", 64 << 20), ("shallow", 1 << 20)] {
                guard let data = LearnerFiles.regularFile(student.appendingPathComponent(name), limit: limit) else {
                    if name == "HEAD" { throw GradeInputError("\(student.path)/HEAD: not a regular file") }
                    continue
                }
                try data.write(to: url.appendingPathComponent(name))
            }
        } catch {
            remove()
            throw error
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// RFC 4180 CSV: reading rosters, writing grades.
public enum CSV {
    public static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let character = pending { pending = nil; return character }
            return characters.next()
        }
        while let character = next() {
            if quoted {
                if character == "\"" {
                    if let following = next() {
                        if following == "\"" { field.append("\"") } else { quoted = false; pending = following }
                    } else { quoted = false }
                } else { field.append(character) }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",": row.append(field); field = ""
            case "\n", "\r\n", "\r":
                row.append(field); field = ""
                rows.append(row); row = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows.filter { !($0.count == 1 && $0[0].isEmpty) }
    }

    /// One field: quoted when it holds a comma, quote or line break; free text a spreadsheet
    /// would read as a formula (starting with = + - @, a tab or a carriage return) is prefixed
    /// with `'`. An id (`guardFormula: false`) is written unchanged, so it round-trips: an LMS
    /// matches students by it (`formulaLike` finds the ones to report).
    public static func field(_ text: String, guardFormula: Bool = true) -> String {
        var value = text
        if guardFormula, formulaLike(value) { value = "'" + value }
        if value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return value
    }

    /// Whether a spreadsheet opening the file would read `text` as a formula.
    public static func formulaLike(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first)
    }

    /// A row; the fields at `ids` are written unchanged (no formula guard).
    public static func row(_ fields: [String], ids: Set<Int> = []) -> String {
        fields.enumerated().map { field($1, guardFormula: !ids.contains($0)) }.joined(separator: ",") + "\r\n"
    }

    /// The UTF-8 byte order mark some spreadsheets need to read a CSV file as UTF-8 (`--bom`).
    public static let byteOrderMark = "\u{FEFF}"

    /// An instructor's CSV file as text, a leading byte order mark (as spreadsheets write it)
    /// skipped; `what` names it in the error (`the roster`).
    static func read(_ file: URL, what: String) throws -> String {
        guard let data = try? Data(contentsOf: file), var text = String(data: data, encoding: .utf8) else {
            throw GradeInputError("\(file.path): error: cannot read \(what) as UTF-8 text; save it as CSV UTF-8")
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        return text
    }
}
