import Foundation
import LearnerBuild

/// Turns the driver's `workbook-frames:` line (offsets into the app's executable, written when a
/// trap ends the app inside the sandbox, where Swift's backtracer cannot run) into backtrace
/// lines in the form the runtime message mapper reads (`… in app at FILE:LINE:COLUMN`), with
/// llvm-symbolizer from the toolchain. Only offsets are taken from the app's output: at most 64
/// hexadecimal numbers, looked up in the app's own build.
enum CrashSymbolizer {
    static let marker = "workbook-frames:"

    static var symbolizer: String? {
        var candidates: [String] = []
        if let root = SandboxCommand.toolchainRoot { candidates.append(root.appendingPathComponent("bin/llvm-symbolizer").path) }
        candidates += ["/usr/bin/llvm-symbolizer"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The offsets of the last `workbook-frames:` line of `standardError`.
    static func offsets(in standardError: String) -> [UInt64] {
        guard let line = standardError.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else { return [] }
        return line.dropFirst(marker.count).split(separator: " ").prefix(64).compactMap { word in
            guard word.hasPrefix("0x"), word.count <= 18 else { return nil }
            return UInt64(word.dropFirst(2), radix: 16)
        }
    }

    /// Backtrace lines for `standardError`'s frames (none when there are none or no symbolizer).
    static func backtraceLines(for standardError: String, executable: URL) -> [String] {
        let offsets = offsets(in: standardError)
        guard !offsets.isEmpty, let symbolizer else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: symbolizer)
        process.arguments = ["--obj=\(executable.path)", "--output-style=GNU", "--no-inlines", "--functions=none"]
            + offsets.map { "0x" + String($0, radix: 16) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // One `FILE:LINE` (or `FILE:LINE:COLUMN`, or `??:0`) per offset.
        return String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated().compactMap { index, location in
            guard !location.hasPrefix("??") else { return nil }
            return "\(index) [ra] 0x0 frame in app at \(relative(String(location))):0"
        }
    }

    /// A path as recorded when the app was compiled (in a staging folder since renamed:
    /// `…/builds/.staging-<pid>-<uuid>/src/Module/File.swift`) as the learner's relative path.
    static func relative(_ location: String) -> String {
        guard let staging = location.range(of: "/.staging-"),
              let source = location.range(of: "/src/", range: staging.upperBound..<location.endIndex) else { return location }
        return String(location[source.upperBound...])
    }
}
