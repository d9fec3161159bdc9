@testable import Chapters
import Foundation
import WorkbookCore
import XCTest

/// The fairness rules of an exercise: what a check compares is stated to the learner; a hint
/// belongs to one check; alternative solutions are part of the exercise.
final class FairnessTests: XCTestCase {
    func chapter(prose: String = "", hidden expect: String, extra: String = "") throws -> (Chapter, [Diagnostic]) {
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
        let (parsed, problems) = ChapterParser().parse(text, path: "c.md")
        let chapter = try XCTUnwrap(parsed, problems.map(\.description).joined(separator: "\n"))
        return (chapter, problems)
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
