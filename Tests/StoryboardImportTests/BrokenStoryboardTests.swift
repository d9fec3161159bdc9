import Foundation
@testable import StoryboardImport
import XCTest

/// A storyboard a learner broke by hand (issue 31): the error names the element whose end tag is
/// missing at the line where it starts (libxml2 finds the problem lines later, at an end tag
/// further out), in both languages, and never shows a parser error name.
final class BrokenStoryboardTests: XCTestCase {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/SegueBasics/SegueBasics/Base.lproj/Main.storyboard")

    /// Every end tag of a real storyboard deleted in turn (one end tag per line, as Xcode writes
    /// them): each is reported at the line of its own start tag.
    func testEachDeletedEndTagIsReportedWhereItsElementStarts() throws {
        let lines = try String(contentsOf: Self.storyboard, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The start line of each end tag's element, from the file's own nesting.
        var open: [(name: String, line: Int)] = []
        var cases: [(endLine: Int, name: String, startLine: Int)] = []
        for (index, line) in lines.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("</") {
                let name = String(text.dropFirst(2).prefix { $0 != ">" })
                guard let top = open.popLast() else { continue }
                XCTAssertEqual(top.name, name)
                cases.append((index + 1, name, top.line))
            } else if text.hasPrefix("<"), !text.hasPrefix("<?"), !text.hasPrefix("<!"), !text.hasSuffix("/>") {
                let name = String(text.dropFirst().prefix { $0 != " " && $0 != ">" })
                if !text.contains("</\(name)>") { open.append((name, index + 1)) }
            }
        }
        XCTAssertGreaterThan(cases.count, 20)
        var exact = 0
        for item in cases {
            var broken = lines
            broken.remove(at: item.endLine - 1)
            do {
                _ = try IBStoryboardImporter.load(data: Data(broken.joined(separator: "\n").utf8), name: "Main", displayPath: "Main.storyboard")
                XCTFail("deleting </\(item.name)> at line \(item.endLine) was not noticed")
            } catch let error as StoryboardImportError {
                XCTAssertNil(error.message.range(of: "[A-Za-z]+Error\\b", options: .regularExpression), "a parser error name: \(error.message)")
                XCTAssertNotNil(error.messageKorean, "in Korean too: \(error)")
                if error.line == item.startLine, error.message.contains("<\(item.name)>") {
                    exact += 1
                    XCTAssertTrue(error.messageKorean?.contains("닫히지 않았습니다") == true, error.messageKorean ?? "")
                } else {
                    XCTFail("</\(item.name)> deleted at line \(item.endLine): reported at line \(error.line): \(error.message) (its element starts at line \(item.startLine))")
                }
            }
        }
        XCTAssertEqual(exact, cases.count)
    }

    func testOtherBrokenXMLSaysSoWithoutAParserErrorName() throws {
        var text = try String(contentsOf: Self.storyboard, encoding: .utf8)
        text = text.replacingOccurrences(of: "sceneID=\"tne-QT-ifu\"", with: "sceneID=tne-QT-ifu")
        XCTAssertThrowsError(try IBStoryboardImporter.load(data: Data(text.utf8), name: "Main", displayPath: "Main.storyboard")) { error in
            guard let error = error as? StoryboardImportError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.line, 13)
            XCTAssertTrue(error.message.contains("not well-formed XML"), error.message)
            XCTAssertNil(error.message.range(of: "[A-Za-z]+Error\\b", options: .regularExpression), error.message)
            XCTAssertTrue(error.messageKorean?.contains("올바른 XML이 아닙니다") == true)
        }
    }
}
