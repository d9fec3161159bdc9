import Foundation
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Each teaching explanation appears from what the app really did with a known wrong solution,
/// and never for the exercise's correct solution.
final class ExplanationTests: XCTestCase {
    static let fixtures = TraceEndToEndTests.fixtures.deletingLastPathComponent()

    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func rules(_ report: CheckReport) -> Set<String> { Set(report.checks.flatMap(\.explanations).map(\.rule)) }

    func testBackPassingCorrectSolution() throws {
        let report = try report(project: "BackPassing", exercise: "back-by-presenting")
        XCTAssertEqual(report.status, .passed, ReportFormat.terminal.render(report, language: .en))
        XCTAssertEqual(rules(report), [])
    }

    func testSheetDismissalDoesNotCallViewWillAppear() throws {
        let report = try report(project: "BackPassing", exercise: "back-by-presenting", solution: "sheet")
        XCTAssertEqual(report.status, .failed)
        XCTAssertEqual(rules(report), ["sheet-no-view-will-appear"])
        XCTAssertTrue(report.checks[0].explanations[0].text.en.contains(".fullScreen"))
        XCTAssertTrue(report.checks[0].explanations[0].text.en.hasPrefix("Since iOS 13 the default modal style is a sheet"))
    }

    /// A sheet style the learner chose is named as theirs, not blamed on the default.
    func testAChosenSheetStyleIsNamed() throws {
        let report = try report(project: "BackPassing", exercise: "back-by-presenting", solution: "form-sheet")
        XCTAssertEqual(rules(report), ["sheet-no-view-will-appear"])
        let text = try XCTUnwrap(report.checks.first?.explanations.first).text
        XCTAssertTrue(text.en.hasPrefix("The screen was presented with the .formSheet style, a sheet"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("띄운 화면의 스타일 .formSheet는 시트입니다"), text.ko)
    }

    func testPresentingViewControllerIsTheNavigationController() throws {
        let report = try report(project: "BackPassing", exercise: "back-by-presenting", solution: "cast-to-form")
        XCTAssertEqual(report.status, .failed)
        XCTAssertEqual(rules(report), ["presenting-is-navigation-controller"])
        XCTAssertTrue(report.checks[0].explanations[0].text.en.contains("UINavigationController#1"))
    }

    func testLostValueCorrectSolutionSurvivesEvenARelaunch() throws {
        let report = try report(project: "LostValue", exercise: "lost-value-vc1-vc2-vc3")
        XCTAssertEqual(report.status, .passed, ReportFormat.terminal.render(report, language: .en))
    }

    func testLostValueShowsTheNewInstance() throws {
        let report = try report(project: "LostValue", exercise: "lost-value-vc1-vc2-vc3", solution: "property")
        let statuses = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0.status) })
        XCTAssertEqual(statuses["value-back-in-vc2"], .passed, "while VC2 stays in the stack, the value reaches it")
        XCTAssertEqual(statuses["value-survives-vc2"], .failed)
        XCTAssertEqual(statuses["value-survives-relaunch"], .skipped)
        XCTAssertEqual(rules(report), ["lost-value-new-instance"])
        let text = try XCTUnwrap(report.checks[1].explanations.first?.text.en)
        XCTAssertTrue(text.contains("VC2#2") && text.contains("VC2#1"), text)
    }

    func testCoordinatorCorrectSolution() throws {
        let report = try report(project: "Coordinators", exercise: "coordinator-children")
        XCTAssertEqual(report.status, .passed, ReportFormat.terminal.render(report, language: .en))
    }

    func testChildCoordinatorNeverRemoved() throws {
        let report = try report(project: "Coordinators", exercise: "coordinator-children", solution: "never-removed")
        XCTAssertEqual(report.checks.last?.status, .failed)
        XCTAssertEqual(rules(report), ["child-coordinator-not-removed"])
        XCTAssertTrue(report.checks.last?.actual?.contains("SceneDelegate#1.coordinator.childCoordinators[0]") == true)
    }

    // MARK: - Diagnosis fixtures (Tests/Fixtures/projects/diagnosis/explanations/<case>/<BaseProject>/…)

    /// Checks a base fixture project overlaid with a diagnosis case's files, against the case's checks.yaml.
    func diagnosisReport(_ name: String) throws -> CheckReport {
        let folder = Self.fixtures.appendingPathComponent("projects/diagnosis/explanations/\(name)")
        let base = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { !$0.hasSuffix(".yaml") })
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("diagnosis-\(UUID().uuidString)/\(base)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("projects/\(base)"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let overlay = folder.appendingPathComponent(base)
        for file in try FileManager.default.subpathsOfDirectory(atPath: overlay.path) where file.hasSuffix(".swift") {
            let destination = target.appendingPathComponent(base).appendingPathComponent(file)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: overlay.appendingPathComponent(file), to: destination)
        }
        let checksFile = folder.appendingPathComponent("checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        return Checker(reportCache: nil).check(project: target, checks: checks)
    }

    /// The line of the first occurrence of `text` in a diagnosis case's file.
    func line(of text: String, in name: String, file: String) throws -> Int {
        let url = Self.fixtures.appendingPathComponent("projects/diagnosis/explanations/\(name)/\(file)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try XCTUnwrap(lines.firstIndex { $0.contains(text) }) + 1
    }

    func testFailedForcedCastNamesTheLearnersLine() throws {
        let report = try diagnosisReport("forced-cast")
        let expected = try line(of: "as! FormViewController", in: "forced-cast", file: "SegueBasics/ViewController.swift")
        let check = report.checks[0]
        XCTAssertEqual(check.crash?.file, "SegueBasics/ViewController.swift")
        XCTAssertEqual(check.crash?.line, expected)
        XCTAssertEqual(rules(report), ["forced-cast-failed"])
        let text = try XCTUnwrap(check.explanations.first?.text)
        XCTAssertTrue(text.en.contains("The forced cast `as! FormViewController` failed at SegueBasics/ViewController.swift:\(expected): the object was a ResultViewController, a class of yours, not a FormViewController. `prepare(for:sender:)` runs for every segue"), text.en)
        XCTAssertTrue(text.ko.contains("강제 캐스트 `as! FormViewController`가 SegueBasics/ViewController.swift:\(expected)에서 실패했습니다. 그 객체는 FormViewController가 아니라 직접 만든 클래스 ResultViewController였습니다."), text.ko)
    }

    func testEndlessRecursionIsAStackOverflow() throws {
        let report = try diagnosisReport("recursion")
        let expected = try line(of: "print(\"sending", in: "recursion", file: "SegueBasics/ViewController.swift") + 1
        XCTAssertEqual(report.checks[0].crash?.kind, .signal)
        XCTAssertEqual(rules(report), ["stack-overflow"])
        let text = try XCTUnwrap(report.checks[0].explanations.first?.text)
        XCTAssertTrue(text.en.hasPrefix("stack overflow: ViewController.sendValues() calls itself (line \(expected): `sendValues()`)"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("스택 오버플로: ViewController.sendValues()가 자기 자신을 호출합니다(\(expected)번째 줄의 `sendValues()`)"), text.ko)
        XCTAssertFalse(text.ko.contains("signal"), "no English in the Korean text: \(text.ko)")
    }

    func testOverFullScreenIsExplainedLikeASheet() throws {
        let report = try diagnosisReport("over-full-screen")
        XCTAssertEqual(report.status, .failed)
        XCTAssertEqual(rules(report), ["sheet-no-view-will-appear"])
        let text = try XCTUnwrap(report.checks[0].explanations.first?.text)
        XCTAssertTrue(text.en.hasPrefix("The .overFullScreen style draws the presented screen over the one below"), text.en)
        XCTAssertTrue(text.en.contains(".fullScreen"), text.en)
        XCTAssertTrue(text.ko.contains("아래 화면 ViewController#1은 창에서 한 번도 사라지지 않았으므로"), text.ko)
    }

    func testControllerMadeInCodeHasNilOutlets() throws {
        let report = try diagnosisReport("made-in-code")
        XCTAssertEqual(rules(report), ["controller-not-from-storyboard"])
        let text = try XCTUnwrap(report.checks[0].explanations.first?.text)
        XCTAssertTrue(text.en.hasPrefix("ResultViewController#1 was made in code (ResultViewController() or init(nibName:bundle:)), not by the storyboard."), text.en)
        XCTAssertTrue(text.en.contains("`storyboard?.instantiateViewController(withIdentifier: \"RVC\") as! ResultViewController`"), text.en)
        XCTAssertTrue(text.en.contains("SegueBasics/ResultViewController.swift:"), text.en)
        XCTAssertTrue(text.ko.hasPrefix("ResultViewController#1은 스토리보드가 아니라 코드"), text.ko)
    }

    /// `lastResult` in the on-screen ViewController keeps the popped result alive: one way, not a cycle.
    func testOneWayStrongReferenceIsNotCalledARetainCycle() throws {
        let report = try report(project: "SegueBasics", exercise: "manual-segue-values", solution: "retained-result")
        let check = try XCTUnwrap(report.checks.first { $0.id == "result-released" })
        let text = try XCTUnwrap(check.explanations.first?.text)
        XCTAssertTrue(text.en.contains("ViewController#1 keeps a strong reference to it in `lastResult`"), text.en)
        XCTAssertTrue(text.en.contains("This is not a retain cycle"), text.en)
        XCTAssertFalse(text.en.contains("form a retain cycle"), text.en)
        XCTAssertTrue(text.ko.contains("ViewController#1이 속성 `lastResult`에"), text.ko)
        XCTAssertTrue(text.ko.contains("순환 참조가 아니라"), text.ko)
    }
}
