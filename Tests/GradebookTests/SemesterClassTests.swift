import Chapters
import ClassReports
import Foundation
@testable import Gradebook
import WorkbookCore
import XCTest

/// A class shaped like a real semester, graded with `workbook grade` end to end: GitHub
/// Classroom's roster export as it comes (`identifier,github_username,github_id,name`, Korean
/// names, a row no GitHub account claimed, an identifier a spreadsheet reads as a formula) and
/// its clone layout (`hw1-<username>/`, whole-workbook git repositories), with late commits,
/// a hint record committed after the due date, a deleted exercise, an empty folder, a folder
/// copied without its history and a folder nobody on the roster owns. Two exercises:
/// `lost-value-vc1-vc2-vc3` and `manual-segue-values`.
final class SemesterClassTests: XCTestCase {
    static let repository = GradeCommandTests.repository
    static let lostValue = "lost-value-vc1-vc2-vc3"
    static let segue = "manual-segue-values"
    /// 2026-03-01T23:59:00+09:00, the due date of both exercises.
    static let due = Date(timeIntervalSince1970: 1_772_377_140)
    static let dueText = "2026-03-01T23:59:00+09:00"

    override class func setUp() {
        super.setUp()
        GradeCommandTests.setUp()
    }

    /// `git -C FOLDER ARGUMENTS` with author and committer dates `date`; its output, trimmed.
    @discardableResult
    static func git(_ folder: URL, _ arguments: [String], at date: Date) throws -> String {
        let stamp = "@\(Int(date.timeIntervalSince1970)) +0000"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder.path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_AUTHOR_NAME": "s", "GIT_AUTHOR_EMAIL": "s@example.com",
                               "GIT_COMMITTER_NAME": "s", "GIT_COMMITTER_EMAIL": "s@example.com",
                               "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func commitAll(_ folder: URL, at date: Date) throws {
        try git(folder, ["add", "-A"], at: date)
        try git(folder, ["commit", "-qm", "work"], at: date)
    }

    /// bob's lost-value solution (GradeCommandTests): passes the visible checks, not the hidden one.
    static let partialVC3 = """
        import UIKit

        class VC3: UIViewController {
            static var saved: String?

            @IBAction func onSend(_ sender: Any) {
                VC3.saved = "from VC3"
                self.navigationController?.popViewController(animated: true)
            }
        }
        """
    static let partialVC2 = """
        import UIKit

        class VC2: UIViewController {
            @IBOutlet var valueLabel: UILabel!
            var value: String?

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                self.valueLabel.text = VC3.saved ?? "-"
            }
        }
        """

    static let roster = """
        "identifier","github_username","github_id","name"
        "minjun@example.ac.kr","minjun-kim","1001","김민준"
        "2026001","seoyeon","1002","이서연"
        "jiho@example.ac.kr","jiho","1003","박지호"
        "haeun@example.ac.kr","haeun","1004","최하은"
        "kim@example.ac.kr","kim","1006","Kim Late"
        "=2+3","formula","1007","=HYPERLINK(""http://x"")"
        "woojin@example.ac.kr","","","정우진"

        """

    static let overrides = """
        student,exercise,action,value,reason,by
        haeun,*,extend,2100-01-01T00:00:00Z,copied from a USB stick on the due date (no history),prof
        kim,\(segue),adjust,-1,left debugging prints in,TA
        formula,\(lostValue),excuse,,medical leave,prof

        """

    /// The class: SUBMISSIONS (Classroom clone folders) and the roster and overrides files.
    nonisolated(unsafe) static var made: (submissions: URL, roster: URL, overrides: URL)?

    static func makeClass() throws -> (submissions: URL, roster: URL, overrides: URL) {
        if let made { return made }
        let (loaded, _) = Book.load(root: repository)
        let book = try XCTUnwrap(loaded)
        let root = GradeCommandTests.temporary("semester")
        let submissions = root.appendingPathComponent("hw1-submissions")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        func clone(_ user: String, number: Int) throws -> URL {
            let staging = GradeCommandTests.temporary("staging")
            try SyntheticClass.write(book: book, count: number, into: staging, exercises: [lostValue, segue]) { _, _ in "reference" }
            let folder = submissions.appendingPathComponent("hw1-\(user)")
            try FileManager.default.moveItem(at: staging.appendingPathComponent(String(format: "student%03d", number)), to: folder)
            try? FileManager.default.removeItem(at: staging)
            try "# Lab 1\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            return folder
        }
        let dayBefore = due.addingTimeInterval(-86_400)
        // minjun-kim: on time; a hint record committed five days after the due date.
        let minjun = try clone("minjun-kim", number: 1)
        try git(minjun, ["init", "-q"], at: dayBefore)
        try commitAll(minjun, at: dayBefore)
        try """
            { "exercise" : "\(segue)", "version" : 1, "hints" : [ { "at" : "2026-03-06T12:00:00Z", "check" : "shows-result", "hint" : 2 } ] }
            """.write(to: minjun.appendingPathComponent("Exercises/\(segue)/.workbook-hints.json"), atomically: true, encoding: .utf8)
        try commitAll(minjun, at: due.addingTimeInterval(5 * 86_400))
        // kim: the partial lost-value on time, the full one a day and a half late.
        let kim = try clone("kim", number: 2)
        let vc = kim.appendingPathComponent("Exercises/\(lostValue)/LostValue")
        let full3 = try String(contentsOf: vc.appendingPathComponent("VC3.swift"), encoding: .utf8)
        let full2 = try String(contentsOf: vc.appendingPathComponent("VC2.swift"), encoding: .utf8)
        try partialVC3.write(to: vc.appendingPathComponent("VC3.swift"), atomically: true, encoding: .utf8)
        try partialVC2.write(to: vc.appendingPathComponent("VC2.swift"), atomically: true, encoding: .utf8)
        try git(kim, ["init", "-q"], at: dayBefore)
        try commitAll(kim, at: dayBefore)
        try full3.write(to: vc.appendingPathComponent("VC3.swift"), atomically: true, encoding: .utf8)
        try full2.write(to: vc.appendingPathComponent("VC2.swift"), atomically: true, encoding: .utf8)
        try commitAll(kim, at: due.addingTimeInterval(1.5 * 86_400))
        // seoyeon: on time, then deleted the segue exercise's folder.
        let seoyeon = try clone("seoyeon", number: 3)
        try git(seoyeon, ["init", "-q"], at: dayBefore)
        try commitAll(seoyeon, at: dayBefore)
        try FileManager.default.removeItem(at: seoyeon.appendingPathComponent("Exercises/\(segue)"))
        try commitAll(seoyeon, at: due.addingTimeInterval(-3600))
        // haeun: copied without .git (her files' times are the copy's, long after the due date).
        _ = try clone("haeun", number: 4)
        // jiho: an empty folder (a clone that failed).
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("hw1-jiho"), withIntermediateDirectories: false)
        // formula: the roster's identifier reads as a formula; stranger: on no roster.
        for (user, number) in [("formula", 5), ("stranger", 6)] {
            let folder = try clone(user, number: number)
            try git(folder, ["init", "-q"], at: dayBefore)
            try commitAll(folder, at: dayBefore)
        }
        let rosterFile = root.appendingPathComponent("classroom_roster.csv")
        try roster.write(to: rosterFile, atomically: true, encoding: .utf8)
        let overridesFile = root.appendingPathComponent("overrides.csv")
        try overrides.write(to: overridesFile, atomically: true, encoding: .utf8)
        made = (submissions, rosterFile, overridesFile)
        return made!
    }

    func grade(_ out: URL, _ extra: [String] = []) throws -> (status: Int32, output: String, error: String) {
        let made = try Self.makeClass()
        return try GradeCommandTests.run(["grade", made.submissions.path, "--out", out.path, "--book", Self.repository.path,
                                          "--jobs", "2", "--exercise", Self.lostValue, "--exercise", Self.segue,
                                          "--roster", made.roster.path, "--due", Self.dueText,
                                          "--late-penalty", "10", "--late-cap", "50", "--lang", "en"] + extra)
    }

    func rows(_ url: URL) throws -> [String: [String]] {
        var text = try String(contentsOf: url, encoding: .utf8)
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        let rows = CSV.parse(text)
        return Dictionary(rows.dropFirst().map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testASemesterGradedWithEveryWarningShown() throws {
        let made = try Self.makeClass()
        let out = GradeCommandTests.temporary("semester-out")
        let first = try grade(out, ["--overrides", made.overrides.path, "--bom"])
        XCTAssertEqual(first.status, 0, first.error)
        let log = first.error
        // The roster is read by github_username, matched to hw1-<username> folders, both sides listed.
        XCTAssertTrue(log.contains("graded 7 student(s)"), log)
        XCTAssertTrue(log.contains("warning: 1 folder(s) match nobody on the roster (graded under the folder's name): hw1-stranger"), log)
        XCTAssertTrue(log.contains("warning: 1 student(s) on the roster have no folder (empty cells): woojin@example.ac.kr"), log)
        XCTAssertTrue(log.contains("warning: jiho (hw1-jiho): the folder is empty"), log)
        XCTAssertTrue(log.contains("warning: haeun (hw1-haeun): no git history"), log)
        XCTAssertTrue(log.contains("the SIS id `=2+3` starts with `=`"), log)
        XCTAssertTrue(log.contains("override added haeun/* extend"), log)

        let grades = try rows(out.appendingPathComponent("grades.csv"))
        XCTAssertEqual(grades.keys.sorted(), ["formula", "haeun", "hw1-stranger", "jiho", "kim", "minjun-kim", "seoyeon"])
        // student, name, then the book's order: segue (6 points), lost-value (3), total
        XCTAssertEqual(grades["minjun-kim"], ["minjun-kim", "김민준", "6", "3", "9"], "a hint record committed late does not make work late")
        XCTAssertEqual(grades["kim"], ["kim", "Kim Late", "5", "2.4", "7.4"], "two days late at 10%/day; the adjustment wins")
        XCTAssertEqual(grades["seoyeon"], ["seoyeon", "이서연", "", "3", "3"])
        XCTAssertEqual(grades["haeun"], ["haeun", "최하은", "6", "3", "9"], "the extension undoes the copy's lateness")
        XCTAssertEqual(grades["jiho"], ["jiho", "박지호", "", "", "0"])
        XCTAssertEqual(grades["formula"], ["formula", "'=HYPERLINK(\"http://x\")", "6", "EX", "6"])
        XCTAssertEqual(grades["hw1-stranger"], ["hw1-stranger", "", "6", "3", "9"])

        // The gradebook keeps the maximum of the deleted exercise, ISO times in the exports.
        let results = try Gradebook(url: out.appendingPathComponent("gradebook.sqlite")).classResults()
        XCTAssertEqual(results.students.first { $0.id == "seoyeon" }?.possible, 9)
        XCTAssertEqual(results.students.first { $0.id == "formula" }?.possible, 6)
        let canvasData = try Data(contentsOf: out.appendingPathComponent("lms/canvas.csv"))
        XCTAssertEqual(Array(canvasData.prefix(3)), [0xEF, 0xBB, 0xBF], "--bom")
        let canvas = String(decoding: canvasData.dropFirst(3), as: UTF8.self)
        XCTAssertTrue(canvas.hasPrefix("Student,ID,SIS User ID,SIS Login ID,Section,\(Self.segue),\(Self.lostValue)\r\nPoints Possible,,,,,6,3\r\n"), canvas)
        XCTAssertTrue(canvas.contains("김민준,,,minjun@example.ac.kr,,6,3\r\n"), canvas)
        XCTAssertTrue(canvas.contains("'=HYPERLINK(\"\"http://x\"\")\",,=2+3,,,6,EX\r\n"), canvas)
        let scores = try String(contentsOf: out.appendingPathComponent("lms/scores.csv"), encoding: .utf8)
        XCTAssertTrue(scores.contains("kim,Kim Late,kim@example.ac.kr,,\(Self.lostValue),3,2,0.6,0,2.4,3,,2026-03-03T02:59:00Z,"), scores)
        // Feedback files named readably.
        let feedback = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path)
        XCTAssertTrue(feedback.contains("minjun-kim.md"), "\(feedback)")

        // A rerun grades nothing again and keeps the overrides (none given this time).
        let again = try grade(out)
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.error.contains(" 0 new result(s), 11 already in the gradebook"), again.error)
        XCTAssertEqual(try rows(out.appendingPathComponent("grades.csv")), grades)

        // Two shards merged give the same grades, overrides included.
        var shards: [URL] = []
        for index in 1...2 {
            let shard = GradeCommandTests.temporary("semester-shard")
            let result = try grade(shard, ["--overrides", made.overrides.path, "--shard", "\(index)/2"])
            XCTAssertEqual(result.status, 0, result.error)
            shards.append(shard)
        }
        let merged = GradeCommandTests.temporary("semester-merged")
        let merge = try GradeCommandTests.run(["grade", "merge", shards[0].path, shards[1].path, "--out", merged.path])
        XCTAssertEqual(merge.status, 0, merge.error)
        XCTAssertEqual(try rows(merged.appendingPathComponent("grades.csv")), grades)
        XCTAssertEqual(try rows(merged.appendingPathComponent("lms/canvas.csv")), try rows(out.appendingPathComponent("lms/canvas.csv")))
    }

    func testAsOfGradesTheLastCommitBeforeTheDeadline() throws {
        let out = GradeCommandTests.temporary("semester-asof")
        let result = try grade(out, ["--as-of", Self.dueText])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.error.contains("warning: haeun (hw1-haeun): not a git repository, so --as-of cannot go back in time"), result.error)
        let grades = try rows(out.appendingPathComponent("grades.csv"))
        // kim's on-time commit: the partial solution (the hidden check's point missing), not late.
        XCTAssertEqual(grades["kim"]?[3], "2", result.error)
        XCTAssertEqual(grades["minjun-kim"]?[2...3], ["6", "3"])
        XCTAssertEqual(grades["seoyeon"]?[2], "", "deleted before the deadline")
    }
}
