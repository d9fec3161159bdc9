import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// The process limit holds for threads and as root (issue 18.7): Foundation `Thread`s with 64 KiB
/// stacks reached thousands when workbook ran as root, since RLIMIT_NPROC exempts the initial
/// user. Each learner process tree now has its own pids cgroup (`PidsGroup`), where one can be
/// made (root, cgroup v1 `pids`): the 257th task cannot start.
final class ThreadLimitTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func run(sandbox: SandboxMode) throws -> [String] {
        let project = try ExecGuardTests.project(forging: #"""
                let lock = NSLock()
                var running = 0
                for _ in 0..<2000 {
                    let thread = Thread {
                        lock.lock(); running += 1; lock.unlock()
                        Thread.sleep(forTimeInterval: 3)
                    }
                    thread.stackSize = 1 << 16
                    thread.start()
                }
                Thread.sleep(forTimeInterval: 1)
                lock.lock(); let count = running; lock.unlock()
                print("running \(count)")
        """#)
        defer { try? FileManager.default.removeItem(at: project) }
        var limits = RunLimits()
        limits.sandbox = sandbox
        let checks = try ChecksParser.parse(ForgeryTests.checks, file: "threads.yaml")
        let report = Checker(limits: limits, reportCache: nil).check(project: project, checks: checks)
        return report.checks.first?.console ?? []
    }

    func testThousandsOfThreadsCannotStart() throws {
        guard getuid() == 0, PidsGroup.make(maxPids: 1) != nil else { throw XCTSkip("no pids cgroup can be made here (not root, or no cgroup v1 pids hierarchy)") }
        for sandbox in [SandboxMode.bwrap, .none] where sandbox != .bwrap || SandboxCommand.bwrapWorks {
            let console = try run(sandbox: sandbox)
            // Thread.start() does not fail loudly when the kernel refuses the thread: count the
            // ones that ran.
            let running = try XCTUnwrap(console.first { $0.hasPrefix("running ") }.flatMap { Int($0.dropFirst(8)) }, "\(sandbox): \(console)")
            XCTAssertLessThanOrEqual(running, 256, "\(sandbox)")
            XCTAssertGreaterThan(running, 50, "\(sandbox): threads themselves still work")
        }
    }

    func testStaleEmptyGroupsAreCollectedAndBusyOnesKept() throws {
        guard let procs = PidsGroup.make(maxPids: 8) else { throw XCTSkip("no pids cgroup can be made here") }
        let group = procs.deletingLastPathComponent()
        XCTAssertEqual(try String(contentsOf: group.appendingPathComponent("pids.max"), encoding: .utf8), "8\n")
        // Young: kept even though empty (its process may be about to join).
        PidsGroup.collectStale(in: group.deletingLastPathComponent())
        XCTAssertTrue(FileManager.default.fileExists(atPath: group.path))
        rmdir(group.path)
    }
}
