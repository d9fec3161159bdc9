import Foundation
@testable import WorkbookCore
import XCTest

/// A project a learner broke (issue 31), as the report explains it: the real cause, at the right
/// line, in the learner's language only, and not "the code did not compile".
final class BrokenProjectTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func checks() throws -> ExerciseChecks {
        let file = CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        return try ChecksParser.parse(String(contentsOf: file, encoding: .utf8), file: file.path)
    }

    func copyOfSegueBasics() throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CheckerTests.fixtures.appendingPathComponent("projects/SegueBasics"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }

    func testADeletedEndTagInTheStoryboardIsExplainedAtItsLineInEachLanguage() throws {
        let project = try copyOfSegueBasics()
        let storyboard = project.appendingPathComponent("SegueBasics/Base.lproj/Main.storyboard")
        var lines = try String(contentsOf: storyboard, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[92].trimmingCharacters(in: .whitespaces), "</scene>")
        lines.remove(at: 92)  // the first scene's </scene>; the scene starts at line 13
        try lines.joined(separator: "\n").write(to: storyboard, atomically: true, encoding: .utf8)
        let report = Checker(reportCache: nil).check(project: project, checks: try checks())
        let english = try XCTUnwrap(report.compileError(.en))
        XCTAssertTrue(english.contains("Main.storyboard:13:"), english)
        XCTAssertTrue(english.contains("<scene> that starts here is never closed"), english)
        let korean = try XCTUnwrap(report.compileError(.ko))
        XCTAssertTrue(korean.contains("Main.storyboard:13:"), korean)
        XCTAssertTrue(korean.contains("닫히지 않았습니다") && korean.contains("채점하지 않았습니다"), korean)
        XCTAssertNil(korean.range(of: "[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}", options: .regularExpression), "one language: \(korean)")
        for language in [Language.ko, .en] {
            let text = ReportFormat.terminal.render(report, language: language)
            XCTAssertFalse(text.contains(Catalog[language].terminalTheCodeDidNotCompileNo), "not a compile error: \(text)")
            XCTAssertTrue(text.contains(Catalog[language].terminalNotGradedNoCheckRan), text)
        }
    }
}

extension BrokenProjectTests {
    func testAMissingMainStoryboardIsNamedNotALaunchStep() throws {
        let project = try copyOfSegueBasics()
        try FileManager.default.removeItem(at: project.appendingPathComponent("SegueBasics/Base.lproj/Main.storyboard"))
        let report = Checker(reportCache: nil).check(project: project, checks: try checks())
        let english = try XCTUnwrap(report.compileError(.en))
        XCTAssertTrue(english.contains("Main.storyboard, is missing"), english)
        XCTAssertFalse(english.contains("launch"), english)
        let korean = try XCTUnwrap(report.compileError(.ko))
        XCTAssertTrue(korean.contains("메인 스토리보드 Main.storyboard가 없습니다"), korean)
        XCTAssertFalse(korean.contains("launch") || korean.contains("is missing"), korean)
        XCTAssertTrue(report.checks.allSatisfy { $0.status != .passed })
    }
}
