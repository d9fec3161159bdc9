import Chapters
import Foundation
import WorkbookCore
import XCTest

/// `workbook generate` replaces its output folder whole, so it must never replace a folder the
/// tool did not write: the book, what holds it, its chapters, a learner's own folder. Each test
/// builds a throw-away book inside a throw-away outer folder, so even a broken guard can only
/// delete test files.
final class OutputFolderTests: XCTestCase {
    var outer: URL!
    var root: URL!

    override func setUpWithError() throws {
        outer = FileManager.default.temporaryDirectory.appendingPathComponent("outer-\(UUID().uuidString)")
        root = outer.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try "languages: [ko]\nchapters:\n  - ko: Chapters/a.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        let chapter = "---\nsection: 1.0\ntitle: T\nlang: ko\n---\n\n" + ChapterDiagnosticsTests.goodExercise
        try chapter.write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: outer)
    }

    func book() throws -> Book {
        let (book, problems) = Book.load(root: root)
        XCTAssertEqual(problems.map(\.description), [])
        return try XCTUnwrap(book)
    }

    /// Every file and folder under `outer`, with the contents of files: what must not change.
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: outer.path) {
            let url = outer.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            result[path] = isDirectory.boolValue ? Data() : (try? Data(contentsOf: url)) ?? Data("link".utf8)
        }
        return result
    }

    func assertRefused(_ folder: URL, because reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let loaded = try book()
        let before = try snapshot()
        XCTAssertThrowsError(try WorkbookGenerator().generate(loaded, into: folder), file: file, line: line) { error in
            guard let refusal = error as? WorkbookGenerator.OutputRefusal else {
                return XCTFail("expected a refusal, got \(error)", file: file, line: line)
            }
            XCTAssertTrue(refusal.reason.contains(reason), refusal.description, file: file, line: line)
            XCTAssertTrue(refusal.description.hasPrefix("error: will not write to `\(folder.path)`: "), refusal.description, file: file, line: line)
        }
        XCTAssertEqual(try snapshot(), before, "a refused generate touches nothing", file: file, line: line)
    }

    // MARK: - Refused

    func testTheBookRootIsRefused() throws {
        try assertRefused(root, because: "it is the book's root folder")
        try assertRefused(root.appendingPathComponent("."), because: "it is the book's root folder")
        try assertRefused(root.appendingPathComponent(""), because: "it is the book's root folder")
    }

    func testTheParentOfTheBookAndTheFileSystemRootAreRefused() throws {
        try assertRefused(root.appendingPathComponent(".."), because: "it holds the book")
        try assertRefused(outer, because: "it holds the book")
        // Only the guard itself here: a broken guard must not get to write to `/`.
        XCTAssertThrowsError(try WorkbookGenerator.checkOutput(URL(fileURLWithPath: "/"), book: try book())) { error in
            XCTAssertEqual((error as? WorkbookGenerator.OutputRefusal)?.reason, "it holds the book (\(root.resolvingSymlinksInPath().path)); it would be deleted")
        }
    }

    func testTheChaptersFolderIsRefused() throws {
        try assertRefused(root.appendingPathComponent("Chapters"), because: "it holds the book's own files")
        try assertRefused(root.appendingPathComponent("Chapters/../Chapters"), because: "it holds the book's own files")
    }

    func testAFolderHoldingAnotherBooksWorkbookYAMLIsRefused() throws {
        let other = outer.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "languages: [ko]\n".write(to: other.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        try assertRefused(other, because: "it holds a workbook.yaml")
    }

    /// A book whose workbook.yaml lists a chapter outside its root no longer loads ("chapters must
    /// be inside the book folder"); the generator still refuses a folder holding a chapter of a
    /// `Book` whose chapter path leads out (one not made by `Book.load`).
    func testAFolderHoldingChaptersKeptOutsideTheRootIsRefused() throws {
        let shared = outer.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Chapters/a.md"), to: shared.appendingPathComponent("a.md"))
        var loaded = try book()
        loaded.chapters[0].path = "../shared/a.md"
        let before = try snapshot()
        XCTAssertThrowsError(try WorkbookGenerator().generate(loaded, into: shared)) { error in
            XCTAssertTrue((error as? WorkbookGenerator.OutputRefusal)?.reason.contains("/shared/a.md); they would be deleted") == true, "\(error)")
        }
        XCTAssertEqual(try snapshot(), before, "a refused generate touches nothing")
        try "languages: [ko]\nchapters:\n  - ko: ../shared/a.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        XCTAssertTrue(Book.load(root: root).1.contains { $0.message.contains("leaves the book folder: chapters must be inside the book folder") })
    }

    func testANonEmptyFolderWithoutTheMarkerIsRefused() throws {
        let notes = outer.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "mine".write(to: notes.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        try assertRefused(notes, because: "the folder is not empty and `workbook generate` did not write it")
        XCTAssertEqual(try String(contentsOf: notes.appendingPathComponent("todo.txt"), encoding: .utf8), "mine")
    }

    func testAFileIsRefused() throws {
        let file = outer.appendingPathComponent("file.txt")
        try "mine".write(to: file, atomically: true, encoding: .utf8)
        try assertRefused(file, because: "it is a file, not a folder")
    }

    func testASymbolicLinkToTheBookOrItsChaptersIsRefused() throws {
        let toRoot = outer.appendingPathComponent("to-root")
        let toChapters = outer.appendingPathComponent("to-chapters")
        try FileManager.default.createSymbolicLink(at: toRoot, withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: toChapters, withDestinationURL: root.appendingPathComponent("Chapters"))
        try assertRefused(toRoot, because: "it is the book's root folder")
        try assertRefused(toChapters, because: "it holds the book's own files")
        // Through a link in the middle of the path.
        try assertRefused(toRoot.appendingPathComponent("Chapters"), because: "it holds the book's own files")
        try assertRefused(toChapters.appendingPathComponent(".."), because: "it is the book's root folder")
    }

    func testADanglingSymbolicLinkIsRefused() throws {
        let dangling = outer.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: outer.appendingPathComponent("nowhere").path)
        try assertRefused(dangling, because: "symbolic link")
    }

    // MARK: - Allowed

    func testANewFolderIsWrittenWithTheMarker() throws {
        let loaded = try book()
        let folder = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: folder)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".workbook-generated"), encoding: .utf8),
                       WorkbookGenerator.markerText + "\nExercises in the book's order:\n" + loaded.exercises.map { $0.id + "\n" }.joined())
        XCTAssertEqual(WorkbookFolder(root: folder).bookOrder(), loaded.exercises.map(\.id))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo/checks.yaml").path))
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Chapters", "Exercises", "workbook.yaml"],
                       "no staging or old folder is left")
    }

    func testAnEmptyFolderIsFilled() throws {
        let folder = outer.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try WorkbookGenerator().generate(try book(), into: folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo/README.md").path))
    }

    func testAPreviouslyGeneratedFolderIsReplacedWhole() throws {
        let loaded = try book()
        let folder = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: folder)
        try "old".write(to: folder.appendingPathComponent("demo/leftover.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), ["demo/leftover.swift (not generated)"])
        try WorkbookGenerator().generate(loaded, into: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo/leftover.swift").path))
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Chapters", "Exercises", "workbook.yaml"])
    }

    /// The learner's progress file and hint records survive a regenerate (only for exercises the book still has);
    /// nothing else the learner left there does, a link in its place is not followed, and
    /// `generate --check` does not count it.
    func testRegeneratingKeepsTheLearnersStateAndNothingElse() throws {
        let loaded = try book()
        let folder = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: folder)
        let state = """
        {"version": 1, "exercises": {
          "demo": {"status": "failed", "score": 1, "maxScore": 2, "checkedAt": "2026-11-23T12:00:00Z", "checks": [], "hintsSeen": {"c": 2}},
          "gone": {"status": "passed", "score": 2, "maxScore": 2, "checkedAt": "2026-11-23T12:00:00Z", "checks": [], "hintsSeen": {}}},
         "hintLog": [{"exercise": "demo", "check": "c", "hint": 2, "at": "2026-11-23T12:03:10Z"},
                     {"exercise": "gone", "check": "c", "hint": 2, "at": "2026-11-23T12:03:10Z"}]}
        """
        try state.write(to: folder.appendingPathComponent(LearnerState.fileName), atomically: true, encoding: .utf8)
        try HintRecord.append(HintRecord.Entry(check: "c", hint: 2, at: Date(timeIntervalSince1970: 1_800_000_000)), exercise: "demo",
                              in: folder.appendingPathComponent("demo"))
        let hints = try Data(contentsOf: HintRecord.url(in: folder.appendingPathComponent("demo")))
        try "mine".write(to: folder.appendingPathComponent("demo/notes.txt"), atomically: true, encoding: .utf8)
        try "mine".write(to: folder.appendingPathComponent(".mine"), atomically: true, encoding: .utf8)
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), ["demo/notes.txt (not generated)"])

        try WorkbookGenerator().generate(loaded, into: folder)
        let kept = LearnerState.load(from: folder)
        XCTAssertEqual(Array(kept.exercises.keys), ["demo"])
        XCTAssertEqual(kept.exercises["demo"]?.hintsSeen, ["c": 2])
        XCTAssertEqual(kept.hintLog.map(\.exercise), ["demo"])
        XCTAssertEqual(try Data(contentsOf: HintRecord.url(in: folder.appendingPathComponent("demo"))), hints, "the hint record is carried as it is")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo/notes.txt").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".mine").path))
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), [])

        // A link in the state file's place is not followed: nothing is carried.
        let outside = outer.appendingPathComponent("outside.json")
        try state.write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(LearnerState.fileName))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(LearnerState.fileName), withDestinationURL: outside)
        try WorkbookGenerator().generate(loaded, into: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(LearnerState.fileName).path))
        // An unreadable one is left behind (it would be read as a fresh start anyway).
        try "{not json".write(to: folder.appendingPathComponent(LearnerState.fileName), atomically: true, encoding: .utf8)
        try WorkbookGenerator().generate(loaded, into: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(LearnerState.fileName).path))
    }

    /// A generate killed with `kill -9` between its renames left the previous workbook as
    /// `.Exercises.old-<pid>-<uuid>` and no `Exercises`; one killed while writing left a staging
    /// folder. The next generate puts the old one back first and collects both.
    func testAGenerateKilledHalfWayIsRecoveredAndItsLeftoversCollected() throws {
        let loaded = try book()
        let folder = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        let old = root.appendingPathComponent(".Exercises.old-\(dead)-\(UUID().uuidString)")
        let staging = root.appendingPathComponent(".Exercises.staging-\(dead)-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: folder, to: old)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        let unrelated = root.appendingPathComponent(".Exercises.old-notes")
        try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: false)

        try WorkbookGenerator().generate(loaded, into: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
                       [".Exercises.old-notes", "Chapters", "Exercises", "workbook.yaml"])
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), [])
    }

    func testTheCheckExpectsTheMarker() throws {
        let loaded = try book()
        let folder = root.appendingPathComponent("Exercises")
        try WorkbookGenerator().generate(loaded, into: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".workbook-generated"))
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: folder), [".workbook-generated"])
    }

    func testAFailureWhileWritingLeavesNoStagingFolderAndTheOldOutputIntact() throws {
        var loaded = try book()
        let folder = outer.appendingPathComponent("out")
        try WorkbookGenerator().generate(loaded, into: folder)
        let before = try snapshot()
        loaded.exercises[0].files[0].name = "../../../escaped.swift"
        XCTAssertThrowsError(try WorkbookGenerator().generate(loaded, into: folder)) { error in
            XCTAssertTrue("\(error)".contains("it would be written outside"), "\(error)")
        }
        XCTAssertEqual(try snapshot(), before, "no staging folder left, the old output unchanged, nothing escaped")
    }

    func testContainedRefusesEveryPathThatLeavesTheFolder() throws {
        let folder = outer.appendingPathComponent("out")
        for bad in ["../x.swift", "a/../../x.swift", "/etc/passwd", "a//b.swift", "./a.swift", "a\\b.swift", "a\u{0}b.swift", "a\nb.swift", ""] {
            XCTAssertThrowsError(try WorkbookGenerator.contained(bad, in: folder), bad.debugDescription)
        }
        XCTAssertEqual(try WorkbookGenerator.contained("demo/App/Base.lproj/Main.storyboard", in: folder).path,
                       folder.path + "/demo/App/Base.lproj/Main.storyboard")
    }

    // MARK: - The command line

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbook")
    }

    func generate(_ output: String, in folder: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["generate", "--root", root.path, "--output", output]
        process.currentDirectoryURL = folder ?? outer
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testTheCommandRefusesWithExitTwoAndTouchesNothing() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.binary.path), "the workbook binary is built with the tests")
        let notes = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "mine".write(to: notes.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: outer.appendingPathComponent("link"), withDestinationURL: root)
        let before = try snapshot()
        for output in ["", ".", "..", "Chapters", "notes", "workbook.yaml", outer.path, outer.appendingPathComponent("link").path] {
            let result = try generate(output)
            XCTAssertEqual(result.status, 2, "--output \(output.debugDescription): \(result.output) \(result.error)")
            XCTAssertTrue(result.error.contains("error: will not write to `"), result.error)
            XCTAssertFalse(result.output.contains("generated"), result.output)
            XCTAssertEqual(try snapshot(), before, "--output \(output.debugDescription) touched something")
        }
    }

    func testTheCommandWritesRelativeToTheRootAndAbsolutePathsAsGiven() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.binary.path), "the workbook binary is built with the tests")
        let relative = try generate("Exercises")
        XCTAssertEqual(relative.status, 0, relative.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Exercises/.workbook-generated").path))
        let again = try generate("Exercises")
        XCTAssertEqual(again.status, 0, "a folder the tool wrote is replaced: \(again.error)")
        let absolute = outer.appendingPathComponent("elsewhere/workbook")
        let result = try generate(absolute.path)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: absolute.appendingPathComponent("demo/checks.yaml").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(absolute.path).path), "not joined under the root")
    }

    func testLintAndGenerateRejectAFileNameLeavingTheBook() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.binary.path), "the workbook binary is built with the tests")
        let chapter = root.appendingPathComponent("Chapters/a.md")
        try String(contentsOf: chapter, encoding: .utf8).replacingOccurrences(of: "file=ViewController.swift", with: "file=../../../escape.swift")
            .write(to: chapter, atomically: true, encoding: .utf8)
        let before = try snapshot()
        for command in ["lint", "generate", "validate"] {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = [command, "--root", root.path]
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let error = String(decoding: errData, as: UTF8.self)
            XCTAssertEqual(process.terminationStatus, 2, "\(command): \(error)")
            XCTAssertTrue(error.contains("Chapters/a.md:19:15: error: the file name `../../../escape.swift` is not allowed: it has a `..` part"), "\(command): \(error)")
        }
        XCTAssertEqual(try snapshot(), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outer.deletingLastPathComponent().appendingPathComponent("escape.swift").path))
    }
}
