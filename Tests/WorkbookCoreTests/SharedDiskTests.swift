import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// Issue 29.4: shared disk. The app's `TMPDIR` was the run's work folder on the grader's disk,
/// writable and never measured (600 MB written, the check still passed), and what a file system
/// has free (`statvfs`) let a withheld check's run signal its content to a visible run beside it.
/// Inside bubblewrap the work folder (`TMPDIR`, the working directory) is now a tmpfs of its own
/// with a size, `/tmp` another, and no app can ask a file system what it has free; withheld
/// checks never run beside visible runs of the same submission.
final class SharedDiskTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func console(sandbox: SandboxMode) throws -> [String] {
        let report = try HostileProject.check(viewDidLoad: #"""
                var written = 0
                let chunk = Data(count: 8 << 20)
                for index in 0..<20 {
                    do {
                        try chunk.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("fill-\(index)"))
                        written += 8
                    } catch {
                        break
                    }
                }
                print("TMP WROTE: \(written) MB")
                for path in [NSHomeDirectory(), NSTemporaryDirectory(), "/tmp"] {
                    let free = (try? FileManager.default.attributesOfFileSystem(forPath: path))?[.systemFreeSize]
                    print("FREE: " + (free.map { "\($0)" } ?? "unknown"))
                }
        """#, gate: true, sandbox: sandbox, for: self)
        return report.checks.first?.console ?? []
    }

    func testTheAppsTemporaryFolderIsASizedFileSystemOfItsOwnAndFreeSpaceIsNotShown() throws {
        guard SandboxCommand.bwrapWorks else { throw XCTSkip("bubblewrap cannot sandbox here") }
        let lines = try console(sandbox: .bwrap)
        let wrote = try XCTUnwrap(lines.first { $0.hasPrefix("TMP WROTE: ") }, "\(lines)")
        let megabytes = try XCTUnwrap(Int(wrote.dropFirst("TMP WROTE: ".count).prefix { $0.isNumber }))
        XCTAssertLessThanOrEqual(megabytes, RunLimits().scratchBytes >> 20, "the app's TMPDIR holds at most its tmpfs's size")
        XCTAssertEqual(lines.filter { $0.hasPrefix("FREE: ") }, ["FREE: unknown", "FREE: unknown", "FREE: unknown"], "\(lines)")
    }

    func testWithheldChecksNeverRunBesideVisibleOnes() throws {
        let checks = try ChecksParser.parse("""
        exercise: groups
        checks:
          - id: a
            steps: [launch]
          - id: h
            visibility: hidden
            steps: [launch]
          - id: b
            steps: [launch]
          - id: d
            visibility: after_due
            steps: [launch]
        due: 2030-01-01
        """, file: "groups.yaml")
        XCTAssertEqual(Checker.concurrentGroups(checks.checks), [[0, 2], [1, 3]])
    }
}
