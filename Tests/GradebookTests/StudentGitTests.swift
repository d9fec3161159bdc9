import Foundation
@testable import Gradebook
import XCTest

/// Grading dates a submission from the student's git history. The student's repository is
/// hostile input: its `.git/config` may name programs for git to run (here `gpg.program` with
/// `log.showSignature`, `core.fsmonitor`, `core.pager`, `diff.external`), so reading a commit
/// time must never let it configure git, and must still read the time right.
final class StudentGitTests: XCTestCase {
    var root: URL!
    var marker: URL!

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("student-git-\(UUID().uuidString)")
        marker = root.appendingPathComponent("PAYLOAD-RAN")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("alice/Exercises/ex"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    @discardableResult
    func git(_ arguments: [String], input: Data? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", root.appendingPathComponent("alice").path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@example.com",
                               "GIT_COMMITTER_NAME": "a", "GIT_COMMITTER_EMAIL": "a@example.com",
                               "GIT_AUTHOR_DATE": "2026-03-01T10:00:00Z", "GIT_COMMITTER_DATE": "2026-03-01T10:00:00Z"]
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(input); try inputPipe.fileHandleForWriting.close() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository whose newest commit touching the exercise is signed (1772460000 =
    /// 2026-03-02T14:00:00Z), and whose config runs `payload.sh` for signatures, fsmonitor,
    /// paging and diffs.
    func makeHostileRepository() throws -> URL {
        let student = root.appendingPathComponent("alice")
        try git(["init", "-q"])
        try "let a = 1\n".write(to: student.appendingPathComponent("Exercises/ex/A.swift"), atomically: true, encoding: .utf8)
        try git(["add", "."])
        try git(["commit", "-qm", "first"])
        try "let a = 2\n".write(to: student.appendingPathComponent("Exercises/ex/A.swift"), atomically: true, encoding: .utf8)
        try git(["add", "."])
        let tree = try git(["write-tree"]), parent = try git(["rev-parse", "HEAD"])
        let commit = """
        tree \(tree)
        parent \(parent)
        author a <a@example.com> 1772460000 +0000
        committer a <a@example.com> 1772460000 +0000
        gpgsig -----BEGIN PGP SIGNATURE-----
         
         iQEzBAABCAAdFiEE
         -----END PGP SIGNATURE-----

        signed

        """
        let id = try git(["hash-object", "-t", "commit", "-w", "--stdin"], input: Data(commit.utf8))
        try git(["update-ref", "HEAD", id])
        let payload = student.appendingPathComponent("payload.sh")
        try "#!/bin/sh\necho ran >> '\(marker.path)'\nexit 1\n".write(to: payload, atomically: true, encoding: .utf8)
        chmod(payload.path, 0o755)
        for (key, value) in [("log.showSignature", "true"), ("gpg.program", payload.path), ("core.fsmonitor", payload.path),
                             ("core.pager", payload.path), ("diff.external", payload.path), ("core.hooksPath", student.path)] {
            try git(["config", key, value])
        }
        return student
    }

    func testTheStudentsGitConfigRunsNothingAndTheTimeIsRight() throws {
        let student = try makeHostileRepository()
        // The configuration really is armed: git run plainly on it runs the payload.
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path))
        let folder = StudentFolder(id: "alice", folder: student, refusal: nil)
        let date = Submissions.submittedAt(student: folder, exerciseFolder: student.appendingPathComponent("Exercises/ex"), project: nil, roster: nil)
        XCTAssertEqual(date, Date(timeIntervalSince1970: 1_772_460_000))
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the student's git configuration ran a program on the grading host")
        // Nothing of workbook's private git folder is left behind (only this process's are looked
        // at: other runs on the machine, or a killed one's leftovers, are not this test's).
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("\(PrivateGitFolder.prefix)\(getpid())-") }
        XCTAssertEqual(left, [])
    }

    /// The payload really is what plain git would run: the test above could not pass by accident.
    func testPlainGitOnTheSameRepositoryWouldRunThePayload() throws {
        let student = try makeHostileRepository()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", student.path, "log", "-1", "--format=%ct", "--", "Exercises/ex"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path))
    }

    /// `.git` that is a file (a worktree's pointer) or a link is not read at all.
    func testAGitFileOrLinkIsNotFollowed() throws {
        let student = root.appendingPathComponent("alice")
        try "gitdir: /etc\n".write(to: student.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
        XCTAssertNil(Submissions.gitTime(student, path: student.appendingPathComponent("Exercises/ex")))
        try FileManager.default.removeItem(at: student.appendingPathComponent(".git"))
        try FileManager.default.createSymbolicLink(atPath: student.appendingPathComponent(".git").path, withDestinationPath: "/etc")
        XCTAssertNil(Submissions.gitTime(student, path: student.appendingPathComponent("Exercises/ex")))
    }
}
