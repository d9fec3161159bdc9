import Foundation
import WorkbookProtocol

/// A `weak` property given an object made right there that nothing else keeps
/// (`sub.delegate = DataRelay { … }`, or a local holding one): a weak reference does not keep
/// it, so it is released as soon as the method ends and the property turns nil (Swift warns
/// when the object is assigned directly). The line ran (the coverage shows it).
struct WeakNewObjectRule: TeachingRule {
    let id = "weak-given-new-object"

    func explain(_ context: FailureContext) -> Explanation? {
        // (An object still held after it left is a failure of that kind too: the work that would let it go never ran.)
        var isRelease = false
        if case .deallocated? = context.failure.expectation { isRelease = true }
        guard context.isValueOrScreen || isRelease else { return nil }
        let code = context.code
        let classes = Set(code.classes.map(\.name))
        let weakMembers = Set(code.properties.filter(\.isWeak).map(\.name))
        for assignment in code.assignments where (context.ran(assignment) ?? 0) > 0 {
            let declared = code.properties.filter { $0.name == assignment.member }
            // UIKit's own delegates and data sources are weak too (`navigationController.delegate`):
            // a member of that name the learner does not declare, on an object of a UIKit class.
            let uikitHolder: String? = declared.isEmpty && ["delegate", "dataSource"].contains(assignment.member) ? assignment.base.flatMap { base in
                let type = NotControlStateRule.type(of: base, method: assignment.method, owner: assignment.owner, code: code).map(CodeFacts.bareType)
                    ?? (base.hasSuffix("navigationController") ? "UINavigationController" : nil)
                return type.flatMap { $0.hasPrefix("UI") ? $0 : nil }
            } : nil
            guard uikitHolder != nil || (!declared.isEmpty && declared.allSatisfy(\.isWeak)) else { continue }
            guard let (made, local) = Self.newObject(handedIn: assignment, code: code, classes: classes, weakMembers: weakMembers.union([assignment.member])) else { continue }
            let weak = declared.first
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleWeakGivenNewObject(assignment: "\(assignment.written) = \(assignment.value.count > 40 ? made + "(…)" : assignment.value)", line: assignment.line,
                                          member: assignment.member, owner: weak?.owner ?? uikitHolder ?? "?", declaredLine: weak?.line ?? 0, made: made, local: local,
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
        if let made = made(value, classes: classes, code: code) { return (made, nil) }
        guard value.range(of: #"^\w+$"#, options: .regularExpression) != nil, value != "self",
              let binding = code.bindings.last(where: { $0.name == value && $0.method == assignment.method && $0.owner == assignment.owner && $0.line <= assignment.line }),
              let made = made(binding.value, classes: classes, code: code) else { return nil }
        // Kept elsewhere: given to a member that is not weak, or put in a collection.
        let keptElsewhere = code.assignments.contains { other in
            other.method == assignment.method && other.owner == assignment.owner && other.line != assignment.line
                && other.value.trimmingCharacters(in: .whitespaces) == value && !weakMembers.contains(other.member)
        } || code.calls.contains { $0.method == assignment.method && $0.owner == assignment.owner && $0.arguments.contains(value) && ["append", "insert"].contains($0.name) }
        return keptElsewhere ? nil : (made, value)
    }

    /// The learner's class an expression makes (`DataRelay(…)`, `DataRelay { … }`), nil otherwise.
    /// With `code`, a static factory of that class that makes a new one each call counts too
    /// (`NavigationWatcher.make { … }` whose body returns `NavigationWatcher(onPop:)`).
    static func made(_ expression: String, classes: Set<String>, code: CodeFacts? = nil) -> String? {
        if let code, let factory = expression.firstMatch(#"^([A-Z]\w*)\.(\w+)\s*[({]"#), classes.contains(factory[1]) {
            let type = factory[1]
            guard let method = code.methods.first(where: { $0.owner == type && $0.baseName == factory[2] && [type, "Self"].contains($0.returnType ?? "") }) else { return nil }
            let returned = code.returns.filter { $0.method == method.name && $0.owner == type }.compactMap(\.value)
            let makes = #"^(?:"# + NSRegularExpression.escapedPattern(for: type) + #"|Self|\.init|self\.init)\s*[({]"#
            guard !returned.isEmpty, returned.allSatisfy({ $0.range(of: makes, options: .regularExpression) != nil }) else { return nil }
            return type
        }
        guard let name = expression.firstMatch(#"^([A-Z]\w*)\s*[({]"#)?[1], classes.contains(name) else { return nil }
        return name
    }
}
