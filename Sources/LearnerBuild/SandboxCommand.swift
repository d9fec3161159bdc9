import Foundation

/// The command line that runs one untrusted program (a learner app, or the compiler on a
/// learner's files): bubblewrap when used, then `workbook-launch`, then the program.
///
/// Inside bubblewrap the program sees only what is bound: the system's `/usr` (read-only; `/lib`,
/// `/bin` as the usual links), the toolchain's runtime libraries, the paths given as
/// `readOnly`, the run's own folder (`writable`), a private `/dev` and a size-limited `/tmp`. No
/// `/proc` (so no `/proc/self/mem`, `/proc/self/fd` or environ to read), no `/etc`, no home
/// folders, no network, its own PID, IPC and UTS namespaces, a user namespace in which it is
/// uid 65534 with no capabilities. `workbook-launch` then sets the resource limits, closes every
/// inherited descriptor above 2, and installs a seccomp filter (ptrace, process_vm_readv/writev,
/// namespaces, mounts, keyrings, bpf, perf refused).
public struct SandboxCommand: Sendable {
    public enum Isolation: Sendable { case bwrap(path: String), none }

    public var isolation: Isolation
    /// The `workbook-launch` binary (from the runtime folder).
    public var launcher: URL
    public var readOnly: [URL] = []
    public var writable: [URL] = []
    /// Folders the program may write that need not outlive it (a learner app's working folder and
    /// `TMPDIR`): inside bubblewrap each is a tmpfs of `scratchBytes` of its own (issue 29.4), so
    /// nothing written there reaches the grader's disk or shows another run's use of it; without
    /// bubblewrap they are bound like `writable`.
    public var scratch: [URL] = []
    public var workingDirectory: URL
    public var cpuSeconds = 20
    public var memoryBytes = 2 << 30
    public var fileSizeBytes = 16 << 20
    public var maxProcesses = 256
    public var maxOpenFiles = 256
    /// Size of the private `/tmp` inside bubblewrap.
    public var scratchBytes = 64 << 20
    /// A procfs of the sandbox's own PID namespace (the compiler needs one; a learner app gets
    /// none, only the `/proc/self/exe` link `Bundle.main` reads).
    public var mountsProc = false
    /// Learner apps: `workbook-launch --confine` (with or without bubblewrap) keeps the program and
    /// whatever it starts in one process group the host kills at once (no fork, no setsid or
    /// setpgid), and lets it signal only itself (never the checker). Not for the compiler, which
    /// starts its own tools.
    public var confinesProcesses = false
    /// A pids cgroup's `cgroup.procs` (`PidsGroup.make`): an outer `workbook-launch
    /// --join-cgroup` puts the whole process tree in it before bubblewrap or the program starts.
    public var processGroup: URL?

    public init(isolation: Isolation, launcher: URL, workingDirectory: URL) {
        self.isolation = isolation
        self.launcher = launcher
        self.workingDirectory = workingDirectory
    }

    /// The toolchain folders the program needs (its runtime libraries, or the whole toolchain for
    /// the compiler): the `usr` folder of the swiftc in use, when it is outside `/usr`.
    public static var toolchainRoot: URL? {
        guard let usr = RuntimeBuilder.resolvedSwiftc?.deletingLastPathComponent().deletingLastPathComponent(),
              usr.path != "/usr", FileManager.default.fileExists(atPath: usr.path) else { return nil }
        return usr
    }

    /// The program and its arguments, ready for `Process`.
    public func commandLine(program: URL, arguments: [String]) -> [String] {
        var sandboxed = false
        if case .bwrap = isolation { sandboxed = true }
        func launch(_ path: String) -> [String] {
            [launcher.path, "--cpu", "\(cpuSeconds)", "--as", "\(memoryBytes)", "--fsize", "\(fileSizeBytes)",
             "--nproc", "\(maxProcesses)", "--nofile", "\(maxOpenFiles)", "--core", "0"]
                + (Self.seccompAvailable && sandboxed ? ["--seccomp"] : [])
                + (Self.seccompAvailable && confinesProcesses ? ["--confine"] : [])
                // Inside bubblewrap the host sees bubblewrap's exit status (128 + signal for a
                // signal, which an app's exit(137) imitates): the launcher reports the real end.
                + (Self.seccompAvailable && confinesProcesses && sandboxed ? ["--report-status"] : [])
                + ["--chdir", workingDirectory.path, "--", path] + arguments
        }
        let group = processGroup.map { [launcher.path, "--join-cgroup", $0.path, "--"] } ?? []
        guard case let .bwrap(bwrap) = isolation else { return group + launch(program.path) }
        var command = Self.bubblewrapBase(bwrap, scratchBytes: scratchBytes)
        var path = program.path
        var programBind: [String] = []
        if mountsProc {
            command += ["--proc", "/proc"]
        } else {
            // No procfs: only the link Foundation reads to find the main bundle (`Bundle.main`),
            // and the thread files libdispatch's worker-pool monitor reads (see `standInProc`).
            // The program runs from one fixed path, so one stand-in serves every app of a runtime.
            let folder = launcher.deletingLastPathComponent()
            if let stand = Self.standInProc(in: folder) {
                command += ["--ro-bind", stand.path, "/proc"]
                path = Self.programSlot(in: folder).path
                // Over the empty slot file, once the runtime folder is bound (below).
                programBind = ["--ro-bind", program.path, path]
            } else {
                command += ["--dir", "/proc/self", "--symlink", program.path, "/proc/self/exe"]
            }
        }
        var readOnlyPaths = readOnly + [launcher.deletingLastPathComponent(), program.deletingLastPathComponent()]
        if let toolchain = Self.toolchainRoot { readOnlyPaths.append(toolchain) }
        var seen = Set<String>()
        for url in readOnlyPaths where !url.path.hasPrefix("/usr/") && url.path != "/usr" && seen.insert(url.path).inserted {
            command += ["--ro-bind", url.path, url.path]
        }
        command += programBind
        for url in writable { command += ["--bind", url.path, url.path] }
        for url in scratch { command += ["--size", "\(scratchBytes)", "--tmpfs", url.path] }
        command += ["--chdir", workingDirectory.path, "--"]
        return group + command + launch(path)
    }

    /// The sandbox every untrusted program starts in: all namespaces new, uid 65534 with no
    /// capabilities, dying with its parent, the system's `/usr` read-only (`/lib`, `/bin` as the
    /// usual links), a private `/dev` and a `/tmp` of `scratchBytes`; nothing else yet bound.
    public static func bubblewrapBase(_ bwrap: String, scratchBytes: Int) -> [String] {
        var command = [bwrap, "--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534",
                       "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--hostname", "sandbox"]
        command += ["--ro-bind", "/usr", "/usr"]
        for link in ["lib", "lib64", "lib32", "bin", "sbin"] {
            let path = "/" + link
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                command += ["--symlink", target, path]
            } else if FileManager.default.fileExists(atPath: path) {
                command += ["--ro-bind", path, path]
            }
        }
        return command + ["--dev", "/dev", "--size", "\(scratchBytes)", "--tmpfs", "/tmp"]
    }

    /// Thread ids a stand-in `/proc` answers for: a fresh PID namespace numbers its threads from
    /// 1, and a check's app starts far fewer (`maxProcesses` at once; a few hundred in a long run).
    static let standInThreadCount = 4096

    /// Where a program without procfs (a learner app) is bound, read-only, inside bubblewrap: an
    /// empty file in the runtime folder (the stand-in's `self/exe` leads to a file outside the
    /// sandbox too, so no tool that walks the cache finds a dangling link).
    static func programSlot(in folder: URL) -> URL { folder.appendingPathComponent(".sandbox-app") }

    /// A stand-in `/proc` for a learner app inside bubblewrap: `self/exe` (the link `Bundle.main`
    /// reads, to `programSlot`) and `N/stat` for the first thread ids, all reading
    /// "running". libdispatch's worker-pool monitor reads `/proc/<tid>/stat` of each worker thread
    /// once a second while a global queue has work waiting, and ends the process (a trap: signal
    /// 4) when it cannot open it; a procfs proper would let the app read its own memory
    /// (`/proc/self/mem`, where the channel key lives). Made once per runtime, in its folder (a
    /// read-only bind mount), by renaming a finished temporary folder into place, so concurrent
    /// runs never see half of it; every app of the runtime uses it (4,096 links per app build
    /// cost a second).
    static func standInProc(in folder: URL) -> URL? {
        let stand = folder.appendingPathComponent(".sandbox-proc-v3")
        let slot = programSlot(in: folder)
        let fileManager = FileManager.default
        func ready() -> Bool {
            fileManager.fileExists(atPath: slot.path)
                && (try? fileManager.destinationOfSymbolicLink(atPath: stand.appendingPathComponent("self/exe").path)) == slot.path
        }
        if ready() { return stand }
        if !fileManager.fileExists(atPath: slot.path) {
            // Written whole by one process or another: an empty file either way.
            _ = fileManager.createFile(atPath: slot.path, contents: nil, attributes: [.posixPermissions: 0o755])
        }
        let staging = TemporaryItems.url(in: folder, prefix: ".sandbox-proc-")
        do {
            try fileManager.createDirectory(at: staging.appendingPathComponent("self"), withIntermediateDirectories: true)
            try fileManager.createSymbolicLink(atPath: staging.appendingPathComponent("self/exe").path, withDestinationPath: slot.path)
            try fileManager.createDirectory(at: staging.appendingPathComponent("thread"), withIntermediateDirectories: true)
            // `pid (comm) state …`: libdispatch reads the state; "R" keeps its pool as it is.
            try Data("1 (app) R 1 1 1 0 -1 0\n".utf8).write(to: staging.appendingPathComponent("thread/stat"))
            for tid in 1...standInThreadCount {
                try fileManager.createSymbolicLink(atPath: staging.appendingPathComponent("\(tid)").path, withDestinationPath: "thread")
            }
            if rename(staging.path, stand.path) != 0 {
                try? fileManager.removeItem(at: staging)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
        }
        return ready() ? folder : nil
    }

    /// bubblewrap, when installed (`WORKBOOK_BWRAP` names another one: an unusual install, or a
    /// test of what happens when bubblewrap cannot make a sandbox).
    public static let bwrapPath: String? = {
        if let chosen = ProcessInfo.processInfo.environment["WORKBOOK_BWRAP"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        return ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether bubblewrap can really make a sandbox here (it is installed but user namespaces may
    /// be off, or a container may refuse them): a sandbox running `/bin/true`, tried once.
    public static let bwrapWorks: Bool = {
        guard let bwrap = bwrapPath else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bwrap)
        process.arguments = Array(bubblewrapBase(bwrap, scratchBytes: 1 << 20).dropFirst()) + ["--", "/usr/bin/true"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// seccomp filters need Linux; everywhere else the flag is left out. Without bubblewrap the
    /// filter is not installed: `/proc` is there to read anyway, and Swift's backtracer (which
    /// reads the crashed process's memory) names the learner's line of a standard-library trap.
    static var seccompAvailable: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }
}
