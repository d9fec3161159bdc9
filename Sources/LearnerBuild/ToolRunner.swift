import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a tool (swiftc) and returns its exit status and combined output.
enum ToolRunner {
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-tool-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
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

    static var swiftc: String { ProcessInfo.processInfo.environment["WORKBOOK_SWIFTC"] ?? "swiftc" }
}

/// An exclusive lock on a file, so two workbook processes don't build the same thing at once.
final class FileLock {
    private let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw LearnerBuildError.runtimeBuildFailed("cannot open the lock file \(path)") }
        flock(descriptor, LOCK_EX)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Where workbook keeps built runtimes and learner builds.
public enum CacheLocation {
    public static var root: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["WORKBOOK_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("workbook") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/workbook")
    }
}
