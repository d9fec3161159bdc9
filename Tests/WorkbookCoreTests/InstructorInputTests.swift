import Foundation
import XCTest

/// `workbook check` refuses an instructor's checks.yaml that would hang the checker, grade with
/// made-up points or show `after_due` details too early: exit 2 with file:line:column, before
/// anything is built or run.
final class InstructorInputTests: XCTestCase {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    /// Runs `workbook check` on a folder holding only `checks` as checks.yaml; gives up after 60 s.
    func check(_ checks: String) throws -> (status: Int32, error: String, seconds: Double) {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.binary.path), "the workbook binary is built with the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("instructor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try checks.write(to: folder.appendingPathComponent("checks.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["check", "--no-cache"]
        process.currentDirectoryURL = folder
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        let start = Date()
        try process.run()
        let deadline = DispatchTime.now() + 60
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { process.waitUntilExit(); done.signal() }
        if done.wait(timeout: deadline) == .timedOut {
            process.terminate()
            XCTFail("workbook check did not finish in 60 s")
        }
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text, Date().timeIntervalSince(start))
    }

    static let check = "exercise: x\nchecks:\n  - id: a\n"

    func testANaNTimeoutExitsTwoAtOnce() throws {
        let result = try check(Self.check + "    timeout: .nan\n    steps: [launch]\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:4:14: error: `timeout: .nan` is not allowed: it is not a number"), result.error)
        XCTAssertLessThan(result.seconds, 30)
    }

    func testPointsThatAreTextExitTwo() throws {
        let result = try check(Self.check + "    points: two\n    steps: [launch]\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:4:13: error: `points` is a whole number, 0 or more, not `two`"), result.error)
    }

    func testABadDueExitsTwo() throws {
        let result = try check("exercise: x\ndue: 2026-02-30\nchecks:\n  - id: a\n    visibility: after_due\n    steps: [launch]\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:2:6: error: `due: 2026-02-30` is not a date"), result.error)
    }

    func testAfterDueWithoutADueExitsTwo() throws {
        let result = try check(Self.check + "    visibility: after_due\n    steps: [launch]\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:4:17: error: the check `a` is `after_due`, but the exercise has no due date"), result.error)
    }

    func testACycleAndAnUnknownKeyExitTwo() throws {
        let result = try check("exercise: x\nchecks:\n  - id: a\n    depends: [b]\n    steps: [launch]\n  - id: b\n    depends: [a]\n    colour: red\n    steps: [launch]\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:4:15: error: `a` depends on `b`, which is defined after it"), result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:8:5: error: unknown check key `colour` (known: id, title, points, visibility, feedback, depends, timeout, hints, steps)"), result.error)
    }

    /// An exercise without checks cannot be graded: exit 2 at the empty list, not "all passed".
    func testAnEmptyCheckListExitsTwo() throws {
        let result = try check("exercise: x\nchecks: []\n")
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("checks.yaml:2:9: error: `checks` is empty: an exercise needs at least one check to be graded"), result.error)
    }
}
