import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// The round-4 hostile review of the issue-29 layer (recorded in docs/security.md): fresh
/// attacks on the new entry point, the launcher's end-of-run record, the vtable-reached
/// `FileHandle`, and the shared disk. Each asserts the attack gains nothing (the SegueBasics
/// fixture under attack is the `HostileProject` one).
final class HostileRoundFourTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    func check(viewDidLoad body: String, extra: String = "", gate: Bool, sandbox: SandboxMode = .auto) throws -> CheckReport {
        try HostileProject.check(viewDidLoad: body, extra: extra, gate: gate, sandbox: sandbox, for: self)
    }

    static let stolen = """
    nonisolated(unsafe) var stolenHandOver: String?
    func steal() { if stolenHandOver == nil { stolenHandOver = readLine() ?? "nothing" } }
    """
    static let report = #"        print("STOLEN: " + (stolenHandOver.map { String($0.prefix(12)) } ?? "never ran"))"#

    /// 1. A string-literal overload on `String`, aimed at the entry point's two literals (gate off).
    func testAStringLiteralOverloadRunsNothingBeforeTheDriver() throws {
        let report = try check(viewDidLoad: Self.report, extra: Self.stolen + """

        extension String {
            init(stringLiteral value: StaticString) { steal(); self = value.description }
            init(unicodeScalarLiteral value: StaticString) { steal(); self = value.description }
            init(extendedGraphemeClusterLiteral value: StaticString) { steal(); self = value.description }
        }
        """, gate: false)
        let console = report.checks.first?.console ?? []
        XCTAssertTrue(console.contains("STOLEN: never ran"), "\(console) \(report.compileError ?? "")")
    }

    /// 2. The issue's operator without any `__workbook` name (`ClassGlue` is public UIKit), gate on:
    /// it compiles, and nothing calls it.
    func testAnOperatorOnClassGlueWithoutReservedNamesIsNeverCalled() throws {
        let report = try check(viewDidLoad: Self.report, extra: Self.stolen + """

        func + (lhs: [ClassGlue], rhs: [ClassGlue]) -> [ClassGlue] { steal(); return lhs }
        """, gate: true)
        XCTAssertNil(report.compileError)
        let console = report.checks.first?.console ?? []
        XCTAssertTrue(console.contains("STOLEN: never ran"), "\(console)")
    }

    /// 3. A forged end-of-run record (gate off, standing in for a memory-writing race): the app
    /// writes "exit 0" records on every high descriptor, then ends with exit(137). A second record
    /// is tampering; the run never passes and the end is never taken from the forgery.
    func testAForgedEndRecordIsTampering() throws {
        guard SandboxCommand.bwrapWorks else { throw XCTSkip("bubblewrap cannot sandbox here") }
        let report = try check(viewDidLoad: #"""
                let line = Array("\u{2}WB-END exit 0\n".utf8)
                for fd in Int32(3)..<Int32(200) { _ = line.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) } }
                exit(137)
        """#, gate: false, sandbox: .bwrap)
        XCTAssertEqual(report.score, 0)
        let first = try XCTUnwrap(report.checks.first)
        XCTAssertNotEqual(first.status, .passed)
        XCTAssertTrue(first.message?.en.contains("tampered") ?? false, "\(String(describing: first.message)) \(String(describing: first.crash))")
    }

    /// 4 and 5. `FileHandle` reached through a `Pipe`, gate on. The class properties
    /// (`type(of: handle).standardOutput`) are direct calls with a symbol: refused. The instance
    /// members (`write`, `availableData`, `fileDescriptor`, `closeFile`) are vtable calls the symbol
    /// gate cannot see: they pass, and reach only the app's own pipe (documented).
    func testFileHandlesReachedThroughAPipeReachOnlyTheAppsOwnPipe() throws {
        let standard = try check(viewDidLoad: #"""
                let handle = type(of: Pipe().fileHandleForWriting).standardOutput
                handle.write(Data("\u{1}WB 0 \(String(repeating: "0", count: 64)) {\"finished\":{}}\n".utf8))
        """#, gate: true)
        XCTAssertTrue(standard.compileError?.contains("`FileHandle`") ?? false, standard.compileError ?? "built")
        XCTAssertEqual(standard.score, 0)

        let own = try check(viewDidLoad: #"""
                let pipe = Pipe()
                pipe.fileHandleForWriting.write(Data("x\n".utf8))
                let back = pipe.fileHandleForReading.availableData
                let descriptor = pipe.fileHandleForWriting.fileDescriptor
                pipe.fileHandleForWriting.closeFile()
                print("PIPE: \(back.count) \(descriptor > 2 && descriptor < 100)")
        """#, gate: true)
        XCTAssertNil(own.compileError, "the gate cannot see vtable calls (documented)")
        // The same score as the fixture earns without these lines: the pipe is the app's own.
        XCTAssertNil(own.checks.first?.message.flatMap { $0.en.contains("tampered") ? $0 : nil })
        XCTAssertTrue((own.checks.first?.console ?? []).contains("PIPE: 2 true"), "\(own.checks.first?.console ?? [])")
    }

    /// 6. What a volume has free, through URL resource values and FileManager, in bubblewrap: unknown.
    func testNoVolumeQueryAnswersInTheSandbox() throws {
        guard SandboxCommand.bwrapWorks else { throw XCTSkip("bubblewrap cannot sandbox here") }
        let report = try check(viewDidLoad: #"""
                for path in ["/", "/usr", NSHomeDirectory(), FileManager.default.currentDirectoryPath] {
                    let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.volumeAvailableCapacityKey, .volumeTotalCapacityKey])
                    let free = (try? FileManager.default.attributesOfFileSystem(forPath: path))?[.systemFreeSize]
                    print("VOLUME: \(values?.volumeAvailableCapacity.map { "\($0)" } ?? "unknown") \(free.map { "\($0)" } ?? "unknown")")
                }
        """#, gate: true, sandbox: .bwrap)
        let lines = (report.checks.first?.console ?? []).filter { $0.hasPrefix("VOLUME: ") }
        XCTAssertEqual(lines, Array(repeating: "VOLUME: unknown unknown", count: 4), "\(report.checks.first?.console ?? [])")
    }
}
