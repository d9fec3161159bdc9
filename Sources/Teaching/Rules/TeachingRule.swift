import Foundation
import WorkbookProtocol

/// One teaching explanation: triggered by what really happened, never by the exercise's name.
public protocol TeachingRule: Sendable {
    var id: String { get }
    /// Every rule id the rule's explanations may carry (a rule telling two causes apart has two).
    var ids: [String] { get }
    func explain(_ context: FailureContext) -> Explanation?
    /// Rules that name this rule's cause more precisely: when one of them explains the failure,
    /// this rule's explanation is not shown.
    var supersededBy: Set<String> { get }
}

extension TeachingRule {
    public var ids: [String] { [id] }
    public var supersededBy: Set<String> { [] }
}

/// Every rule, in the order explanations are shown.
public enum TeachingRules {
    /// Every rule id an explanation can carry, for `explains=` in chapters.
    public static var ids: [String] { all.flatMap(\.ids) }

    public static let all: [TeachingRule] = [
        SegueOnOtherReceiverRule(),
        CopyOfOtherObjectsPropertyRule(),
        SenderGivenRule(),
        UnknownSegueIdentifierRule(),
        OutletTypeMismatchRule(),
        SegueIdentifierMismatchRule(),
        UnknownStoryboardIdentifierRule(),
        UnknownStoryboardClassRule(),
        UnknownStoryboardNameRule(),
        PresentedItselfRule(),
        UIKitExceptionRule(),
        MissingActionRule(),
        SelectorNotUnderstoodRule(),
        PerformScalarRule(),
        ForcedUnwrapNilLinkRule(),
        WeakForcedUnwrapRule(),
        UnownedReadAfterReleaseRule(),
        StackIndexAfterTransitionRule(),
        IndexOutsideRule(),
        FreshObjectAskedRule(),
        ReadWhenMadeRule(),
        WrittenIntoReplacedObjectRule(),
        SameSourceBoundTwiceRule(),
        ListenerReplacedRule(),
        DefaultedDependencyRule(),
        LinkMadeAtLoadRule(),
        EmptyNavigationStackRule(),
        ChildRemovedWhileCoveredRule(),
        ShownScreenTestedAsLeftRule(),
        CallbackInCompletionRule(),
        CastFailureRule(),
        DefaultsNonPropertyListRule(),
        StackOverflowRule(),
        IgnoredCallRule(),
        ControlStateRule(),
        UnknownKeyRule(),
        ComputedThroughNilRule(),
        DictionaryKeyCaseRule(),
        EnumCaseNameRule(),
        UnitFactorRule(),
        DurationAsDateRule(),
        TextMadeNumberRule(),
        OptionSetRule(),
        EarlierBranchRule(),
        TestCannotChangeRule(),
        DecisionNotUsedRule(),
        TransitionRepeatedRule(),
        SameConstantTwiceRule(),
        CompilerWarningRule(),
        SkippedOptionalChainRule(),
        CastNeverMatchesRule(),
        KeyMismatchRule(),
        TypingRefusedRule(),
        ProjectedValueRule(),
        StoreMismatchRule(),
        StoreTypeMismatchRule(),
        OverwrittenLaterRule(),
        RanThenReplacedRule(),
        UpdatedOnlyOnLoadRule(),
        NilLinkAtCallRule(),
        ChosenValueLacksInputRule(),
        InputNotPassedRule(),
        DefaultOverwrittenRule(),
        ReadOnceRule(),
        LastWriterRule(),
        NilOptionalAssignmentRule(),
        HelperNeverCalledRule(),
        StoreWriteNeverRanRule(),
        InputNotTrackedRule(),
        SourceStaleRule(),
        ValueRemovedByReadRule(),
        ReadBeforeWrittenRule(),
        FallbackNeverUsedRule(),
        ObserverOtherValueRule(),
        ObservedObjectReplacedRule(),
        ObserverNeverRanRule(),
        NotControlStateRule(),
        InputNeverReadRule(),
        ShadowedLocalRule(),
        CopyNotWrittenBackRule(),
        CopyTakenBeforeChangeRule(),
        HandedOnBeforeWrittenRule(),
        OutletMissingInSceneRule(),
        WrittenBeforeSuperRule(),
        ControlCopiedAtAppearanceRule(),
        MemberLeftByMethodRule(),
        DefaultsNeverWrittenRule(),
        ShownValueNotPassedRule(),
        NoEventFromCodeRule(),
        ValueFormatRule(),
        PrepareStartsTransitionRule(),
        ViewLoadedBeforeValuesRule(),
        ReadInInitRule(),
        OutletInInitRule(),
        SetOnDisappearRule(),
        StatementTimingRule(),
        SiblingClosureLacksRule(),
        DeinitNeverRanRule(),
        StyleOnWrongControllerRule(),
        ConstantAnswerRule(),
        WrongBranchRule(),
        TransitionInLifecycleRule(),
        WrongStoryboardIdentifierRule(),
        StoryboardBypassRule(),
        DeferredTransitionRule(),
        ForeignTemplateRule(),
        OwnAssertionRule(),
        LoadViewWithoutSuperRule(),
        OutletReplacedRule(),
        CaptureListSnapshotRule(),
        ControlReadAtLoadRule(),
        ObservationNotDeliveredRule(),
        OverrideWithoutSuperRule(),
        GetterSideEffectRule(),
        NotAnOverrideRule(),
        PrepareNotCalledRule(),
        OutletBeforeViewLoadRule(),
        OutletChainBeforeLoadRule(),
        ReadAfterTransitionRule(),
        ProtocolDefaultRanRule(),
        RootReplacedRule(),
        NotificationUnobservedRule(),
        ObserverJoinedAfterPostRule(),
        InputPassedForFixedValueRule(),
        LiteralShownRule(),
        WrapperSnapshotRule(),
        AnyCastMismatchRule(),
        EnumNoCaseRule(),
        GateReturnedRule(),
        WeakNewObjectRule(),
        HelperTransitionRule(),
        TwoInstancesRule(),
        LinkNeverGivenRule(),
        DelegateReplacedRule(),
        OwnDelegateRule(),
        NilOutletCrashRule(),
        NilLookupCrashRule(),
        SharedStructCopiedRule(),
        KeyPathSplitsKeyRule(),
        BoxedBoolNilTestRule(),
        ImpossibleClassTestRule(),
        SwitchBodiesSwappedRule(),
        TwinInstanceRule(),
        ValueOnNewInstanceRule(),
        ValuesAfterPerformSegueRule(),
        ValuesAfterViewDidLoadRule(),
        PrepareIgnoresIdentifierRule(),
        StackLastIsSelfRule(),
        SearchedStackWithoutItRule(),
        TimerKeepsScreenRule(),
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
        TextOnOtherLabelRule(),
        ReadBeforeWrittenAcrossRule(),
        StackSavedInWillShowRule(),
        TypeTestSameDestinationRule(),
        DelegateNotSetRule(),
        EmptyTextIsNotNilRule(),
        PrepareCannotCancelRule(),
        ShouldPerformInvertedRule(),
        UnguardedTransitionRule(),
        ShouldPerformNotConsultedRule(),
        MutatedCopyRule(),
        ValueNotFromControlRule(),
        ReadOnlyFirstTimeRule(),
        DelegateMethodMisnamedRule(),
        ImplicitlyUnwrappedNeverSetRule(),
        ChildCoordinatorNotRemovedRule(),
        StaticHolderRule(),
        ValueErasedRule(),
        ComputedKeyChangedRule(),
        LifecycleCalledDirectlyRule(),
        ValueDifferenceRule(),
        WeakSelfReleasedRule(),
        BranchesSwappedRule(),
        AlwaysTrueTestRule(),
        LazyMadeEarlyRule(),
        ValueOnlyFromCallbackRule(),
        LoopOneShortRule(),
        LookupSwappedRule(),
        WrittenOnlyWhenEmptyRule(),
        ReadAtTheOtherEndRule(),
        ShadowedNameRule(),
        LocalHidesPropertyRule(),
        LocalNamedLikePropertyRule(),
        SameValueEveryArmRule(),
        LocalGivenOnlyInOtherArmRule(),
        OwnInstancePerScreenRule(),
        StoresDifferRule(),
        OtherScreenViewRule(),
        LiteralSpelledDifferentlyRule(),
        CastOfKnownObjectRule(),
        OverrideSkipsSuperRule(),
        SuperCallOverwritesRule(),
        OverloadNotOverrideRule(),
        ClosureCycleRule(),
        ClosureKeepsScreenRule(),
        StructHandedOverRule(),
        CodingKeyLeftOutRule(),
        ThrownInDoRule(),
        AlertCoversScreenRule(),
        RetainCycleRule(),
        DeferredLateRule(),
        StatementOrderRule(),
        ReturnInClosureRule(),
    ] + fallbacks

    /// Readings so general that they speak only when no other rule found a cause (last in `all`).
    /// The reading of the code's conditions comes first; the two readings of the run give way to it.
    static let fallbacks: [TeachingRule] = [ConditionDecidedRule(), AssignmentNeverRanRule(), ScreenFlowRule()]
    /// The ids of the fallback readings: a what-if finding takes their place (docs/checks.md "What if").
    public static var fallbackIds: Set<String> { Set(fallbacks.flatMap(\.ids)) }

    /// Readings that give an exercise's general advice for its failure (the child still in the
    /// array: how removal should work), not this code's cause: a reading of the values as they
    /// flowed, proved from the run, takes their place.
    public static let generalIds: Set<String> = ["child-coordinator-not-removed"]

    /// Readings whose premise proves the cause from the run (a copy of a control's state shown
    /// stale, and why): when one speaks, the other readings of the same failure and the what-if
    /// search's guesses give way to it (a value worked out downstream of a stale copy is not the fault).
    public static let conclusiveIds: Set<String> = ["delegate-method-misnamed", "implicitly-unwrapped-never-set", "transition-in-defer", "foreign-template", "sibling-closure-lacks", "input-not-tracked", "cached-by-earlier-call", "observer-joined-after-post", "nil-lookup-forced", "earlier-case-matches", "custom-init-never-ran", "shared-struct-copied", "selector-string-miss", "key-path-splits-key", "boxed-bool-nil-test", "switch-bodies-swapped", "source-stale", "observer-other-value", "observer-never-ran",
                                                    // UIKit's method replaced or never called, its view never loaded, an outlet replaced: proved by coverage and trace.
                                                    "override-without-super", "not-an-override", "prepare-not-called", "load-view-without-super", "outlet-replaced",
                                                    "own-assertion-failed",
                                                    // The screen being shown tested for the class of the screen that left (a navigation delegate).
                                                    "shown-screen-tested-as-left",
                                                    // A stored closure that writes the shown value, called in a transition's completion (after the screen appeared).
                                                    "callback-in-completion",
                                                    // The top of the navigation stack read as the screen below, when the run shows it was the screen itself.
                                                    "stack-last-is-self",
                                                    // A line run late (after an `await`, in a `Task`), with the line that changed what it read first.
                                                    "deferred-late",
                                                    // The stack saved in willShow, already the new one (UIKit's order), compared in didShow.
                                                    "stack-saved-in-will-show",
                                                    // Two lines of one method that both ran, in the wrong order (a read before the value was given, a control changed before it was read).
                                                    "statement-order",
                                                    // A `return` that left only a closure, and the transition after it that ran.
                                                    "return-in-closure",
                                                    // A declaration that ran and hid the name the value's line reads.
                                                    "local-shadows-local",
                                                    // The value the check wanted was on the handing screen's label, and another was handed on.
                                                    "shown-value-not-passed",
                                                    // A control that kept another value than the code gave it, or was read in a state nothing gave it.
                                                    "control-state",
                                                    // A UIKit lookup given a key made by hand from a string UIKit does not know: nil, noted by the run.
                                                    "uikit-key-unknown",
                                                    // A computed property read through a property nothing ever gives a value.
                                                    "computed-through-nil",
                                                    // A literal dictionary keyed by a segue identifier in other letter case.
                                                    "dictionary-key-case",
                                                    // A text that is an enum case's name where its raw value was meant.
                                                    "enum-case-name-as-text",
                                                    // Flags declared or tested so that they cannot be told apart (a zero option, one bit twice, `==` on a set, `|` as a test).
                                                    "option-set-flags",
                                                    // An `if` chain's arm above the one written for this run's segue held first.
                                                    "earlier-branch-takes-it",
                                                    // A default kept in a variable that an earlier run of another path wrote over.
                                                    "default-overwritten",
                                                    // A key read that is one slip away from the key written, and the read ran.
                                                    "key-slip",
                                                    // A `??` whose left side is a property never assigned and declared with a value.
                                                    "coalesce-never-nil"]

    public static func explanations(for context: FailureContext) -> [Explanation] {
        let specific = all.dropLast(fallbacks.count)
        var found = specific.compactMap { rule in rule.explain(context).map { (rule, $0) } }
        // One cause, one explanation: a general reading gives way to the rule named for that cause.
        let ids = Set(found.map(\.1.rule))
        found.removeAll { rule, _ in !rule.supersededBy.isDisjoint(with: ids) }
        if !ids.isDisjoint(with: conclusiveIds) { found.removeAll { !conclusiveIds.contains($0.1.rule) } }
        guard found.isEmpty else { return unique(found.map(\.1)) }
        var general = fallbacks.compactMap { rule in rule.explain(context).map { (rule, $0) } }
        let generalIds = Set(general.map(\.1.rule))
        general.removeAll { rule, _ in !rule.supersededBy.isDisjoint(with: generalIds) }
        return unique(general.map(\.1))
    }

    /// Two rules that reached the same reading say it once (the first one's).
    static func unique(_ explanations: [Explanation]) -> [Explanation] {
        var seen = Set<String>()
        return explanations.filter { seen.insert($0.text.en).inserted }
    }
}

extension TraceEvent {
    /// The tags a detail mentions (`destination=ResultViewController#2` → `ResultViewController#2`).
    func mentions(_ tag: String) -> Bool {
        guard let detail else { return false }
        return detail.range(of: "\(tag)(?![0-9])", options: .regularExpression) != nil
    }
}
