import Foundation

/// Runs a tool (swiftc) and returns its exit status and combined output.
enum ToolRunner {
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        // A file, not a pipe: swiftc can write more than a pipe holds before it exits.
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-tool-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw LearnerBuildError.runtimeBuildFailed("cannot create \(outputFile.path) for the compiler's output")
        }
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let handle = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    /// `WORKBOOK_SWIFTC`, else `swiftc` on PATH.
    static var swiftc: String { ProcessInfo.processInfo.environment["WORKBOOK_SWIFTC"] ?? "swiftc" }
}
