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
    var ids: [String] { [id, Self.neverCalled, Self.wrongFlag] }

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
        let comparesIdentity = context.code.usesIdentityComparison
        let viaDelegate = sources.contains { $0.contains("didShow") || $0.contains("willShow") }
        return Explanation(rule: id, text: Catalog.both { $0.ruleChildCoordinatorNotRemoved(actual: actual, viaDelegate: viaDelegate, comparesIdentity: comparesIdentity) })
    }
}
