import Foundation
@testable import Gradebook
import WorkbookCore
import XCTest

final class GradebookUnitTests: XCTestCase {
    func testCSVQuotesAndDefusesFormulas() {
        XCTAssertEqual(CSV.row(["a,b", "say \"hi\"", "=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "line\nbreak", "plain"]),
                       "\"a,b\",\"say \"\"hi\"\"\",\"'=HYPERLINK(\"\"x\"\")\",'+1,'-2,'@SUM(A1),\"line\nbreak\",plain\r\n")
        XCTAssertEqual(CSV.parse("id,name\r\n\"a,1\",\"B \"\"b\"\"\"\nc,\n"), [["id", "name"], ["a,1", "B \"b\""], ["c", ""]])
    }

    func testLatePolicyTakesAPercentPerDayUpToTheCap() {
        let due = Date(timeIntervalSince1970: 1_000_000)
        let policy = LatePolicy(penaltyPercentPerDay: 10, capPercent: 25)
        XCTAssertEqual(policy.apply(raw: 6, maxScore: 6, submittedAt: due, due: due), .init(daysLate: 0, penalty: 0, score: 6))
        XCTAssertEqual(policy.apply(raw: 6, maxScore: 6, submittedAt: due.addingTimeInterval(60), due: due), .init(daysLate: 1, penalty: 0.6, score: 5.4))
        XCTAssertEqual(policy.apply(raw: 6, maxScore: 6, submittedAt: due.addingTimeInterval(5 * 86_400), due: due), .init(daysLate: 5, penalty: 1.5, score: 4.5))
        XCTAssertEqual(policy.apply(raw: 1, maxScore: 6, submittedAt: due.addingTimeInterval(5 * 86_400), due: due), .init(daysLate: 5, penalty: 1, score: 0))
        XCTAssertEqual(policy.apply(raw: 6, maxScore: 6, submittedAt: due.addingTimeInterval(86_400 * 9), due: nil).score, 6)
    }

    /// A hint record is untrusted learner input: taken whole or not at all, with a note saying why.
    func testAHintRecordIsValidatedOrIgnoredWithANote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hints-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counts = ["a": 3, "b": 1, "hidden": 0]
        func read() -> HintRecord.Reading { HintRecord.read(in: folder, exercise: "ex", hintCounts: counts) }
        func write(_ text: String) throws {
            try? FileManager.default.removeItem(at: HintRecord.url(in: folder))
            try text.write(to: HintRecord.url(in: folder), atomically: true, encoding: .utf8)
        }
        func note(_ reading: HintRecord.Reading) -> String? { if case .ignored(let note) = reading { return note }; return nil }
        XCTAssertEqual(read(), .none)

        let at = Date(timeIntervalSince1970: 1_800_000_000)
        for (check, hint) in [("a", 2), ("a", 3), ("b", 1), ("a", 2)] {
            try HintRecord.append(HintRecord.Entry(check: check, hint: hint, at: at), exercise: "ex", in: folder)
        }
        XCTAssertEqual(read(), .usage(HintRecord.Usage(checks: ["a": 3, "b": 1], requests: 4, lastAt: at)))

        let cases: [(String, String)] = [
            ("{not json", "is not a hint record"),
            ("[1, 2, 3]", "is not a hint record"),
            (#"{"version": 2, "exercise": "ex", "hints": []}"#, "has an unknown version"),
            (#"{"version": 1, "exercise": "other", "hints": []}"#, "names another exercise"),
            (#"{"version": 1, "exercise": "ex", "hints": [{"check": "nope", "hint": 1, "at": "2026-11-23T12:00:00Z"}]}"#, "entry 1 names a check without hints"),
            (#"{"version": 1, "exercise": "ex", "hints": [{"check": "hidden", "hint": 1, "at": "2026-11-23T12:00:00Z"}]}"#, "entry 1 names a check without hints"),
            (#"{"version": 1, "exercise": "ex", "hints": [{"check": "a", "hint": 4, "at": "2026-11-23T12:00:00Z"}]}"#, "names hint 4 of a check that has 3"),
            (#"{"version": 1, "exercise": "ex", "hints": [{"check": "a", "hint": -1, "at": "2026-11-23T12:00:00Z"}]}"#, "names hint -1"),
            (#"{"version": 1, "exercise": "ex", "hints": [{"check": "a", "hint": 1, "at": "yesterday"}]}"#, "is not a hint record"),
            (String(repeating: " ", count: HintRecord.maximumSize + 1) + "{}", "is larger than 64 KB"),
        ]
        for (text, why) in cases {
            try write(text)
            XCTAssertTrue(note(read())?.contains(why) ?? false, "\(text.prefix(80)): \(read())")
        }
        // A link is not followed; a folder in its place is not read.
        try FileManager.default.removeItem(at: HintRecord.url(in: folder))
        try FileManager.default.createSymbolicLink(atPath: HintRecord.url(in: folder).path, withDestinationPath: "/etc/hostname")
        XCTAssertEqual(note(read()), ".workbook-hints.json is not a regular file")
        // The learner's side starts a garbage record again rather than failing.
        try FileManager.default.removeItem(at: HintRecord.url(in: folder))
        try write("{not json")
        try HintRecord.append(HintRecord.Entry(check: "b", hint: 1, at: at), exercise: "ex", in: folder)
        XCTAssertEqual(read(), .usage(HintRecord.Usage(checks: ["b": 1], requests: 1, lastAt: at)))
    }

    func testShardsSplitStudentsStablyAndCompletely() {
        let students = (0..<200).map { "student\($0)" }
        let shards = (1...4).map { Shard("\($0)/4")! }
        for student in students { XCTAssertEqual(shards.filter { $0.contains(student) }.count, 1) }
        XCTAssertTrue(shards.allSatisfy { shard in students.contains { shard.contains($0) } })
        XCTAssertEqual(Shard("1/1")?.contains("anyone"), true)
        XCTAssertNil(Shard("0/2"))
        XCTAssertNil(Shard("3/2"))
        XCTAssertNil(Shard("x"))
        // Stable: the same id lands in the same slice in every process (FNV-1a, not Hasher).
        XCTAssertEqual(shards.firstIndex { $0.contains("alice") }, 3)
    }
}
