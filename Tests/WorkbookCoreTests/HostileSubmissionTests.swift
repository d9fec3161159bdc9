import Foundation
import LearnerBuild
import WorkbookCore
import XCTest

/// Issue "grades that can be trusted", items without a fixture elsewhere, through the command a
/// grader runs: each asserts the exact outcome (exit status, what is said, what did not happen).
/// The others: ForgeryTests (1), OutputFolderTests (3), ReportSafetyTests and
/// ProjectScannerSafetyTests (4), HostileCodeTests (5, 8, 10), InstructorInputTests and
/// ChapterDiagnosticsTests (6, 11), StoryboardPreflightTests and MarkdownLimitsTests (7),
/// CleanupTests (13).
final class HostileSubmissionTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// A copy of the sample exercise with the correct solution, as a learner hands it in.
    func submission() throws -> URL {
        let fixtures = CheckerTests.fixtures
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("submission-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml"),
                                         to: folder.appendingPathComponent("checks.yaml"))
        let target = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("exercises/manual-segue-values/solutions/correct/ViewController.swift"),
                                         to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = CheckCommandTests.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    // MARK: 2. A file name runs code on the grading host

    func testAFileNamedLikeACompilerOptionIsNotGradedAndRunsNothing() throws {
        let folder = try submission()
        let marker = folder.appendingPathComponent("pwned")
        let script = folder.appendingPathComponent("script.sh")
        try "#!/bin/sh\ntouch \(marker.path)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try "// a file".write(to: folder.appendingPathComponent("SegueBasics/-use-ld=\(script.path.replacingOccurrences(of: "/", with: "∕")).swift"),
                               atomically: true, encoding: .utf8)
        // A real `-…` name (a slash cannot be in a file name: the option would take a relative path).
        try "// a file".write(to: folder.appendingPathComponent("SegueBasics/-use-ld=script.sh.swift"), atomically: true, encoding: .utf8)
        let result = try run(["check", folder.path, "--no-cache", "--lang", "en"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.contains("Not graded"), result.output)
        XCTAssertTrue(result.output.contains("-use-ld="), result.output)
        XCTAssertFalse(result.output.contains("internal error"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the script never ran")
    }

    func testACompileThatRunsPastItsLimitIsACompileErrorNotAHang() throws {
        let folder = try submission()
        // Mixed literals in one long sum: the type checker tries every combination.
        let terms = (0..<60).map { $0 % 2 == 0 ? "1" : "1.0" }.joined(separator: " + ")
        try "let bomb = [\(terms), \(terms)].map { $0 * 2 - 1 + 3 / 4 }\n".write(to: folder.appendingPathComponent("SegueBasics/Bomb.swift"),
                                                                             atomically: true, encoding: .utf8)
        var compiler = LearnerCompiler()
        compiler.wallSeconds = 4
        compiler.cpuSeconds = 4
        let checks = try ChecksParser.parse(String(contentsOf: folder.appendingPathComponent("checks.yaml"), encoding: .utf8), file: "checks.yaml")
        let report = Checker(tracer: ProjectTracer(compiler: compiler), reportCache: nil).check(project: folder, checks: checks)
        XCTAssertEqual(report.exitCode, 1)
        XCTAssertNil(report.internalError)
        let text = try XCTUnwrap(report.compileError)
        XCTAssertTrue(text.contains("stopped after 4 s") || text.contains("reasonable time") || text.contains("CPU"), text)
        XCTAssertTrue(report.checks.allSatisfy { $0.status == .skipped })
    }

    // MARK: 9. Infrastructure failures are ours, not the learner's

    /// bubblewrap installed but unable to make a sandbox (here a stand-in that always fails).
    func testABubblewrapThatCannotSandboxIsAnErrorOrAWarningNeverAZero() throws {
        let folder = try submission()
        let fake = folder.appendingPathComponent("fake-bwrap")
        try "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let cache = folder.appendingPathComponent("cache")
        let environment = ["WORKBOOK_BWRAP": fake.path, "WORKBOOK_CACHE_DIR": cache.path]

        let strict = try run(["check", folder.path, "--sandbox", "bwrap", "--lang", "en"], environment: environment)
        XCTAssertEqual(strict.status, 3, strict.output + strict.error)
        XCTAssertTrue(strict.error.contains("bubblewrap"), strict.error)
        XCTAssertEqual(strict.output, "", "no report, no score")

        // These checks hold a hidden one: without the sandbox the app could read it, so even
        // `auto` refuses (fail closed, issue 18.6), with no report and no score.
        let closed = try run(["check", folder.path, "--lang", "en"], environment: environment)
        XCTAssertEqual(closed.status, 3, closed.output + closed.error)
        XCTAssertTrue(closed.error.contains("these checks include hidden or after_due ones"), closed.error)
        XCTAssertEqual(closed.output, "", "no report, no score")

        // A learner's own copy (visible checks only) falls back to limits only, with a warning.
        let checksFile = folder.appendingPathComponent("checks.yaml")
        let visibleOnly = try String(contentsOf: checksFile, encoding: .utf8).replacingOccurrences(of: "    visibility: hidden\n", with: "")
        XCTAssertFalse(visibleOnly.contains("hidden"))
        try visibleOnly.write(to: checksFile, atomically: true, encoding: .utf8)
        let fallback = try run(["check", folder.path, "--lang", "en"], environment: environment)
        XCTAssertEqual(fallback.status, 0, "a correct solution still passes, checked with limits only: " + fallback.output + fallback.error)
        XCTAssertTrue(fallback.error.contains("warning: bubblewrap is installed but cannot create a sandbox here"), fallback.error)
        let reports = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("reports").path)) ?? []
        XCTAssertTrue(reports.filter { $0.hasSuffix(".json") }.isEmpty, "nothing cached without the sandbox: \(reports)")
    }

    // MARK: 12. Learner-caused problems are learner errors

    func testAFileNameWithANewlineIsNotGradedWithExitOne() throws {
        let folder = try submission()
        try "// x".write(to: folder.appendingPathComponent("SegueBasics/A\n::error::forged.swift"), atomically: true, encoding: .utf8)
        for format in ["terminal", "github"] {
            let result = try run(["check", folder.path, "--no-cache", "--lang", "en", "--format", format])
            XCTAssertEqual(result.status, 1, result.output + result.error)
            XCTAssertFalse(result.output.contains("internal error"), result.output)
            XCTAssertFalse(result.output.split(separator: "\n").contains { $0.hasPrefix("::error::forged") }, result.output)
        }
    }

    func testAProjectNamedLikeTheRuntimeIsNotGraded() throws {
        let folder = try submission()
        try FileManager.default.moveItem(at: folder.appendingPathComponent("SegueBasics"), to: folder.appendingPathComponent("UIKit"))
        try FileManager.default.moveItem(at: folder.appendingPathComponent("SegueBasics.xcodeproj"), to: folder.appendingPathComponent("UIKit.xcodeproj"))
        let result = try run(["check", folder.path, "--no-cache", "--lang", "en"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertFalse(result.output.contains("internal error"), result.output)
        XCTAssertTrue(result.output.contains("UIKit"), result.output)
    }

    func testABrokenStoryboardIsTheLearnersErrorWithWhere() throws {
        let folder = try submission()
        let storyboard = folder.appendingPathComponent("SegueBasics/Base.lproj/Main.storyboard")
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        text = text.replacingOccurrences(of: "</scenes>", with: "<scene></scenes>")
        try text.write(to: storyboard, atomically: true, encoding: .utf8)
        let result = try run(["check", folder.path, "--no-cache", "--lang", "en"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertFalse(result.output.contains("internal error"), result.output)
        XCTAssertTrue(result.output.contains("Main.storyboard"), result.output)
    }
}
