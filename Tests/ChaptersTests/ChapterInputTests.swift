import Chapters
import Foundation
import WorkbookCore
import XCTest

/// What an instructor hands `workbook lint` (and every command that reads the book) that is not
/// sane is refused at its place, saying what was expected: control characters in a chapter, a
/// chapter that is not UTF-8, a chapter path that leaves the book folder, an exercise without checks.
final class ChapterInputTests: XCTestCase {
    static let frontMatter = "---\nsection: 1.0\ntitle: T\nlang: ko\n---\n"

    func diagnostics(_ body: String) -> [String] {
        ChapterParser().parse(Self.frontMatter + body, path: "c.md").1.map(\.description)
    }

    // MARK: - Control characters

    func testANulByteIsRefusedWhereItIs() {
        XCTAssertEqual(diagnostics("# Title\n\nab\u{0}cd\n"), [
            "c.md:8:3: error: the control character U+0000 (NUL) is not allowed in a chapter: expected text, tabs and line breaks"
                + "\n  delete it (most editors do not show it), or write it as code such as `\\0` if the text is about it",
        ])
    }

    func testOtherControlCharactersAreRefusedTooButTabsAreKept() {
        XCTAssertEqual(diagnostics("# 제목\n\n값\t전달 \u{1B}[31m\n").first,
                       "c.md:8:6: error: the control character U+001B (ESC) is not allowed in a chapter: expected text, tabs and line breaks"
                        + "\n  delete it (most editors do not show it), or write it as code such as `\\0` if the text is about it")
        XCTAssertEqual(diagnostics("x\u{7F}\n").first?.hasPrefix("c.md:6:2: error: the control character U+007F (DEL)"), true)
        XCTAssertEqual(diagnostics("x\n\u{85}\n").first?.hasPrefix("c.md:7:1: error: the control character U+0085"), true)
        XCTAssertEqual(diagnostics("\tindented\tprose\n"), [], "a tab is text")
    }

    /// In the front matter too: the check runs on the whole file, before anything is parsed.
    func testAControlCharacterInTheFrontMatterIsRefused() {
        let (chapter, problems) = ChapterParser().parse("---\nsection: 1.0\ntitle: T\u{0}\nlang: ko\n---\n", path: "c.md")
        XCTAssertNil(chapter)
        XCTAssertEqual(problems.map { "\($0.line ?? 0):\($0.column ?? 0)" }, ["3:9"])
    }

    // MARK: - Files and paths of workbook.yaml

    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("book-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        addTeardownBlock { [root] in try? FileManager.default.removeItem(at: root!) }
    }

    /// A one-language book whose only chapter is at `path` (quoted in workbook.yaml, line 3).
    func load(chapterAt path: String) -> [String] {
        let yaml = "languages: [ko]\nchapters:\n  - ko: \"\(path)\"\n"
        try? yaml.write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        return Book.load(root: root).1.map(\.description)
    }

    static let outside = "chapters must be inside the book folder\n  write a path relative to workbook.yaml to a file kept in the book folder, such as `Chapters/ko/1-1-intro.md`"

    func testAChapterThatIsNotUTF8IsReportedWithItsByteAndLine() throws {
        var bytes = Array((Self.frontMatter + "# 제목\n\nab").utf8)
        let offset = bytes.count
        bytes += [0xC3, 0x28] + Array("\nmore\n".utf8)  // 0xC3 starts a two-byte sequence; `(` cannot continue it
        try Data(bytes).write(to: root.appendingPathComponent("Chapters/a.md"))
        XCTAssertEqual(load(chapterAt: "Chapters/a.md"), [
            "Chapters/a.md:8:3: error: the chapter is not valid UTF-8 at byte offset \(offset) (line 8): byte 0xC3 starts no UTF-8 character here"
                + "\n  save the file as UTF-8 in your editor, or retype the text at this place",
        ])
    }

    func testAChapterCutInTheMiddleOfACharacterIsReported() throws {
        var bytes = Array((Self.frontMatter + "값").utf8)
        bytes.removeLast()
        try Data(bytes).write(to: root.appendingPathComponent("Chapters/a.md"))
        XCTAssertEqual(load(chapterAt: "Chapters/a.md").first?.hasPrefix("Chapters/a.md:6:1: error: the chapter is not valid UTF-8 at byte offset \(bytes.count - 2) (line 6)"), true,
                       load(chapterAt: "Chapters/a.md").joined(separator: "\n"))
    }

    func testAnAbsoluteChapterPathIsRefusedNotMissing() {
        XCTAssertEqual(load(chapterAt: "/etc/passwd"),
                       ["workbook.yaml:3:9: error: the chapter path `/etc/passwd` is absolute: " + Self.outside])
    }

    func testAChapterPathLeavingTheBookIsRefused() throws {
        try (Self.frontMatter + "# Outside\n").write(to: root.appendingPathComponent("../x-\(root.lastPathComponent).md"), atomically: true, encoding: .utf8)
        addTeardownBlock { [root] in try? FileManager.default.removeItem(at: root!.appendingPathComponent("../x-\(root!.lastPathComponent).md")) }
        XCTAssertEqual(load(chapterAt: "../x-\(root.lastPathComponent).md"),
                       ["workbook.yaml:3:9: error: the chapter path `../x-\(root.lastPathComponent).md` leaves the book folder: " + Self.outside])
        XCTAssertEqual(load(chapterAt: "Chapters/../../x.md"),
                       ["workbook.yaml:3:9: error: the chapter path `Chapters/../../x.md` leaves the book folder: " + Self.outside])
    }

    func testAChapterThatIsALinkOutOfTheBookIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Chapters/a.md").path, withDestinationPath: "/etc/passwd")
        XCTAssertEqual(load(chapterAt: "Chapters/a.md"),
                       ["workbook.yaml:3:9: error: the chapter path `Chapters/a.md` is a link to /etc/passwd, outside the book folder: " + Self.outside])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Outside").path, withDestinationPath: "/etc")
        XCTAssertEqual(load(chapterAt: "Outside/passwd"),
                       ["workbook.yaml:3:9: error: the chapter path `Outside/passwd` is a link to /etc/passwd, outside the book folder: " + Self.outside])
    }

    func testChaptersInsideTheBookStillLoadAndAMissingOneIsMissing() throws {
        try (Self.frontMatter + "# A\n").write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Chapters/b.md").path, withDestinationPath: "a.md")
        XCTAssertEqual(load(chapterAt: "Chapters/a.md"), [])
        XCTAssertEqual(load(chapterAt: "./Chapters/a.md"), [])
        XCTAssertEqual(load(chapterAt: "Chapters/b.md"), [], "a link that stays inside the book is fine")
        XCTAssertEqual(load(chapterAt: "Chapters/none.md"), ["workbook.yaml:3:9: error: the chapter file Chapters/none.md does not exist"])
        XCTAssertEqual(load(chapterAt: "Chapters"),
                       ["workbook.yaml:3:9: error: the chapter path `Chapters` is a folder, not a file\n  name the chapter's Markdown file, such as `Chapters/ko/1-1-intro.md`"])
    }

    // MARK: - An exercise without checks (`workbook lint`)

    func testAnEmptyChecksBlockIsAnErrorInTheBook() throws {
        let chapter = Self.frontMatter + "\n" + ChapterDiagnosticsTests.goodExercise.replacingOccurrences(
            of: "- id: launches\n  steps:\n    - launch\n    - expect: {top: ViewController}\n", with: "[]\n")
        try chapter.write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        // (The exercise that could not be read is then also reported as defined nowhere.)
        XCTAssertEqual(load(chapterAt: "Chapters/a.md").first, [
            "Chapters/a.md:25:1: error: `checks` is empty: an exercise needs at least one check to be graded"
                + "\n  add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`",
        ].first)
        let empty = chapter.replacingOccurrences(of: "```checks\n[]\n```", with: "```checks\n```")
        try empty.write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(load(chapterAt: "Chapters/a.md").first, [
            "Chapters/a.md:25:1: error: the `checks` block is empty: an exercise needs at least one check to be graded"
                + "\n  add a check such as `- id: launches` with `steps: [launch, {expect: {top: ViewController}}]`",
        ].first)
    }
}
