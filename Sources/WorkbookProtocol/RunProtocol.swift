import Foundation

/// What the host asks one learner process to do. Written as JSON to the file named by
/// `WORKBOOK_REQUEST`; the process answers with JSON lines (`RunMessage`) to `WORKBOOK_EVENTS`.
public struct RunRequest: Codable, Equatable, Sendable {
    /// Every storyboard of the project, by name (`Main`).
    public var storyboards: [StoryboardDocument]
    /// The storyboard UIKit loads at launch (`UIMainStoryboardFile` or the scene manifest's `UISceneStoryboardFile`).
    public var mainStoryboard: String?
    /// The scene delegate class from the scene manifest, when the app uses scenes.
    public var sceneDelegateClass: String?
    /// The app target's module name, as `String(reflecting:)` shows class names (`MyApp.ViewController`).
    public var moduleName: String
    public var steps: [Step]
    /// Index of `steps[0]` in the whole scenario (a relaunch continues numbering).
    public var firstStepIndex: Int

    public init(storyboards: [StoryboardDocument], mainStoryboard: String?, sceneDelegateClass: String?, moduleName: String,
                steps: [Step], firstStepIndex: Int = 0) {
        self.storyboards = storyboards
        self.mainStoryboard = mainStoryboard
        self.sceneDelegateClass = sceneDelegateClass
        self.moduleName = moduleName
        self.steps = steps
        self.firstStepIndex = firstStepIndex
    }
}

/// One line of the learner process's output stream. Written and flushed as it happens, so a
/// crash loses nothing that came before it.
public enum RunMessage: Codable, Equatable, Sendable {
    case stepStarted(index: Int, description: String)
    case event(TraceEvent)
    /// A line the app printed (console), kept apart from events.
    case console(String)
    case crash(CrashReport)
    case state(AppState)
    /// The answer to an `expect` step.
    case probe(index: Int, probe: Probe)
    case finished
}
