import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Where learners get lost (issue 31): `check` from a subfolder of the project finds its
/// exercise, a mistyped exercise or command suggests the closest, in the learner's language; and
/// `watch` in a small terminal keeps the ✘ line and why it failed on the first screen.
extension LearnerCommandTests {
    func testCheckFindsItsExerciseFromASubfolder() throws {
        let root = try makeWorkbook(first: "twin-instance")
        let subfolder = root.appendingPathComponent("a-first/SegueBasics")
        let result = try run(["check", "--lang", "en", "--sandbox", "none"], in: subfolder)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains("✘ passes-values"), result.output)
        XCTAssertFalse(result.error.contains("checks.yaml"), result.error)
        // And by id, from the workbook's folder.
        let byID = try run(["check", "a-first", "--lang", "en", "--sandbox", "none"], in: root)
        XCTAssertEqual(byID.status, 1, byID.error)
        XCTAssertTrue(byID.output.contains("✘ passes-values"), byID.output)
    }

    func testAMistypedExerciseOrCommandSuggestsTheClosestInTheLearnersLanguage() throws {
        let root = try makeWorkbook()
        for (language, exerciseWords, commandWords) in [("en_US.UTF-8", "did you mean `a-first`?", "did you mean `workbook check`?"),
                                                        ("ko_KR.UTF-8", "`a-first`를 찾으셨나요?", "`workbook check`를 찾으셨나요?")] {
            for command in ["check", "hint", "trace"] {
                let result = try run([command, "a-frist"], in: root, environment: ["LANG": language, "LC_ALL": ""])
                XCTAssertEqual(result.status, 2, "\(command): \(result.error)")
                XCTAssertTrue(result.error.contains(exerciseWords), "\(command) in \(language): \(result.error)")
            }
            let typo = try run(["chek"], in: root, environment: ["LANG": language, "LC_ALL": ""])
            XCTAssertEqual(typo.status, 2)
            XCTAssertTrue(typo.error.contains(commandWords), typo.error)
        }
        // A folder with no exercise anywhere above it: one message, in one language.
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("nowhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: nowhere, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: nowhere) }
        let korean = try run(["check"], in: nowhere, environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""])
        XCTAssertEqual(korean.status, 2)
        XCTAssertTrue(korean.error.contains("여기에는 연습 문제가 없습니다"), korean.error)
        XCTAssertFalse(korean.error.contains("error:"), "one language: \(korean.error)")
    }

    /// In a 41-row terminal, the first screen of `watch` shows the ✘ line, what was expected and
    /// why, with the timeline folded below.
    func testWatchShowsTheFailureAndWhyOnTheFirstScreen() throws {
        let tmux = try tmux()
        let root = try makeWorkbook(first: "twin-instance")
        let first = root.appendingPathComponent("a-first")
        try tmux("new-session", "-d", "-s", "main", "-x", "100", "-y", "41",
                 command("watch --lang en --pause 1 --sandbox none", in: first, environment: "NO_COLOR=1"))
        let screen = try tmux.waitFor { $0.contains("Waiting for a save") }
        // tmux ends the captured pane with a newline after its last row.
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(screen.hasSuffix("\n") ? 1 : 0)
        XCTAssertLessThanOrEqual(lines.count, 41)
        XCTAssertTrue(screen.contains("workbook watch — a-first"), screen)
        XCTAssertTrue(screen.contains("✘ passes-values"), screen)
        XCTAssertTrue(screen.contains("expected: "), screen)
        XCTAssertTrue(screen.contains("why: ") || screen.contains("hint: "), screen)
        XCTAssertTrue(screen.contains("timeline:"), screen)
        try tmux("send-keys", "-t", "main", "q")
    }
}
