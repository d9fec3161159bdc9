import Foundation
import LearnerBuild
import Texts
import WorkbookProtocol

/// The check whose failure is explained, as the rules read it: its id and its steps.
public struct CheckFacts: Sendable {
    public var id: String
    public var steps: [Step]

    public init(id: String, steps: [Step]) {
        self.id = id
        self.steps = steps
    }
}

/// The first expectation that did not hold.
public struct FailureFacts: Sendable {
    /// The step it was checked at.
    public var step: Int?
    /// nil when the app stopped (crash, hang, a step that could not be done) before it.
    public var expectation: Expectation?
    public var expected: String?
    public var actual: String?

    public init(step: Int?, expectation: Expectation?, expected: String? = nil, actual: String? = nil) {
        self.step = step
        self.expectation = expectation
        self.expected = expected
        self.actual = actual
    }
}

/// What one run of the app recorded, in order: the checker's run, as the rules read it.
public struct RunRecord: Sendable {
    public enum Entry: Sendable {
        case step(index: Int, description: String)
        case event(TraceEvent)
        case console(String)
        case probe(index: Int, probe: Probe)
    }

    public var timeline: [Entry]
    public var crash: CrashReport?
    public var state: AppState?

    /// Reads which of the learner's lines ran (`LineCoverage`), when a rule first asks; nil: not known.
    public var coverage: (@Sendable () -> LineCoverage?)?

    public init(timeline: [Entry], crash: CrashReport?, state: AppState?, coverage: (@Sendable () -> LineCoverage?)? = nil) {
        self.timeline = timeline
        self.crash = crash
        self.state = state
        self.coverage = coverage
    }

    public var events: [TraceEvent] {
        timeline.compactMap { if case let .event(event) = $0 { return event } else { return nil } }
    }
}

/// What a rule may look at: the check, the failure, what the app did (the trace, read once into
/// typed `evidence`), the storyboards and the learner's code (read once with SwiftSyntax into
/// `code`). Rules state their premise over these facts; none reads the trace's text.
public final class FailureContext {
    public let check: CheckFacts
    public let failure: FailureFacts
    public let run: RunRecord
    public let storyboards: [StoryboardDocument]
    public let sources: [String]

    private let learner: LearnerCode

    public init(check: CheckFacts, failure: FailureFacts, run: RunRecord, storyboards: [StoryboardDocument], sources: LearnerCode) {
        self.check = check
        self.failure = failure
        self.run = run
        // The rules reason about storyboard scenes: a nib's File's Owner is not one (a controller
        // made with init(nibName:bundle:) is not a storyboard scene bypassed).
        self.storyboards = storyboards.filter { $0.isNib != true }
        self.sources = sources.sources
        self.learner = sources
    }

    public convenience init(check: CheckFacts, failure: FailureFacts, run: RunRecord, storyboards: [StoryboardDocument], sources: [String]) {
        self.init(check: check, failure: failure, run: run, storyboards: storyboards, sources: LearnerCode(sources: sources))
    }

    /// The run's events, typed: instances, transitions, calls UIKit ignored.
    public private(set) lazy var evidence = Evidence(events: run.events, state: run.state, probes: run.timeline.compactMap {
        if case let .probe(_, probe) = $0 { return probe.state } else { return nil }
    })
    /// Which of the learner's statements ran, read once when a rule first asks (nil: not known).
    public private(set) lazy var coverage: LineCoverage? = run.coverage?()
    /// The learner's file paths, in the order of `sources` (what `CodeFacts` numbers `file` by).
    var learnerPaths: [String] { learner.paths }
    /// The compiler's warnings on the learner's lines.
    public var warnings: [CompilerDiagnostic] { learner.warnings }
    /// The learner's declarations, read with SwiftSyntax (once per solution, shared by its checks).
    public var code: CodeFacts { learner.facts }
    /// The declarations of one file (a crash's), so that its line numbers are that file's.
    func code(ofFile file: String) -> CodeFacts? { learner.facts(ofFile: file) }

    var events: [TraceEvent] { run.events }

    /// The crash that can explain the failure: none when the app only stopped at a later step
    /// (a step that could not be done once the screens had gone astray is a consequence).
    var crash: CrashReport? {
        guard let crash = run.crash else { return nil }
        if let failed = failure.step, let stopped = crash.step, stopped > failed { return nil }
        return crash
    }

    /// The failure is about a value that did not arrive (a property, a label, which instance).
    var isMissingValue: Bool {
        switch failure.expectation {
        case .property?, .label?, .instance?: return true
        default: return false
        }
    }

    /// The failure is about which screen is shown (`top`, `stack`, `presented`).
    var isScreenCheck: Bool {
        switch failure.expectation {
        case .top?, .stack?, .presented?: return true
        default: return false
        }
    }

    /// The class the failed expectation is about, when it names one.
    var subjectClass: String? {
        switch failure.expectation {
        case let .property(of, _, _)?: return String(of.split(separator: "#")[0])
        case let .instance(of, _)?: return of
        case let .top(name)?: return name
        case let .deallocated(name)?: return name
        default: return nil
        }
    }

    /// The property the failed expectation reads (`paramEmail`), or the outlet of a label.
    var subjectProperty: String? {
        switch failure.expectation {
        case let .property(_, name, _)?: return name
        case let .label(outlet, _)?: return outlet
        default: return nil
        }
    }

    /// Whether the failed expectation can be about `className`: a property of it, an instance of
    /// it, or a label whose outlet a scene of that class has.
    func isAbout(className: String) -> Bool {
        switch failure.expectation {
        case let .label(outlet, _)?:
            return storyboards.flatMap(\.scenes).contains { $0.controller.className == className && $0.controller.outlets.contains { $0.property == outlet } }
        default:
            return subjectClass.map { $0 == className } ?? true
        }
    }

    func sourceContains(_ pattern: String) -> Bool {
        sources.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }
}
