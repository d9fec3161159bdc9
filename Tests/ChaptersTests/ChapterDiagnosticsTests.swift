import Chapters
import Foundation
import WorkbookCore
import XCTest

/// Malformed chapters: each problem is a diagnostic with its line, what was expected, and a
/// suggestion for near-miss names; all of them are reported at once.
final class ChapterDiagnosticsTests: XCTestCase {
    static let goodExercise = """
    ```exercise
    id: demo
    title: Demo
    ```

    ```storyboard
    initial: form
    scenes:
      - id: form
        class: ViewController
    ```

    ```swift file=ViewController.swift
    import UIKit
    class ViewController: UIViewController {}
    ```

    ```checks
    - id: launches
      steps:
        - launch
        - expect: {top: ViewController}
    ```
    """

    func diagnostics(_ body: String, frontMatter: String = "---\nsection: 1.0\ntitle: T\nlang: ko\n---\n") -> [Diagnostic] {
        ChapterParser().parse(frontMatter + body, path: "c.md").1
    }

    func assertDiagnostic(_ body: String, contains text: String, line: Int? = nil, suggestion: String? = nil,
                          frontMatter: String = "---\nsection: 1.0\ntitle: T\nlang: ko\n---\n", file: StaticString = #filePath, lineNumber: UInt = #line) {
        let found = diagnostics(body, frontMatter: frontMatter)
        guard let diagnostic = found.first(where: { $0.message.contains(text) }) else {
            return XCTFail("no diagnostic containing \"\(text)\" in \(found.map(\.description))", file: file, line: lineNumber)
        }
        if let line { XCTAssertEqual(diagnostic.line, line, diagnostic.description, file: file, line: lineNumber) }
        if let suggestion { XCTAssertEqual(diagnostic.suggestion, suggestion, file: file, line: lineNumber) }
    }

    func testAWellFormedExerciseHasNoDiagnostics() {
        XCTAssertEqual(diagnostics(Self.goodExercise).map(\.description), [])
    }

    func testMissingFrontMatter() {
        assertDiagnostic("# Title\n", contains: "missing front matter", line: 1, frontMatter: "")
    }

    func testFrontMatterWithoutLanguageAndWithAnUnknownOne() {
        assertDiagnostic("", contains: "needs `lang:`", frontMatter: "---\nsection: 1\ntitle: T\n---\n")
        assertDiagnostic("", contains: "unknown language `jp`", frontMatter: "---\nsection: 1\ntitle: T\nlang: jp\n---\n")
    }

    func testUnknownBlockRoleNearAKnownOne() {
        assertDiagnostic("```storybaord\nscenes: []\n```\n", contains: "unknown block `storybaord`", line: 6, suggestion: "did you mean `storyboard`?")
    }

    func testBlockOutsideAnExercise() {
        assertDiagnostic("```checks\n- id: a\n```\n", contains: "must follow an `exercise` block", line: 6)
    }

    func testExerciseWithoutID() {
        assertDiagnostic("```exercise\ntitle: X\n```\n", contains: "has no `id:`", line: 7)
    }

    func testUnknownExerciseKey() {
        assertDiagnostic(Self.goodExercise.replacingOccurrences(of: "title: Demo", with: "titel: Demo"),
                         contains: "unknown exercise key `titel`", suggestion: "did you mean `title`?")
    }

    func testSolutionRegionLeftOpen() {
        let body = Self.goodExercise.replacingOccurrences(of: "class ViewController: UIViewController {}",
                                                          with: "class ViewController: UIViewController {\n    // BEGIN SOLUTION\n}")
        assertDiagnostic(body, contains: "never closed", line: 21)
    }

    func testEndWithoutBegin() {
        let body = Self.goodExercise.replacingOccurrences(of: "import UIKit", with: "import UIKit\n// END SOLUTION")
        assertDiagnostic(body, contains: "`// END SOLUTION` without `// BEGIN SOLUTION`", line: 20)
    }

    func testSwiftBlockWithoutFileInAnExercise() {
        assertDiagnostic(Self.goodExercise + "\n```swift mistake=oops\nlet x = 1\n```\n", contains: "needs `file=NAME.swift`")
    }

    func testMistakeFailingAnUnknownCheck() {
        assertDiagnostic(Self.goodExercise + "\n```swift mistake=oops file=ViewController.swift fails=launch\nimport UIKit\n```\n",
                         contains: "fails `launch`, which is not a check", suggestion: "did you mean `launches`?")
    }

    func testMistakeReplacingAnUnknownFile() {
        assertDiagnostic(Self.goodExercise + "\n```swift mistake=oops file=ViewControler.swift fails=launches\nimport UIKit\n```\n",
                         contains: "replaces `ViewControler.swift`", suggestion: "did you mean `ViewController.swift`?")
    }

    func testUnknownExplanationRule() {
        assertDiagnostic(Self.goodExercise + "\n```swift mistake=oops file=ViewController.swift fails=launches explains=twin\nimport UIKit\n```\n",
                         contains: "unknown explanation `twin`")
    }

    func testMissingStoryboardAndMissingChecks() {
        assertDiagnostic("```exercise\nid: a\ntitle: A\n```\n", contains: "has no `storyboard` block")
        let noChecks = Self.goodExercise.components(separatedBy: "```checks")[0]
        assertDiagnostic(noChecks, contains: "has no `checks` block")
    }

    func testStoryboardProblemsPointIntoTheChapter() {
        let body = Self.goodExercise.replacingOccurrences(of: "initial: form", with: "initial: from")
        assertDiagnostic(body, contains: "`initial: from` names no scene", line: 12, suggestion: "did you mean `form`?")
        assertDiagnostic(Self.goodExercise.replacingOccurrences(of: "class: ViewController", with: "klass: ViewController"),
                         contains: "unknown scene key `klass`", line: 15)
    }

    func testCheckProblemsPointIntoTheChapter() {
        assertDiagnostic(Self.goodExercise.replacingOccurrences(of: "- launch", with: "- lunch"),
                         contains: "unknown step `lunch`", line: 26, suggestion: "did you mean `launch`?")
        assertDiagnostic(Self.goodExercise.replacingOccurrences(of: "{top: ViewController}", with: "{topp: ViewController}"),
                         contains: "unknown expectation `topp`", line: 27)
    }

    func testDuplicateCheckIDsAndUnknownDependencies() {
        let body = Self.goodExercise.replacingOccurrences(of: "```checks\n", with: "```checks\n- id: launches\n  steps: [launch]\n- id: other\n  depends: [lunches]\n  steps: [launch]\n")
        let found = diagnostics(body).map(\.message)
        XCTAssertTrue(found.contains { $0.contains("duplicate check id `launches`") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("depends on `lunches`") }, "\(found)")
    }

    func testAllProblemsAreReportedAtOnce() {
        let body = Self.goodExercise.replacingOccurrences(of: "initial: form", with: "initial: from")
            .replacingOccurrences(of: "- launch", with: "- lunch") + "\n```storybaord\n```\n"
        XCTAssertGreaterThanOrEqual(diagnostics(body).count, 3)
    }
}
