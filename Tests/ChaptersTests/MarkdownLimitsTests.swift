@testable import Chapters
import Foundation
import XCTest

/// Chapters past the bounds libcmark-gfm handles in reasonable time are refused with where and
/// why; the inputs `workbook-fuzz` found (Tests/Fixtures/fuzz-crashes/chapter) parse to a diagnostic.
final class MarkdownLimitsTests: XCTestCase {
    static let frontMatter = "---\nsection: 1\ntitle: T\nlang: en\n---\n\n"

    func fuzzInput(_ name: String) throws -> String {
        let url = BookTests.repository.appendingPathComponent("Tests/Fixtures/fuzz-crashes/chapter/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func testAnInfoStringWordStartingWithEqualsIsAnAttributeWithAnEmptyName() {
        let (language, attributes) = MarkdownDocument.parseInfo("swift = =x file=A.swift")
        XCTAssertEqual(language, "swift")
        XCTAssertEqual(attributes, ["": "x", "file": "A.swift"])
        XCTAssertEqual(MarkdownDocument.parseInfo("=").0, "=")
    }

    /// The inputs trapped in `parseInfo`; now they parse to diagnostics that keep the fuzzer's
    /// invariant (a real place, a message).
    func testTheFuzzersInfoStringCrashParses() throws {
        for name in ["crash-info-string-equals-sign.md", "crash-5e3f8876adab007b.md"] {
            let (_, problems) = ChapterParser().parse(try fuzzInput(name), path: name)
            for problem in problems {
                XCTAssertGreaterThanOrEqual(problem.line ?? 0, 1, "\(name): \(problem.description)")
                XCTAssertFalse(problem.message.isEmpty, name)
            }
        }
    }

    func testListsNestedPastTheLimitOnOneLineAreRefusedWithLineAndColumn() {
        let line = String(repeating: "* ", count: 40) + "text"
        let (chapter, problems) = ChapterParser().parse(Self.frontMatter + "# T\n\n" + line + "\n", path: "c.md")
        XCTAssertTrue(chapter == nil)
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.line, 9)
        XCTAssertEqual(problems.first?.column, 2 * MarkdownLimits.maximumNesting + 1)
        XCTAssertTrue(problems.first?.message.contains("nested 40 deep") == true, problems.first?.message ?? "")
    }

    func testTheFuzzersNestedListHangIsRefusedAtItsLine() throws {
        let (chapter, problems) = ChapterParser().parse(try fuzzInput("hang-c9863ebc25628b08.md"), path: "hang.md")
        XCTAssertTrue(chapter == nil)
        XCTAssertEqual(problems.map(\.line), [8])
        let (_, fence) = ChapterParser().parse(try fuzzInput("hang-3ffa50b061ab0765.md"), path: "hang.md")
        XCTAssertEqual(fence.map(\.line), [103])
    }

    func testOrdinaryNestingThematicBreaksAndQuotesPass() {
        let text = Self.frontMatter + """
        # T

        * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * *

        - a
          - b
            1. c
        > > > quoted
        -1 is not a list, nor is *emphasis*
        """
        XCTAssertNil(MarkdownLimits.firstProblem(in: text))
        XCTAssertEqual(MarkdownLimits.containerDepth(Array("> - 1. > x".utf8)).0, 4)
        XCTAssertEqual(MarkdownLimits.containerDepth(Array("12345678901. x".utf8)).0, 0)
    }

    func testAFileOverTheSizeLimitIsRefused() {
        let text = Self.frontMatter + String(repeating: "word ", count: MarkdownLimits.maximumBytes / 5 + 1)
        XCTAssertEqual(MarkdownLimits.firstProblem(in: text)?.line, 1)
    }
}

extension MarkdownLimitsTests {
    func testAChapterWithCRLFLineEndsReadsAsWithLF() {
        let lf = Self.frontMatter + "# Title\n\nText\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let (chapter, problems) = ChapterParser().parse(crlf, path: "c.md")
        XCTAssertEqual(problems.map(\.message), [])
        XCTAssertEqual(chapter?.title, "T")
        XCTAssertEqual(chapter?.document.headings.map(\.line), [7])
    }
}

extension MarkdownLimitsTests {
    func testAHugeFenceInfoStringIsRefused() {
        let text = Self.frontMatter + "# T\n\n```swift file=A.swift explains=" + String(repeating: "*_", count: 60_000) + "\ncode\n```\n"
        let problem = MarkdownLimits.firstProblem(in: text)
        XCTAssertEqual(problem?.line, 9)
        XCTAssertEqual(problem?.column, MarkdownLimits.maximumFenceLine + 1)
        XCTAssertNil(MarkdownLimits.firstProblem(in: Self.frontMatter + "```swift file=A.swift\n" + String(repeating: "x", count: 5_000) + "\n```\n"))
    }
}
