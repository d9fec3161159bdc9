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
    /// Ask the app for the screen after every step (`AppRun.screens`); off, nothing is read.
    public var screens = false
    /// The explanation search's change to turn on (`RunRequest.whatIf`); nil in a check's own run.
    public var whatIf: Int?
    /// List the files in the app's home when the run ends (`AppState.containerFiles`): for the
    /// explanation search's baseline run, whose readings tell a file read from where none was written.
    public var listsContainer = false

    public init(app: LaunchableApp, limits: RunLimits = RunLimits(), screens: Bool = false) {
        self.app = app
        self.limits = limits
        self.screens = screens
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
            let result = try runProcess(steps: segment, firstStepIndex: segmentStart, sandbox: sandbox, home: home,
                                        backgroundAtEnd: boundary < steps.count)
            run.timeline += result.timeline
            run.screens.merge(result.screens) { _, new in new }
            run.standardError += result.standardError
            run.coverage += result.coverage
            run.whatIfSeen += result.whatIfSeen
            let eventsBefore = run.events.count - result.events.count
            let process = relaunches.filter { $0 < segmentStart }.count
            run.whatIfWrites += result.whatIfWrites.map { write in
                var write = write
                write.event += eventsBefore
                write.process = process
                return write
            }
            run.state = result.state
            run.crash = result.crash
            run.finished = result.finished
            // A process that tampered with its channel taints the whole run: nothing it said counts.
            run.tampered = run.tampered ?? result.tampered
            run.end = result.end
            if result.crash != nil || !result.finished || run.tampered != nil { return listed(run, home: home) }
            if boundary < steps.count {
                run.timeline.append(.step(index: boundary, description: Step.relaunch.description))
            }
            segmentStart = boundary + 1
        }
        return listed(run, home: home)
    }

    /// The run with the files of the app's home in its last state, when asked (the host sets them,
    /// never the app: what the app sent there is dropped). At most 200 files, 8 folders deep; links
    /// are not followed.
    private func listed(_ run: AppRun, home: URL) -> AppRun {
        var run = run
        run.state?.containerFiles = nil
        guard listsContainer, run.state != nil else { return run }
        var files: [String] = []
        // At most 2,000 entries looked at, whatever the app made.
        var visited = 0
        func walk(_ folder: URL, _ prefix: String, depth: Int) {
            guard depth < 8, files.count < 200, visited < 2_000,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.prefix(2_000 - visited).sorted() where files.count < 200 && visited < 2_000 {
                visited += 1
                let url = folder.appendingPathComponent(name)
                var info = stat()
                guard lstat(url.path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR { walk(url, prefix + name + "/", depth: depth + 1) } else if kind == S_IFREG { files.append(prefix + name) }
            }
        }
        walk(home, "", depth: 0)
        run.state?.containerFiles = files
        return run
    }

    /// One process: start the app under limits, hand it the key and the request on its channel
    /// (standard input), read its sealed messages there and its console on standard output.
    private func runProcess(steps: [Step], firstStepIndex: Int, sandbox: URL, home: URL, backgroundAtEnd: Bool = false) throws -> AppRun {
        // The app is asked for observations, never told what a check expects.
        var request = RunRequest(storyboards: app.storyboards, mainStoryboard: app.mainStoryboard,
                                 sceneDelegateClass: app.sceneDelegateClass, moduleName: app.moduleName,
                                 steps: steps.map(\.forApp), firstStepIndex: firstStepIndex,
                                 settleQuietSeconds: app.startsBackgroundWork ? RunRequest.defaultSettleQuietSeconds : 0)
        if screens { request.screens = true }
        request.whatIf = whatIf
        if backgroundAtEnd { request.backgroundAtEnd = true }
        if app.shortMainQueueDelay > 0 { request.settleDelaySeconds = app.shortMainQueueDelay }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let handOver = Data((ChannelSeal.hex(key) + "\n").utf8) + (try JSONEncoder().encode(request))

        let work = sandbox.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        // Standard output, standard error and the channel are sockets the host made before the
        // run, never files: nothing in a folder the app can write (it could put a link to any host
        // file there), no path by which the app could read them (a socket cannot be opened through
        // /proc/self/fd), and the host reads a bounded number of bytes. The channel is the app's
        // standard input: the host hands the key and the request over on it, and the driver moves
        // it to a high descriptor and sends its sealed messages back on it; learner code has no call
        // that writes to a descriptor, so what it prints (standard output) is console only.
        let output = try RunOutput(key: key, byteLimit: limits.fileSizeBytes)
        let process = Process()
        let command = sandboxCommand(workingDirectory: work, writable: [home], scratch: [work]).commandLine(program: app.executable, arguments: [])
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
        process.standardInput = output.appChannel
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
        // The hand-over may be larger than a socket holds: written while the app reads it, then
        // the host's side is shut for writing (the driver reads to the end).
        let handOverEnd = output.handOverDescriptor()
        let writer = Thread {
            RunOutput.write(handOver, to: handOverEnd)
            shutdown(handOverEnd, Int32(SHUT_WR))
            close(handOverEnd)
        }
        writer.start()
        let end = waitForExit(process, seconds: limits.boundedWallSeconds, home: home, output: output)
        // Whatever the app started and left behind goes with it.
        ProcessTree.kill(process.processIdentifier)
        // What is still in the sockets; bounded in time, in case something outlived the kill.
        output.drain(until: Date().addingTimeInterval(2))

        var run = output.finish()
        // Over the home quota: seen while it ran (it was stopped for it), or once it ended.
        func overQuota() {
            run.crash = CrashReport(kind: .limit, reason: Self.reason(.homeQuota(megabytes: "\(limits.homeBytes >> 20)")),
                                    step: run.lastStep)
            run.end = .homeQuota(megabytes: limits.homeBytes >> 20)
            run.finished = false
        }
        if end.homeOverflow { overQuota() }
        if run.crash == nil && !run.finished {
            (run.crash, run.end) = classifyAbnormalEnd(process: process, timedOut: end.timedOut, cpuSeconds: end.cpuSeconds, run: run,
                                                       outputOverflow: output.overflowed)
        }
        if run.crash == nil && homeIsOverQuota(home) { overQuota() }
        return run
    }

    /// The launcher, bubblewrap when it is used, and the limits.
    private func sandboxCommand(workingDirectory: URL, writable: [URL], scratch: [URL]) -> SandboxCommand {
        let isolation: SandboxCommand.Isolation
        if limits.sandbox.resolved == .bwrap, let bwrap = SandboxMode.bwrapPath {
            isolation = .bwrap(path: bwrap)
        } else {
            isolation = .none
        }
        var command = SandboxCommand(isolation: isolation, launcher: app.launcher, workingDirectory: workingDirectory)
        command.readOnly = app.readablePaths
        command.writable = writable
        if case .bwrap = isolation { command.scratch = scratch } else { command.writable += scratch }
        command.cpuSeconds = limits.cpuSeconds
        command.memoryBytes = limits.memoryBytes
        command.fileSizeBytes = limits.fileSizeBytes
        command.maxProcesses = limits.maxProcesses
        command.scratchBytes = limits.scratchBytes
        command.confinesProcesses = true
        // As root RLIMIT_NPROC counts nothing: the process tree's own pids group does.
        command.processGroup = PidsGroup.make(maxPids: limits.maxProcesses)
        return command
    }

    /// Waits for the app, reading its output as it comes; kills it when it runs past the
    /// wall-clock limit, writes more output than allowed, or when its home folder (which outlives
    /// the process, for relaunches) grows past its quota while it runs.
    private func waitForExit(_ process: Process, seconds: Double, home: URL, output: RunOutput)
        -> (timedOut: Bool, homeOverflow: Bool, cpuSeconds: Double?) {
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
                // What the app had computed by then tells an endless loop from a wait (or a
                // machine too busy to run it).
                let cpu = ProcessTree.cpuSeconds(of: process.processIdentifier)
                stop()
                return (true, false, cpu)
            }
            if now > nextHomeCheck {
                nextHomeCheck = now.addingTimeInterval(0.25)
                if homeIsOverQuota(home) {
                    stop()
                    return (false, true, nil)
                }
            }
            output.read(waitingMilliseconds: 2)
            if output.overflowed {
                stop()
                return (false, false, nil)
            }
        }
        return (false, false, nil)
    }

    private func homeIsOverQuota(_ home: URL) -> Bool {
        guard let usage = FolderSize.bytes(of: home, limit: limits.homeBytes + 1) else { return false }
        return usage > limits.homeBytes
    }

    /// Why the app ended without finishing: a time limit, a runtime trap, a signal, or `exit`.
    /// A SIGKILL the host did not send (it sends one only past the wall-clock limit, the output
    /// limit or the home quota, all named before) is a kill from outside: the CPU limit is
    /// SIGXCPU (`workbook-launch` keeps the hard limit a second above), and learner code cannot
    /// block signals (the source gate).
    private func classifyAbnormalEnd(process: Process, timedOut: Bool, cpuSeconds: Double?, run: AppRun,
                                     outputOverflow: Bool) -> (CrashReport, RunEnd?) {
        let step = run.lastStep
        if timedOut {
            let end = RunEnd.timeout(seconds: limits.boundedWallSeconds, cpuSeconds: cpuSeconds)
            let reason = Self.reason(.timeout(seconds: limits.wallSeconds.formattedForTrace, cpu: cpuSeconds.map(\.formattedForTrace),
                                              computing: end.wasComputing))
            return (CrashReport(kind: .timeout, reason: reason,
                                step: step), end)
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
            return (CrashReport(kind: .fatalError, reason: mapped.message, step: step, file: mapped.file, line: mapped.line), nil)
        }
        if outputOverflow {
            return (CrashReport(kind: .limit, reason: Self.reason(.outputLimit(bytes: "\(limits.fileSizeBytes)")), step: step),
                    .outputLimit(bytes: limits.fileSizeBytes))
        }
        var status = process.terminationStatus
        var signaled = process.terminationReason == .uncaughtSignal
        switch run.processEnd {
        case let .exit(code)?:
            // The launcher's record of the wait status (inside bubblewrap): exit(137) is exit(137).
            status = code
            signaled = false
        case let .signal(number)?:
            status = number
            signaled = true
        case nil where !signaled && limits.sandbox.resolved == .bwrap && status > 128:
            // bubblewrap gives 128 + signal for its child, the launcher, which reports every end
            // of the app before it ends itself; no record means the launcher itself was stopped, and
            // the app cannot signal it (its own session and group): from outside.
            return (CrashReport(kind: .signal, reason: "The app was stopped from outside (SIGKILL), not by its own code: "
                                + "the machine may have run short of memory, or someone stopped the run.", step: step),
                    .killedFromOutside)
        case nil:
            break
        }
        if signaled {
            switch status {
            case SIGXFSZ:
                return (CrashReport(kind: .limit, reason: Self.reason(.fileSizeLimit(bytes: "\(limits.fileSizeBytes)")), step: step),
                        .fileSizeLimit(bytes: limits.fileSizeBytes))
            case SIGXCPU:
                return (CrashReport(kind: .limit, reason: Self.reason(.cpuLimit(seconds: "\(limits.cpuSeconds)")), step: step),
                        .cpuLimit(seconds: limits.cpuSeconds))
            case SIGKILL:
                return (CrashReport(kind: .signal, reason: Self.reason(.killedFromOutside), step: step),
                        .killedFromOutside)
            default:
                return (CrashReport(kind: .signal, reason: Self.reason(.signal(number: "\(status)", name: signalName(status))), step: step),
                        .signal(number: status, name: signalName(status)))
            }
        }
        return (CrashReport(kind: .exit, reason: Self.reason(.exit(status: "\(status)")), step: step),
                .exit(status: status))
    }

    /// `CrashReport.reason` is English (machine formats and the trace keep it); a Korean report
    /// reads it back with `CrashReasonText.parse` and says it in Korean.
    static func reason(_ reason: CrashReasonText) -> String { Catalog[.en].crashReason(reason) }

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

/// Reads the two streams of a learner process: the channel, where only the driver writes (sealed
/// messages, `ChannelSeal`), and the app's standard output, console only (what the app prints,
/// and the driver's `ConsoleMark`s that place it among the messages). Bounded: the console is
/// capped (the app may print megabytes), and so are lines and messages. Anything on the channel
/// that is not the next sealed message, a line on standard output that imitates a driver message,
/// or a mark out of order marks the run as tampered with.
enum OutputParser {
    /// Console lines kept per process, and their total size.
    static let consoleLineLimit = 2_000
    static let consoleByteLimit = 256 << 10
    /// A single line longer than this is cut.
    static let lineLimit = 8 << 10
    /// Messages kept per process (events, probes): far more than any exercise produces.
    static let messageLimit = 50_000

    /// Whole streams at once (the sealing tests feed them lines).
    static func parse(channel: String, console: String = "", key: [UInt8]) -> AppRun {
        var parser = Parser(key: key)
        parser.feed(Data(channel.utf8), from: .channel)
        parser.feed(Data(console.utf8), from: .console)
        return parser.finish()
    }

    /// Learner text as a report may show it: valid UTF-8, no NUL.
    static func printable(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }

    enum Stream: Int { case console = 0, channel = 1 }

    struct Parser {
        /// The launcher's record of how the app ended (`workbook-launch --report-status`).
        static let endRecordPrefix = "\u{2}WB-END "
        let key: [UInt8]
        var run = AppRun()
        /// A line not yet ended, per stream.
        var pending = [Data(), Data()]
        var nextSequence: UInt64 = 0
        /// The next mark due on standard output: console lines read now go before that message.
        var nextMark: UInt64 = 0
        var consoleLines = 0
        var consoleBytes = 0
        var droppedConsole = 0
        var messages = 0
        /// Each stream's timeline entries in its own order, merged by `finish`: a console line
        /// with the message it precedes, a message with its sequence number.
        var consoleEntries: [(before: UInt64, entry: AppRun.Entry)] = []
        var messageEntries: [(sequence: UInt64, entry: AppRun.Entry)] = []
        let decoder = JSONDecoder()

        init(key: [UInt8]) { self.key = key }

        mutating func feed<Bytes: Sequence>(_ data: Bytes, from stream: Stream) where Bytes.Element == UInt8 {
            var buffer = pending[stream.rawValue]
            pending[stream.rawValue] = Data()
            buffer.append(contentsOf: data)
            var start = buffer.startIndex
            while let newline = buffer[start...].firstIndex(of: 0x0A) {
                handle(buffer[start..<newline], from: stream)
                start = buffer.index(after: newline)
            }
            if start != buffer.startIndex { buffer.removeSubrange(buffer.startIndex..<start) }
            if buffer.count > 1 << 20 {
                // An endless line: keep its start, drop the rest.
                handle(buffer.prefix(lineLimit), from: stream)
                buffer = Data()
            }
            pending[stream.rawValue] = buffer
        }

        mutating func finish() -> AppRun {
            for stream in [Stream.console, .channel] where !pending[stream.rawValue].isEmpty {
                handle(pending[stream.rawValue], from: stream)
                pending[stream.rawValue] = Data()
            }
            // Console lines go before the message their mark preceded; both lists are in order.
            var console = consoleEntries[...]
            var messages = messageEntries[...]
            while let line = console.first {
                if let message = messages.first, message.sequence < line.before {
                    run.timeline.append(message.entry)
                    messages.removeFirst()
                } else {
                    run.timeline.append(line.entry)
                    console.removeFirst()
                }
            }
            run.timeline += messages.map(\.entry)
            consoleEntries = []
            messageEntries = []
            if droppedConsole > 0 {
                run.timeline.append(.console("… \(droppedConsole) more console lines not kept"))
            }
            return run
        }

        mutating func handle(_ bytes: Data, from stream: Stream) {
            guard !bytes.isEmpty else { return }
            let line = String(decoding: bytes, as: UTF8.self)
            switch stream {
            case .console: handleConsole(line)
            case .channel: handleMessage(line)
            }
        }

        /// A line of standard output: a mark, a printed line, or an imitation of the channel.
        mutating func handleConsole(_ line: String) {
            if let mark = ConsoleMark.sequence(in: Substring(line)) {
                guard mark == nextMark else {
                    tamper("a console mark \(mark) where \(nextMark) was due (printed by the app)")
                    return
                }
                nextMark += 1
                return
            }
            switch ChannelSeal.open(Substring(line), key: key) {
            case .console:
                keepConsole(line)
            case .forged:
                tamper("a line that imitates a driver message without its seal")
            case .message:
                tamper("a sealed driver message on standard output, where the driver never writes one")
            }
        }

        /// A line of the channel: the next sealed message, the launcher's end-of-run record, or tampering.
        mutating func handleMessage(_ line: String) {
            if line.hasPrefix(Self.endRecordPrefix) {
                // Written by `workbook-launch --report-status` once the app is gone: one, last.
                let fields = line.dropFirst(Self.endRecordPrefix.count).split(separator: " ")
                guard run.processEnd == nil, fields.count == 2, let number = Int32(fields[1]) else {
                    tamper("a second or malformed end-of-run record on the driver's channel")
                    return
                }
                switch fields[0] {
                case "exit": run.processEnd = .exit(status: number)
                case "signal": run.processEnd = .signal(number: number)
                case "unknown": break
                default: tamper("a malformed end-of-run record on the driver's channel")
                }
                return
            }
            if run.processEnd != nil {
                tamper("a driver message after the launcher's end-of-run record")
                return
            }
            guard case let .message(sequence, json) = ChannelSeal.open(Substring(line), key: key) else {
                tamper("a line on the driver's channel that is not a sealed message")
                return
            }
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
            case let .stepStarted(index, description): messageEntries.append((sequence, .step(index: index, description: description)))
            case let .event(event): messageEntries.append((sequence, .event(event)))
            case let .console(text): messageEntries.append((sequence, .console(text)))
            case let .crash(crash): run.crash = crash
            case let .state(state): run.state = state
            case let .probe(index, probe): messageEntries.append((sequence, .probe(index: index, probe: probe)))
            case let .screen(index, screen): run.screens[index] = screen
            case let .coverage(data): run.coverage.append(data)
            case let .whatIfSeen(seen): run.whatIfSeen += seen
            case let .whatIfWrites(writes): run.whatIfWrites += writes.prefix(WhatIfWrite.limit)
            case .finished: run.finished = true
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
            consoleEntries.append((nextMark, .console(text)))
        }

        mutating func tamper(_ why: String) {
            if run.tampered == nil { run.tampered = why }
        }
    }
}

/// The three streams of a learner process, one end of a socket pair each, made by the host before
/// the run and handed to the app as descriptors 0 (the channel), 1 and 2; the host keeps the
/// other ends and reads them while the app runs (and writes the hand-over on the channel's).
/// Nothing is ever written to or read from a path, so the app can neither swap what the host
/// reads (a link in its run folder to the hidden checks, to a host file, to `/dev/zero`) nor
/// open any of them again (`open` of a socket through `/proc/self/fd/1` or `/dev/stdout` fails).
/// Each stream is read up to `byteLimit` bytes; past that the app is stopped. Standard error
/// keeps its first 64 KiB.
final class RunOutput {
    static let keptErrorBytes = 64 << 10
    /// Stream indices: standard output, standard error, the channel.
    private static let output = 0, error = 1, channel = 2

    let appOutput: FileHandle
    let appError: FileHandle
    let appChannel: FileHandle
    let byteLimit: Int
    /// Set when a stream went past `byteLimit`: the app must be stopped.
    private(set) var overflowed = false
    private var parser: OutputParser.Parser
    private var errorBytes = Data()
    /// The host's ends (-1 once a stream has ended), and bytes read from each.
    private var ends: [Int32]
    private var appEnds: [Int32]
    private var counts = [0, 0, 0]
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    init(key: [UInt8], byteLimit: Int) throws {
        var host: [Int32] = []
        var app: [Int32] = []
        for stream in 0..<3 {
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
            // Nothing flows from the host to the app on standard output and error; on the
            // channel, the hand-over only.
            if stream != Self.channel { shutdown(pair[0], Int32(SHUT_WR)) }
            host.append(pair[0])
            app.append(pair[1])
        }
        ends = host
        appEnds = app
        appOutput = FileHandle(fileDescriptor: app[Self.output], closeOnDealloc: false)
        appError = FileHandle(fileDescriptor: app[Self.error], closeOnDealloc: false)
        appChannel = FileHandle(fileDescriptor: app[Self.channel], closeOnDealloc: false)
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
        appEnds = [-1, -1, -1]
    }

    /// A descriptor of the host's end of the channel for writing the hand-over (its own, so the
    /// writer never uses a number this object has closed), -1 when none could be made.
    func handOverDescriptor() -> Int32 {
        guard ends[Self.channel] >= 0 else { return -1 }
        let copy = dup(ends[Self.channel])
        guard copy >= 0 else { return -1 }
        _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
        return copy
    }

    /// Writes all of `data` (the app reads it as it comes); stops at an error (the app is gone).
    /// Never raises SIGPIPE.
    static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { SocketSend.all($0, to: descriptor) }
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
            switch stream {
            case Self.output: parser.feed(buffer[0..<max(allowed, 0)], from: .console)
            case Self.channel: parser.feed(buffer[0..<max(allowed, 0)], from: .channel)
            default:
                if errorBytes.count < Self.keptErrorBytes {
                    errorBytes.append(contentsOf: buffer[0..<min(count, Self.keptErrorBytes - errorBytes.count)])
                }
            }
            if counts[stream] > byteLimit {
                overflowed = true
                end(stream)
            }
        }
    }

    /// Reads until every stream ends (the app and all it started are gone) or `deadline` passes.
    func drain(until deadline: Date) {
        while !isAtEnd {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return }
            read(waitingMilliseconds: Int32(min(left * 1000, 100)) + 1)
        }
    }

    /// What the app's streams said, with its standard error.
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

    /// The CPU time `root` and every process below it have used (their own and that of the
    /// children they have reaped), from /proc; nil where there is none (macOS).
    static func cpuSeconds(of root: Int32) -> Double? {
        #if os(Linux)
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ticks > 0 else { return nil }
        var total = 0.0
        var found = false
        for pid in descendants(of: root) + [root] {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After `comm`: state, ppid, … utime (14th field of the line), stime, cutime, cstime.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 15 else { continue }
            let used = fields[11...14].compactMap { Double($0) }.reduce(0, +)
            total += used / ticks
            found = true
        }
        return found ? total : nil
        #else
        return nil
        #endif
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
