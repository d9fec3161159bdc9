import Foundation
@testable import Gradebook
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
