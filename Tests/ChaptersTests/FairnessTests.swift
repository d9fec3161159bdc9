@testable import Chapters
import Foundation
import WorkbookCore
import XCTest

/// The fairness rules of an exercise: what a check compares is stated to the learner; a hint
/// belongs to one check; alternative solutions are part of the exercise.
final class FairnessTests: XCTestCase {
    func chapter(prose: String = "", hidden expect: String, extra: String = "", starterLine: String = "") throws -> (Chapter, [Diagnostic]) {
        let (parsed, problems) = ChapterParser().parse(chapterText(prose: prose, hidden: expect, extra: extra, starterLine: starterLine), path: "c.md")
        let chapter = try XCTUnwrap(parsed, problems.map(\.description).joined(separator: "\n"))
        return (chapter, problems)
    }

    func chapterText(prose: String = "", hidden expect: String, extra: String = "", starterLine: String = "") -> String {
        let text = """
        ---
        section: 1.0
        title: T
        lang: ko
        ---

        \(prose)

        ```exercise
        id: demo
        title: Demo
        ```

        ```storyboard
        initial: form
        scenes:
          - id: form
            class: ViewController
            views:
              - label: {outlet: message, text: "-"}
        ```

        ```swift file=ViewController.swift
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var message: UILabel!
            \(starterLine)
            override func viewDidLoad() {
                super.viewDidLoad()
                // BEGIN SOLUTION: // TODO
                message.text = "hello there"
                // END SOLUTION
            }
        }
        ```

        ```checks
        - id: launches
          steps:
            - launch
            - expect: {top: ViewController}
        - id: greets
          visibility: hidden
          steps:
            - launch
            - expect: \(expect)
        ```
        \(extra)
        """
        return text
    }

    func testAHiddenCheckComparingAnUnstatedTextIsReported() throws {
        let (chapter, _) = try chapter(hidden: "{label: {outlet: message, text: \"hello there\"}}")
        let exercise = try XCTUnwrap(chapter.exercises.first)
        let problems = FairnessLint.problems(exercise, chapters: [chapter])
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].message.contains("the hidden check `greets` compares \"hello there\""), problems[0].message)
    }

    func testTheSameTextStatedInTheProseIsFair() throws {
        let (chapter, _) = try chapter(prose: "화면이 뜨면 레이블에 `hello there`를 보여 주세요.", hidden: "{label: {outlet: message, text: \"hello there\"}}")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(chapter.exercises.first), chapters: [chapter]).map(\.message), [])
    }

    func testAProseWordIsNotALiteral() throws {
        // The words occur in the prose, but never as code or in quotes: nothing says the label shows them.
        let (plain, _) = try chapter(prose: "화면이 뜨면 hello there 하고 인사합니다.", hidden: "{label: {outlet: message, text: \"hello there\"}}")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(plain.exercises.first), chapters: [plain]).count, 1)
        let (quoted, _) = try chapter(prose: "화면이 뜨면 \"hello there\"라고 인사합니다.", hidden: "{label: {outlet: message, text: \"hello there\"}}")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(quoted.exercises.first), chapters: [quoted]).map(\.message), [])
    }

    /// lost-value-vc1-vc2-vc3 once required the key `value`: the word is in the prose and the
    /// starter has a property `value`, but no learner is told that the key must be "value".
    func testAUserDefaultsKeyMustBeToldAsAKey() throws {
        let expect = "{userDefaults: {key: value, equals: \"from VC3\"}}"
        let prose = "값(`value`)을 저장하세요. 보내는 값은 `from VC3`입니다."
        let (unstated, _) = try chapter(prose: prose, hidden: expect, starterLine: "var value: String?")
        let problems = FairnessLint.problems(try XCTUnwrap(unstated.exercises.first), chapters: [unstated])
        XCTAssertEqual(problems.map(\.message), ["the hidden check `greets` needs the UserDefaults key \"value\", which nothing the learner reads of `demo` states (README, starter code, storyboard, visible checks)"])
        XCTAssertTrue(problems[0].suggestion?.contains("let the learner choose the key") == true)
        // The check's own line in the chapter, not its line inside the checks block.
        XCTAssertEqual(problems[0].line, try XCTUnwrap(chapterText(hidden: expect).components(separatedBy: "\n").firstIndex { $0.contains("- id: greets") }) + 1)
        let (inStarter, _) = try chapter(prose: prose, hidden: expect, starterLine: "let key = \"value\"")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(inStarter.exercises.first), chapters: [inStarter]).map(\.message), [])
        let (inProse, _) = try chapter(prose: prose + " 키는 `\"value\"`를 쓰세요.", hidden: expect)
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(inProse.exercises.first), chapters: [inProse]).map(\.message), [])
    }

    func testClassesAndNamesAHiddenCheckNeedsMustBeTold() throws {
        let (secret, _) = try chapter(hidden: "{property: {of: SecretViewController, name: secretValue, equals: \"hello there\"}}")
        let messages = FairnessLint.problems(try XCTUnwrap(secret.exercises.first), chapters: [secret]).map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("needs the class \"SecretViewController\"") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("needs the name \"secretValue\"") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("compares \"hello there\"") }, "\(messages)")
        // The storyboard's classes and outlets, UIKit's classes and the starter's names are told.
        let (told, _) = try chapter(hidden: "{stack: [UINavigationController, ViewController]}")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(told.exercises.first), chapters: [told]).map(\.message), [])
    }

    /// `workbook validate` (and lint, generate) refuses a book whose hidden check needs an untold literal.
    func testValidateFailsAnExerciseWhoseCheckNeedsAnUntoldLiteral() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: OutputFolderTests.binary.path), "the workbook binary is built with the tests")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try "languages: [ko]\nchapters:\n  - ko: Chapters/a.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        try chapterText(prose: "값(`value`)을 저장하세요.", hidden: "{userDefaults: {key: value, equals: null}}", starterLine: "var value: String?")
            .write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = OutputFolderTests.binary
        process.arguments = ["validate", "--root", root.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, error)
        XCTAssertTrue(error.contains("Chapters/a.md:") && error.contains("needs the UserDefaults key \"value\""), error)
    }

    func testTheSolutionItselfDoesNotCountAsStated() throws {
        // "hello there" is in the reference's solution region only: learners never see it.
        let (chapter, _) = try chapter(hidden: "{console: \"hello there\"}")
        XCTAssertEqual(FairnessLint.problems(try XCTUnwrap(chapter.exercises.first), chapters: [chapter]).count, 1)
    }

    func testAHintNeedsItsCheckAndGoesToThatCheckOnly() throws {
        let bare = try chapter(hidden: "{top: ViewController}", extra: "\n```hint\n{ko: 힌트, en: hint}\n```\n")
        XCTAssertTrue(bare.1.contains { $0.message.contains("a `hint` block needs `check=ID`") }, bare.1.map(\.description).joined())
        let (placed, problems) = try chapter(hidden: "{top: ViewController}", extra: "\n```hint check=greets\n{ko: 힌트, en: hint}\n```\n")
        XCTAssertEqual(problems.map(\.description), [])
        let checks = try XCTUnwrap(placed.exercises.first).checks.checks
        XCTAssertEqual(checks.first { $0.id == "launches" }?.hints, [])
        XCTAssertEqual(checks.first { $0.id == "greets" }?.hints.map(\.en), ["hint"])
        let unknown = try chapter(hidden: "{top: ViewController}", extra: "\n```hint check=greet\n{ko: 힌트, en: hint}\n```\n")
        XCTAssertTrue(unknown.1.contains { $0.message.contains("not a check of `demo`") && $0.suggestion == "did you mean `greets`?" })
    }

    func testAlternativeSolutionsArePartOfTheExercise() throws {
        let alternative = "\n```swift alternative=in-will-appear file=ViewController.swift\nimport UIKit\nclass ViewController: UIViewController {}\n```\n"
        let (chapter, problems) = try chapter(hidden: "{top: ViewController}", extra: alternative)
        XCTAssertEqual(problems.map(\.description), [])
        let exercise = try XCTUnwrap(chapter.exercises.first)
        XCTAssertEqual(exercise.alternatives.map(\.name), ["in-will-appear"])
        XCTAssertEqual(exercise.mistakes, [])
        // What learners read has neither the block nor its code.
        let learnerText = FairnessLint.learnerText(chapter)
        XCTAssertFalse(learnerText.contains("alternative=in-will-appear"), learnerText)
        XCTAssertFalse(learnerText.contains("class ViewController: UIViewController {}"), learnerText)
    }
}
