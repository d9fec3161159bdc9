import Foundation
@testable import Gradebook
import XCTest

/// Submission times from a student's history follow the graded files only, and `--as-of` takes
/// the student's folder as it was at the last commit before a date.
final class SemesterGitTests: XCTestCase {
    var root: URL!
    var student: URL { root.appendingPathComponent("alice") }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("semester-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: student.appendingPathComponent("Exercises/ex/App"), withIntermediateDirectories: true)
        try git(["init", "-q"], at: 0)
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    /// `git -C alice ARGUMENTS` with author and committer dates `seconds` after 2026-03-01T00:00:00Z.
    @discardableResult
    func git(_ arguments: [String], at seconds: Int) throws -> String {
        try SemesterClassTests.git(student, arguments, at: Date(timeIntervalSince1970: TimeInterval(1_772_323_200 + seconds)))
    }

    func commit(_ files: [String: String?], at seconds: Int) throws {
        for (path, text) in files {
            let url = student.appendingPathComponent(path)
            if let text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        try git(["add", "-A"], at: seconds)
        try git(["commit", "-qm", "at \(seconds)"], at: seconds)
    }

    func time(_ seconds: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(1_772_323_200 + seconds)) }

    func testOnlyGradedFilesMoveTheSubmissionTime() throws {
        let exercise = student.appendingPathComponent("Exercises/ex")
        try commit(["Exercises/ex/App/A.swift": "let a = 1\n", "Exercises/ex/App/Main.storyboard": "<document/>"], at: 100)
        XCTAssertEqual(StudentGit.commitTime(student, path: exercise), time(100))
        // A hint record, a README and the progress file committed days later: still on time.
        try commit(["Exercises/ex/.workbook-hints.json": "{}", "Exercises/ex/README.md": "notes",
                    "Exercises/.workbook-state.json": "{}"], at: 5 * 86_400)
        XCTAssertEqual(StudentGit.commitTime(student, path: exercise), time(100))
        // Another exercise's work does not move this one.
        try commit(["Exercises/other/App/B.swift": "let b = 1\n"], at: 6 * 86_400)
        XCTAssertEqual(StudentGit.commitTime(student, path: exercise), time(100))
        // A storyboard change, a new Swift file and a deleted one do.
        try commit(["Exercises/ex/App/Main.storyboard": "<document a=\"1\"/>"], at: 7 * 86_400)
        XCTAssertEqual(StudentGit.commitTime(student, path: exercise), time(7 * 86_400))
        try commit(["Exercises/ex/App/A.swift": nil], at: 8 * 86_400)
        XCTAssertEqual(StudentGit.commitTime(student, path: exercise), time(8 * 86_400))
        // Through the grader's entry point (no roster time): the same.
        let folder = StudentFolder(id: "alice", folder: student, refusal: nil)
        XCTAssertEqual(Submissions.submittedAt(student: folder, exerciseFolder: exercise, project: nil, roster: nil), time(8 * 86_400))
    }

    func testAsOfTakesTheLastCommitBeforeTheDate() throws {
        try commit(["Exercises/ex/App/A.swift": "let a = 1 // on time\n"], at: 100)
        try commit(["Exercises/ex/.workbook-hints.json": "{\"late\": true}"], at: 86_400)
        try commit(["Exercises/ex/App/A.swift": "let a = 2 // late\n"], at: 3 * 86_400)
        let commit = try XCTUnwrap(StudentGit.commit(before: time(2 * 86_400), in: student))
        XCTAssertEqual(commit, try git(["rev-parse", "HEAD~1"], at: 0))
        XCTAssertNil(StudentGit.commit(before: time(0), in: student), "nothing committed by then")
        let snapshot = root.appendingPathComponent("snapshot")
        try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: false)
        XCTAssertTrue(StudentGit.checkout(student, commit: commit, into: snapshot))
        XCTAssertEqual(try String(contentsOf: snapshot.appendingPathComponent("Exercises/ex/App/A.swift"), encoding: .utf8), "let a = 1 // on time\n")
        XCTAssertEqual(try String(contentsOf: snapshot.appendingPathComponent("Exercises/ex/.workbook-hints.json"), encoding: .utf8), "{\"late\": true}")
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshot.appendingPathComponent(".git").path))
        // The snapshot's time is its last graded change, read from the student's history at that commit.
        let folder = StudentFolder(id: "alice", folder: snapshot, refusal: nil, history: student, revision: commit)
        XCTAssertEqual(Submissions.submittedAt(student: folder, exerciseFolder: snapshot.appendingPathComponent("Exercises/ex"), project: nil, roster: nil),
                       time(100))
        // The student's own work tree and index are untouched.
        XCTAssertEqual(try String(contentsOf: student.appendingPathComponent("Exercises/ex/App/A.swift"), encoding: .utf8), "let a = 2 // late\n")
        XCTAssertEqual(try git(["status", "--porcelain"], at: 0), "")
    }
}
