import Foundation
import LearnerBuild
import WorkbookProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Runs a learner app for a list of steps. Each `relaunch` ends the process and starts a new
/// one with the same HOME, so `UserDefaults` survives and memory does not, as on a device.
public struct AppRunner {
    public var app: LaunchableApp
    public var limits: RunLimits

    public init(app: LaunchableApp, limits: RunLimits = RunLimits()) {
        self.app = app
        self.limits = limits
    }

    public func run(steps: [Step]) throws -> AppRun {
        let sandbox = TemporaryItems.url(in: URL(fileURLWithPath: NSTemporaryDirectory()), prefix: "workbook-run-")
        try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let home = sandbox.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

        var run = AppRun()
        var segmentStart = 0
        let relaunches = steps.indices.filter { steps[$0] == .relaunch }
        for boundary in relaunches + [steps.count] {
            let segment = Array(steps[segmentStart..<boundary])
            let result = try runProcess(steps: segment, firstStepIndex: segmentStart, sandbox: sandbox, home: home)
            run.timeline += result.timeline
            run.standardError += result.standardError
            run.state = result.state
            run.crash = result.crash
            run.finished = result.finished
            // A process that tampered with its channel taints the whole run: nothing it said counts.
            run.tampered = run.tampered ?? result.tampered
            if result.crash != nil || !result.finished || run.tampered != nil { return run }
            if boundary < steps.count {
                run.timeline.append(.step(index: boundary, description: Step.relaunch.description))
            }
            segmentStart = boundary + 1
        }
        return run
    }

    /// One process: start the app under limits, hand it the key and the request on standard
    /// input, read its sealed stream.
    private func runProcess(steps: [Step], firstStepIndex: Int, sandbox: URL, home: URL) throws -> AppRun {
        // The app is asked for observations, never told what a check expects.
        let request = RunRequest(storyboards: app.storyboards, mainStoryboard: app.mainStoryboard,
                                 sceneDelegateClass: app.sceneDelegateClass, moduleName: app.moduleName,
                                 steps: steps.map(\.forApp), firstStepIndex: firstStepIndex)
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let handOver = Data((ChannelSeal.hex(key) + "\n").utf8) + (try JSONEncoder().encode(request))

        let work = sandbox.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        // Standard output and error go to sockets the host made before the run, never to a file:
        // nothing in a folder the app can write (it could put a link to any host file there), no
        // path by which the app could read its own output back (a socket cannot be opened
        // through /proc/self/fd), and the host reads a bounded number of bytes.
        let output = try RunOutput(key: key, byteLimit: limits.fileSizeBytes)
        let process = Process()
        let command = sandboxCommand(workingDirectory: work, writable: [home, work]).commandLine(program: app.executable, arguments: [])
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = work
        process.environment = [
            "HOME": home.path,
            // Foundation takes NSHomeDirectory() and the Documents folder from the password
            // database, not HOME, unless this is set: without bubblewrap (which has no
            // /etc/passwd) the app would write into the grader's own home.
            "CFFIXED_USER_HOME": home.path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TMPDIR": work.path,
        ]
        if limits.sandbox.resolved == .bwrap {
            // Swift's backtracer needs /proc and another process's memory, which the sandbox refuses.
            process.environment?["SWIFT_BACKTRACE"] = "enable=no"
        }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = output.appOutput
        process.standardError = output.appError
        do {
            try process.run()
        } catch {
            output.closeAppEnds()
            throw error
        }
        // The app holds its ends now: closed here, so the host sees the end of its output when
        // the app (and whatever it started) is gone.
        output.closeAppEnds()
        // The hand-over may be larger than a pipe holds: written while the app reads it.
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: handOver)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let end = waitForExit(process, seconds: limits.boundedWallSeconds, home: home, output: output)
        // Whatever the app started and left behind goes with it.
        ProcessTree.kill(process.processIdentifier)
        try? input.fileHandleForWriting.close()
        // What is still in the sockets; bounded in time, in case something outlived the kill.
        output.drain(until: Date().addingTimeInterval(2))

        var run = output.finish()
        // Over the home quota: seen while it ran (it was stopped for it), or once it ended.
        func overQuota() {
            run.crash = CrashReport(kind: .limit, reason: "The app stored more than \(limits.homeBytes >> 20) MB in its home folder.",
                                    step: run.lastStep)
            run.finished = false
        }
        if end.homeOverflow { overQuota() }
        if run.crash == nil && !run.finished {
            run.crash = classifyAbnormalEnd(process: process, timedOut: end.timedOut, run: run, outputOverflow: output.overflowed)
        }
        if run.crash == nil && homeIsOverQuota(home) { overQuota() }
        return run
    }

    /// The launcher, bubblewrap when it is used, and the limits.
    private func sandboxCommand(workingDirectory: URL, writable: [URL]) -> SandboxCommand {
        let isolation: SandboxCommand.Isolation
        if limits.sandbox.resolved == .bwrap, let bwrap = SandboxMode.bwrapPath {
            isolation = .bwrap(path: bwrap)
        } else {
            isolation = .none
        }
        var command = SandboxCommand(isolation: isolation, launcher: app.launcher, workingDirectory: workingDirectory)
        command.readOnly = app.readablePaths
        command.writable = writable
        command.cpuSeconds = limits.cpuSeconds
        command.memoryBytes = limits.memoryBytes
        command.fileSizeBytes = limits.fileSizeBytes
        command.maxProcesses = limits.maxProcesses
        command.scratchBytes = limits.scratchBytes
        command.confinesProcesses = true
        return command
    }

    /// Waits for the app, reading its output as it comes; kills it when it runs past the
    /// wall-clock limit, writes more output than allowed, or when its home folder (which outlives
    /// the process, for relaunches) grows past its quota while it runs.
    private func waitForExit(_ process: Process, seconds: Double, home: URL, output: RunOutput) -> (timedOut: Bool, homeOverflow: Bool) {
        let start = Date()
        let deadline = start.addingTimeInterval(seconds)
        var nextHomeCheck = start.addingTimeInterval(0.25)
        func stop() {
            ProcessTree.kill(process.processIdentifier)
            process.waitUntilExit()
        }
        while process.isRunning {
            let now = Date()
            if now > deadline {
                stop()
                return (true, false)
            }
            if now > nextHomeCheck {
                nextHomeCheck = now.addingTimeInterval(0.25)
                if homeIsOverQuota(home) {
                    stop()
                    return (false, true)
                }
            }
            output.read(waitingMilliseconds: 2)
            if output.overflowed {
                stop()
                return (false, false)
            }
        }
        return (false, false)
    }

    private func homeIsOverQuota(_ home: URL) -> Bool {
        guard let usage = FolderSize.bytes(of: home, limit: limits.homeBytes + 1) else { return false }
        return usage > limits.homeBytes
    }

    /// Why the app ended without finishing: a time limit, a runtime trap, a signal, or `exit`.
    private func classifyAbnormalEnd(process: Process, timedOut: Bool, run: AppRun, outputOverflow: Bool) -> CrashReport {
        let step = run.lastStep
        if timedOut {
            return CrashReport(kind: .timeout, reason: "The app was still running after \(limits.wallSeconds.formattedForTrace) s (an endless loop, or waiting for something that never happens).", step: step)
        }
        // Swift's traps: `Fatal error`, `Precondition failed`, `Assertion failed`, a failed `as!`.
        let traps = ["Fatal error", "Precondition failed", "Assertion failed", "Could not cast value of type"]
        if run.standardError.split(separator: "\n").contains(where: { line in traps.contains { line.contains($0) } }) {
            // The whole standard error: a trap inside the standard library is mapped through the backtrace.
            var mapped = app.mapFatalError(run.standardError)
            if mapped.file == nil {
                // Inside the sandbox: the driver's own frame list, symbolized here.
                let frames = CrashSymbolizer.backtraceLines(for: run.standardError, executable: app.executable)
                if !frames.isEmpty {
                    let firstTrap = run.standardError.split(separator: "\n").first { line in traps.contains { line.contains($0) } } ?? ""
                    let located = app.mapFatalError(([String(firstTrap)] + frames).joined(separator: "\n"))
                    if located.file != nil { mapped = (mapped.message, located.file, located.line) }
                }
            }
            return CrashReport(kind: .fatalError, reason: mapped.message, step: step, file: mapped.file, line: mapped.line)
        }
        if outputOverflow {
            return CrashReport(kind: .limit, reason: "The app wrote more than \(limits.fileSizeBytes) bytes of output.", step: step)
        }
        var status = process.terminationStatus
        var signaled = process.terminationReason == .uncaughtSignal
        // bubblewrap reports a child killed by a signal as exit status 128 + signal.
        if !signaled, limits.sandbox.resolved == .bwrap, status > 128, status < 128 + 65 {
            status -= 128
            signaled = true
        }
        if signaled {
            switch status {
            case SIGXFSZ:
                return CrashReport(kind: .limit, reason: "The app wrote more than \(limits.fileSizeBytes) bytes.", step: step)
            case SIGXCPU, SIGKILL:
                return CrashReport(kind: .limit, reason: "The app used more than \(limits.cpuSeconds) s of CPU time.", step: step)
            default:
                return CrashReport(kind: .signal, reason: "The app was killed by signal \(status) (\(signalName(status))).", step: step)
            }
        }
        return CrashReport(kind: .exit, reason: "The app ended with exit(\(status)) before the steps finished.", step: step)
    }

    private func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "segmentation fault"
        case SIGILL: return "illegal instruction"
        case SIGTRAP: return "trace trap"
        case SIGABRT: return "abort"
        case SIGBUS: return "bus error"
        default: return "signal \(signal)"
        }
    }
}

/// Splits the app's standard output into driver messages (sealed lines) and console lines,
/// reading the file in pieces and keeping bounded amounts: the console is capped (the app may
/// print megabytes), and a line that looks like a driver message but is not sealed under the
/// run's key, or arrives out of sequence, marks the run as tampered with.
enum OutputParser {
    /// Console lines kept per process, and their total size.
    static let consoleLineLimit = 2_000
    static let consoleByteLimit = 256 << 10
    /// A single line longer than this is cut.
    static let lineLimit = 8 << 10
    /// Messages kept per process (events, probes): far more than any exercise produces.
    static let messageLimit = 50_000

    /// A whole output at once (the sealing tests feed it lines).
    static func parse(_ text: String, key: [UInt8]) -> AppRun {
        var parser = Parser(key: key)
        parser.feed(Data(text.utf8))
        return parser.finish()
    }

    /// Learner text as a report may show it: valid UTF-8, no NUL.
    static func printable(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }

    struct Parser {
        let key: [UInt8]
        var run = AppRun()
        var pending = Data()
        var nextSequence: UInt64 = 0
        var consoleLines = 0
        var consoleBytes = 0
        var droppedConsole = 0
        var messages = 0
        let decoder = JSONDecoder()

        init(key: [UInt8]) { self.key = key }

        mutating func feed<Bytes: Sequence>(_ data: Bytes) where Bytes.Element == UInt8 {
            pending.append(contentsOf: data)
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: 0x0A) {
                handle(pending[start..<newline])
                start = pending.index(after: newline)
            }
            if start != pending.startIndex { pending.removeSubrange(pending.startIndex..<start) }
            if pending.count > 1 << 20 {
                // An endless line: keep its start as console, drop the rest.
                handle(pending.prefix(lineLimit))
                pending = Data()
            }
        }

        mutating func finish() -> AppRun {
            if !pending.isEmpty { handle(pending) }
            if droppedConsole > 0 {
                run.timeline.append(.console("… \(droppedConsole) more console lines not kept"))
            }
            return run
        }

        mutating func handle(_ bytes: Data) {
            guard !bytes.isEmpty else { return }
            let line = String(decoding: bytes, as: UTF8.self)
            switch ChannelSeal.open(Substring(line), key: key) {
            case .console:
                keepConsole(line)
            case .forged:
                tamper("a line that imitates a driver message without its seal")
            case let .message(sequence, json):
                guard sequence == nextSequence else {
                    tamper("driver message \(sequence) arrived where \(nextSequence) was due (replayed, reordered or dropped)")
                    return
                }
                nextSequence += 1
                guard let message = try? decoder.decode(RunMessage.self, from: Data(json.utf8)) else {
                    tamper("a sealed message that does not decode")
                    return
                }
                messages += 1
                guard messages <= messageLimit else { return }
                switch message {
                case let .stepStarted(index, description): run.timeline.append(.step(index: index, description: description))
                case let .event(event): run.timeline.append(.event(event))
                case let .console(text): run.timeline.append(.console(text))
                case let .crash(crash): run.crash = crash
                case let .state(state): run.state = state
                case let .probe(index, probe): run.timeline.append(.probe(index: index, probe: probe))
                case .finished: run.finished = true
                }
            }
        }

        mutating func keepConsole(_ line: String) {
            let text = printable(line.count > lineLimit ? String(line.prefix(lineLimit)) + " … (line cut)" : line)
            guard consoleLines < consoleLineLimit, consoleBytes + text.utf8.count <= consoleByteLimit else {
                droppedConsole += 1
                return
            }
            consoleLines += 1
            consoleBytes += text.utf8.count
            run.timeline.append(.console(text))
        }

        mutating func tamper(_ why: String) {
            if run.tampered == nil { run.tampered = why }
        }
    }
}

/// The app's standard output and standard error: one end of a socket pair each, made by the host
/// before the run and handed to the app as descriptors 1 and 2; the host keeps the other ends
/// and reads them while the app runs. Nothing is ever written to or read from a path, so the
/// app can neither swap what the host reads (a link in its run folder to the hidden checks, to a
/// host file, to `/dev/zero`) nor read its own output back (`open` of a socket through
/// `/proc/self/fd/1` or `/dev/stdout` fails). Each stream is read up to `byteLimit` bytes;
/// past that the app is stopped. Standard error keeps its first 64 KiB.
final class RunOutput {
    static let keptErrorBytes = 64 << 10

    let appOutput: FileHandle
    let appError: FileHandle
    let byteLimit: Int
    /// Set when a stream went past `byteLimit`: the app must be stopped.
    private(set) var overflowed = false
    private var parser: OutputParser.Parser
    private var errorBytes = Data()
    /// The host's ends (-1 once a stream has ended), output then error, and bytes read from each.
    private var ends: [Int32]
    private var appEnds: [Int32]
    private var counts = [0, 0]
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    init(key: [UInt8], byteLimit: Int) throws {
        var host: [Int32] = []
        var app: [Int32] = []
        for _ in 0..<2 {
            var pair: [Int32] = [-1, -1]
            #if os(Linux)
            let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair)
            #else
            let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &pair)
            if made == 0 { for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
            #endif
            guard made == 0 else {
                let failure = errno
                for end in host + app { close(end) }
                throw WorkbookError.internalError("socketpair: \(String(cString: strerror(failure)))")
            }
            // Nothing flows from the host to the app on these.
            shutdown(pair[0], Int32(SHUT_WR))
            host.append(pair[0])
            app.append(pair[1])
        }
        ends = host
        appEnds = app
        appOutput = FileHandle(fileDescriptor: app[0], closeOnDealloc: false)
        appError = FileHandle(fileDescriptor: app[1], closeOnDealloc: false)
        parser = OutputParser.Parser(key: key)
        self.byteLimit = byteLimit
    }

    deinit {
        closeAppEnds()
        for end in ends where end >= 0 { close(end) }
    }

    /// The host's copies of the app's ends, once the app has them.
    func closeAppEnds() {
        for end in appEnds where end >= 0 { close(end) }
        appEnds = [-1, -1]
    }

    var isAtEnd: Bool { ends.allSatisfy { $0 < 0 } }

    /// Reads what the app wrote, waiting up to `milliseconds` for something to arrive.
    func read(waitingMilliseconds milliseconds: Int32) {
        var watched = ends.enumerated().filter { $0.element >= 0 }.map { pollfd(fd: $0.element, events: Int16(POLLIN), revents: 0) }
        guard !watched.isEmpty else {
            usleep(useconds_t(max(milliseconds, 0)) * 1000)
            return
        }
        let ready = poll(&watched, nfds_t(watched.count), milliseconds)
        guard ready > 0 else { return }
        for watch in watched where watch.revents != 0 {
            guard let stream = ends.firstIndex(of: watch.fd) else { continue }
            let count = buffer.withUnsafeMutableBytes { readDescriptor(watch.fd, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else {
                end(stream)
                continue
            }
            let allowed = min(count, byteLimit - counts[stream])
            counts[stream] += count
            if stream == 0 {
                parser.feed(buffer[0..<max(allowed, 0)])
            } else if errorBytes.count < Self.keptErrorBytes {
                errorBytes.append(contentsOf: buffer[0..<min(count, Self.keptErrorBytes - errorBytes.count)])
            }
            if counts[stream] > byteLimit {
                overflowed = true
                end(stream)
            }
        }
    }

    /// Reads until both streams end (the app and all it started are gone) or `deadline` passes.
    func drain(until deadline: Date) {
        while !isAtEnd {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return }
            read(waitingMilliseconds: Int32(min(left * 1000, 100)) + 1)
        }
    }

    /// What the app's output said, with its standard error.
    func finish() -> AppRun {
        var run = parser.finish()
        run.standardError = OutputParser.printable(String(decoding: errorBytes, as: UTF8.self))
        return run
    }

    private func end(_ stream: Int) {
        close(ends[stream])
        ends[stream] = -1
    }
}

/// `read(2)` (the name is taken inside `RunOutput`).
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}

/// The size of a folder's files, stopping early past a limit (nil when unreadable).
enum FolderSize {
    static func bytes(of folder: URL, limit: Int) -> Int? {
        // The folder itself, never where a link in its place leads (without bubblewrap the app
        // could replace its home with a link to /proc, endless to walk).
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileAllocatedSizeKey, .isSymbolicLinkKey]) else { return nil }
        var total = 0
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.fileAllocatedSizeKey, .isSymbolicLinkKey])
            total += values?.fileAllocatedSize ?? 0
            if total > limit { return total }
        }
        return total
    }
}

/// Kills a process with its group and every descendant still attached to the tree (a child the
/// app spawned leads its own group, so the group alone is not enough without a sandbox).
enum ProcessTree {
    static func kill(_ root: Int32) {
        var victims = descendants(of: root)
        victims.append(root)
        for pid in victims { Platform.send(SIGSTOP, to: pid) }
        // Freeze first, then look again: nothing new can appear while they are stopped.
        victims = Array(Set(victims + descendants(of: root)))
        for pid in victims {
            Platform.send(SIGKILL, to: -pid)
            Platform.send(SIGKILL, to: pid)
        }
    }

    /// Every process whose parent chain leads to `root` (from /proc on Linux, `ps` on macOS).
    static func descendants(of root: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for (pid, parent) in Platform.processParents() {
            children[parent, default: []].append(pid)
        }
        var result: [Int32] = []
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !result.contains(child) {
                result.append(child)
                queue.append(child)
            }
        }
        return result
    }
}
