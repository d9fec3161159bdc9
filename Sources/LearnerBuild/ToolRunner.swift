import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a tool (swiftc) and returns its exit status and combined output.
enum ToolRunner {
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    timeout: Double? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        // A file, not a pipe: swiftc can write more than a pipe holds before it exits.
        let outputFile = TemporaryItems.url(in: FileManager.default.temporaryDirectory, prefix: "workbook-tool-", suffix: ".log")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw LearnerBuildError.runtimeBuildFailed("cannot create \(outputFile.path) for the compiler's output")
        }
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let handle = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning {
                if Date() > deadline {
                    // The compiler's whole group (swift-frontend, clang, the linker) goes.
                    kill(-process.processIdentifier, SIGKILL)
                    kill(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                    try? handle.close()
                    return (-1, "stopped after \(Int(timeout)) s")
                }
                usleep(5_000)
            }
        }
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    /// The `swiftc` beside the resolved driver (a link named `swiftc`, so the driver runs as the
    /// compiler); the resolved path when there is none.
    static func swiftcPath(resolvedFrom resolved: URL) -> String {
        let beside = resolved.deletingLastPathComponent().appendingPathComponent("swiftc").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : resolved.path
    }

    /// `WORKBOOK_SWIFTC`, else `swiftc` on PATH.
    static var swiftc: String { ProcessInfo.processInfo.environment["WORKBOOK_SWIFTC"] ?? "swiftc" }
}
