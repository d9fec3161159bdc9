import Foundation

/// A folder shaped like an Xcode project, as found on disk.
public struct LearnerProject: Sendable {
    public struct SourceFile: Sendable {
        /// Path relative to the project folder, as messages show it.
        public var relativePath: String
        public var url: URL
        public var contents: String
    }

    public var folder: URL
    public var moduleName: String
    public var sources: [SourceFile]
    /// Storyboards by name (`Main`), launch screens left out.
    public var storyboards: [String: URL]
    public var mainStoryboard: String?
    /// The scene delegate class named by the scene manifest, without `$(PRODUCT_MODULE_NAME).`.
    public var sceneDelegateClass: String?
    public var infoPlist: String?

    public func relativePath(of url: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// Problems that stop a build.
public enum LearnerBuildError: Error, CustomStringConvertible {
    case notAProject(String)
    case compileFailed(diagnostics: [CompilerDiagnostic], output: String)
    case runtimeBuildFailed(String)
    case glueFailed(String)

    public var description: String {
        switch self {
        case let .notAProject(message): return message
        case let .compileFailed(_, output): return output
        case let .runtimeBuildFailed(output): return "the UIKit runtime did not compile (a bug in workbook):\n\(output)"
        case let .glueFailed(output): return "the generated glue did not compile (a bug in workbook, please report it):\n\(output)"
        }
    }
}
