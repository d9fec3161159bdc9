import Foundation
import WorkbookProtocol

/// A `weak` property given an object made right there that nothing else keeps
/// (`sub.delegate = DataRelay { … }`, or a local holding one): a weak reference does not keep
/// it, so it is released as soon as the method ends and the property turns nil (Swift warns
/// when the object is assigned directly). The line ran (the coverage shows it).
struct WeakNewObjectRule: TeachingRule {
    let id = "weak-given-new-object"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let classes = Set(code.classes.map(\.name))
        let weakMembers = Set(code.properties.filter(\.isWeak).map(\.name))
        for assignment in code.assignments where (context.ran(assignment) ?? 0) > 0 {
            let declared = code.properties.filter { $0.name == assignment.member }
            guard let weak = declared.first, !declared.isEmpty, declared.allSatisfy(\.isWeak) else { continue }
            guard let (made, local) = Self.newObject(handedIn: assignment, code: code, classes: classes, weakMembers: weakMembers) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleWeakGivenNewObject(assignment: "\(assignment.written) = \(assignment.value.count > 40 ? made + "(…)" : assignment.value)", line: assignment.line,
                                          member: assignment.member, owner: weak.owner ?? "?", declaredLine: weak.line, made: made, local: local,
                                          method: assignment.method ?? "?")
            })
        }
        return nil
    }

    /// The new object of the learner's class (`made`) that `assignment` hands over, directly
    /// (`x.delegate = Helper()`) or through a local made in the same method (`local`), when nothing
    /// else keeps it: no other assignment of the local to a member outside `weakMembers`, no
    /// `append`/`insert` of it.
    static func newObject(handedIn assignment: CodeFacts.Assignment, code: CodeFacts, classes: Set<String>,
                          weakMembers: Set<String>) -> (made: String, local: String?)? {
        let value = assignment.value.trimmingCharacters(in: .whitespaces)
        if let made = made(value, classes: classes) { return (made, nil) }
        guard value.range(of: #"^\w+$"#, options: .regularExpression) != nil, value != "self",
              let binding = code.bindings.last(where: { $0.name == value && $0.method == assignment.method && $0.owner == assignment.owner && $0.line <= assignment.line }),
              let made = made(binding.value, classes: classes) else { return nil }
        // Kept elsewhere: given to a member that is not weak, or put in a collection.
        let keptElsewhere = code.assignments.contains { other in
            other.method == assignment.method && other.owner == assignment.owner && other.line != assignment.line
                && other.value.trimmingCharacters(in: .whitespaces) == value && !weakMembers.contains(other.member)
        } || code.calls.contains { $0.method == assignment.method && $0.owner == assignment.owner && $0.arguments.contains(value) && ["append", "insert"].contains($0.name) }
        return keptElsewhere ? nil : (made, value)
    }

    /// The learner's class an expression makes (`DataRelay(…)`, `DataRelay { … }`), nil otherwise.
    static func made(_ expression: String, classes: Set<String>) -> String? {
        guard let name = expression.firstMatch(#"^([A-Z]\w*)\s*[({]"#)?[1], classes.contains(name) else { return nil }
        return name
    }
}
