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

    func assertDiagnostic(_ body: String, contains text: String, line: Int? = nil, column: Int? = nil, suggestion: String? = nil,
                          frontMatter: String = "---\nsection: 1.0\ntitle: T\nlang: ko\n---\n", file: StaticString = #filePath, lineNumber: UInt = #line) {
        let found = diagnostics(body, frontMatter: frontMatter)
        guard let diagnostic = found.first(where: { $0.message.contains(text) }) else {
            return XCTFail("no diagnostic containing \"\(text)\" in \(found.map(\.description))", file: file, line: lineNumber)
        }
        if let line { XCTAssertEqual(diagnostic.line, line, diagnostic.description, file: file, line: lineNumber) }
        if let column { XCTAssertEqual(diagnostic.column, column, diagnostic.description, file: file, line: lineNumber) }
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

    // MARK: - Names that become paths: ids, file names, module names

    func withID(_ id: String) -> String { Self.goodExercise.replacingOccurrences(of: "id: demo", with: "id: \(id)") }
    func withFile(_ name: String) -> String {
        Self.goodExercise.replacingOccurrences(of: "file=ViewController.swift", with: "file=\(name)")
    }
    func withModule(_ name: String) -> String { Self.goodExercise.replacingOccurrences(of: "title: Demo", with: "title: Demo\nmodule: \(name)") }

    static let idRule = "an id is lowercase letters, digits and `-`"

    func testExerciseIDWithDotDotIsRejected() {
        assertDiagnostic(withID("../../escape"), contains: "the exercise id `../../escape` is not allowed: it contains `.`; \(Self.idRule)",
                         line: 7, column: 5, suggestion: "write it like `escape`")
    }

    func testExerciseIDWithASlashIsRejected() {
        assertDiagnostic(withID("a/b"), contains: "the exercise id `a/b` is not allowed: it contains `/`", line: 7, column: 5, suggestion: "write it like `a-b`")
    }

    func testAbsoluteExerciseIDIsRejected() {
        assertDiagnostic(withID("/tmp/x"), contains: "the exercise id `/tmp/x` is not allowed: it contains `/`", line: 7, column: 5)
    }

    func testExerciseIDWithABackslashIsRejected() {
        assertDiagnostic(withID(#""a\\b""#), contains: "the exercise id `a\\b` is not allowed: it contains `\\`", line: 7, column: 5)
    }

    func testExerciseIDWithAControlCharacterIsRejected() {
        assertDiagnostic(withID(#""a\tb""#), contains: "is not allowed: it contains U+0009", line: 7, column: 5)
    }

    func testExerciseIDWithALeadingDashIsRejected() {
        assertDiagnostic(withID("-rf"), contains: "the exercise id `-rf` is not allowed: it starts with `-`", line: 7, column: 5, suggestion: "write it like `rf`")
    }

    func testExerciseIDWithALeadingDotIsRejected() {
        assertDiagnostic(withID(".hidden"), contains: "the exercise id `.hidden` is not allowed: it contains `.`", line: 7, column: 5, suggestion: "write it like `hidden`")
    }

    func testExerciseIDWithCapitalsIsRejected() {
        assertDiagnostic(withID("Demo"), contains: "the exercise id `Demo` is not allowed: it contains `D`", line: 7, column: 5, suggestion: "write it like `demo`")
    }

    func testAReferenceWithABadIDIsRejected() {
        assertDiagnostic("```exercise\nid: ../x\n```\n", contains: "the exercise id `../x` is not allowed", line: 7, column: 5)
    }

    func testTheBundledIDsAreAllowed() {
        for id in ["manual-segue-values", "lost-value-vc1-vc2-vc3", "back-by-presenting", "say-hello"] {
            XCTAssertEqual(diagnostics(withID(id)).map(\.description), [], id)
        }
    }

    static let fileColumn = 15 // ```swift file=

    func testFileNameWithDotDotIsRejected() {
        assertDiagnostic(withFile("../../x.swift"), contains: "the file name `../../x.swift` is not allowed: it has a `..` part",
                         line: 18, column: Self.fileColumn, suggestion: "write it like `file=ViewController.swift` or `file=Views/Cell.swift` (letters, digits, `_`, `-`, `.`, `+`, spaces; no `..`, no leading `/`, `-` or `.`)")
    }

    func testAbsoluteFileNameIsRejected() {
        assertDiagnostic(withFile("/tmp/x.swift"), contains: "the file name `/tmp/x.swift` is not allowed: it is an absolute path", line: 18, column: Self.fileColumn)
    }

    func testFileNameWithABackslashIsRejected() {
        assertDiagnostic(withFile(#"..\x.swift"#), contains: #"the file name `..\\x.swift` is not allowed: it contains a backslash"#, line: 18, column: Self.fileColumn)
    }

    func testFileNameWithAControlCharacterIsRejected() {
        assertDiagnostic(withFile("\"a\tb.swift\""), contains: "the file name `a\\tb.swift` is not allowed: it contains a control character (U+0009)",
                         line: 18, column: Self.fileColumn + 1)
    }

    func testFileNameWithALeadingDashIsRejected() {
        assertDiagnostic(withFile("-x.swift"), contains: "the file name `-x.swift` is not allowed: the part `-x.swift` starts with `-`", line: 18, column: Self.fileColumn)
    }

    func testFileNameWithALeadingDotIsRejected() {
        assertDiagnostic(withFile(".x.swift"), contains: "the file name `.x.swift` is not allowed: the part `.x.swift` starts with `.`", line: 18, column: Self.fileColumn)
        assertDiagnostic(withFile("./x.swift"), contains: "the file name `./x.swift` is not allowed: it has a `.` part", line: 18, column: Self.fileColumn)
    }

    func testFileNameWithAnEmptyPartIsRejected() {
        assertDiagnostic(withFile("a//x.swift"), contains: "the file name `a//x.swift` is not allowed: it has an empty part", line: 18, column: Self.fileColumn)
    }

    func testFileNameWithOtherCharactersIsRejected() {
        assertDiagnostic(withFile("a*b.swift"), contains: "the file name `a*b.swift` is not allowed: it contains `*`", line: 18, column: Self.fileColumn)
    }

    func testFileNameNotEndingInSwiftIsRejected() {
        assertDiagnostic(withFile("notes.txt"), contains: "the file name `notes.txt` is not allowed: it does not end in `.swift`", line: 18, column: Self.fileColumn)
    }

    func testPlainFileNamesInFoldersAreAllowed() {
        for name in ["ViewController.swift", "Views/Cell.swift", "\"My View+Ext.swift\"", "a_b-c.d.swift"] {
            let body = withFile(name)
            XCTAssertEqual(diagnostics(body).map(\.description), [], name)
        }
    }

    func testAMistakeFileNameLeavingTheFolderIsRejected() {
        assertDiagnostic(Self.goodExercise + "\n```swift mistake=oops file=../ViewController.swift fails=launches\nimport UIKit\n```\n",
                         contains: "the file name `../ViewController.swift` is not allowed: it has a `..` part", line: 29, column: 28)
    }

    func testModuleNameWithAPathIsRejected() {
        assertDiagnostic(withModule("\"../../x\""), contains: "the module name `../../x` is not allowed: it contains `.`; a module name is a Swift identifier",
                         line: 9, column: 9, suggestion: "use letters, digits and `_`, not starting with a digit, like `SegueValues`")
    }

    func testModuleNameWithADashIsRejected() {
        assertDiagnostic(withModule("My-App"), contains: "the module name `My-App` is not allowed: it contains `-`", line: 9, column: 9)
    }

    func testModuleNameStartingWithADigitIsRejected() {
        assertDiagnostic(withModule("7Up"), contains: "the module name `7Up` is not allowed: it starts with a digit", line: 9, column: 9)
    }

    func testAModuleNameMadeFromAnIDStartingWithADigitIsRejected() {
        assertDiagnostic(withID("7-up"), contains: "the module name `7Up` made from the id is not a Swift identifier: it starts with a digit",
                         line: 7, column: 5, suggestion: "add `module: NAME` (letters, digits and `_`, not starting with a digit)")
    }

    // MARK: - The exercise block's due date and points

    func testABadDueInTheExerciseBlockIsAnError() {
        assertDiagnostic(withModule("X").replacingOccurrences(of: "module: X", with: "due: soon"), contains: "`due: soon` is not a date", line: 9, column: 6)
        assertDiagnostic(withModule("X").replacingOccurrences(of: "module: X", with: "due: 2026-02-30"), contains: "`due: 2026-02-30` is not a date", line: 9, column: 6)
    }

    func testBadPointsInTheExerciseBlockAreAnError() {
        assertDiagnostic(withModule("X").replacingOccurrences(of: "module: X", with: "points: two"),
                         contains: "`points` is a whole number, 0 or more, not `two`", line: 9, column: 9)
    }

    func testAfterDueChecksNeedTheExerciseDue() throws {
        let afterDue = Self.goodExercise.replacingOccurrences(of: "- id: launches\n  steps:", with: "- id: launches\n  visibility: after_due\n  steps:")
        assertDiagnostic(afterDue, contains: "the check `launches` is `after_due`, but the exercise has no due date", line: 25, column: 15,
                         suggestion: "add `due: YYYY-MM-DD` to the exercise block, or make the check `hidden`")
        let withDue = afterDue.replacingOccurrences(of: "title: Demo", with: "title: Demo\ndue: 2026-12-01")
        let (chapter, problems) = ChapterParser().parse("---\nsection: 1.0\ntitle: T\nlang: ko\n---\n" + withDue, path: "c.md")
        XCTAssertEqual(problems.map(\.description), [])
        XCTAssertEqual(chapter?.exercises.first?.checks.due, Date(timeIntervalSince1970: 1_796_169_599))
    }
}
