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
}
