import Foundation
@testable import LearnerBuild
@testable import WorkbookCore
import XCTest

/// Below the source gate (issue 18.3): with the gate off, an app that writes a shared library
/// into its temp folder at run time and loads it gets nothing in the sandbox: the driver's second
/// seccomp filter refuses every new executable mapping once learner code runs. Without
/// bubblewrap (no launcher filter, so no guard) the same app does load it: the test can fail.
final class ExecGuardTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        TraceEndToEndTests.setUp()
    }

    /// A library whose constructor prints, built here with the system's C compiler, as base64.
    func library() throws -> String {
        guard let cc = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("no C compiler to build the test's library")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "#include <stdio.h>\n__attribute__((constructor)) static void forged(void) { puts(\"FORGED CODE RAN\"); fflush(stdout); }\n"
            .write(to: folder.appendingPathComponent("forge.c"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cc)
        process.arguments = ["-shared", "-fPIC", "-o", folder.appendingPathComponent("forge.so").path, folder.appendingPathComponent("forge.c").path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try Data(contentsOf: folder.appendingPathComponent("forge.so")).base64EncodedString()
    }

    func run(sandbox: SandboxMode) throws -> [String] {
        let report = try HostileProject.check(viewDidLoad: #"""
                let bytes = Data(base64Encoded: "\#(try library())")!
                let path = NSTemporaryDirectory() + "/forge-\(getpid()).so"
                try! bytes.write(to: URL(fileURLWithPath: path))
                if dlopen(path, RTLD_NOW) != nil {
                    print("LOADED")
                } else {
                    print("REFUSED: " + String(cString: dlerror()))
                }
        """#, gate: false, sandbox: sandbox, for: self)
        return report.checks.first?.console ?? []
    }

    func testALibraryWrittenAtRunTimeCannotBeLoadedInTheSandbox() throws {
        guard SandboxCommand.bwrapWorks else { throw XCTSkip("bubblewrap cannot sandbox here") }
        let console = try run(sandbox: .bwrap)
        XCTAssertFalse(console.contains("LOADED"), "\(console)")
        XCTAssertFalse(console.contains("FORGED CODE RAN"), "\(console)")
        // The loader's mmap(PROT_EXEC) of the file is refused: "failed to map segment from shared object".
        XCTAssertTrue(console.contains { $0.hasPrefix("REFUSED:") && $0.contains("failed to map segment") }, "\(console)")
    }

    func testWithoutTheSandboxTheSameAppLoadsIt() throws {
        let console = try run(sandbox: .none)
        XCTAssertTrue(console.contains("LOADED"), "\(console)")
        XCTAssertTrue(console.contains("FORGED CODE RAN"), "\(console)")
    }
}
