import Chapters
import ClassReports
import Foundation
@testable import Gradebook
import WorkbookCore
import XCTest

/// Issue 29.3: no student can keep themselves out of the gradebook. A class of the book's
/// `lost-value-vc1-vc2-vc3` with alice (the reference), mallory (her app ends with `exit(137)`,
/// which bubblewrap's status made look like a kill from outside, twice: `grade` threw for the
/// pair and exited 3 on every run), and shimmy (her project is named `_FoundationCShims`, a module
/// of the toolchain: "internal error… a bug in workbook", exit 3). Every pair is recorded and
/// `grade` exits 0.
final class HostileClassTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GradeCommandTests.setUp()
    }

    func testAClassWithHostileStudentsIsRecordedWholeAndExitsZero() throws {
        let exercise = GradeCommandTests.exercise
        let (loaded, _) = Book.load(root: GradeCommandTests.repository)
        let book = try XCTUnwrap(loaded)
        let submissions = GradeCommandTests.temporary("hostile-class")
        addTeardownBlock { try? FileManager.default.removeItem(at: submissions) }
        for student in ["alice", "mallory", "shimmy"] {
            let staging = GradeCommandTests.temporary("staging")
            try SyntheticClass.write(book: book, count: 1, into: staging, exercises: [exercise]) { _, _ in "reference" }
            try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: staging.appendingPathComponent("student001"), to: submissions.appendingPathComponent(student))
            try? FileManager.default.removeItem(at: staging)
        }
        let folder = { (student: String) in submissions.appendingPathComponent("\(student)/Exercises/\(exercise)") }
        try """
        import UIKit

        class VC1: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                exit(137)
            }
        }
        """.write(to: folder("mallory").appendingPathComponent("LostValue/VC1.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: folder("shimmy").appendingPathComponent("LostValue.xcodeproj"),
                                         to: folder("shimmy").appendingPathComponent("_FoundationCShims.xcodeproj"))

        let out = GradeCommandTests.temporary("hostile-out")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let result = try GradeCommandTests.run(["grade", submissions.path, "--out", out.path, "--book", GradeCommandTests.repository.path,
                                                "--jobs", "2", "--exercise", exercise])
        XCTAssertEqual(result.status, 0, result.error)
        let gradebook = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite"))
        let results = try gradebook.classResults()
        func final(_ student: String) -> GradedAttempt? {
            results.students.first { $0.id == student }?.exercises.first { $0.exercise == exercise }?.final
        }
        XCTAssertEqual(final("alice")?.score, 3)
        let mallory = try XCTUnwrap(final("mallory"), "mallory's pair is recorded")
        XCTAssertEqual(mallory.score, 0)
        XCTAssertEqual(mallory.report?.checks.first?.crash?.reason, "The app ended with exit(137) before the steps finished.")
        let shimmy = try XCTUnwrap(final("shimmy"), "shimmy's pair is recorded")
        XCTAssertEqual(shimmy.score, 0)
        XCTAssertTrue(shimmy.refusal?.contains("'_FoundationCShims'") ?? false, shimmy.refusal ?? "no refusal")
        XCTAssertEqual(try gradebook.count("attempts"), 3)
    }
}
