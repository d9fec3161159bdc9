import Foundation
import StoryboardImport

/// A folder shaped like an Xcode project, as found on disk.
public struct LearnerProject: Sendable {
    public struct SourceFile: Sendable {
        /// Path relative to the project folder, as messages show it.
        public var relativePath: String
        public var url: URL
        public var contents: String

        public init(relativePath: String, url: URL, contents: String) {
            self.relativePath = relativePath
            self.url = url
            self.contents = contents
        }
    }

    public var folder: URL
    /// The product module name (`customModule` in storyboards), from the `.xcodeproj` name.
    public var moduleName: String
    public var sources: [SourceFile]
    /// Storyboards by name (`Main`), launch screens left out.
    public var storyboards: [String: URL]
    /// `.xib` files by name (`DetailViewController` for `DetailViewController.xib`), which
    /// `UINib(nibName:bundle:)` and `init(nibName:bundle:)` load.
    public var nibs: [String: URL] = [:]
    /// Core Data models (`Model.xcdatamodeld`), one per model version, with their entities: the
    /// classes Xcode generates for them are declared by no file of the project (docs/source-gate.md).
    public var coreDataModels: [CoreDataModel] = []
    /// Launch screen storyboards (`LaunchScreen`, or the one Info.plist names): found, never loaded.
    public var launchScreens: [String: URL] = [:]
    public var mainStoryboard: String?
    /// The scene delegate class named by the scene manifest, without `$(PRODUCT_MODULE_NAME).`.
    public var sceneDelegateClass: String?
    /// The text of Info.plist, when the project has one.
    public var infoPlist: String?
    /// The Swift language mode the app target is compiled in (`-swift-version`): `5`, or `4` / `4.2`
    /// when its `SWIFT_VERSION` build setting says so (`XcodeTargetSources.languageMode`).
    public var swiftLanguageMode = "5"

    public init(folder: URL, moduleName: String, sources: [SourceFile], storyboards: [String: URL] = [:],
                launchScreens: [String: URL] = [:], mainStoryboard: String? = nil, sceneDelegateClass: String? = nil,
                infoPlist: String? = nil) {
        self.folder = folder
        self.moduleName = moduleName
        self.sources = sources
        self.storyboards = storyboards
        self.launchScreens = launchScreens
        self.mainStoryboard = mainStoryboard
        self.sceneDelegateClass = sceneDelegateClass
        self.infoPlist = infoPlist
    }

    public func relativePath(of url: URL) -> String {
        ProjectScanner.relative(url, to: folder)
    }
}
