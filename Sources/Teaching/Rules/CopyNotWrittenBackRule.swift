import Foundation
import Texts
import WorkbookProtocol

/// The value the check read is a property nothing assigns, and a local copy of it was made
/// (`var params = (rvc.paramEmail, rvc.paramUpdate)`, `var email = rvc.paramEmail`) and changed
/// (passed `inout`, assigned, an element set): the change stayed in the copy, never written back.
struct CopyNotWrittenBackRule: TeachingRule {
    let id = "copy-not-written-back"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        var read = context.settersOfSubject.map { context.origins(of: $0) + " " + $0.value }.joined(separator: " ")
        if case let .property(_, name, _)? = context.failure.expectation { read += " " + name }
        // A local copy of another local of a struct type of the learner's (`var withDefaults = draft`),
        // changed (a member assigned, a method called on it) and never read again, while the value
        // the check read comes from the original (`draft.interval`).
        for binding in code.bindings where !binding.isCapture {
            let source = binding.value.trimmingCharacters(in: .whitespaces)
            guard source.range(of: #"^[\p{L}_]\w*$"#, options: .regularExpression) != nil, source != binding.name,
                  let original = code.bindings.last(where: { $0.name == source && $0.method == binding.method && $0.file == binding.file && $0.line < binding.line }),
                  let type = original.value.firstMatch(#"^([A-Z]\w*)\("#)?[1], code.structs.contains(type),
                  FailureContext.mentions(read, source), !FailureContext.mentions(read, binding.name) else { continue }
            let name = NSRegularExpression.escapedPattern(for: binding.name)
            let changed = code.calls.first { call in
                call.file == binding.file && call.method == binding.method && call.line > binding.line && call.receiver == binding.name
            }.map { ($0.written, $0.line, context.ran($0)) } ?? code.assignments.first { assignment in
                assignment.file == binding.file && assignment.method == binding.method && assignment.line > binding.line
                    && assignment.target.range(of: #"^"# + name + #"\.\w+$"#, options: .regularExpression) != nil
            }.map { ($0.statement, $0.line, context.ran($0)) }
            guard let change = changed, (change.2 ?? 1) > 0 else { continue }
            // Nothing reads the copy after it was changed (no other line of the method names it).
            let uses = code.assignments.filter { $0.file == binding.file && $0.method == binding.method && $0.line > change.1 && FailureContext.mentions($0.value, binding.name) }
            guard uses.isEmpty else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleCopyNotWrittenBack(declaration: "\(binding.name) = \(binding.value)", line: binding.line, name: binding.name, member: source,
                                          change: change.0, changeLine: change.1)
            })
        }
        for binding in code.bindings where !binding.isCapture {
            // The members of other objects it copies (`rvc.paramEmail`), that nothing ever assigns.
            let members = binding.value.allMatches(#"\b([\p{L}_]\w*)\??\.([\p{L}_]\w*)\b"#).filter { match in
                // The class of the object copied from, when a name bound to a cast or an initializer says it
                // (`if let ad = UIApplication.shared.delegate as? AppDelegate`): another class assigning its
                // own property of the same name (`self.value = …` in VC2) does not assign this one.
                let objectClass = code.bindings.last { $0.name == match[1] && $0.method == binding.method && $0.line <= binding.line }
                    .flatMap { $0.value.firstMatch(#"(?:as[?!]\s*|^)([A-Z]\w*)\(?\s*$"#)?[1] ?? $0.value.firstMatch(#"as[?!]\s*([A-Z]\w*)"#)?[1] }
                return code.properties.contains { $0.name == match[2] && !$0.isOutlet && !$0.isComputed }
                    && !code.assignments.contains { assignment in
                        assignment.member == match[2]
                            && !(objectClass != nil && FailureContext.isSelfBase(assignment.base) && assignment.owner != nil && assignment.owner != objectClass)
                    } && !code.changesInPlace(match[2], owner: nil)
            }
            guard let copied = members.first(where: { FailureContext.mentions(read, $0[2]) }) else { continue }
            // The copy changed afterwards in the same method: passed `inout`, or assigned (whole or a part).
            let name = NSRegularExpression.escapedPattern(for: binding.name)
            let inout_ = code.calls.first { call in
                call.file == binding.file && call.method == binding.method && call.line >= binding.line
                    && call.arguments.contains { $0.range(of: #"^&\s*"# + name + #"$"#, options: .regularExpression) != nil }
            }
            let assigned = code.assignments.first { assignment in
                assignment.file == binding.file && assignment.method == binding.method && assignment.line > binding.line
                    && assignment.target.range(of: #"^"# + name + #"(\.\w+)?$"#, options: .regularExpression) != nil
            }
            // The change as a sentence quotes it: the call with the copy passed `inout`, or the assignment.
            let change: (text: String, line: Int, ran: Int?)
            if let call = inout_ {
                let arguments = call.arguments.count == 1 ? "&\(binding.name)" : "…&\(binding.name)…"
                change = ("\(call.receiver.map { $0 + "." } ?? "")\(call.name)(\(arguments))", call.line, context.ran(call))
            } else if let assignment = assigned {
                change = (assignment.statement, assignment.line, context.ran(assignment))
            } else { continue }
            guard (change.ran ?? 1) > 0 else { continue }
            let declaration = "\(binding.name) = \(binding.value)"
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleCopyNotWrittenBack(declaration: declaration, line: binding.line, name: binding.name, member: "\(copied[1]).\(copied[2])",
                                          change: change.text, changeLine: change.line)
            })
        }
        // A copy of a struct-typed member of another object (`if var state = holder?.state`,
        // `var settings = store.settings`) with one of its members assigned (`state.value = …`), and
        // never written back nor handed on: the change stayed in the local, and the holder's setter
        // (stored or computed) never ran. Only when what the check read is the member changed or
        // the member copied.
        for binding in code.bindings where !binding.isCapture {
            let source = binding.value.trimmingCharacters(in: .whitespaces)
            guard let member = source.firstMatch(#"[\w)\]]\??\.([\p{L}_]\w*)[!]?$"#)?[1],
                  code.properties.contains(where: { property in
                      property.name == member && property.type.map { code.structs.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))) } ?? false
                  }) else { continue }
            let name = NSRegularExpression.escapedPattern(for: binding.name)
            guard let change = code.assignments.first(where: { assignment in
                      assignment.file == binding.file && assignment.method == binding.method && assignment.line > binding.line
                          && assignment.target.range(of: #"^"# + name + #"\.\w+$"#, options: .regularExpression) != nil
                  }), (context.ran(change) ?? 1) > 0,
                  let changed = change.target.firstMatch(#"\.(\w+)$"#)?[1],
                  FailureContext.mentions(read, changed) || FailureContext.mentions(read, member) else { continue }
            let later = code.assignments.contains { assignment in
                assignment.file == binding.file && assignment.method == binding.method && assignment.line > change.line
                    && FailureContext.mentions(assignment.value, binding.name)
            } || code.calls.contains { call in
                call.file == binding.file && call.method == binding.method && call.line > binding.line
                    && (call.receiver == binding.name || call.arguments.contains { FailureContext.mentions($0, binding.name) })
            } || code.returns.contains { $0.file == binding.file && $0.method == binding.method && FailureContext.mentions($0.value ?? "", binding.name) }
            guard !later else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleCopyNotWrittenBack(declaration: "\(binding.name) = \(source)", line: binding.line, name: binding.name, member: source,
                                          change: change.statement, changeLine: change.line)
            })
        }
        return nil
    }
}
