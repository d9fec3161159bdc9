import Foundation
import WorkbookProtocol

/// A value that should come back through a delegate never did: the sender calls
/// `delegate?.method(…)`, which does nothing while `delegate` is nil, and nothing in the learner's
/// code ever assigns a `delegate`. (Optional chaining on nil is silent: no crash, no call.)
struct DelegateNotSetRule: TeachingRule {
    let id = "delegate-not-set"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue,
              context.sourceContains(#"\bdelegate\?\.\w+"#),
              !context.sourceContains(#"(?<![\w:])delegate\s*=[^=]"#)
        else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleDelegateNotSet })
    }
}
