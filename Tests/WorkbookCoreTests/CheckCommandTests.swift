import Foundation
import XCTest

/// The `workbook check` command as a learner and a CI maintainer run it: exit codes, formats, cache.
final class CheckCommandTests: XCTestCase {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// An exercise folder as the student workbook lays it out: the project files and checks.yaml.
    func exerciseFolder(solution: String) throws -> URL {
        let fixtures = CheckerTests.fixtures
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
        let exercise = fixtures.appendingPathComponent("exercises/manual-segue-values")
        try FileManager.default.copyItem(at: exercise.appendingPathComponent("checks.yaml"), to: folder.appendingPathComponent("checks.yaml"))
        let target = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: exercise.appendingPathComponent("solutions/\(solution)/ViewController.swift"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func run(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testPassingSolutionExitsZeroAndTheSecondRunComesFromTheCache() throws {
        let folder = try exerciseFolder(solution: "correct")
        let first = try run(["check", "--lang", "en"], in: folder)
        XCTAssertEqual(first.status, 0, first.output + first.error)
        XCTAssertTrue(first.output.contains("5 passed, 0 failed, 0 skipped"), first.output)
        let second = try run(["check", "--lang", "en"], in: folder)
        XCTAssertEqual(second.status, 0)
        XCTAssertTrue(second.output.contains("(cached)"), second.output)
    }

    /// A learner's copy that leaves checks out (`hidden_points:`) says, once everything in it
    /// passes, that grading runs more: "all passed" is not read as done.
    func testAPassingCopyWithHiddenPointsSaysGradingRunsMore() throws {
        let folder = try exerciseFolder(solution: "correct")
        let plain = try run(["check", "--lang", "en", "--no-cache"], in: folder)
        XCTAssertFalse(plain.output.contains("Grading runs more checks"), plain.output)
        let checks = folder.appendingPathComponent("checks.yaml")
        let text = try String(contentsOf: checks, encoding: .utf8)
        let withHidden = text.replacingOccurrences(of: "\nchecks:", with: "\nhidden_points: 2\nchecks:")
        XCTAssertNotEqual(text, withHidden)
        try withHidden.write(to: checks, atomically: true, encoding: .utf8)
        let english = try run(["check", "--lang", "en", "--no-cache"], in: folder)
        XCTAssertEqual(english.status, 0, english.output + english.error)
        XCTAssertTrue(english.output.contains("5 passed, 0 failed, 0 skipped\n\nEvery check here passes. Grading runs more checks (2 points)"), english.output)
        let korean = try run(["check", "--lang", "ko"], in: folder)
        XCTAssertTrue(korean.output.contains("채점에서는 이 사본에 없는 검사(2점)를 더 실행합니다."), korean.output)
        // A failing copy is told its failures, not this.
        let json = try run(["check", "--format", "json", "--no-cache"], in: folder)
        XCTAssertFalse(json.output.contains("Grading runs"), json.output)
    }

    func testFailingSolutionExitsOneWithAJSONReport() throws {
        let folder = try exerciseFolder(solution: "twin-instance")
        let report = folder.appendingPathComponent("out/results.json")
        let result = try run(["check", folder.path, "--format", "json", "--output", report.path, "--no-cache"])
        XCTAssertEqual(result.status, 1, result.error)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        XCTAssertEqual(json?["status"] as? String, "fail")
        XCTAssertEqual(json?["max_score"] as? Double, 6)
    }

    func testProjectModeChecksALearnersXcodeProject() throws {
        let folder = try exerciseFolder(solution: "correct")
        let exercise = CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values")
        let result = try run(["check", "--project", folder.path, "--exercise", exercise.path, "--format", "junit", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("<testsuite name=\"manual-segue-values\" tests=\"5\" failures=\"0\""), result.output)
    }

    func testMalformedChecksExitTwoWithTheirLine() throws {
        let folder = try exerciseFolder(solution: "correct")
        try "exercise: x\nchecks:\n  - id: a\n    steps:\n      - lanch\n      - expect: {topp: X}\n"
            .write(to: folder.appendingPathComponent("checks.yaml"), atomically: true, encoding: .utf8)
        let result = try run(["check"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("checks.yaml:5:9: error: unknown step `lanch`"), result.error)
        XCTAssertTrue(result.error.contains("did you mean `launch`?"), result.error)
        XCTAssertTrue(result.error.contains("unknown expectation `topp`"), result.error)
        let missing = try run(["check", "/nonexistent-folder"])
        XCTAssertEqual(missing.status, 2)
    }
}
