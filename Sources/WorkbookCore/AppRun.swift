import Foundation
import LearnerBuild
import WorkbookProtocol

/// Everything one run of a learner app produced, in order.
public struct AppRun: Codable, Equatable, Sendable {
    public enum Entry: Codable, Equatable, Sendable {
        case step(index: Int, description: String)
        case event(TraceEvent)
        case console(String)
        /// What the app reported at an `expect` step.
        case probe(index: Int, probe: Probe)
    }

    /// Steps, events and console lines, interleaved as they happened.
    public var timeline: [Entry] = []
    public var state: AppState?
    public var crash: CrashReport?
    /// What the app wrote to standard error (runtime messages).
    public var standardError: String = ""
    /// Whether every step ran and the app reported its final state.
    public var finished = false
    /// Set when the app's output held a forged, replayed, reordered or undecodable driver
    /// message: learner code interfered with the channel, and nothing the run says is trusted.
    public var tampered: String?
    /// How the host saw the app end when it did not finish (a limit, a signal, `exit`), in
    /// words either language can say (`crash.reason` holds the English).
    public var end: RunEnd?
    /// How the last process ended by its wait status, as `workbook-launch --report-status` wrote it
    /// on the channel after the app was gone (inside bubblewrap; issue 29.2). The app's own exit
    /// status cannot pass for a signal there: bubblewrap's 128 + signal is never read as one.
    public var processEnd: ProcessEnd?

    public enum ProcessEnd: Codable, Equatable, Sendable {
        case exit(status: Int32)
        case signal(number: Int32)
    }
    /// The coverage counters each process sent as it ended (raw profiles, one per process):
    /// which learner lines ran, read only for a failed check's explanations (`LineCoverageReader`).
    public var coverage: [Data] = []
    /// How the what-if search's recorded tests came out, per process (only in that search's build).
    public var whatIfSeen: [WhatIfSeen] = []
    /// What the what-if search's build saw assignments write, in order; `event` counts the run's
    /// events before it over every process (only in that search's build).
    public var whatIfWrites: [WhatIfWrite] = []
    /// The screen after each step, by step index, when the run asked for screens (`AppRunner.screens`).
    public var screens: [Int: ScreenSnapshot] = [:]

    /// The last step the app started.
    public var lastStep: Int? {
        timeline.reversed().compactMap { entry -> Int? in
            if case let .step(index, _) = entry { return index } else { return nil }
        }.first
    }

    public init() {}

    public var events: [TraceEvent] {
        timeline.compactMap { if case let .event(event) = $0 { return event } else { return nil } }
    }

    public var console: [String] {
        timeline.compactMap { if case let .console(line) = $0 { return line } else { return nil } }
    }
}

/// How a run ended that the app's driver could not report itself: the host saw it.
public enum RunEnd: Codable, Equatable, Sendable {
    /// Over the CPU-time limit (SIGXCPU).
    case cpuLimit(seconds: Int)
    /// SIGKILL that neither a limit nor the host sent: the machine (out of memory) or a person.
    case killedFromOutside
    /// Still running at the wall-clock limit; `cpuSeconds` is what it had used by then, when known.
    case timeout(seconds: Double, cpuSeconds: Double?)
    case outputLimit(bytes: Int)
    case fileSizeLimit(bytes: Int)
    case homeQuota(megabytes: Int)
    case signal(number: Int32, name: String)
    case exit(status: Int32)

    /// Ends that depend on the machine (its load, its memory, an operator) as much as on the
    /// app's code: the check is run again once, and a report that still holds one is never
    /// kept in the report cache.
    public var dependsOnTheMachine: Bool {
        switch self {
        case .cpuLimit, .killedFromOutside, .timeout: return true
        default: return false
        }
    }

    /// A timeout spent computing (most of the wall time on the CPU): an endless loop, not a
    /// machine too busy to run the app.
    public var wasComputing: Bool {
        guard case let .timeout(seconds, cpu?) = self else { return false }
        return cpu >= seconds * 0.5
    }
}

/// What the runner needs to start a built app.
public struct LaunchableApp: Sendable {
    public var executable: URL
    public var moduleName: String
    public var storyboards: [StoryboardDocument]
    public var mainStoryboard: String?
    public var sceneDelegateClass: String?
    /// Maps a Swift runtime trap message to the learner's file and line.
    public var mapFatalError: @Sendable (String) -> (message: String, file: String?, line: Int?)
    /// Folders the app needs to read (its build and the runtime), made visible inside a sandbox.
    public var readablePaths: [URL]
    /// `workbook-launch`, which sets the limits and the seccomp filter, then starts the app.
    public var launcher: URL
    /// Whether the app can start work that ends later on another thread (`BuiltApp`): only then
    /// does the driver wait for quiet after each step.
    public var startsBackgroundWork = true
    /// The longest main-queue delay of under a second the learner's code writes (`RunRequest.settleDelaySeconds`), 0 for none.
    public var shortMainQueueDelay: Double = 0
    /// The compiler's warnings on the learner's lines (evidence for the teaching rules: a cast
    /// that always fails, an object a `weak` property lets go at once).
    public var warnings: [CompilerDiagnostic] = []

    public init(executable: URL, moduleName: String, storyboards: [StoryboardDocument], mainStoryboard: String?,
                sceneDelegateClass: String?, readablePaths: [URL] = [], launcher: URL,
                mapFatalError: @escaping @Sendable (String) -> (message: String, file: String?, line: Int?)) {
        self.readablePaths = readablePaths
        self.launcher = launcher
        self.executable = executable
        self.moduleName = moduleName
        self.storyboards = storyboards
        self.mainStoryboard = mainStoryboard
        self.sceneDelegateClass = sceneDelegateClass
        self.mapFatalError = mapFatalError
    }
}

/// How learner processes are isolated.
public enum SandboxMode: String, Sendable, CaseIterable {
    /// bubblewrap when installed, else limits only.
    case auto
    /// bubblewrap: read-only root, no network, private /tmp, home folders hidden, own PID namespace.
    case bwrap
    /// Resource limits, private HOME and working folder, scrubbed environment only.
    case none

    /// The mode actually used: `auto` becomes `bwrap` when it is installed and can make a
    /// sandbox here (tried once), else `none`.
    public var resolved: SandboxMode {
        guard self == .auto else { return self }
        return SandboxCommand.bwrapWorks ? .bwrap : .none
    }

    /// Why this mode cannot run here, if it cannot: `bwrap` asked for but missing or refused.
    public var unavailableReason: String? {
        guard self == .bwrap else { return nil }
        if SandboxCommand.bwrapPath == nil {
            return "--sandbox bwrap: bubblewrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)"
        }
        if !SandboxCommand.bwrapWorks {
            return "--sandbox bwrap: bubblewrap is installed but cannot create a sandbox here (user namespaces are off or refused: "
                + "check `sysctl kernel.unprivileged_userns_clone` / `user.max_user_namespaces`, or the container's seccomp profile)"
        }
        return nil
    }

    static var bwrapPath: String? { SandboxCommand.bwrapPath }
}

/// Limits for one app process.
public struct RunLimits: Sendable {
    public var wallSeconds: Double = 20
    /// `wallSeconds` as a runner uses it: finite, between 0.1 s and 10 minutes (20 s when not a number).
    public var boundedWallSeconds: Double { wallSeconds.isFinite ? min(max(wallSeconds, 0.1), 600) : 20 }
    public var cpuSeconds: Int = 20
    /// Virtual memory, in bytes.
    public var memoryBytes: Int = 2 << 30
    public var sandbox: SandboxMode = .auto
    /// Largest file the app may write, standard output included.
    public var fileSizeBytes: Int = 16 << 20
    public var maxProcesses: Int = 256
    /// What the app may keep in its home folder (which survives a relaunch).
    public var homeBytes: Int = 32 << 20
    /// Size of the private `/tmp` inside bubblewrap.
    public var scratchBytes: Int = 64 << 20
    public init() {}
}
