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
            // Handed, after that line, to another class's method that makes itself its delegate
            // (`Analytics.shared.observe(navigationController)`, whose body does `navigationController.delegate = self`).
            let prefix = String(base.split(separator: ".").last ?? "")
            guard let delegateMethod = code.methods.first(where: { $0.owner == owner && $0.baseName == prefix }) else { continue }
            for call in code.calls where call.method == own.method && call.owner == owner && call.line > own.line && (context.ran(call) ?? 0) > 0 {
                guard let index = call.arguments.firstIndex(where: { CodeFacts.normalized($0) == base }),
                      let callee = code.methods.first(where: { $0.baseName == call.name && $0.owner != owner && $0.parameterNames.indices.contains(index) }) else { continue }
                let parameter = callee.parameterNames[index]
                guard let other = code.assignments.first(where: { $0.method == callee.name && $0.owner == callee.owner && $0.member == "delegate"
                    && $0.base.map(CodeFacts.normalized) == parameter && $0.value != "nil" && (context.ran($0) ?? 0) > 0 }) else { continue }
                let value = other.value == "self" ? (call.receiver.map(CodeFacts.normalized) ?? callee.owner ?? "self") : other.value
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleDelegateReplaced(replacement: "\(call.written)", line: call.line, method: own.method ?? "?", owner: owner,
                                            own: "\(own.written) = self", ownLine: own.line, delegateMethod: delegateMethod.name, value: value)
                        + " " + $0.delegateReplacedInside(assignment: "\(other.written) = \(other.value)", line: other.line, method: callee.name, owner: callee.owner ?? "?")
                })
            }
        }
        return nil
    }
}

/// `sub.delegate = sub`: an object made its own delegate (or handed to another object as both the
/// caller and the one told). Its calls of `delegate?.…` then go back to itself, and the screen that
/// should receive the value is never told. Premise: the assignment ran, and its value is the very
/// object whose link it sets.
struct OwnDelegateRule: TeachingRule {
    let id = "own-delegate"

    func explain(_ context: FailureContext) -> Explanation? {
        for assignment in context.code.assignments where (context.ran(assignment) ?? 0) > 0 {
            guard let base = assignment.base?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""), base != "self",
                  assignment.member.lowercased().hasSuffix("delegate") || assignment.member.lowercased().hasSuffix("datasource"),
                  assignment.value.trimmingCharacters(in: .whitespaces) == base else { continue }
            let type = context.code.properties.first { $0.name == assignment.member && $0.owner != assignment.owner }?.type
                .map { CodeFacts.bareType($0) }
            let receiver = assignment.owner
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleOwnDelegate(statement: assignment.statement, line: assignment.line, object: base, member: assignment.member,
                                   receiver: receiver, protocolName: type)
            })
        }
        return nil
    }
}
