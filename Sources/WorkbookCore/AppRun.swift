import Foundation
import WorkbookProtocol

/// Everything one run of a learner app produced, in order.
public struct AppRun: Codable, Equatable, Sendable {
    public enum Entry: Codable, Equatable, Sendable {
        case step(index: Int, description: String)
        case event(TraceEvent)
        case console(String)
    }

    /// Steps, events and console lines, interleaved as they happened.
    public var timeline: [Entry] = []
    public var state: AppState?
    public var crash: CrashReport?
    /// What the app wrote to standard error (runtime messages).
    public var standardError: String = ""
    /// Whether every step ran and the app reported its final state.
    public var finished = false

    public init() {}

    public var events: [TraceEvent] {
        timeline.compactMap { if case let .event(event) = $0 { return event } else { return nil } }
    }

    public var console: [String] {
        timeline.compactMap { if case let .console(line) = $0 { return line } else { return nil } }
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

    public init(executable: URL, moduleName: String, storyboards: [StoryboardDocument], mainStoryboard: String?,
                sceneDelegateClass: String?,
                mapFatalError: @escaping @Sendable (String) -> (message: String, file: String?, line: Int?)) {
        self.executable = executable
        self.moduleName = moduleName
        self.storyboards = storyboards
        self.mainStoryboard = mainStoryboard
        self.sceneDelegateClass = sceneDelegateClass
        self.mapFatalError = mapFatalError
    }
}

/// Limits for one app process.
public struct RunLimits: Sendable {
    public var wallSeconds: Double = 20
    public var cpuSeconds: Int = 20
    /// Largest file the app may write, standard output included.
    public var fileSizeBytes: Int = 16 << 20
    public var maxProcesses: Int = 256
    public init() {}
}
