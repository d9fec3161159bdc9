import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// Issue 29.1: code before the driver. A learner file declared a file-scope operator over the
/// generated glue's types; the generated `@main` combined its registration lists with `+`, Swift
/// picked the learner's overload, and that code ran before `WorkbookDriver.main`: it read the
/// run's key and request from standard input, and a thread it started there never got the
/// executable-mapping guard. Now `@main` makes one call into the driver with function references
/// only; the driver reads its hand-over and installs its guard (on every thread) before it calls
/// any glue. With the gate on, naming a `__Workbook…` type is refused outright.
final class EntryPointTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let hijack = #"""
    nonisolated(unsafe) var stolenHandOver: String?

    func + (lhs: [__WorkbookClassGlue], rhs: [__WorkbookClassGlue]) -> [__WorkbookClassGlue] {
        if stolenHandOver == nil {
            stolenHandOver = readLine() ?? "nothing"
        }
        var all = lhs
        all.append(contentsOf: rhs)
        return all
    }
    """#

    func run(sandbox: SandboxMode, gate: Bool) throws -> CheckReport {
        try HostileProject.check(viewDidLoad: #"""
                print("STOLEN: " + (stolenHandOver.map { String($0.prefix(12)) } ?? "never ran"))
                print("STDIN NOW: " + (readLine() ?? "nothing"))
        """#, extra: Self.hijack, gate: gate, sandbox: sandbox, for: self)
    }

    func testALearnerOperatorOnTheGlueTypesRunsNothingBeforeTheDriver() throws {
        for sandbox in [SandboxMode.none, .bwrap] {
            if sandbox == .bwrap, !SandboxCommand.bwrapWorks { continue }
            let report = try run(sandbox: sandbox, gate: false)
            let console = report.checks.first?.console ?? []
            // The driver read its hand-over whole and launched the app: viewDidLoad printed.
            XCTAssertTrue(console.contains("STOLEN: never ran"), "\(sandbox): \(console) \(String(describing: report.checks.first?.crash))")
            XCTAssertTrue(console.contains("STDIN NOW: nothing"), "\(sandbox): \(console)")
        }
    }

    func testTheGateRefusesNamingTheGlueTypes() throws {
        let report = try run(sandbox: .auto, gate: true)
        let text = report.compileError ?? ""
        XCTAssertTrue(text.contains("`__WorkbookClassGlue` is a name the workbook runtime"), text)
        XCTAssertTrue(report.checks.allSatisfy { $0.status != .passed })
    }

    /// The generated entry point: one call into the driver, function references and two string
    /// literals, nothing a learner declaration could be chosen for.
    func testTheGeneratedMainResolvesNothingInTheLearnersModule() throws {
        let project = try ProjectScanner.scan(folder: TraceEndToEndTests.fixtures.appendingPathComponent("SegueBasics"))
        let generator = GlueGenerator(analysis: SourceAnalyzer.analyze(project.sources))
        let main = generator.mainFile(appDelegate: generator.appDelegateClass, sceneDelegate: nil)
        let body = try XCTUnwrap(main.components(separatedBy: "static func main() {").last)
        XCTAssertFalse(body.contains("+"), body)
        XCTAssertFalse(body.contains("["), body)
        XCTAssertFalse(body.contains("MainActor"), body)
        XCTAssertFalse(body.contains("()"), "no call but the driver's: \(body)")
        XCTAssertTrue(body.contains("WorkbookDriver.start("), body)
        XCTAssertTrue(body.contains(#"sceneDelegateClass: """#), body)
    }
}
