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
        yaml += check("fill", typing: "fill") + "\n"
        yaml += check("daemon", typing: "daemon", expect: "- expect: {console: \"fork -1\"}") + "\n"
        yaml += check("signal", typing: "signal", expect: "- expect: {console: \"signal -1 -1 -1 -1 0\"}") + "\n"
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

        XCTAssertEqual(report.checks.count, 13, "every check has a result")
        XCTAssertEqual(results["fill"]?.crash?.kind, .limit, "the home quota is watched while the app runs, not only after")
        XCTAssertEqual(results["before"]?.status, .passed)
        XCTAssertEqual(results["after"]?.status, .passed, "nothing before it hides its result")
        XCTAssertEqual(results["loop"]?.crash?.kind, .timeout)
        XCTAssertEqual(results["crash"]?.crash?.kind, .fatalError)
        XCTAssertEqual(results["crash"]?.crash?.reason, "boom")
        XCTAssertEqual(results["print"]?.crash?.kind, .limit)
        XCTAssertEqual(results["sleep"]?.crash?.kind, .timeout)
        XCTAssertEqual(results["exit"]?.status, .failed, "exit(0) early must not count as a pass")
        XCTAssertEqual(results["exit"]?.crash?.kind, .exit)
        // The launcher's confinement (with or without bubblewrap): the shell cannot fork its 200
        // sleepers, the app carries on, and nothing survives it.
        XCTAssertEqual(results["fork"]?.status, .passed, results["fork"]?.actual ?? "")
        XCTAssertEqual(results["daemon"]?.status, .passed, "fork refused: \(results["daemon"]?.console ?? [])")
        XCTAssertEqual(results["signal"]?.status, .passed, "no signal to the checker, no new group: \(results["signal"]?.console ?? [])")
        XCTAssertEqual(results["home"]?.status, .passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: realHome.path), "the app's HOME is private")
        for id in ["loop", "crash", "print", "sleep", "exit"] {
            XCTAssertEqual(results[id]?.status, .failed, id)
            XCTAssertNotNil(results[id]?.message, id)
        }
        if sandboxed {
            XCTAssertEqual(results["read"]?.status, .passed, "outside the sandbox's paths nothing can be read")
        }
        XCTAssertFalse(Self.sleepersRunning(), "the processes the app started died with it")
    }

    /// `--sandbox none` keeps its own promises: the launcher confines the app without bubblewrap
    /// too (no fork, no daemon, no new process group, no signal to the checker, which is this
    /// test's own process here), and the home quota is watched while it runs.
    func testWithoutBubblewrapTheAppCannotForkDaemonizeOrSignalTheChecker() throws {
        var yaml = "exercise: hostile\nchecks:\n"
        yaml += check("fork", typing: "fork") + "\n"
        yaml += check("daemon", typing: "daemon", expect: "- expect: {console: \"fork -1\"}") + "\n"
        yaml += check("signal", typing: "signal", expect: "- expect: {console: \"signal -1 -1 -1 -1 0\"}") + "\n"
        yaml += check("fill", typing: "fill") + "\n"
        yaml += check("after", typing: "hello", expect: "- expect: {console: normal}") + "\n"
        let checks = try ChecksParser.parse(yaml, file: "hostile.yaml")
        var compiler = LearnerCompiler()
        compiler.enforcesGate = false
        var limits = RunLimits()
        limits.sandbox = .none
        let report = Checker(tracer: ProjectTracer(compiler: compiler), limits: limits, reportCache: nil)
            .check(project: TraceEndToEndTests.fixtures.appendingPathComponent("crashes/Hostile"), checks: checks)
        let results = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0) })
        for id in ["fork", "daemon", "signal", "after"] {
            XCTAssertEqual(results[id]?.status, .passed, "\(id): \(results[id]?.console ?? []) \(results[id]?.crash?.reason ?? "")")
        }
        XCTAssertEqual(results["fill"]?.crash?.kind, .limit)
        XCTAssertFalse(FileManager.default.fileExists(atPath: NSHomeDirectory() + "/fill-0"), "the app's home is its own, not the grader's")
        XCTAssertFalse(Self.sleepersRunning())
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
