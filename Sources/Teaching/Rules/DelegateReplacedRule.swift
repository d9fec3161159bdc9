import Foundation
import WorkbookProtocol

/// A delegate replaced: a class sets itself as an object's `delegate` (`navigationController.delegate
/// = self`), and a line of it that ran later gives that `delegate` another object
/// (`navigationController.delegate = theme`). A delegate is one object: from then on UIKit calls the
/// other one, and the class's own delegate methods stop running.
struct DelegateReplacedRule: TeachingRule {
    let id = "delegate-replaced"

    func explain(_ context: FailureContext) -> Explanation? {
        switch context.failure.expectation {
        case .deallocated?: break
        default: guard context.isValueOrScreen else { return nil }
        }
        let code = context.code
        for own in code.assignments where own.member == "delegate" && own.value == "self" && (context.ran(own) ?? 0) > 0 {
            guard let owner = own.owner, let base = own.base.map(CodeFacts.normalized) else { continue }
            for other in code.assignments where other.member == "delegate" && other.owner == owner && other.base.map(CodeFacts.normalized) == base
                && !["self", "nil"].contains(other.value) && (context.ran(other) ?? 0) > 0 {
                // The class's own delegate methods: declared, and they stopped running (they ran, if at all, before).
                let prefix = String(base.split(separator: ".").last ?? "")
                guard let method = code.methods.first(where: { $0.owner == owner && $0.baseName == prefix }) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDelegateReplaced(replacement: "\(other.written) = \(other.value)", line: other.line, method: other.method ?? "?", owner: owner,
                                            own: "\(own.written) = self", ownLine: own.line, delegateMethod: method.name, value: other.value)
                })
            }
        }
        return nil
    }
}
