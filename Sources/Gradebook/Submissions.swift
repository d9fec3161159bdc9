import Foundation
import LearnerBuild
import WorkbookCore

/// One student's submission folder: `SUBMISSIONS/<student>/`.
public struct StudentFolder: Equatable, Sendable {
    public var id: String
    public var folder: URL
    /// Why the whole folder is refused (a link leaving it, a folder that is itself a link…).
    public var refusal: String?

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
    /// Every student folder of `root`, sorted by id. Hidden entries (`.git`, `.DS_Store`…) and
    /// plain files are skipped; a student entry that is a symbolic link is refused; a folder the
    /// project scanner refuses (a link leaving it, a hard link, a device…) is refused with its reason.
    public static func list(_ root: URL) throws -> [StudentFolder] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GradeInputError("\(root.path): error: no such folder; give the folder holding one folder per student (SUBMISSIONS/<student>/)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var students: [StudentFolder] = []
        for name in names where !name.hasPrefix(".") {
            let folder = root.appendingPathComponent(name)
            var info = stat()
            guard lstat(folder.path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                students.append(StudentFolder(id: name, folder: folder, refusal: "\(name): this student's folder is a symbolic link; workbook grades only real folders inside \(root.path)"))
            case S_IFDIR:
                students.append(StudentFolder(id: name, folder: folder, refusal: refusal(of: folder)))
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
        if let date = gitTime(student.folder, path: exerciseFolder) { return date }
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

    /// `git log -1 --format=%ct -- <path>` over the student's history (only when `.git` is a
    /// folder inside the student folder), without ever letting the student's repository configure
    /// git: a student's `.git/config` can name programs git runs (`gpg.program` with
    /// `log.showSignature`, `core.fsmonitor`, a pager, hooks…), so git is pointed at a private git
    /// folder that holds only links to the student's `objects` and `refs` (plus copies of `HEAD`,
    /// `packed-refs` and `shallow`) and an empty config; system and global configuration are off.
    /// Where bubblewrap works, git runs inside a sandbox as well (no network, no home, nothing
    /// writable but a private /tmp, the student's `.git` read-only). Killed after 10 seconds.
    static func gitTime(_ repository: URL, path: URL) -> Date? {
        let studentGit = repository.appendingPathComponent(".git")
        var info = stat()
        guard lstat(studentGit.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let privateGit = try? PrivateGitFolder(student: studentGit)
        else { return nil }
        defer { privateGit.remove() }
        let relative = path.path.hasPrefix(repository.path + "/") ? String(path.path.dropFirst(repository.path.count + 1)) : "."
        let arguments = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "log.showSignature=false",
                         "-c", "gpg.program=/bin/false", "-c", "safe.directory=*", "--no-replace-objects",
                         "log", "-1", "--format=%ct", "--no-show-signature", "--", ":(literal)" + relative]
        var command = [git] + arguments
        if SandboxCommand.bwrapWorks, let bwrap = SandboxCommand.bwrapPath {
            command = SandboxCommand.bubblewrapBase(bwrap, scratchBytes: 8 << 20)
                + ["--ro-bind", studentGit.path, studentGit.path, "--ro-bind", privateGit.url.path, privateGit.url.path,
                   "--chdir", privateGit.url.path, "--"] + command
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = privateGit.url
        process.environment = ["PATH": "/usr/bin:/bin", "GIT_DIR": privateGit.url.path, "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_COUNT": "0", "GIT_ATTR_NOSYSTEM": "1",
                               "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "GIT_PAGER": "cat", "PAGER": "cat",
                               "GIT_NO_REPLACE_OBJECTS": "1", "HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: deadline)
        let data = (try? output.fileHandleForReading.read(upToCount: 64)) ?? nil
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
        deadline.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0, let data,
              let seconds = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}

/// A git folder of workbook's own that reads a student's history and nothing else of theirs:
/// links to the student's `objects` and `refs`, copies of `HEAD`, `packed-refs` and `shallow`
/// (regular files only, bounded), and an empty `config`. Removed with `remove()`.
struct PrivateGitFolder {
    let url: URL

    init(student: URL) throws {
        let fileManager = FileManager.default
        url = fileManager.temporaryDirectory.appendingPathComponent("workbook-git-\(UUID().uuidString)")
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

/// `--roster roster.csv`: a header row naming `id` (or `student`, `github_username`, `login`),
/// and optionally `name` and `submitted_at` (ISO 8601) columns; RFC 4180 quoting.
public struct Roster: Sendable {
    public struct Entry: Equatable, Sendable {
        public var id: String
        public var name: String?
        public var submittedAt: Date?
    }

    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    public static func load(_ file: URL) throws -> Roster {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw GradeInputError("\(file.path): error: cannot read the roster as UTF-8 text")
        }
        let rows = CSV.parse(text)
        guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
              let idColumn = header.firstIndex(where: { ["id", "student", "github_username", "login", "identifier"].contains($0) }) else {
            throw GradeInputError("\(file.path):1: error: the roster needs a header row with an `id` column (and optionally `name`, `submitted_at`)")
        }
        let nameColumn = header.firstIndex(of: "name")
        let timeColumn = header.firstIndex(of: "submitted_at")
        var entries: [String: Entry] = [:]
        for (index, row) in rows.enumerated().dropFirst() {
            guard row.count > idColumn else { continue }
            let id = row[idColumn].trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty else { continue }
            var entry = Entry(id: id)
            if let nameColumn, row.count > nameColumn, !row[nameColumn].isEmpty { entry.name = row[nameColumn] }
            if let timeColumn, row.count > timeColumn, !row[timeColumn].trimmingCharacters(in: .whitespaces).isEmpty {
                guard let date = ChecksParser.parseDate(row[timeColumn].trimmingCharacters(in: .whitespaces)) else {
                    throw GradeInputError("\(file.path):\(index + 1): error: `\(row[timeColumn])` is not a date; write submitted_at as 2025-03-01T23:59:00+09:00")
                }
                entry.submittedAt = date
            }
            entries[id] = entry
        }
        return Roster(entries: entries)
    }
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

    /// One field: quoted when it holds a comma, quote or line break; a field a spreadsheet would
    /// read as a formula (starting with = + - @, a tab or a carriage return) is prefixed with `'`.
    public static func field(_ text: String) -> String {
        var value = text
        if let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) { value = "'" + value }
        if value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return value
    }

    public static func row(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") + "\r\n" }
}
