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
              !context.sourceContains(#"(?<![\w:])delegate\s*=[^=]"#),
              // Nor as part of a tuple assignment (`(sub.paramText, sub.delegate) = (text, self)`), nor any other way the facts read.
              !context.sourceContains(#"[(,]\s*(?:[\w.?!]+\.)?delegate\s*[,)][^=\n]*\)\s*=[^=]"#),
              !context.code.assignments.contains(where: { $0.member == "delegate" })
        else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleDelegateNotSet })
    }
}
