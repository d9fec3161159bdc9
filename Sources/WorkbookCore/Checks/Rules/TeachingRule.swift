import Foundation
import WorkbookProtocol

/// What a rule may look at: the check, the failure, what the app did, the storyboards and the
/// learner's source text.
public struct FailureContext {
    public var check: Check
    public var failure: ExpectationEvaluator.Failure
    public var run: AppRun
    public var storyboards: [StoryboardDocument]
    public var sources: [String]

    public init(check: Check, failure: ExpectationEvaluator.Failure, run: AppRun, storyboards: [StoryboardDocument], sources: [String]) {
        self.check = check
        self.failure = failure
        self.run = run
        // The rules reason about storyboard scenes: a nib's File's Owner is not one (a controller
        // made with init(nibName:bundle:) is not a storyboard scene bypassed).
        self.storyboards = storyboards.filter { $0.isNib != true }
        self.sources = sources
    }

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
        case .label?: return failure.actual.flatMap { _ in nil }
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

/// One teaching explanation: triggered by what really happened, never by the exercise's name.
public protocol TeachingRule: Sendable {
    var id: String { get }
    /// Every rule id the rule's explanations may carry (a rule telling two causes apart has two).
    var ids: [String] { get }
    func explain(_ context: FailureContext) -> Explanation?
}

extension TeachingRule {
    public var ids: [String] { [id] }
}

/// Every rule, in the order explanations are shown.
public enum TeachingRules {
    /// Every rule id an explanation can carry, for `explains=` in chapters.
    public static var ids: [String] { all.flatMap(\.ids) }

    public static let all: [TeachingRule] = [
        UnknownSegueIdentifierRule(),
        OutletTypeMismatchRule(),
        SegueIdentifierMismatchRule(),
        UnknownStoryboardIdentifierRule(),
        ChildRemovedWhileCoveredRule(),
        CastFailureRule(),
        DefaultsNonPropertyListRule(),
        StackOverflowRule(),
        StoryboardBypassRule(),
        OutletBeforeViewLoadRule(),
        TwinInstanceRule(),
        ValueOnNewInstanceRule(),
        ValuesAfterPerformSegueRule(),
        ValuesAfterViewDidLoadRule(),
        PrepareIgnoresIdentifierRule(),
        StackLastIsSelfRule(),
        NewAppDelegateRule(),
        ValueNotPersistedRule(),
        EmptyValueSentRule(),
        PresentingIsNavigationControllerRule(),
        SheetDismissalRule(),
        LostValueRule(),
        NewInstanceInsteadOfBackRule(),
        PresentedInsteadOfPushedRule(),
        DismissOnPushedScreenRule(),
        UnwindStoppedEarlyRule(),
        UnwindActionMissingRule(),
        UnwindDestinationIsSelfRule(),
        CustomSegueShowsNothingRule(),
        RefreshInViewWillAppearRule(),
        LabelOverwrittenRule(),
        DelegateNotSetRule(),
        EmptyTextIsNotNilRule(),
        PrepareCannotCancelRule(),
        ShouldPerformInvertedRule(),
        ShouldPerformNotConsultedRule(),
        ChildCoordinatorNotRemovedRule(),
        RetainCycleRule(),
    ]

    public static func explanations(for context: FailureContext) -> [Explanation] {
        all.compactMap { $0.explain(context) }
    }
}

extension TraceEvent {
    /// The tags a detail mentions (`destination=ResultViewController#2` → `ResultViewController#2`).
    func mentions(_ tag: String) -> Bool {
        guard let detail else { return false }
        return detail.range(of: "\(tag)(?![0-9])", options: .regularExpression) != nil
    }
}
