import Foundation
import WorkbookProtocol

/// A child coordinator kept in `childCoordinators` after its screen left.
struct ChildCoordinatorNotRemovedRule: TeachingRule {
    let id = "child-coordinator-not-removed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case .deallocated? = context.failure.expectation, let actual = context.failure.actual,
              actual.contains("childCoordinators") else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleChildCoordinatorNotRemoved(actual: actual) })
    }
}
