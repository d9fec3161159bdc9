import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol
import XCTest

/// Untrusted learner code: each hostile check ends with the right status and never hides the
/// results of the others.
final class HostileCodeTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func check(_ id: String, typing text: String, expect: String = "- expect: {top: ViewController}") -> String {
        """
          - id: \(id)
            timeout: 4
            steps:
              - launch
              - type: {outlet: email, text: "\(text)"}
              - tap: {action: "onPerformSegue:"}
              \(expect)
        """
    }

    func testHostileChecksEndWithTheRightStatusAndLoseNothing() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-secret-\(UUID().uuidString).txt")
        try "top secret".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let realHome = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("workbook-hostile-home.txt")
        try? FileManager.default.removeItem(at: realHome)
        let sandboxed = SandboxMode.auto.resolved == .bwrap

        var yaml = "exercise: hostile\nchecks:\n"
        yaml += check("before", typing: "hello", expect: "- expect: {console: normal}") + "\n"
        yaml += check("loop", typing: "loop") + "\n"
        yaml += check("crash", typing: "crash") + "\n"
        yaml += check("print", typing: "print") + "\n"
        yaml += check("fork", typing: "fork") + "\n"
        yaml += check("home", typing: "home", expect: "- expect: {console: wrote}") + "\n"
        yaml += check("read", typing: "read \(secret.path)", expect: "- expect: {console: \"cannot read\"}") + "\n"
        yaml += check("sleep", typing: "sleep") + "\n"
        yaml += check("exit", typing: "exit") + "\n"
        yaml += check("after", typing: "hello", expect: "- expect: {console: normal}") + "\n"
        let checks = try ChecksParser.parse(yaml, file: "hostile.yaml")
        let project = TraceEndToEndTests.fixtures.appendingPathComponent("crashes/Hostile")
        // The source gate refuses this project outright (processes, signals); the layers below it
        // are tested here with the gate off.
        var compiler = LearnerCompiler()
        compiler.enforcesGate = false
        let report = Checker(tracer: ProjectTracer(compiler: compiler), reportCache: nil).check(project: project, checks: checks)
        let results = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0) })

        XCTAssertEqual(report.checks.count, 10, "every check has a result")
        XCTAssertEqual(results["before"]?.status, .passed)
        XCTAssertEqual(results["after"]?.status, .passed, "nothing before it hides its result")
        XCTAssertEqual(results["loop"]?.crash?.kind, .timeout)
        XCTAssertEqual(results["crash"]?.crash?.kind, .fatalError)
        XCTAssertEqual(results["crash"]?.crash?.reason, "boom")
        XCTAssertEqual(results["print"]?.crash?.kind, .limit)
        XCTAssertEqual(results["sleep"]?.crash?.kind, .timeout)
        XCTAssertEqual(results["exit"]?.status, .failed, "exit(0) early must not count as a pass")
        XCTAssertEqual(results["exit"]?.crash?.kind, .exit)
        // Without bubblewrap the 200 sleepers make it time out; inside, starting a process fails
        // (no /proc, process limit) and the app carries on: either way nothing survives it.
        if !sandboxed { XCTAssertEqual(results["fork"]?.status, .failed) }
        XCTAssertEqual(results["home"]?.status, .passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: realHome.path), "the app's HOME is private")
        for id in ["loop", "crash", "print", "sleep", "exit"] + (sandboxed ? [] : ["fork"]) {
            XCTAssertEqual(results[id]?.status, .failed, id)
            XCTAssertNotNil(results[id]?.message, id)
        }
        if sandboxed {
            XCTAssertEqual(results["read"]?.status, .passed, "outside the sandbox's paths nothing can be read")
        }
        XCTAssertFalse(Self.sleepersRunning(), "the processes the app started died with it")
    }

    /// `sleep 1000` processes from the fork check still alive.
    static func sleepersRunning() -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int(entry) != nil,
                  let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8) else { return false }
            return command.hasPrefix("sleep\u{0}1000")
        }
    }
}
