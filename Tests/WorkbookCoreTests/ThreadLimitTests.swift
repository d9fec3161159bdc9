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
        let project = try HostileProject.make(viewDidLoad: #"""
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
        """#, for: self)
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
        guard let idleProcs = PidsGroup.make(maxPids: 8), let busyProcs = PidsGroup.make(maxPids: 8) else {
            throw XCTSkip("no pids cgroup can be made here")
        }
        let idle = idleProcs.deletingLastPathComponent(), busy = busyProcs.deletingLastPathComponent()
        let parent = idle.deletingLastPathComponent()
        XCTAssertEqual(try String(contentsOf: idle.appendingPathComponent("pids.max"), encoding: .utf8), "8\n")
        // A process in the second group.
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { sleeper.terminate(); sleeper.waitUntilExit(); rmdir(busy.path); rmdir(idle.path) }
        try "\(sleeper.processIdentifier)\n".write(to: busyProcs, atomically: false, encoding: .utf8)

        // Young: both kept, even the empty one (its process may be about to join).
        PidsGroup.collectStale(in: parent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: idle.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: busy.path))
        // Two minutes on: the empty one goes, the one with a process stays.
        PidsGroup.collectStale(in: parent, now: Date().addingTimeInterval(120))
        XCTAssertFalse(FileManager.default.fileExists(atPath: idle.path), "a stale empty group is collected")
        XCTAssertTrue(FileManager.default.fileExists(atPath: busy.path), "a group with a process in it is kept")
    }
}
