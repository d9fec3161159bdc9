import Foundation
import Texts
import WorkbookProtocol

/// An outlet given a new view made in code (`resultEmail = UILabel()`), by a line that ran: from
/// then on the property names that new view, not the one the storyboard connected, which stays on
/// screen as it was (and is the one the user sees, types in, and the check reads).
struct OutletReplacedRule: TeachingRule {
    let id = "outlet-replaced"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for assignment in code.assignments {
            guard let type = assignment.value.firstMatch(#"^\s*(UI\w+)\s*\("#)?[1], let owner = assignment.owner,
                  code.properties.contains(where: { $0.name == assignment.member && $0.owner == owner && $0.isOutlet }),
                  (assignment.base == nil || assignment.base == "self"), (context.ran(assignment) ?? 1) > 0 else { continue }
            // A label check reads that very outlet's view; other checks read what the code does with it.
            if case let .label(outlet, _)? = context.failure.expectation, outlet != assignment.member,
               code.properties.contains(where: { $0.name == outlet && $0.isOutlet }) { continue }
            let added = code.calls.contains { ["addSubview", "addArrangedSubview", "insertSubview"].contains($0.name)
                && $0.arguments.contains { FailureContext.mentionsOwn($0, assignment.member) } }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleOutletReplaced(outlet: assignment.member, statement: "\(assignment.target) = \(assignment.value)", owner: owner,
                                      method: assignment.method ?? "?", line: assignment.line, type: type, added: added)
            })
        }
        return nil
    }
}
