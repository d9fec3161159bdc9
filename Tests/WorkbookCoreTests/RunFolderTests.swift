import Foundation
import LearnerBuild
@testable import WorkbookCore
import WorkbookProtocol
import XCTest

/// Issue 18, items 4 and 5 (and the part of 2 about the app's own output), end to end through
/// `Checker` with real compiled hostile apps, with bubblewrap and without:
///
/// - a run whose channel was tampered with (a bad seal, a replayed sealed message, a message
///   arriving with the wrong sequence number) earns nothing, whatever else it did right;
/// - the app cannot read its own output by any path, and nothing it puts in its run folder
///   (symbolic links to the hidden checks, to a host file, to `/dev/zero`) is read by the host.
final class RunFolderTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// The sandbox modes that must hold the guarantee: bubblewrap (when it works here) and none.
    var modes: [SandboxMode] {
        SandboxMode.bwrap.unavailableReason == nil ? [.bwrap, .none] : [.none]
    }

    /// The sample exercise with its correct solution (6/6 points), `body` run in the first
    /// screen's `viewDidLoad`, and its checks (hidden one included) in the project's
    /// `checks.yaml`, which ends with `marker`.
    func submission(running body: String, marker: String = "") throws -> (project: URL, checks: ExerciseChecks, checksFile: URL) {
        let fixtures = CheckerTests.fixtures
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-folder-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/SegueBasics"), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let checksFile = folder.appendingPathComponent("checks.yaml")
        let yaml = try String(contentsOf: fixtures.appendingPathComponent("exercises/manual-segue-values/checks.yaml"), encoding: .utf8)
            + "\n# \(marker)\n"
        try yaml.write(to: checksFile, atomically: true, encoding: .utf8)
        var solution = try String(contentsOf: fixtures.appendingPathComponent("exercises/manual-segue-values/solutions/correct/ViewController.swift"),
                                  encoding: .utf8)
        let end = try XCTUnwrap(solution.range(of: "}", options: .backwards))
        solution.replaceSubrange(end, with: """

            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }

        """)
        try solution.write(to: folder.appendingPathComponent("SegueBasics/ViewController.swift"), atomically: true, encoding: .utf8)
        return (folder, try ChecksParser.parse(yaml, file: "checks.yaml"), checksFile)
    }

    func checker(gate: Bool, sandbox: SandboxMode) -> Checker {
        var compiler = LearnerCompiler()
        compiler.enforcesGate = gate
        var limits = RunLimits()
        limits.sandbox = sandbox
        return Checker(tracer: ProjectTracer(compiler: compiler), limits: limits, reportCache: nil)
    }

    func everything(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    }

    // MARK: Item 4: the tamper verdict reaches the result

    /// Learner code (gate off) that puts a pipe in place of its standard output and relays what
    /// passes there to the real one, doing `action` to the first line that starts like the
    /// channel's. The driver's messages no longer pass there (they have their own descriptor,
    /// issue 18.2): what the relay sees is the driver's console marks, which place printed lines
    /// among the messages; one replayed or dropped is tampering all the same.
    static func relay(_ action: String) -> String {
        #"""
                var ends: [Int32] = [0, 0]
                _ = pipe(&ends)
                let original = dup(1)
                fflush(stdout)
                _ = dup2(ends[1], 1)
                let reading = ends[0]
                Thread {
                    var pending: [UInt8] = []
                    var buffer = [UInt8](repeating: 0, count: 65536)
                    var sealed = 0
                    while true {
                        let count = read(reading, &buffer, buffer.count)
                        if count <= 0 { break }
                        pending += buffer[0..<count]
                        while let newline = pending.firstIndex(of: 10) {
                            let line = Array(pending[...newline])
                            pending.removeFirst(newline + 1)
                            var copies = 1
                            if line.first == 1 {
                                sealed += 1
                                if sealed == 1 { copies = \#(action == "replay" ? 2 : 0) }
                            }
                            for _ in 0..<copies { _ = write(original, line, line.count) }
                        }
                    }
                }.start()
        """#
    }

    /// A correct solution that also tampers with the channel gets 0, every run check failing
    /// with the tamper verdict: a printed line with a bad seal (and one with a wrong sequence
    /// number), a console mark replayed, a console mark dropped (the next one then arrives with
    /// the wrong sequence number).
    func testATamperedChannelFailsEveryCheckOfACorrectSolution() throws {
        let forgeries: [(name: String, gate: Bool, body: String)] = [
            ("bad seal", true, #"""
                    print("\u{1}WB 0 " + String(repeating: "0", count: 64) + #" {"finished":{}}"#)
                    print("\u{1}WB 99 " + String(repeating: "f", count: 64) + #" {"finished":{}}"#)
            """#),
            ("replayed", false, Self.relay("replay")),
            ("dropped", false, Self.relay("drop")),
        ]
        let tampered = "The app tampered with its messages to the checker; this check cannot pass."
        for forgery in forgeries {
            let submission = try self.submission(running: forgery.body)
            for mode in modes {
                let report = checker(gate: forgery.gate, sandbox: mode).check(project: submission.project, checks: submission.checks)
                let label = "\(forgery.name), sandbox \(mode.rawValue)"
                XCTAssertNil(report.compileError, "\(label): \(report.compileError ?? "")")
                XCTAssertEqual(report.score, 0, "\(label): \(report.checks.map { "\($0.id)=\($0.status) \($0.message?.en ?? "")" })")
                XCTAssertEqual(report.exitCode, 1, label)
                for result in report.checks {
                    XCTAssertNotEqual(result.status, .passed, "\(label): \(result.id)")
                    if result.status == .failed {
                        XCTAssertEqual(result.message?.en, tampered, "\(label): \(result.id)")
                    }
                }
                // The checks that depend on nothing ran, and failed for the tampering.
                for id in ["shows-result", "empty-email-stays"] {
                    XCTAssertEqual(report.checks.first { $0.id == id }?.message?.en, tampered, "\(label): \(id)")
                }
            }
        }
    }

    // MARK: Item 5 (and 2): the run folder holds nothing the host reads

    /// The app tries to read its own output by every path it might have (the run folder's
    /// `stdout-0`, `/proc/self/fd/1`, `/dev/stdout`, its standard error), then puts symbolic links
    /// where the host used to read its output: standard output to the hidden checks, standard
    /// error to a host file it cannot read itself, made to look like a trap. Nothing of either
    /// reaches the report, the app reads nothing, and a correct solution still gets 6/6. (The gate
    /// is off: it refuses literal system paths such as `/dev/stdout`; the links pass it, and this
    /// is the layer below.)
    func testTheAppCannotReadItsOutputNorMakeTheHostReadAnything() throws {
        let checksMarker = "HIDDEN-CHECKS-\(UUID().uuidString)"
        let secretMarker = "HOST-SECRET-\(UUID().uuidString)"
        let secretFolder = FileManager.default.temporaryDirectory.appendingPathComponent("run-folder-secret-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: secretFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        addTeardownBlock { try? FileManager.default.removeItem(at: secretFolder) }
        let secret = secretFolder.appendingPathComponent("secret.txt")
        try "Fatal error: \(secretMarker)\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: secret.path)

        // Any copy of the hidden checks the host can read (grading: the book's own checks.yaml).
        let hiddenChecks = try submission(running: "", marker: checksMarker).checksFile
        let body = #"""
                let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
                for path in [folder.appendingPathComponent("stdout-0").path, folder.appendingPathComponent("stderr-0").path,
                             "/proc/self/fd/1", "/proc/self/fd/2", "/dev/stdout", "/dev/stderr"] {
                    let bytes = FileManager.default.contents(atPath: path)
                    print("own output \(path): \(bytes.map { "\($0.count) bytes" } ?? "unreadable")")
                }
                for (name, target) in [("stdout-0", "\#(hiddenChecks.path)"), ("stderr-0", "\#(secret.path)")] {
                    let path = folder.appendingPathComponent(name).path
                    try? FileManager.default.removeItem(atPath: path)
                    try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
                }
        """#
        let submission = try self.submission(running: body, marker: checksMarker)
        for mode in modes {
            let report = checker(gate: false, sandbox: mode).check(project: submission.project, checks: submission.checks)
            let label = "sandbox \(mode.rawValue)"
            let text = everything(report)
            XCTAssertFalse(text.contains(checksMarker), "\(label): the hidden checks leaked into the report")
            XCTAssertFalse(text.contains(secretMarker), "\(label): a host file leaked into the report")
            XCTAssertNil(report.compileError, "\(label): \(report.compileError ?? "")")
            XCTAssertEqual(report.score, 6, "\(label): \(report.checks.map { "\($0.id)=\($0.status) \($0.message?.en ?? "") \($0.crash?.reason ?? "")" })")
            let shows = try XCTUnwrap(report.checks.first { $0.id == "shows-result" })
            let reads = shows.console.filter { $0.hasPrefix("own output ") }
            XCTAssertEqual(reads.count, 6, "\(label): \(shows.console)")
            for line in reads { XCTAssertTrue(line.hasSuffix(": unreadable"), "\(label): \(line)") }
        }
    }

    /// The app links its standard output to `/dev/zero`: the check returns (the host never
    /// reads a path the app could change), and a correct solution still passes.
    func testALinkToAnEndlessFileDoesNotHangTheChecker() throws {
        let body = #"""
                let path = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
                    .appendingPathComponent("stdout-0").path
                try? FileManager.default.removeItem(atPath: path)
                try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        """#
        var submission = try self.submission(running: body)
        submission.checks.checks = submission.checks.checks.filter { $0.id == "shows-result" }
        // The build first (cached by content), so the deadline measures the check alone.
        XCTAssertNoThrow(try checker(gate: false, sandbox: .none).tracer.prepare(projectFolder: submission.project))
        for mode in modes {
            nonisolated(unsafe) let checker = checker(gate: false, sandbox: mode)
            let done = DispatchSemaphore(value: 0)
            let box = ReportBox()
            let project = submission.project, checks = submission.checks
            Thread {
                box.report = checker.check(project: project, checks: checks)
                done.signal()
            }.start()
            guard done.wait(timeout: .now() + 60) == .success else {
                XCTFail("sandbox \(mode.rawValue): the check did not return within 60 s")
                continue
            }
            XCTAssertEqual(box.report?.score, 1, "sandbox \(mode.rawValue): \(box.report?.checks.map { "\($0.status) \($0.crash?.reason ?? "")" } ?? [])")
        }
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: CheckReport?
}
