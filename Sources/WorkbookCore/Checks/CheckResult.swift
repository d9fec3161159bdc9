import Foundation
import LearnerBuild
import WorkbookProtocol

/// The outcome of one check. Versioned with the report (`CheckReport.version`).
public struct CheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case passed, failed, skipped
        /// workbook could not run the check (not the learner's fault).
        case error
    }

    public var id: String
    public var title: LocalizedText
    public var status: Status
    public var points: Double
    public var maxPoints: Double
    public var visibility: Check.Visibility
    /// What failed, stated as the rule it broke.
    public var message: LocalizedText?
    public var expected: String?
    public var actual: String?
    public var explanations: [Explanation]
    /// The first hint (later ones are shown on request).
    public var hints: [LocalizedText]
    /// The steps and events as a timeline, up to the failure.
    public var trace: [String]
    public var console: [String]
    public var crash: CrashReport?
    /// The index of the step whose expectation failed.
    public var failedStep: Int?
    /// For a check whose details learners may not see (hidden, after_due) with `feedback: cause`:
    /// the explanations they may read, those quoting no text or value of the check's steps.
    public var causes: [Explanation]?
    public var seconds: Double
    /// The screen at the failing step and the one expected, when the check was run with screens
    /// (`Checker.screens`). Never shown for a withheld check (`redacted` drops it).
    public var screens: FailureScreens?

    public init(id: String, title: LocalizedText, status: Status, points: Double, maxPoints: Double,
                visibility: Check.Visibility, message: LocalizedText? = nil, expected: String? = nil, actual: String? = nil,
                explanations: [Explanation] = [], hints: [LocalizedText] = [], trace: [String] = [], console: [String] = [],
                crash: CrashReport? = nil, failedStep: Int? = nil, seconds: Double = 0) {
        self.id = id
        self.title = title
        self.status = status
        self.points = points
        self.maxPoints = maxPoints
        self.visibility = visibility
        self.message = message
        self.expected = expected
        self.actual = actual
        self.explanations = explanations
        self.hints = hints
        self.trace = trace
        self.console = console
        self.crash = crash
        self.failedStep = failedStep
        self.seconds = seconds
    }
}

/// The phone's screen where a check failed, and the screen it expected where the check names one.
public struct FailureScreens: Codable, Equatable, Sendable {
    /// The step whose screen `actual` is (the failing step, or the last step that ran).
    public var step: Int
    public var actual: ScreenSnapshot
    /// The storyboard scene of the controller the check expected (`top`, `stack`, `presented`,
    /// `instance`), or the actual screen with the label's expected text (`label`); nil otherwise.
    public var expected: ScreenSnapshot?
    /// What `expected` shows: the scene's class, or the label's outlet.
    public var expectedScene: String?
    /// The outlet of the label the check compares, outlined in both pictures.
    public var outlet: String?
    /// Where `workbook check --screens` wrote the pictures.
    public var actualFile: String?
    public var expectedFile: String?

    public init(step: Int, actual: ScreenSnapshot, expected: ScreenSnapshot? = nil, expectedScene: String? = nil, outlet: String? = nil) {
        self.step = step
        self.actual = actual
        self.expected = expected
        self.expectedScene = expectedScene
        self.outlet = outlet
    }
}

/// Everything `workbook check` found, from which every report format is written.
public struct CheckReport: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable { case passed, failed, error }
    public static let currentVersion = 1

    public var version: Int
    public var exercise: String
    public var title: LocalizedText
    public var status: Status
    public var score: Double
    public var maxScore: Double
    public var checks: [CheckResult]
    /// The compiler's text when the learner's code did not compile (every check is then not run).
    public var compileError: String?
    /// The same in Korean when workbook wrote it (a refusal's "not graded" findings); the
    /// compiler's own messages are English in both languages (`compileError(_:)` adds a sentence
    /// in the reader's language beside them).
    public var compileErrorKorean: String?
    /// The compile error as the reader sees it: beside each error beginners hit most, one
    /// sentence in the reader's language (`CompileLessons`); a refusal in the reader's language.
    public func compileError(_ language: Language) -> String? {
        if language == .ko, let compileErrorKorean { return compileErrorKorean }
        return compileError.map { CompileLessons.annotate($0, language: language) }
    }
    /// A workbook problem that stopped the whole run.
    public var internalError: String?
    /// Build from the cache, and timings.
    public var cached: Bool
    public var seconds: Double
    /// The exercise's due date (`checks.yaml`'s `due`): before it, or without one, `after_due`
    /// checks are withheld from learners like hidden ones (judged when the report is published,
    /// so a cached report still opens on the due date).
    public var due: Date?
    /// Set when a check's app was killed from outside in both its runs (the OOM killer, an
    /// operator): not the learner's doing, so `grade` records nothing and a rerun tries again.
    public var killedFromOutside: Bool?

    public init(exercise: String, title: LocalizedText, status: Status, score: Double, maxScore: Double, checks: [CheckResult],
                compileError: String? = nil, internalError: String? = nil, cached: Bool = false, seconds: Double = 0, due: Date? = nil) {
        self.version = Self.currentVersion
        self.exercise = exercise
        self.title = title
        self.status = status
        self.score = score
        self.maxScore = maxScore
        self.checks = checks
        self.compileError = compileError
        self.internalError = internalError
        self.cached = cached
        self.seconds = seconds
        self.due = due
    }

    /// 0 all passed, 1 some failed (or did not compile), 3 internal error.
    public var exitCode: Int32 {
        switch status {
        case .passed: return 0
        case .failed: return 1
        case .error: return internalError != nil ? 3 : 1
        }
    }
}
