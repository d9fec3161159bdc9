import Foundation
@testable import StoryboardImport
import XCTest

/// Files that used to crash or exhaust the checker (FoundationXML traps on invalid UTF-8 in names
/// and comments, entity expansion, stack overflow on deep nesting) are refused with an error.
final class StoryboardPreflightTests: XCTestCase {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>

        """
    static let footer = "\n    </scenes>\n</document>\n"

    /// A storyboard whose line 4 is `line4`.
    func storyboard(line4: [UInt8]) -> Data {
        Data(Self.header.utf8) + Data(line4) + Data(Self.footer.utf8)
    }

    func importError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> StoryboardImportError? {
        do {
            _ = try IBStoryboardImporter.load(data: data, name: "Main", displayPath: "Main.storyboard")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let error as StoryboardImportError {
            return error
        } catch {
            XCTFail("expected a StoryboardImportError, got \(error)", file: file, line: line)
            return nil
        }
    }

    func assertError(_ data: Data, kind: StoryboardImportError.Kind, line: Int, column: Int? = nil, mentioning text: String? = nil,
                     file: StaticString = #filePath, testLine: UInt = #line) {
        guard let error = importError(data, file: file, line: testLine) else { return }
        XCTAssertEqual(error.kind, kind, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.line, line, "\(error)", file: file, line: testLine)
        if let column { XCTAssertEqual(error.column, column, "\(error)", file: file, line: testLine) }
        if let text { XCTAssertTrue(error.description.contains(text), "\(error)", file: file, line: testLine) }
        XCTAssertTrue(error.description.hasPrefix("Main.storyboard:\(line):"), "\(error)", file: file, line: testLine)
        XCTAssertNotNil(error.suggestion, "every refusal says what to do", file: file, line: testLine)
    }

    func testInvalidUTF8InAnElementName() {
        // "        <sc\xFFene sceneID="a"/>": the bad byte is the 12th character of line 4.
        let data = storyboard(line4: Array("        <sc".utf8) + [0xFF] + Array(#"ene sceneID="a"/>"#.utf8))
        assertError(data, kind: .invalidUTF8, line: 4, column: 12, mentioning: "byte 0xFF is not valid UTF-8")
    }

    func testInvalidUTF8InAnAttributeValue() {
        // A lone continuation byte after a valid two-byte "é": column counts characters.
        let data = storyboard(line4: Array(#"        <scene sceneID="é"#.utf8) + [0x80] + Array(#""/>"#.utf8))
        assertError(data, kind: .invalidUTF8, line: 4, column: 26, mentioning: "byte 0x80")
    }

    func testInvalidUTF8InAComment() {
        // An overlong encoding of "/" (C0 AF) inside a comment.
        let data = storyboard(line4: Array("        <!-- ".utf8) + [0xC0, 0xAF] + Array(" -->".utf8))
        assertError(data, kind: .invalidUTF8, line: 4, column: 14, mentioning: "byte 0xC0")
    }

    func testTruncatedUTF8AtTheEnd() {
        let data = Data(Self.header.utf8) + Data([0xE2, 0x82])
        assertError(data, kind: .invalidUTF8, line: 4, column: 1, mentioning: "cut off by the end of the file")
    }

    func testSurrogateEncodedInUTF8() {
        let data = storyboard(line4: Array("        ".utf8) + [0xED, 0xA0, 0x80])
        assertError(data, kind: .invalidUTF8, line: 4, column: 9, mentioning: "byte 0xA0")
    }

    func testSixtyThousandNestedElements() {
        let open = String(repeating: "<view>", count: 60_000)
        let close = String(repeating: "</view>", count: 60_000)
        let data = storyboard(line4: Array((open + close).utf8))
        // <document> and <scenes> are two levels; the 199th <view> on line 4 is level 201.
        assertError(data, kind: .tooDeep, line: 4, column: 1 + 198 * 6, mentioning: "nested more than 200 deep")
    }

    func testNestingAtTheLimitIsAccepted() throws {
        // 2 + 198 = 200 levels: read (and then refused only as a storyboard without scenes' objects).
        let open = String(repeating: "<view>", count: 198)
        let close = String(repeating: "</view>", count: 198)
        let document = try IBStoryboardImporter.load(data: storyboard(line4: Array((open + close).utf8)), name: "Main",
                                                     displayPath: "Main.storyboard")
        XCTAssertTrue(document.scenes.isEmpty)
    }

    func testEntityDeclarationsAreRefused() {
        let laughs = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" title="&lol2;"><scenes/></document>
            """
        assertError(Data(laughs.utf8), kind: .declaration, line: 2, column: 1, mentioning: "<!DOCTYPE>")
    }

    func testExternalEntityIsRefused() {
        let xxe = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!doctype document SYSTEM "file:///etc/passwd"><document/>
            """
        assertError(Data(xxe.utf8), kind: .declaration, line: 2, column: 1, mentioning: "<!DOCTYPE>")
    }

    func testDeclarationInsideACommentIsOnlyText() throws {
        let xml = Self.header + "        <!-- <!DOCTYPE x> <a><a><a> -->" + Self.footer
        XCTAssertNoThrow(try IBStoryboardImporter.load(data: Data(xml.utf8), name: "Main", displayPath: "Main.storyboard"))
    }

    func testHugeFile() {
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: StoryboardPreflight.maximumBytes)
        let data = storyboard(line4: padding)
        assertError(data, kind: .tooLarge, line: 1, column: 1, mentioning: "\(data.count) bytes")
    }

    func testHugeFileIsRefusedWithoutReadingItAll() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).storyboard")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 64 * 1024 * 1024)  // sparse: 64 MB of zeros
        try handle.close()
        XCTAssertThrowsError(try IBStoryboardImporter.load(contentsOf: url, displayPath: "Huge.storyboard")) { error in
            let importError = error as? StoryboardImportError
            XCTAssertEqual(importError?.kind, .tooLarge)
            XCTAssertEqual(importError?.line, 1)
            XCTAssertTrue("\(error)".contains("67108864 bytes"), "\(error)")
        }
    }

    func testNULInAnAttributeValue() {
        let data = storyboard(line4: Array(#"        <scene sceneID="a"#.utf8) + [0x00] + Array(#""/>"#.utf8))
        assertError(data, kind: .controlCharacter, line: 4, column: 26, mentioning: "NUL U+0000")
    }

    func testEscapeCharacterInElementText() {
        let data = storyboard(line4: Array("        <scene>".utf8) + [0x1B] + Array("[31m</scene>".utf8))
        assertError(data, kind: .controlCharacter, line: 4, column: 16, mentioning: "U+001B")
    }

    func testC1ControlCharacterWrittenAsUTF8() {
        let data = storyboard(line4: Array(#"        <scene sceneID=""#.utf8) + [0xC2, 0x9B] + Array(#""/>"#.utf8))
        assertError(data, kind: .controlCharacter, line: 4, column: 25, mentioning: "U+009B")
    }

    func testControlCharacterFromACharacterReference() {
        let data = storyboard(line4: Array(#"        <scene sceneID="&#x9B;31m"/>"#.utf8))
        assertError(data, kind: .controlCharacter, line: 4, mentioning: "attribute `sceneID` of <scene>")
    }

    func testTooManyElements() {
        let many = String(repeating: "<a/>", count: StoryboardPreflight.maximumElements)
        // <document> and <scenes> come first: the last <a/> is one too many.
        assertError(storyboard(line4: Array(many.utf8)), kind: .tooManyElements, line: 4,
                    column: 1 + (StoryboardPreflight.maximumElements - 3) * 4 + 4, mentioning: "more than 100000 elements")
    }

    func testEncodingOtherThanUTF8() {
        let xml = #"<?xml version="1.0" encoding="UTF-16"?><document/>"#
        assertError(Data(xml.utf8), kind: .unsupportedEncoding, line: 1, column: 1, mentioning: "\"UTF-16\"")
    }

    func testMalformedXMLKind() {
        assertError(storyboard(line4: Array(#"        <scene sceneID="a" <objects/>"#.utf8)), kind: .malformedXML, line: 4)
    }

    func testErrorTextCannotInjectTerminalEscapesOrHugeText() {
        let error = StoryboardImportError(file: "a\u{1B}]0;x\u{07}.storyboard", line: 1, column: 1,
                                          message: "kind \"\u{1B}[2J\u{202E}evil\"\n" + String(repeating: "x", count: 100_000),
                                          suggestion: "\u{9B}31m")
        let text = error.description
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E })
        XCTAssertTrue(text.contains(#"a\u{1b}]0;x\u{7}.storyboard"#), text)
        XCTAssertTrue(text.contains(#"kind "\u{1b}[2J\u{202e}evil"\u{a}xxx"#), text)
        XCTAssertEqual(text.split(separator: "\n").count, 2, "only the separator before the suggestion is a newline")
        XCTAssertLessThan(text.count, 2 * StoryboardImportError.maximumTextLength + 100)
        XCTAssertTrue(error.message.hasSuffix("…"))
    }

    func testValuesQuotedFromTheFileAreShortAndEscaped() {
        let kind = "\u{202E}" + String(repeating: "k", count: 10_000)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s"><objects><viewController id="A">
                    <connections><segue destination="A" kind="\(kind)" id="s1"/></connections>
                </viewController></objects></scene></scenes>
            </document>
            """
        guard let error = importError(Data(xml.utf8)) else { return }
        XCTAssertEqual(error.kind, .invalidStoryboard)
        XCTAssertEqual(error.line, 4)
        XCTAssertTrue(error.message.hasPrefix(#"unknown segue kind "\u{202e}kkk"#), error.message)
        XCTAssertLessThan(error.message.count, 200, error.message)
    }

    func testEveryFixtureStoryboardPassesThePreflight() throws {
        let roots = [IBStoryboardImporterTests.fixtures,
                     IBStoryboardImporterTests.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Exercises")]
        var checked = 0
        for root in roots {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for url in files where url.pathExtension == "storyboard" && !url.path.contains("/fuzz-crashes/") {
                XCTAssertNoThrow(try StoryboardPreflight.check(Data(contentsOf: url), file: url.path), url.path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 5)
    }

    // MARK: - Inputs found by workbook-fuzz (Tests/Fixtures/fuzz-crashes/storyboard)

    func fuzzInput(_ name: String) throws -> Data {
        try Data(contentsOf: IBStoryboardImporterTests.fixtures.appendingPathComponent("fuzz-crashes/storyboard/\(name)"))
    }

    /// 60,000 unterminated `<!--` in an attribute: libxml2's recovery mode reported an error per
    /// byte, each one an NSError, and the import took 11 s (a hang for the fuzzer's 2 s limit).
    /// The first error now stops the parse.
    func testManyUnterminatedCommentsInAnAttributeFailFast() throws {
        for (name, line, column) in [("hang-471679a74e5488aa.storyboard", 2, 16), ("hang-6bf70f74b694f1c2.storyboard", 1, 16)] {
            let data = try fuzzInput(name)
            let start = Date()
            XCTAssertThrowsError(try IBStoryboardImporter.load(data: data, name: "Main", displayPath: "Main.storyboard")) { error in
                let importError = error as? StoryboardImportError
                XCTAssertEqual(importError?.kind, .malformedXML, "\(error)")
                XCTAssertEqual(importError?.line, line, "\(error)")
                XCTAssertEqual(importError?.column, column, "\(error)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 1.0, "\(name) took too long")
        }
    }

    /// `<?xumml?>`: a processing instruction without data crashed Foundation's XMLParser on Linux
    /// (strlen of a NULL data pointer in its callback): every one but the XML declaration is refused
    /// before parsing, at its place.
    func testAProcessingInstructionIsRefusedBeforeTheParserSeesIt() throws {
        for data in [try fuzzInput("crash-1a6df37492d390b4.storyboard"), Data("<?xml version=\"1.0\"?>\n<?x?><document/>".utf8),
                     Data("<?xmlfoo?>\n<document/>".utf8)] {
            XCTAssertThrowsError(try IBStoryboardImporter.load(data: data, name: "Main", displayPath: "Main.storyboard")) { error in
                let importError = error as? StoryboardImportError
                XCTAssertEqual(importError?.kind, .declaration, "\(error)")
                XCTAssertTrue("\(error)".contains("processing instruction"), "\(error)")
            }
        }
    }

    /// Files shorter than four bytes never reach libxml2 (XMLParser waits for a byte-order mark),
    /// and the error said line 0, column 0.
    func testTinyFilesAreAnErrorOnLineOne() throws {
        var inputs = try ["crash-08098907b4c86c8c.storyboard", "crash-7a8ce618368b093d.storyboard", "crash-af63b14c8601a37b.storyboard"]
            .map(fuzzInput)
        XCTAssertEqual(inputs.map(\.count).sorted(), [1, 2, 3])
        inputs.append(Data())
        for data in inputs {
            XCTAssertThrowsError(try IBStoryboardImporter.load(data: data, name: "Main", displayPath: "Main.storyboard")) { error in
                let importError = error as? StoryboardImportError
                XCTAssertEqual(importError?.kind, .malformedXML, "\(error)")
                XCTAssertEqual(importError?.line, 1, "\(error)")
                XCTAssertEqual(importError?.column, 1, "\(error)")
            }
        }
    }
}
