import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Frames on the pipes: a 4-byte little-endian length, then the bytes.

func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    return true
}

func writeFrame(_ fd: Int32, _ payload: [UInt8]) -> Bool {
    let count = UInt32(payload.count)
    let header: [UInt8] = [UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)]
    return writeAll(fd, header + payload)
}

/// Reads exactly `count` bytes; nil at end of file or on error, or when `deadline` passes (if given).
func readExactly(_ fd: Int32, _ count: Int, deadline: Date? = nil) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
        if let deadline {
            let milliseconds = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)))
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return nil }
        }
        let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, count - offset) }
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { return nil }
        offset += got
    }
    return buffer
}

func readFrame(_ fd: Int32, deadline: Date? = nil) -> [UInt8]? {
    guard let header = readExactly(fd, 4, deadline: deadline) else { return nil }
    let count = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
    return count == 0 ? [] : readExactly(fd, count, deadline: deadline)
}

/// The child: reads inputs from standard input, runs each, answers its outcome. A trap in the
/// parser ends the process; the driver sees the missing answer.
func workerMain(target: FuzzTarget) -> Never {
    // Answers go to the original standard output; anything the parsers print goes to standard error.
    let replies = dup(1)
    dup2(2, 1)
    // Bound memory: a runaway allocation becomes a crash finding, not a machine without memory.
    var limit = rlimit(rlim_cur: 3 << 30, rlim_max: 3 << 30)
    #if os(Linux)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    #else
    _ = setrlimit(RLIMIT_AS, &limit)
    #endif
    while let input = readFrame(0) {
        let outcome = target.run(input)
        guard writeFrame(replies, Array(outcome.utf8)) else { exit(0) }
    }
    exit(0)
}

/// A worker process seen from the driver.
final class WorkerProcess {
    let process = Process()
    private let toWorker = Pipe()
    private let fromWorker = Pipe()
    let errorFile: URL

    /// `backtrace`: let the Swift runtime print the crashing thread's stack, for `signature`
    /// (slow: a second or more per crash, so only when confirming a finding).
    init(target: FuzzTarget, scratch: URL, backtrace: Bool = false) throws {
        errorFile = scratch.appendingPathComponent("worker-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        #if os(Linux)
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        process.arguments = ["--worker", target.rawValue]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = backtrace
            ? "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=40,top=0"
            : "enable=no"
        process.environment = environment
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    enum Result {
        case outcome(String)
        case died(String)
        case timedOut
    }

    func run(_ input: [UInt8], timeout: TimeInterval) -> Result {
        guard writeFrame(toWorker.fileHandleForWriting.fileDescriptor, input) else { return died() }
        guard let reply = readFrame(fromWorker.fileHandleForReading.fileDescriptor, deadline: Date().addingTimeInterval(timeout)) else {
            if process.isRunning {
                // Either a hang or a death not yet reaped: wait briefly to tell them apart.
                let grace = Date().addingTimeInterval(0.2)
                while process.isRunning && Date() < grace { usleep(5_000) }
                if process.isRunning {
                    stop()
                    return .timedOut
                }
            }
            return died()
        }
        return .outcome(String(decoding: reply, as: UTF8.self))
    }

    /// The trap message and the first frame in the project's sources (not the fuzzer's), from a
    /// worker started with `backtrace`: "Fatal error: Index out of range at Chapters/MarkdownDocument.swift:92".
    func signature(reason: String) -> String {
        let text = (try? Data(contentsOf: errorFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        for line in text.split(separator: "\n") where line.contains(" at ") && line.contains("/Sources/") && !line.contains("/Sources/workbook-fuzz/") {
            guard let range = line.range(of: "/Sources/", options: .backwards) else { continue }
            let place = line[range.upperBound...].split(separator: ":").prefix(2).joined(separator: ":")
            let message = reason.split(separator: ":", maxSplits: 1).last.map(String.init) ?? reason
            let trap = message.components(separatedBy: "Fatal error: ").last ?? message
            return "\(trap.trimmingCharacters(in: .whitespaces)) at \(place)"
        }
        return reason
    }

    private func died() -> Result {
        process.waitUntilExit()
        let tail = (try? Data(contentsOf: errorFile)).map { String(decoding: $0.suffix(4000), as: UTF8.self) } ?? ""
        let lines = tail.split(separator: "\n").map(String.init)
        let reason = lines.first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed") }
            ?? lines.last ?? ""
        let how = process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
        return .died("\(how): \(reason.prefix(300))")
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? toWorker.fileHandleForWriting.close()
        try? FileManager.default.removeItem(at: errorFile)
    }
}
