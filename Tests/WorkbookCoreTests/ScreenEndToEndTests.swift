import Foundation
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Screens from real runs: the app reports its screen after every step only when asked (the
/// trace is the same either way), the storyboard's frames and texts are on it, and the HTML
/// report of a wrong solution shows the failing step's screen beside the expected one.
final class ScreenEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let steps = """
    - launch
    - type: {outlet: email, text: "learner@example.com"}
    - set: {outlet: interval, value: 5}
    - tap: {action: "onPerformSegue(_:)"}
    """

    func run(screens: Bool) throws -> AppRun {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).yaml")
        try Self.steps.write(to: stepsFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stepsFile) }
        return try ProjectTracer().trace(projectFolder: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"),
                                         stepsFile: stepsFile, screens: screens)
    }

    func testScreensAreReportedOnlyWhenAskedAndChangeNothing() throws {
        let plain = try run(screens: false)
        let withScreens = try run(screens: true)
        XCTAssertTrue(plain.screens.isEmpty)
        XCTAssertNil(plain.state?.screen)
        XCTAssertEqual(plain.events.map(\.line), withScreens.events.map(\.line), "reading the screen records nothing")
        XCTAssertEqual(withScreens.screens.keys.sorted(), [0, 1, 2, 3])
        XCTAssertNotNil(withScreens.state?.screen)

        // After launch: the form, under the navigation bar, with the storyboard's frames.
        let first = try XCTUnwrap(withScreens.screens[0])
        XCTAssertEqual(first.width, 393)
        let form = try XCTUnwrap(first.layers.first)
        XCTAssertNotNil(form.navigationBar)
        let email = try XCTUnwrap(form.view.flatMap { find($0, outlet: "email") })
        XCTAssertEqual(email.kind, "textField")
        XCTAssertFalse(email.frame?.isEmpty ?? true, "the storyboard's frame")
        // After typing: the text is on screen.
        XCTAssertEqual(withScreens.screens[1]?.layers.first?.view.flatMap { find($0, outlet: "email") }?.text, "learner@example.com")
        // After the segue: the result screen with a Back button titled after the form.
        let last = try XCTUnwrap(withScreens.screens[3]?.layers.first)
        XCTAssertEqual(last.contentController, "ResultViewController#1")
        XCTAssertNotNil(last.navigationBar?.backTitle)
        XCTAssertEqual(last.view.flatMap { find($0, outlet: "resultEmail") }?.text, "learner@example.com")

        // The pictures: one per step, each drawn fast.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ScreenFiles.writeSteps(withScreens, to: folder)
        XCTAssertEqual(files.map(\.lastPathComponent), ["step-00.svg", "step-01.svg", "step-02.svg", "step-03.svg"])
        let svg = try String(contentsOf: files[3], encoding: .utf8)
        XCTAssertTrue(svg.contains(">learner@example.com</text>"), svg)
        let shown = try XCTUnwrap(withScreens.screens[3])
        // The drawing's cost is printed, not asserted: speed is measured side by side in bench/,
        // never as a timed test (a loaded CI machine would fail it at random).
        let start = Date()
        let picture = ScreenSVG().render(shown)
        print("the last step's screen drew in \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
        XCTAssertTrue(picture.contains(">learner@example.com</text>"), "the step's screen draws what the file shows")
    }

    /// The SegueBasics project with `ViewController.swift` replaced by a solution of the exercise.
    func project(solution: String) throws -> URL {
        let fixtures = CheckerTests.fixtures
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("screens-check-\(UUID().uuidString)/SegueBasics")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/SegueBasics"), to: target)
        let replacement = fixtures.appendingPathComponent("exercises/manual-segue-values/solutions/\(solution)/ViewController.swift")
        try FileManager.default.removeItem(at: target.appendingPathComponent("SegueBasics/ViewController.swift"))
        try FileManager.default.copyItem(at: replacement, to: target.appendingPathComponent("SegueBasics/ViewController.swift"))
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        return target
    }

    func find(_ view: ScreenView, outlet: String) -> ScreenView? {
        if view.outlet == outlet { return view }
        for child in view.subviews { if let found = find(child, outlet: outlet) { return found } }
        return nil
    }

    /// A wrong solution (the values go to a second, twin instance): the HTML report shows the
    /// result screen at the failing step with the empty label outlined, beside the same screen
    /// with the expected text; a hidden check's screen is never in it.
    func testHTMLReportOfAWrongSolutionShowsTheScreens() throws {
        let checksFile = CheckerTests.fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml")
        var yaml = try String(contentsOf: checksFile, encoding: .utf8)
        // The label expectation first, so it is the one that fails.
        yaml = yaml.replacingOccurrences(of: "      - expect: {property: {of: ResultViewController, name: paramEmail, equals: \"learner@example.com\"}}\n", with: "")
        let checks = try ChecksParser.parse(yaml, file: checksFile.path)
        var checker = Checker(reportCache: nil)
        checker.screens = true
        let report = checker.check(project: try project(solution: "twin-instance"), checks: checks)
        let failed = try XCTUnwrap(report.checks.first { $0.id == "passes-values" })
        XCTAssertEqual(failed.status, .failed)
        let screens = try XCTUnwrap(failed.screens)
        XCTAssertEqual(screens.outlet, "resultEmail")
        XCTAssertEqual(screens.step, failed.failedStep)
        XCTAssertNotNil(screens.expected)

        let html = ReportFormat.html.render(report, language: .en)
        XCTAssertTrue(html.contains("class=screens"))
        XCTAssertTrue(html.contains("screen-actual") && html.contains("screen-expected"))
        XCTAssertTrue(html.contains("Expected: the same screen with resultEmail"))
        XCTAssertTrue(html.contains(">learner@example.com</text>"), "the expected text is drawn in the expected picture")
        XCTAssertTrue(html.contains("class=\"highlight\""))
        XCTAssertFalse(html.contains("<script"), "the report holds no script")
        // A hidden check's result carries no screens into any report.
        let hidden = report.checks.filter { $0.visibility == .hidden }
        for result in report.published(for: .learners).content.checks where hidden.contains(where: { $0.id == result.id }) {
            XCTAssertNil(result.screens)
        }
        // This run's hidden check passes (it has no screens to drop): the failed check made
        // hidden has screens, and they reach neither a report nor a file.
        var withheld = report
        let failedIndex = try XCTUnwrap(withheld.checks.firstIndex { $0.id == "passes-values" })
        withheld.checks[failedIndex].visibility = .hidden
        XCTAssertNotNil(withheld.checks[failedIndex].screens)
        XCTAssertNil(withheld.published(for: .learners).content.checks[failedIndex].screens)
        XCTAssertFalse(ReportFormat.html.render(withheld, language: .en).contains("class=screens"))
        let withheldFolder = FileManager.default.temporaryDirectory.appendingPathComponent("check-screens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: withheldFolder) }
        try ScreenFiles.writeFailures(&withheld, to: withheldFolder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: withheldFolder.path), "a hidden check writes nothing")

        // check --screens: the files, named by the terminal report.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-screens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var written = report
        try ScreenFiles.writeFailures(&written, to: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertTrue(names.contains("passes-values-actual.svg"), "\(names)")
        XCTAssertTrue(names.contains("passes-values-expected.svg"), "\(names)")
        XCTAssertFalse(names.contains { $0.hasPrefix("prepare-before-view-loads") }, "a hidden check writes nothing")
        let terminal = ReportFormat.terminal.render(written, language: .en)
        XCTAssertTrue(terminal.contains("screen at the failing step: " + folder.appendingPathComponent("passes-values-actual.svg").path), terminal)
    }
}
