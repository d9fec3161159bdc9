import Foundation
import WorkbookProtocol

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
        IgnoredCallRule(),
        SkippedOptionalChainRule(),
        KeyMismatchRule(),
        NotControlStateRule(),
        PrepareStartsTransitionRule(),
        ViewLoadedBeforeValuesRule(),
        ReadInInitRule(),
        DeinitNeverRanRule(),
        StyleOnWrongControllerRule(),
        ConstantAnswerRule(),
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
        // Last: the most general reading, when no more specific cause was found.
        AssignmentNeverRanRule(),
        ScreenFlowRule(),
    ]

    /// Readings so general that they speak only when no other rule found a cause.
    static let fallbackIDs: Set<String> = ["assignment-never-ran", "screen-flow"]

    public static func explanations(for context: FailureContext) -> [Explanation] {
        let found = all.filter { !fallbackIDs.contains($0.id) }.compactMap { $0.explain(context) }
        guard found.isEmpty else { return found }
        return all.filter { fallbackIDs.contains($0.id) }.compactMap { $0.explain(context) }
    }
}

extension TraceEvent {
    /// The tags a detail mentions (`destination=ResultViewController#2` → `ResultViewController#2`).
    func mentions(_ tag: String) -> Bool {
        guard let detail else { return false }
        return detail.range(of: "\(tag)(?![0-9])", options: .regularExpression) != nil
    }
}
