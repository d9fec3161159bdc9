import Foundation
@testable import Gradebook
import XCTest

/// A rerun of `grade --out DIR` replaces only what workbook wrote in DIR's folders (hostile
/// round 4, 20-G12: it deleted an instructor's notes in `feedback/`, `report/` and `lms/`).
final class OutputKeepTests: XCTestCase {
    var target: URL!

    override func setUpWithError() throws {
        target = FileManager.default.temporaryDirectory.appendingPathComponent("keep-\(UUID().uuidString)").appendingPathComponent("feedback")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: target.deletingLastPathComponent())
    }

    func write(_ text: String, _ path: String) throws {
        let url = target.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? { try? String(contentsOf: target.appendingPathComponent(path), encoding: .utf8) }

    func testOnlyWhatWorkbookWroteIsReplaced() throws {
        XCTAssertEqual(try GradeExports.writeFolder(["alice.md": "1", "students/alice.html": "1", "gone.md": "old"], to: target), [])
        try write("my notes", "alice-NOTES.md")
        try write("TA", "students/TA.txt")
        try write("deep", "mine/deep/x.txt")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let kept = try GradeExports.writeFolder(["alice.md": "2", "students/alice.html": "2"], to: target)
        XCTAssertEqual(kept, ["feedback/alice-NOTES.md", "feedback/mine/deep/x.txt", "feedback/students/TA.txt"])
        XCTAssertEqual(read("alice.md"), "2")
        XCTAssertEqual(read("students/alice.html"), "2")
        XCTAssertNil(read("gone.md"), "a file workbook wrote and no longer writes is removed")
        XCTAssertEqual(read("alice-NOTES.md"), "my notes")
        XCTAssertEqual(read("students/TA.txt"), "TA")
        XCTAssertEqual(read("mine/deep/x.txt"), "deep")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: target.appendingPathComponent("empty").path, isDirectory: &isDirectory) && isDirectory.boolValue)
        // A third run keeps them again (they are not in the list of workbook's own files).
        XCTAssertEqual(try GradeExports.writeFolder(["alice.md": "3"], to: target).count, 3)
        XCTAssertEqual(read("alice-NOTES.md"), "my notes")
        XCTAssertNil(read("students/alice.html"))
    }

    func testAFileWorkbookDidNotWriteAtANameItNeedsIsAnErrorAndNothingIsReplaced() throws {
        try GradeExports.writeFolder(["alice.md": "1"], to: target)
        try write("the instructor's", "bob.md")
        XCTAssertThrowsError(try GradeExports.writeFolder(["alice.md": "2", "bob.md": "feedback"], to: target)) { error in
            XCTAssertTrue("\(error)".contains("bob.md: error: workbook did not write this file"), "\(error)")
        }
        XCTAssertEqual(read("bob.md"), "the instructor's")
        XCTAssertEqual(read("alice.md"), "1")
    }

    /// A folder written before the list existed: what this run writes again is replaced, the
    /// rest is kept (workbook cannot tell whose it is).
    func testAFolderWithoutAListKeepsWhatIsNotWrittenAgain() throws {
        try write("old run", "alice.md")
        try write("old run, a student since renamed", "carol.md")
        let kept = try GradeExports.writeFolder(["alice.md": "new"], to: target)
        XCTAssertEqual(kept, ["feedback/carol.md"])
        XCTAssertEqual(read("alice.md"), "new")
        XCTAssertEqual(read("carol.md"), "old run, a student since renamed")
    }
}
