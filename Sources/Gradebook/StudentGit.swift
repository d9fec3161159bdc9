import Foundation
import LearnerBuild
import WorkbookCore

/// Reading a student's git history: the submission time of an exercise, and (`--as-of`) the
/// student's folder as it was at the last commit before a date.
///
/// git never lets the student's repository configure it: a student's `.git/config` can name
/// programs git runs (`gpg.program` with `log.showSignature`, `core.fsmonitor`, a pager,
/// hooks…), so git is pointed at a private git folder that holds only links to the student's
/// `objects` and `refs` (plus copies of `HEAD`, `packed-refs` and `shallow`) and an empty config;
/// system and global configuration are off. Where bubblewrap works, git runs inside a sandbox as
/// well (no network, no home, the student's `.git` read-only, writable only what the step
/// writes). Each git is killed after `timeout` seconds.
enum StudentGit {
    static let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The student's `.git`, when it is a real folder inside `repository` (a `.git` file or
    /// link is not followed).
    static func gitFolder(_ repository: URL) -> URL? {
        let studentGit = repository.appendingPathComponent(".git")
        var info = stat()
        guard lstat(studentGit.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return studentGit
    }

    /// Whether `repository` has a git history workbook can read.
    static func hasHistory(_ repository: URL) -> Bool { git != nil && gitFolder(repository) != nil }

    /// What an exercise's submission time follows: the files the input hash covers (Swift
    /// sources, storyboards, nibs, Info.plist) and the project file choosing them. A commit of
    /// anything else (the hint record `.workbook-hints.json`, a README, the progress file) does
    /// not make the work later.
    static let gradedPatterns = ["*.swift", "*.storyboard", "*.xib", "Info.plist", "*.pbxproj"]

    /// Pathspecs for the graded files under `relative` (`.` for the whole repository).
    static func gradedPathspecs(_ relative: String) -> [String] {
        let base = relative == "." || relative.isEmpty ? "" : globEscaped(relative) + "/"
        return gradedPatterns.map { ":(glob)" + base + "**/" + $0 }
    }

    static func globEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "*?[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The commit time of the newest commit at or before `revision` (default `HEAD`) changing a
    /// graded file of the exercise at `path`.
    static func commitTime(_ repository: URL, path: URL, revision: String? = nil) -> Date? {
        let relative = path.path.hasPrefix(repository.path + "/") ? String(path.path.dropFirst(repository.path.count + 1)) : "."
        guard let output = run(repository, ["log", "-1", "--format=%ct", "--no-show-signature", revision ?? "HEAD", "--"] + gradedPathspecs(relative)),
              let seconds = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// The newest commit of HEAD's history whose commit time is at or before `date` (`nil`:
    /// none, or no history).
    static func commit(before date: Date, in repository: URL) -> String? {
        let stamp = "\(Int(date.timeIntervalSince1970.rounded(.down))) +0000"
        guard let output = run(repository, ["rev-list", "-1", "--before=\(stamp)", "HEAD"]) else { return nil }
        let id = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.count >= 40 && id.allSatisfy(\.isHexDigit) ? id : nil
    }

    /// Writes the tree of `commit` into the empty folder `target` (git's own checkout: it writes
    /// nothing outside the work tree, whatever the tree holds). Returns whether it worked.
    static func checkout(_ repository: URL, commit: String, into target: URL) -> Bool {
        run(repository, ["--work-tree=" + target.path, "checkout", "-q", "-f", commit, "--", "."], writable: [target], timeout: 120) != nil
    }

    /// Runs git on the student's history; its standard output when it exits 0.
    static func run(_ repository: URL, _ arguments: [String], writable: [URL] = [], timeout: Double = 10) -> String? {
        guard let git, let studentGit = gitFolder(repository), let privateGit = try? PrivateGitFolder(student: studentGit) else { return nil }
        defer { privateGit.remove() }
        let safety = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "log.showSignature=false",
                      "-c", "gpg.program=/bin/false", "-c", "safe.directory=*", "-c", "core.symlinks=true",
                      "-c", "core.protectNTFS=true", "-c", "core.protectHFS=true", "--no-replace-objects"]
        var command = [git] + safety + arguments
        if SandboxCommand.bwrapWorks, let bwrap = SandboxCommand.bwrapPath {
            var binds = ["--ro-bind", studentGit.path, studentGit.path, "--bind", privateGit.url.path, privateGit.url.path]
            for url in writable where url.path != privateGit.url.path { binds += ["--bind", url.path, url.path] }
            command = SandboxCommand.bubblewrapBase(bwrap, scratchBytes: 8 << 20) + binds + ["--chdir", privateGit.url.path, "--"] + command
        }
        var environment = ["PATH": "/usr/bin:/bin", "GIT_DIR": privateGit.url.path, "GIT_CONFIG_NOSYSTEM": "1",
                           "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_COUNT": "0", "GIT_ATTR_NOSYSTEM": "1",
                           "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "GIT_PAGER": "cat", "PAGER": "cat",
                           "GIT_NO_REPLACE_OBJECTS": "1", "HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent",
                           "GIT_LFS_SKIP_SMUDGE": "1"]
        // The index of a checkout lives in the private git folder (nothing of the student's is written).
        environment["GIT_INDEX_FILE"] = privateGit.url.appendingPathComponent("index").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = privateGit.url
        process.environment = environment
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let data = (try? output.fileHandleForReading.read(upToCount: 1 << 16)) ?? nil
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
        deadline.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return String(decoding: data ?? Data(), as: UTF8.self)
    }
}
