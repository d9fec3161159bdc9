import Foundation
import WorkbookCore
import XCTest

/// Where bubblewrap cannot make a sandbox (not installed, or a container that refuses user
/// namespaces), `grade` and a `check` whose set withholds checks from the learner refuse to run
/// (exit 3) instead of running students' code as the grader; only an explicit `--sandbox none`
/// runs without it. The learner's own copy (visible checks only) still runs, with a warning.
/// `WORKBOOK_BWRAP` points workbook at another bubblewrap: `/bin/false` is one that is installed
/// but cannot sandbox, a missing path one that is not installed.
final class FailClosedTests: XCTestCase {
    static var repository: URL { GradeCommandTests.repository }

    override class func setUp() {
        super.setUp()
        GradeCommandTests.setUp()
    }

    func run(_ arguments: [String], bwrap: String, in folder: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        try GradeCommandTests.run(arguments, in: folder, environment: ["WORKBOOK_BWRAP": bwrap, "LANG": "C.UTF-8"])
    }

    func testGradeRefusesToRunAClassWithoutTheSandbox() throws {
        let (_, submissions, _, _) = try GradeWholeWorkbookTests.setUpClassOnce()
        for bwrap in ["/bin/false", "/nonexistent/bwrap"] {
            let out = GradeCommandTests.temporary("closed")
            let refused = try run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--exercise", "push-and-pop"], bwrap: bwrap)
            XCTAssertEqual(refused.status, 3, refused.error)
            XCTAssertTrue(refused.error.contains("workbook grade runs other people's code"), refused.error)
            XCTAssertTrue(refused.error.contains("--sandbox none"), refused.error)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("gradebook.sqlite").path), "nothing graded")
        }
        // Asked for by name, it runs (with a warning saying what that means).
        let out = GradeCommandTests.temporary("open")
        let knowingly = try run(["grade", submissions.path, "--out", out.path, "--book", Self.repository.path, "--exercise", "push-and-pop",
                                 "--sandbox", "none"], bwrap: "/bin/false")
        XCTAssertEqual(knowingly.status, 0, knowingly.error)
        XCTAssertTrue(knowingly.error.contains("warning: --sandbox none"), knowingly.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("grades.csv").path))
    }

    func testACheckWithHiddenChecksRefusesButTheLearnersCopyRuns() throws {
        let exercise = Self.repository.appendingPathComponent("Exercises/push-and-pop")
        // In the book's folder, --exercise takes the chapter's full set: hidden checks included.
        let full = try run(["check", "--project", exercise.path, "--exercise", "push-and-pop", "--lang", "en"], bwrap: "/bin/false", in: Self.repository)
        XCTAssertEqual(full.status, 3, full.error)
        XCTAssertTrue(full.error.contains("these checks include hidden or after_due ones"), full.error)
        XCTAssertEqual(full.output, "", "no check ran")
        // The learner's copy has only visible checks: limits only, with a warning.
        let copy = try run(["check", exercise.path, "--lang", "en", "--no-cache"], bwrap: "/bin/false")
        XCTAssertEqual(copy.status, 1, copy.error)
        XCTAssertTrue(copy.error.contains("checking with limits only"), copy.error)
        XCTAssertTrue(copy.output.contains("pushes-detail"), copy.output)
    }

    func testThePolicy() {
        XCTAssertNil(SandboxPolicy.refusal(mode: .auto, grading: true, withholds: true, bwrapWorks: true))
        XCTAssertNil(SandboxPolicy.refusal(mode: .none, grading: true, withholds: true, bwrapWorks: false))
        XCTAssertNil(SandboxPolicy.refusal(mode: .auto, grading: false, withholds: false, bwrapWorks: false))
        XCTAssertNotNil(SandboxPolicy.refusal(mode: .auto, grading: false, withholds: true, bwrapWorks: false))
        XCTAssertNotNil(SandboxPolicy.refusal(mode: .auto, grading: true, withholds: false, bwrapWorks: false))
    }
}
