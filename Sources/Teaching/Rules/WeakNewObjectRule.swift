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
        for assignment in code.assignments where (context.ran(assignment) ?? 0) > 0 {
            let declared = code.properties.filter { $0.name == assignment.member }
            guard let weak = declared.first, !declared.isEmpty, declared.allSatisfy(\.isWeak) else { continue }
            let value = assignment.value.trimmingCharacters(in: .whitespaces)
            var local: String?
            var made = Self.made(value, classes: classes)
            if made == nil, value.range(of: #"^\w+$"#, options: .regularExpression) != nil,
               let binding = code.bindings.last(where: { $0.name == value && $0.method == assignment.method && $0.owner == assignment.owner && $0.line <= assignment.line }) {
                made = Self.made(binding.value, classes: classes)
                local = value
                // Kept elsewhere: given to a property that is not weak, or returned.
                let keptElsewhere = code.assignments.contains { other in
                    other.method == assignment.method && other.owner == assignment.owner && other.line != assignment.line
                        && other.value.trimmingCharacters(in: .whitespaces) == value && !code.properties.contains { $0.name == other.member && $0.isWeak }
                } || code.calls.contains { $0.method == assignment.method && $0.owner == assignment.owner && $0.arguments.contains(value) && ["append", "insert"].contains($0.name) }
                if keptElsewhere { continue }
            }
            guard let made else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleWeakGivenNewObject(assignment: "\(assignment.written) = \(assignment.value.count > 40 ? made + "(…)" : assignment.value)", line: assignment.line,
                                          member: assignment.member, owner: weak.owner ?? "?", declaredLine: weak.line, made: made, local: local,
                                          method: assignment.method ?? "?")
            })
        }
        return nil
    }

    /// The learner's class an expression makes (`DataRelay(…)`, `DataRelay { … }`), nil otherwise.
    static func made(_ expression: String, classes: Set<String>) -> String? {
        guard let name = expression.firstMatch(#"^([A-Z]\w*)\s*[({]"#)?[1], classes.contains(name) else { return nil }
        return name
    }
}
