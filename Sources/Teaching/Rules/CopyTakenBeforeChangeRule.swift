import Foundation
import Texts
import WorkbookProtocol

/// The value the check read came from a copy of a struct taken before the lines that changed the
/// original (`let snapshot = request`, then `request.email = email.text ?? ""`, then
/// `rvc.paramEmail = snapshot.email`): a struct is a value, so the copy keeps what the original held
/// at the moment it was made, and the later changes never reach it (docs/checks.md "Round 38").
struct CopyTakenBeforeChangeRule: TeachingRule {
    let id = "copy-taken-before-change"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 1) > 0 {
            for binding in code.bindings where !binding.isCapture && binding.file == setter.file && binding.method == setter.method
                && binding.owner == setter.owner && binding.line < setter.line && FailureContext.mentions(setter.value, binding.name) {
                guard let original = binding.value.trimmingCharacters(in: .whitespaces).firstMatch(#"^(?:self\.)?([\p{L}_]\w*)$"#)?[1],
                      original != binding.name, isStruct(original, binding: binding, code: code) else { continue }
                // The member of the copy the value was read from (`snapshot.email`), when one is.
                let member = setter.value.firstMatch(#"\b"# + NSRegularExpression.escapedPattern(for: binding.name) + #"\.(\w+)"#)?[1]
                let escaped = NSRegularExpression.escapedPattern(for: original)
                let changes = code.assignments.filter { assignment in
                    assignment.file == binding.file && assignment.method == binding.method && assignment.owner == binding.owner
                        && assignment.line > binding.line && assignment.line < setter.line
                        && assignment.target.range(of: #"^(?:self\.)?"# + escaped + #"(?:\.\w+)*$"#, options: .regularExpression) != nil
                        && (context.ran(assignment) ?? 1) > 0
                }.map { (text: $0.statement, line: $0.line, target: $0.target) } + code.calls.filter { call in
                    call.file == binding.file && call.method == binding.method && call.owner == binding.owner
                        && call.line > binding.line && call.line < setter.line
                        && (call.receiver == original || call.receiver == "self." + original) && (context.ran(call) ?? 1) > 0
                }.map { (text: $0.written, line: $0.line, target: original) }
                // The change of the very member read first, else the first change.
                let change = member.flatMap { m in changes.first { $0.target.hasSuffix("." + m) } } ?? changes.min { $0.line < $1.line }
                guard let change else { continue }
                let read = member.map { "\(binding.name).\($0)" } ?? binding.name
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleCopyTakenBeforeChange(declaration: "\(binding.name) = \(binding.value)", line: binding.line, name: binding.name,
                                                 original: original, change: change.text, changeLine: change.line, read: read)
                })
            }
        }
        return nil
    }

    /// Whether `name`, as the binding's method sees it, holds a struct of the learner's: a property
    /// of the class declared with that type or made by its initializer, or an earlier local made by it.
    private func isStruct(_ name: String, binding: CodeFacts.Binding, code: CodeFacts) -> Bool {
        func structType(_ text: String?) -> Bool {
            guard let text, let type = text.firstMatch(#"^\s*([A-Z]\w*)\s*(?:\(|\.|$)"#)?[1] else { return false }
            return code.structs.contains(type)
        }
        if let local = code.bindings.last(where: { $0.name == name && $0.method == binding.method && $0.owner == binding.owner
            && $0.file == binding.file && $0.line < binding.line }) {
            return structType(local.value)
        }
        return code.properties.contains { property in
            property.name == name && property.owner == binding.owner && !property.isComputed
                && (structType(property.type) || structType(property.initial))
        }
    }
}
