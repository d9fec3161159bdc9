import Foundation
import XCTest

/// Nothing left behind: a `workbook check` killed with `kill -9` in the middle of a check leaves
/// no process running, and the next run collects the folder it left.
final class CleanupTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func testAKilledCheckLeavesNoProcessAndItsFolderIsCollectedByTheNext() throws {
        try killedCheck(sandbox: "auto")
    }

    /// Without bubblewrap (no --die-with-parent), the launcher's parent-death signal does it.
    func testWithoutBubblewrapToo() throws {
        try killedCheck(sandbox: "none")
    }

    func killedCheck(sandbox: String) throws {
        let fixtures = CheckerTests.fixtures
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-exercise-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml"),
                                         to: folder.appendingPathComponent("checks.yaml"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("SegueBasics/ViewController.swift")
        let original = try String(contentsOf: source, encoding: .utf8)
        // A learner's endless loop: the check would run until its timeout.
        try original.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        var spin = 0\n        while true { spin &+= 1 }")
            .write(to: source, atomically: true, encoding: .utf8)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }

        func start() throws -> Process {
            let process = Process()
            process.executableURL = CheckCommandTests.binary
            process.arguments = ["check", folder.path, "--no-cache", "--sandbox", sandbox]
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporary.path + "/"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        func runFolders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("workbook-run-") }
        }
        let checker = try start()
        // Wait until a check's app is running (its run folder exists), then kill the checker.
        let deadline = Date().addingTimeInterval(120)
        while runFolders().isEmpty, checker.isRunning, Date() < deadline { usleep(50_000) }
        XCTAssertFalse(runFolders().isEmpty, "a check started")
        // bubblewrap's and the launcher's command lines name the run folder under TMPDIR.
        let app = temporary.path
        usleep(300_000)
        XCTAssertFalse(Self.processes(mentioning: app).isEmpty || !checker.isRunning, "the app runs under the checker")
        kill(checker.processIdentifier, SIGKILL)
        checker.waitUntilExit()
        var survivors = Self.processes(mentioning: app)
        let settle = Date().addingTimeInterval(5)
        while !survivors.isEmpty, Date() < settle { usleep(50_000); survivors = Self.processes(mentioning: app) }
        XCTAssertTrue(survivors.isEmpty, "nothing the checker started outlives it: \(survivors)")
        let left = runFolders()
        XCTAssertFalse(left.isEmpty, "kill -9 left its run folder")

        // The next check collects it.
        let next = try start()
        // It removes the dead folders one by one (two parallel runs leave two): wait for all of them.
        while !Set(runFolders()).isDisjoint(with: left), next.isRunning, Date() < deadline { usleep(50_000) }
        kill(next.processIdentifier, SIGKILL)
        next.waitUntilExit()
        XCTAssertTrue(Set(runFolders()).isDisjoint(with: left), "the dead checker's folder was collected: \(runFolders())")
    }

    /// Processes (other than this test) whose command line mentions `text` or whose working
    /// folder is under it.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != getpid(),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
            let directory = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/cwd")) ?? ""
            return command.contains(text) || directory.hasPrefix(text) ? "\(pid): \(command.prefix(200))" : nil
        }
    }
}
