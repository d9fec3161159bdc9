import Foundation
import WorkbookProtocol

/// A child coordinator kept in `childCoordinators` after its screen left, named by its cause in the
/// learner's code when the code shows one: a delegate method UIKit never calls (no `animated:`), a
/// flag that is never true for a pop (`isBeingDismissed`, `isMovingToParent`); else the advice that
/// fits the approach the code takes (the navigation delegate, or the screen's disappearance).
struct ChildCoordinatorNotRemovedRule: TeachingRule {
    let id = "child-coordinator-not-removed"
    static let neverCalled = "delegate-method-never-called"
    static let wrongFlag = "pop-detected-with-wrong-flag"
    static let filterKeeps = "filter-keeps-child"
    static let keyTo = "transition-key-to"
    var ids: [String] { [id, Self.neverCalled, Self.wrongFlag, Self.filterKeeps, Self.keyTo] }

    func explain(_ context: FailureContext) -> Explanation? {
        guard case .deallocated? = context.failure.expectation, let actual = context.failure.actual,
              actual.contains("childCoordinators") else { return nil }
        let sources = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        for source in sources {
            if let declared = source.firstMatch(#"func\s+navigationController\s*\(\s*_\s+\w+\s*:\s*UINavigationController\s*,\s*(didShow|willShow)\s+\w+\s*:\s*UIViewController\s*\)"#) {
                let expected = "navigationController(_:\(declared[1]):animated:)"
                return Explanation(rule: Self.neverCalled, text: Catalog.both { $0.ruleDelegateMethodNeverCalled(declared: "navigationController(_:\(declared[1]):)", expected: expected) })
            }
        }
        for source in sources where source.range(of: #"\bisMovingFromParent\b"#, options: .regularExpression) == nil {
            if let flag = source.firstMatch(#"\b(isBeingDismissed|isMovingToParent)\b"#)?[1],
               let screen = source.firstMatch(#"class\s+(\w+)\s*:\s*UI\w*ViewController"#)?[1] {
                let tag = context.events.last { $0.className == screen && $0.member.hasPrefix("viewDidDisappear") }?.instance ?? screen
                return Explanation(rule: Self.wrongFlag, text: Catalog.both { $0.ruleWrongPopFlag(flag: flag, screen: tag) })
            }
        }
        // A filter that keeps what `===` matches: the child it meant to remove.
        if let filter = context.code.calls.first(where: { call in
            call.name == "filter" && (call.receiver.map { $0.contains("childCoordinators") } ?? false)
                && call.arguments.contains { $0.contains("===") }
        }) {
            let closure = filter.arguments.first { $0.contains("===") } ?? "{ $0 === child }"
            return Explanation(rule: Self.filterKeeps, text: Catalog.both { $0.ruleFilterKeepsTheChild(closure: closure, line: filter.line) })
        }
        // The transition coordinator's `.to` read as the screen that left.
        if let read = context.code.calls.first(where: { $0.name == "viewController" && $0.arguments.contains { CodeFacts.normalized($0) == ".to" || CodeFacts.normalized($0) == "UITransitionContextViewControllerKey.to" } }),
           !context.code.calls.contains(where: { $0.name == "viewController" && $0.arguments.contains { CodeFacts.normalized($0).hasSuffix(".from") } }) {
            return Explanation(rule: Self.keyTo, text: Catalog.both { $0.ruleTransitionKeyTo(line: read.line) })
        }
        let comparesIdentity = context.code.usesIdentityComparison
        let viaDelegate = sources.contains { $0.contains("didShow") || $0.contains("willShow") }
        return Explanation(rule: id, text: Catalog.both { $0.ruleChildCoordinatorNotRemoved(actual: actual, viaDelegate: viaDelegate, comparesIdentity: comparesIdentity) })
    }
}
