import Chapters
import Foundation
import WorkbookCore
import XCTest

/// The bundled book, generation and validation, including validation failures.
final class BookTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        if ProcessInfo.processInfo.environment["WORKBOOK_CACHE_DIR"] == nil {
            setenv("WORKBOOK_CACHE_DIR", repository.appendingPathComponent(".build/workbook-cache").path, 1)
        }
    }

    func testTheBundledBookIsCleanAndExercisesAreUpToDate() throws {
        let (book, problems) = Book.load(root: Self.repository)
        XCTAssertEqual(problems.map(\.description), [])
        let loaded = try XCTUnwrap(book)
        // The book's plan (ids exactly as the curriculum names them); more arrive chapter by chapter.
        let planned: Set<String> = [
            "present-by-identifier", "push-and-pop", "unwind-multi-level", "custom-segue",
            "values-by-present", "values-by-push", "manual-segue-values", "action-segue-values", "segue-identifier-routing",
            "back-by-presenting", "back-by-navigation-stack", "lost-value-vc1-vc2-vc3", "store-in-app-delegate", "store-in-userdefaults",
            "delegate-back", "should-perform-validation", "child-coordinator-cleanup", "coordinator-didshow",
        ]
        let ids = Set(loaded.exercises.map(\.id))
        XCTAssertTrue(ids.isSubset(of: planned), "not in the plan: \(ids.subtracting(planned).sorted())")
        XCTAssertTrue(ids.isSuperset(of: ["manual-segue-values", "back-by-presenting", "lost-value-vc1-vc2-vc3"]))
        for exercise in loaded.exercises {
            XCTAssertGreaterThanOrEqual(exercise.alternatives.count, 3, "\(exercise.id): alternative correct solutions")
            XCTAssertGreaterThanOrEqual(exercise.checks.checks.count, 3, exercise.id)
            XCTAssertTrue(exercise.checks.checks.contains { $0.visibility == .hidden }, exercise.id)
            XCTAssertGreaterThanOrEqual(exercise.mistakes.count, 2, exercise.id)
            XCTAssertFalse(exercise.hints.isEmpty, exercise.id)
            XCTAssertEqual(Set(exercise.chapters.keys), [.ko, .en], exercise.id)
        }
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: Self.repository.appendingPathComponent("Exercises")), [],
                       "Exercises/ is what the chapters generate (run `workbook generate`)")
    }

    /// Each language's README tells the storyboard (every outlet, action and segue) where the
    /// chapter shows it as a block, keeps the chapter's traces, and links nothing a student's
    /// repository lacks (`../../_site/`).
    func testEveryReadmeTellsTheStoryboardAndKeepsTraces() throws {
        let loaded = try XCTUnwrap(Book.load(root: Self.repository).0)
        for exercise in loaded.exercises {
            let files = WorkbookGenerator().files(for: exercise, book: loaded)
            for name in ["README.md", "README.en.md"] {
                let readme = try XCTUnwrap(files[name], "\(exercise.id) \(name)")
                XCTAssertFalse(readme.contains("../../_site"), "\(exercise.id) \(name) links a folder a student's repository does not have")
                for controller in exercise.storyboard.scenes.map(\.controller) {
                    for outlet in controller.outlets {
                        XCTAssertTrue(readme.contains("`\(outlet.property)`"), "\(exercise.id) \(name) never names the outlet \(outlet.property)")
                    }
                    for action in (controller.view?.allViews ?? []).flatMap(\.actions) {
                        XCTAssertTrue(readme.contains("`\(action.selector)`"), "\(exercise.id) \(name) never names the action \(action.selector)")
                    }
                    for segue in controller.allSegues {
                        if let identifier = segue.identifier { XCTAssertTrue(readme.contains("`\(identifier)`"), "\(exercise.id) \(name) never names the segue \(identifier)") }
                    }
                }
            }
        }
        let manual = try XCTUnwrap(loaded.exercises.first { $0.id == "manual-segue-values" })
        let korean = try XCTUnwrap(WorkbookGenerator().files(for: manual, book: loaded)["README.md"])
        let lines = korean.components(separatedBy: "\n")
        let said = try XCTUnwrap(lines.firstIndex(of: "스토리보드는 다음과 같습니다."))
        XCTAssertTrue(lines[(said + 1)...].first { !$0.isEmpty }?.contains("Main.storyboard") == true, "the sentence is followed by the storyboard:\n\(korean)")
        XCTAssertTrue(korean.contains("아웃렛 `email`") && korean.contains("액션 `onPerformSegue:`"), korean)
        let lost = try XCTUnwrap(loaded.exercises.first { $0.id == "lost-value-vc1-vc2-vc3" })
        let lostKorean = try XCTUnwrap(WorkbookGenerator().files(for: lost, book: loaded)["README.md"])
        XCTAssertTrue(lostKorean.contains("VC2#2.init(coder:)"), "the chapter's trace stays:\n\(lostKorean)")
    }

    func testGenerationIsDeterministicAndLeavesOutWhatLearnersMustNotSee() throws {
        let loaded = try XCTUnwrap(Book.load(root: Self.repository).0)
        let first = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString)")
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        try WorkbookGenerator().generate(loaded, into: first)
        try WorkbookGenerator().generate(loaded, into: second)
        XCTAssertEqual(WorkbookGenerator().staleFiles(loaded, in: second), [])
        let all = try FileManager.default.subpathsOfDirectory(atPath: first.path).sorted()
        XCTAssertEqual(all, try FileManager.default.subpathsOfDirectory(atPath: second.path).sorted())
        for path in all where path.hasSuffix(".swift") || path.hasSuffix(".yaml") || path.hasSuffix(".md") {
            let text = try String(contentsOf: first.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(text, try String(contentsOf: second.appendingPathComponent(path), encoding: .utf8), path)
            XCTAssertFalse(text.contains("BEGIN SOLUTION") || text.contains("instantiateViewController(withIdentifier: \"RVC\")"), path)
            XCTAssertFalse(text.contains("prepare-before-view-loads") || text.contains("value-survives-relaunch") || text.contains("id: \"full-screen\""),
                           "hidden checks stay out of \(path)")
        }
    }

    /// A small book whose one exercise is broken in the given way.
    func validate(_ transform: (String) -> String) throws -> [ExerciseValidator.Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try "languages: [ko]\nchapters:\n  - ko: Chapters/a.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        let chapter = """
        ---
        section: 1
        title: A
        lang: ko
        ---

        ```exercise
        id: tiny
        title: Tiny
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
            override func viewDidLoad() {
                super.viewDidLoad()
                // BEGIN SOLUTION
                message.text = "hello"
                // END SOLUTION
            }
        }
        ```

        ```checks
        - id: says-hello
          steps:
            - launch
            - expect: {label: {outlet: message, text: "hello"}}
        ```

        ```hint check=says-hello
        {ko: "viewDidLoad에서 message.text를 정하세요.", en: "Set message.text in viewDidLoad."}
        ```

        ```swift mistake=silent file=ViewController.swift fails=says-hello
        import UIKit
        class ViewController: UIViewController {
            @IBOutlet var message: UILabel!
        }
        ```
        """
        try transform(chapter).write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        let (book, problems) = Book.load(root: root)
        XCTAssertEqual(problems.map(\.description), [])
        let loaded = try XCTUnwrap(book)
        return try ExerciseValidator().validate(try XCTUnwrap(loaded.exercises.first), book: loaded)
    }

    func finding(_ findings: [ExerciseValidator.Finding], _ subject: String) -> ExerciseValidator.Finding? {
        findings.first { $0.subject == subject }
    }

    func testASoundExerciseValidates() throws {
        let findings = try validate { $0 }
        XCTAssertTrue(findings.allSatisfy(\.ok), findings.map(\.description).joined(separator: "\n"))
    }

    func testAReferenceThatFails() throws {
        let findings = try validate { $0.replacingOccurrences(of: "message.text = \"hello\"", with: "message.text = \"hi\"") }
        XCTAssertEqual(finding(findings, "reference")?.ok, false)
        XCTAssertTrue(finding(findings, "reference")?.detail.contains("says-hello") == true)
    }

    func testAStarterThatPasses() throws {
        let findings = try validate { $0.replacingOccurrences(of: "// BEGIN SOLUTION\n", with: "").replacingOccurrences(of: "// END SOLUTION\n", with: "") }
        XCTAssertEqual(finding(findings, "starter")?.ok, false)
        XCTAssertTrue(finding(findings, "starter")?.detail.contains("gives the answer away") == true)
    }

    func testAMistakeThatPasses() throws {
        let findings = try validate { $0.replacingOccurrences(of: "    @IBOutlet var message: UILabel!\n}", with: "    @IBOutlet var message: UILabel!\n    override func viewDidLoad() { super.viewDidLoad(); message.text = \"hello\" }\n}") }
        XCTAssertEqual(finding(findings, "mistake silent")?.ok, false)
        XCTAssertTrue(finding(findings, "mistake silent")?.detail.contains("fails [], declared [says-hello]") == true,
                      finding(findings, "mistake silent")?.detail ?? "")
    }

    func testAMistakeThatFailsAnotherCheckThanDeclared() throws {
        let findings = try validate { chapter in
            chapter.replacingOccurrences(of: "- id: says-hello\n  steps:", with: "- id: launches\n  steps:\n    - launch\n    - expect: {top: ViewController}\n- id: says-hello\n  steps:")
                .replacingOccurrences(of: "fails=says-hello", with: "fails=launches")
        }
        let mistake = try XCTUnwrap(finding(findings, "mistake silent"))
        XCTAssertFalse(mistake.ok)
        XCTAssertTrue(mistake.detail.contains("fails [says-hello], declared [launches]"), mistake.detail)
    }

    func testAMistakeWithTheWrongExplanation() throws {
        let findings = try validate { $0.replacingOccurrences(of: "fails=says-hello", with: "fails=says-hello explains=twin-instance") }
        XCTAssertEqual(finding(findings, "mistake silent")?.ok, false)
        XCTAssertTrue(finding(findings, "mistake silent")?.detail.contains("declared twin-instance") == true)
    }

    func testALanguageMissingFromTheBook() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try "languages: [ko, en]\nchapters:\n  - ko: Chapters/a.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        try "---\nsection: 1\ntitle: A\nlang: ko\n---\n".write(to: root.appendingPathComponent("Chapters/a.md"), atomically: true, encoding: .utf8)
        let problems = Book.load(root: root).1
        XCTAssertTrue(problems.contains { $0.message == "this chapter has no en file" }, problems.map(\.description).joined(separator: "\n"))
    }

    func testAnExerciseMissingFromTheOtherLanguageAndBrokenLinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try "languages: [ko, en]\nchapters:\n  - ko: Chapters/ko.md\n    en: Chapters/en.md\n".write(to: root.appendingPathComponent("workbook.yaml"), atomically: true, encoding: .utf8)
        let korean = "---\nsection: 1\ntitle: A\nlang: ko\n---\n\n# 값 전달\n\n[위](#값-전달) [없는 곳](#값-전닭) [파일](missing.md)\n\n" + ChapterDiagnosticsTests.goodExercise
        try korean.write(to: root.appendingPathComponent("Chapters/ko.md"), atomically: true, encoding: .utf8)
        try "---\nsection: 1\ntitle: A\nlang: en\n---\n\n# Passing values\n".write(to: root.appendingPathComponent("Chapters/en.md"), atomically: true, encoding: .utf8)
        let messages = Book.load(root: root).1.map(\.description)
        XCTAssertTrue(messages.contains { $0.contains("the exercise `demo` is missing in the en chapter") }, messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.contains("the link `#값-전닭` names no heading") && $0.contains("did you mean `#값-전달`?") }, messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains { $0.contains("the link `missing.md` points to a file that does not exist") }, messages.joined(separator: "\n"))
        XCTAssertFalse(messages.contains { $0.contains("`#값-전달` names") })
    }
}
