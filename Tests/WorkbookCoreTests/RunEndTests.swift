import Foundation
import LearnerBuild
import WorkbookCore
import WorkbookProtocol
import XCTest

/// How a run that did not finish is named (issue 19): the CPU limit, a timeout spent computing
/// or waiting, and a kill from outside are told apart, in both languages; each is run once more
/// before it counts, and a report that still holds one is never kept in the report cache.
final class RunEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    static let project = TraceEndToEndTests.fixtures.appendingPathComponent("crashes/Hostile")

    func checks(_ body: String) throws -> ExerciseChecks {
        try ChecksParser.parse("exercise: hostile\nchecks:\n" + body, file: "hostile.yaml")
    }

    func check(_ id: String, typing text: String, timeout: Double, wait: Double? = nil) -> String {
        """
          - id: \(id)
            timeout: \(timeout)
            steps:
              - launch
              - type: {outlet: email, text: "\(text)"}
              - tap: {action: "onPerformSegue:"}
        \(wait.map { "      - wait: \($0)\n" } ?? "")      - expect: {console: normal}

        """
    }

    /// The Hostile project (process and signal code the source gate would refuse) with the gate off.
    func checker(limits: RunLimits = RunLimits(), reportCache: URL? = nil) -> Checker {
        var compiler = LearnerCompiler()
        compiler.enforcesGate = false
        return Checker(tracer: ProjectTracer(compiler: compiler), limits: limits, reportCache: reportCache)
    }

    func testTheCpuLimitIsNamedAsSuchInBothLanguages() throws {
        var limits = RunLimits()
        limits.cpuSeconds = 1
        let report = checker(limits: limits).check(project: Self.project, checks: try checks(check("cpu", typing: "loop", timeout: 30)))
        let result = try XCTUnwrap(report.checks.first)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.crash?.kind, .limit)
        XCTAssertEqual(result.crash?.reason, "The app used more than 1 s of CPU time.")
        XCTAssertEqual(result.message?.en, "The app went over a limit (step 2): it used more than 1 s of CPU time (an endless loop, or far too much work).")
        XCTAssertEqual(result.message?.ko, "앱이 자원 한도를 넘었습니다(2단계): CPU 시간을 1초 넘게 썼습니다(끝나지 않는 반복문이거나 지나치게 많은 작업).")
    }

    func testATimeoutSaysWhetherTheAppWasComputingOrWaiting() throws {
        let start = Date()
        let report = checker().check(project: Self.project, checks: try checks(
            check("loop", typing: "loop", timeout: 1.5) + check("sleep", typing: "sleep", timeout: 1)))
        let results = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0) })
        let loop = try XCTUnwrap(results["loop"]?.message?.en)
        XCTAssertTrue(loop.hasPrefix("The check did not finish in time (step 2): it was still running after 1.5 s and computing all the time ("), loop)
        XCTAssertTrue(loop.hasSuffix(" s of CPU): look for an endless loop."), loop)
        XCTAssertTrue(try XCTUnwrap(results["loop"]?.message?.ko).contains("끝나지 않는 반복문이 있는지 보세요"))
        let sleep = try XCTUnwrap(results["sleep"]?.message?.en)
        // Run again with twice the time: a machine too busy to run the app gets its chance.
        XCTAssertTrue(sleep.hasPrefix("The check did not finish in time (step 2): it was still running after 2 s, even when given twice the time"), sleep)
        XCTAssertTrue(sleep.contains("it is waiting for something that never happens"), sleep)
        XCTAssertEqual(results["sleep"]?.crash?.kind, .timeout)
        // 1.5 + 1.5 (computing: the same time again) + 1 + 2 (waiting: twice the time).
        XCTAssertGreaterThan(Date().timeIntervalSince(start), 6, "each timeout was run a second time")
    }

    /// Issue 29.2: an exit status is not a signal. Inside bubblewrap the host saw bubblewrap's
    /// exit status, 128 + signal for a signal, and read every status above 128 as one: the app's
    /// own `exit(137)` was "stopped from outside (SIGKILL)… tried twice" and `exit(152)` "more than
    /// 20 s of CPU". The launcher now reports the wait status on the channel; the app cannot.
    func testAnExitStatusAbove128IsReportedAsTheExitItWas() throws {
        for sandbox in [SandboxMode.bwrap, .none] {
            if sandbox == .bwrap, !SandboxCommand.bwrapWorks { continue }
            var limits = RunLimits()
            limits.sandbox = sandbox
            let report = checker(limits: limits).check(project: Self.project, checks: try checks(
                check("e137", typing: "exit 137", timeout: 20) + check("e152", typing: "exit 152", timeout: 20)
                    + check("e130", typing: "exit 130", timeout: 20)))
            let results = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.id, $0) })
            for (id, status) in [("e137", 137), ("e152", 152), ("e130", 130)] {
                let result = try XCTUnwrap(results[id])
                XCTAssertEqual(result.status, .failed, "\(sandbox) \(id)")
                XCTAssertEqual(result.crash?.kind, .exit, "\(sandbox) \(id): \(String(describing: result.crash))")
                XCTAssertEqual(result.crash?.reason, "The app ended with exit(\(status)) before the steps finished.", "\(sandbox) \(id)")
            }
        }
    }

    /// The issue's case: a correct solution's app killed from outside (SIGKILL: an operator, the
    /// OOM killer) once passes, because the check is run again; killed every time, it fails with
    /// what happened (never "CPU time"), and the report is not cached.
    func testAKillFromOutsideIsRetriedNamedAndNeverCached() throws {
        let sandboxed = SandboxMode.auto.resolved == .bwrap
        let once = Killer(times: 1)
        let passed = checker().check(project: Self.project, checks: try checks(check("hello", typing: "hello", timeout: 20, wait: 1.5)))
        once.stop()
        XCTAssertEqual(once.killed, 1, "the app was killed once from outside")
        XCTAssertEqual(passed.checks.first?.status, .passed, passed.checks.first?.message?.en ?? "")
        XCTAssertNil(passed.killedFromOutside)

        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("run-end-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: cache) }
        let always = Killer(times: 2)
        let failed = checker(reportCache: cache).check(project: Self.project, checks: try checks(check("hello", typing: "hello", timeout: 20, wait: 1.5)))
        always.stop()
        XCTAssertEqual(always.killed, 2, "killed in the first run and in the second")
        let result = try XCTUnwrap(failed.checks.first)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.crash?.kind, .signal)
        XCTAssertEqual(result.message?.en, "The app was killed (step 3): it was stopped from outside (SIGKILL), not by its own code: "
                       + "the machine may have run short of memory, or someone stopped the run. It was tried twice; check again later.")
        XCTAssertFalse(result.message?.en.contains("CPU") ?? true)
        XCTAssertTrue(result.message?.ko.contains("바깥에서 중지되었습니다") ?? false)
        XCTAssertEqual(failed.killedFromOutside, true, "grade records nothing for it, so a rerun grades the pair again")
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        XCTAssertTrue(kept.filter { $0.hasSuffix(".json") }.isEmpty, "a report with a kill from outside is never cached: \(kept)")
        if sandboxed {
            // The same solution, nothing killed: its report is cached as usual.
            _ = checker(reportCache: cache).check(project: Self.project, checks: try checks(check("hello", typing: "hello", timeout: 20)))
            let cached = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            XCTAssertEqual(cached.filter { $0.hasSuffix(".json") }.count, 1, "\(cached)")
        }
    }

    /// Watches for a learner app (`/proc/*/cmdline` whose program is the sandbox's app slot, or a
    /// build's `app` without bubblewrap) and kills it with SIGKILL, `times` times, 0.5 s after it appears.
    final class Killer: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var running = true
        private var thread: Thread?

        var killed: Int { lock.withLock { count } }

        init(times: Int) {
            let thread = Thread { [self] in
                var seen = Set<Int32>()
                while lock.withLock({ running && count < times }) {
                    for pid in Self.apps() where !seen.contains(pid) {
                        seen.insert(pid)
                        usleep(500_000)
                        kill(pid, SIGKILL)
                        lock.withLock { count += 1 }
                        break
                    }
                    usleep(20_000)
                }
            }
            self.thread = thread
            thread.start()
        }

        func stop() { lock.withLock { running = false } }

        /// Learner apps started by this test process (never another workbook's on the machine).
        static func apps() -> [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry -> Int32? in
                guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                      let program = data.split(separator: 0).first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
                let app = program.hasSuffix("/.sandbox-app") || (program.contains("/builds/") && program.hasSuffix("/app"))
                return app && descends(pid, from: getpid()) ? pid : nil
            }
        }

        static func descends(_ pid: Int32, from ancestor: Int32) -> Bool {
            var current = pid
            for _ in 0..<64 {
                guard let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { return false }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 1, let parent = Int32(fields[1]), parent > 1 else { return false }
                if parent == ancestor { return true }
                current = parent
            }
            return false
        }
    }
}
