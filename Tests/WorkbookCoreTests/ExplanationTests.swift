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

    /// Checks `project` (a fixture project) with `exercise`'s checks, the files of `solution` replacing the project's.
    func report(project name: String, exercise: String, solution: String? = nil) throws -> CheckReport {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("projects/\(name)"), to: target)
        addTeardownBlock { try? FileManager.default.removeItem(at: target.deletingLastPathComponent()) }
        let exerciseFolder = Self.fixtures.appendingPathComponent("exercises/\(exercise)")
        if let solution {
            let folder = exerciseFolder.appendingPathComponent("solutions/\(solution)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let destination = target.appendingPathComponent("\(name)/\(file)")
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: destination)
            }
        }
        let checksFile = exerciseFolder.appendingPathComponent("checks.yaml")
        let checks = try ChecksParser.parse(String(contentsOf: checksFile, encoding: .utf8), file: checksFile.path)
        return Checker(reportCache: nil).check(project: target, checks: checks)
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
}
