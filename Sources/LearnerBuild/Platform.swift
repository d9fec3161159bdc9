import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux, where everything is built and tested (CI), and macOS, where
/// learners run `workbook check` too (written for, not tested in CI). Each Linux branch is the
/// code as it was before macOS was considered.
public enum Platform {
    /// A file's modification time (seconds since 1970, whole) from `stat`/`lstat`.
    public static func modificationSeconds(_ info: stat) -> Double {
        #if os(Linux)
        return Double(info.st_mtim.tv_sec)
        #else
        return Double(info.st_mtimespec.tv_sec)
        #endif
    }

    /// The runtime library of `module`: `libUIKit.so` on Linux, `libUIKit.dylib` on macOS.
    public static func sharedLibrary(_ module: String) -> String {
        #if os(Linux)
        return "lib\(module).so"
        #else
        return "lib\(module).dylib"
        #endif
    }

    /// The linker flags that name a runtime library for the programs linked against it (found
    /// through their rpath): ELF's soname, or Mach-O's install name under `@rpath`.
    static func sharedLibraryNameFlags(_ module: String) -> [String] {
        #if os(Linux)
        return ["-Xlinker", "-soname", "-Xlinker", sharedLibrary(module)]
        #else
        return ["-Xlinker", "-install_name", "-Xlinker", "@rpath/\(sharedLibrary(module))"]
        #endif
    }

    /// `kill(2)`: `signal` to `pid`, or to the process group `-pid`.
    @discardableResult
    public static func send(_ signal: Int32, to pid: pid_t) -> Int32 { kill(pid, signal) }

    /// Every (pid, parent pid) pair of the system: `/proc/<pid>/stat` on Linux, `ps` on macOS
    /// (which has no `/proc`). Empty when they cannot be read.
    public static func processParents() -> [(pid: Int32, parent: Int32)] {
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var pairs: [(pid: Int32, parent: Int32)] = []
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
            pairs.append((pid, parent))
        }
        return pairs
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, let pid = Int32(fields[0]), let parent = Int32(fields[1]) else { return nil }
            return (pid, parent)
        }
        #endif
    }
}
