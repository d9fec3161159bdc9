import Chapters
import Foundation
import WorkbookCore
import XCTest

/// The complete example of docs/authoring.md is parsed, generated and validated.
final class AuthoringExampleTests: XCTestCase {
    func testTheDocumentedExampleIsASoundExercise() throws {
        let docs = BookTests.repository.appendingPathComponent("docs/authoring.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: "<!-- example:begin -->\n````markdown\n"))
        let end = try XCTUnwrap(text.range(of: "````\n<!-- example:end -->"))
        let korean = String(text[begin.upperBound..<end.lowerBound])
        let english = "---\nsection: 1.1\ntitle: Saying hello\nlang: en\n---\n\n```exercise\nid: say-hello\n```\n"

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("authoring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try "languages: [ko, en]\nchapters:\n  - ko: Chapters/ko.md\n    en: Chapters/en.md\n"
            .write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        try korean.write(to: root.appendingPathComponent("Chapters/ko.md"), atomically: true, encoding: .utf8)
        try english.write(to: root.appendingPathComponent("Chapters/en.md"), atomically: true, encoding: .utf8)

        let (book, problems) = Book.load(root: root)
        XCTAssertEqual(problems.map(\.description), [])
        let loaded = try XCTUnwrap(book)
        let exercise = try XCTUnwrap(loaded.exercises.first)
        XCTAssertEqual(exercise.id, "say-hello")
        let output = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: output)
        let starter = try String(contentsOf: output.appendingPathComponent("say-hello/SayHello/ViewController.swift"), encoding: .utf8)
        XCTAssertTrue(starter.contains("        // TODO: message에 \"안녕하세요\"를 넣으세요."), starter)
        XCTAssertFalse(starter.contains("또 만나요"))
        try assertMatchesGolden(output.appendingPathComponent("say-hello"))
        let findings = try ExerciseValidator().validate(exercise, book: loaded)
        XCTAssertTrue(findings.allSatisfy(\.ok), findings.map(\.description).joined(separator: "\n"))
    }

    /// The generated files against `Tests/Fixtures/golden/say-hello/` (re-record with `make golden`).
    func assertMatchesGolden(_ folder: URL) throws {
        let golden = BookTests.repository.appendingPathComponent("Tests/Fixtures/golden/say-hello")
        let record = ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] == "1" || !FileManager.default.fileExists(atPath: golden.path)
        if record {
            try? FileManager.default.removeItem(at: golden)
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: golden)
            if ProcessInfo.processInfo.environment["WORKBOOK_RECORD_GOLDEN"] != "1" { XCTFail("recorded missing golden files; check them and run again") }
            return
        }
        let generated = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(generated, try FileManager.default.subpathsOfDirectory(atPath: golden.path).sorted())
        for path in generated {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8),
                           try String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8), "\(path) differs from its golden file (make golden)")
        }
    }
}
