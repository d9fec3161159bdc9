import Foundation

/// A learner app built against the runtime.
public struct BuiltApp: Sendable {
    public var executable: URL
    public var moduleName: String
    /// The prepared copies the app was compiled from (`<build>/src`).
    public var sourceRoot: URL
    public var appDelegateClass: String?
    public var sceneDelegateClass: String?
    public var mainStoryboard: String?
    /// Storyboards by name (launch screens left out), as found by the scanner.
    public var storyboards: [String: URL]
    /// Compiler warnings on the learner's lines, and classes the glue had to leave out.
    public var warnings: [CompilerDiagnostic]
    /// Whether this build came from the cache.
    public var cached: Bool
    /// Seconds spent building the runtime in this call (0 when it was cached).
    public var runtimeSeconds: Double
    /// Seconds spent compiling the learner's files (0 when the build was cached).
    public var compileSeconds: Double
    /// Learner files by relative path with their line counts (for mapping messages).
    public var learnerFiles: [String: Int]
    /// The runtime libraries the executable loads.
    public var runtimeDirectory: URL
    /// Whether the app's code can start work that finishes later on another thread or a timer
    /// (`DispatchQueue`, `Timer`, `Task`, `OperationQueue`, `Thread`…), read from the symbols it
    /// links (`BuildFacts`). Only then does the driver wait for quiet after each step.
    public var startsBackgroundWork = true
}

/// `BuildFacts` as tests see it.
public enum BuildFactsProbe {
    public static func startsBackgroundWork(_ symbols: [String]?) -> Bool { BuildFacts(symbols: symbols).startsBackgroundWork }
}

/// What the build learned about the app, kept beside it (`facts.json`).
struct BuildFacts: Codable {
    var startsBackgroundWork: Bool

    static let fileName = "facts.json"

    /// Parts of the mangled or C names of every API that hands work to another thread, a queue
    /// or a timer. The generated glue's `MainActor` checks (`ScM`, `swift_task_getMainExecutor`,
    /// `swift_task_isCurrentExecutor`) are not among them; a false match only costs a wait.
    static let backgroundMarkers = ["8Dispatch", "dispatch_", "5Timer", "14OperationQueue", "6Thread", "7RunLoop", "ScT",
                                    "swift_task_create", "swift_task_enqueue", "swift_asyncLet", "afterDelay", "pthread_create",
                                    "10URLSession", "17NotificationQueue"]

    init(symbols: [String]?) {
        guard let symbols else {
            startsBackgroundWork = true
            return
        }
        startsBackgroundWork = symbols.contains { symbol in Self.backgroundMarkers.contains { symbol.contains($0) } }
    }

    /// The facts of a cached build; an older build without them is assumed to start background work.
    static func read(in directory: URL) -> BuildFacts {
        (try? JSONDecoder().decode(BuildFacts.self, from: Data(contentsOf: directory.appendingPathComponent(fileName))))
            ?? BuildFacts(symbols: nil)
    }
}
