import Foundation
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
        let sandbox = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                                  appropriateFor: URL(fileURLWithPath: NSTemporaryDirectory()), create: true)
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
            if result.crash != nil || !result.finished { return run }
            if boundary < steps.count {
                run.timeline.append(.step(index: boundary, description: Step.relaunch.description))
            }
            segmentStart = boundary + 1
        }
        return run
    }

    /// One process: write the request, start the app under limits, read its stream.
    private func runProcess(steps: [Step], firstStepIndex: Int, sandbox: URL, home: URL) throws -> AppRun {
        let request = RunRequest(storyboards: app.storyboards, mainStoryboard: app.mainStoryboard,
                                 sceneDelegateClass: app.sceneDelegateClass, moduleName: app.moduleName,
                                 steps: steps, firstStepIndex: firstStepIndex)
        let requestURL = sandbox.appendingPathComponent("request-\(firstStepIndex).json")
        try JSONEncoder().encode(request).write(to: requestURL)
        let stdoutURL = sandbox.appendingPathComponent("stdout-\(firstStepIndex)")
        let stderrURL = sandbox.appendingPathComponent("stderr-\(firstStepIndex)")
        FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let work = sandbox.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        let marker = "\u{1}WB-\(UUID().uuidString) "
        let process = Process()
        let limitsScript = "ulimit -t \(limits.cpuSeconds); ulimit -f \(max(1, limits.fileSizeBytes / 512)); "
            + "ulimit -v \(limits.memoryBytes / 1024) 2>/dev/null; ulimit -u \(limits.maxProcesses) 2>/dev/null; exec \"$0\""
        let shell = ["/bin/sh", "-c", limitsScript, app.executable.path]
        if limits.sandbox.resolved == .bwrap, let bwrap = SandboxMode.bwrapPath {
            process.executableURL = URL(fileURLWithPath: bwrap)
            process.arguments = bwrapArguments(sandbox: sandbox) + shell
        } else {
            // Foundation starts the child as the leader of its own process group: killing the
            // group kills whatever the app started too.
            process.executableURL = URL(fileURLWithPath: shell[0])
            process.arguments = Array(shell.dropFirst())
        }
        process.currentDirectoryURL = work
        process.environment = [
            "HOME": home.path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TMPDIR": work.path,
            "WORKBOOK_REQUEST": requestURL.path,
            "WORKBOOK_MARKER": marker,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        let timedOut = !waitForExit(process, seconds: limits.wallSeconds)
        // Whatever the app started and left behind goes with it.
        ProcessTree.kill(process.processIdentifier)

        let output = (try? Data(contentsOf: stdoutURL)) ?? Data()
        let errorOutput = (try? Data(contentsOf: stderrURL)) ?? Data()
        var run = OutputParser.parse(String(decoding: output, as: UTF8.self), marker: marker)
        run.standardError = String(decoding: errorOutput.prefix(64 << 10), as: UTF8.self)
        if run.crash == nil && !run.finished {
            run.crash = classifyAbnormalEnd(process: process, timedOut: timedOut, run: run, outputSize: output.count)
        }
        return run
    }

    /// Read-only root, private /tmp, home folders hidden, no network, own PID namespace (a fork
    /// bomb dies with it), no capabilities; the app's build, the runtime and the run's own folder
    /// are the only extra paths.
    private func bwrapArguments(sandbox: URL) -> [String] {
        var arguments = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
        for hidden in ["/root", "/home", "/work", "/srv", "/mnt"] where FileManager.default.fileExists(atPath: hidden) {
            arguments += ["--tmpfs", hidden]
        }
        for path in app.readablePaths + [app.executable.deletingLastPathComponent()] {
            arguments += ["--ro-bind", path.path, path.path]
        }
        arguments += ["--bind", sandbox.path, sandbox.path, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
        return arguments
    }

    private func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline {
                ProcessTree.kill(process.processIdentifier)
                process.waitUntilExit()
                return false
            }
            usleep(2_000)
        }
        return true
    }

    /// Why the app ended without finishing: a time limit, a runtime trap, a signal, or `exit`.
    private func classifyAbnormalEnd(process: Process, timedOut: Bool, run: AppRun, outputSize: Int) -> CrashReport {
        let step = run.timeline.reversed().compactMap { entry -> Int? in
            if case let .step(index, _) = entry { return index } else { return nil }
        }.first
        if timedOut {
            return CrashReport(kind: .timeout, reason: "The app was still running after \(limits.wallSeconds.formattedForTrace) s (an endless loop, or waiting for something that never happens).", step: step)
        }
        // Swift's traps: `Fatal error`, `Precondition failed`, `Assertion failed`, a failed `as!`.
        let traps = ["Fatal error", "Precondition failed", "Assertion failed", "Could not cast value of type"]
        if run.standardError.split(separator: "\n").contains(where: { line in traps.contains { line.contains($0) } }) {
            // The whole standard error: a trap inside the standard library is mapped through the backtrace.
            let mapped = app.mapFatalError(run.standardError)
            return CrashReport(kind: .fatalError, reason: mapped.message, step: step, file: mapped.file, line: mapped.line)
        }
        if outputSize >= limits.fileSizeBytes - 4096 {
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

/// Splits the app's standard output into driver messages (marked lines) and console lines.
enum OutputParser {
    static func parse(_ text: String, marker: String) -> AppRun {
        var run = AppRun()
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                let json = line.dropFirst(marker.count)
                guard let message = try? decoder.decode(RunMessage.self, from: Data(json.utf8)) else { continue }
                switch message {
                case let .stepStarted(index, description): run.timeline.append(.step(index: index, description: description))
                case let .event(event): run.timeline.append(.event(event))
                case let .console(line): run.timeline.append(.console(line))
                case let .crash(crash): run.crash = crash
                case let .state(state): run.state = state
                case let .probe(index, probe): run.timeline.append(.probe(index: index, probe: probe))
                case .finished: run.finished = true
                }
            } else if !line.isEmpty {
                run.timeline.append(.console(String(line)))
            }
        }
        return run
    }
}

/// Kills a process with its group and every descendant still attached to the tree (a child the
/// app spawned leads its own group, so the group alone is not enough without a sandbox).
enum ProcessTree {
    static func kill(_ root: Int32) {
        var victims = descendants(of: root)
        victims.append(root)
        for pid in victims { Glibc.kill(pid, SIGSTOP) }
        // Freeze first, then look again: nothing new can appear while they are stopped.
        victims = Array(Set(victims + descendants(of: root)))
        for pid in victims {
            Glibc.kill(-pid, SIGKILL)
            Glibc.kill(pid, SIGKILL)
        }
    }

    /// From /proc: every process whose parent chain leads to `root`.
    static func descendants(of root: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
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
