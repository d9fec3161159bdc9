import Foundation

/// Where a side of a comparison that was nil every time it ran got its value: a conditional cast
/// (`as?`) in its method (`let child = notification.object as? Coordinator`), or, for a parameter, the
/// cast a caller hands over (`childDidFinish(child)`, two calls deep). The search's record of that
/// cast (what it was given) is then the evidence: the comparison only met the nil it made.
public enum NilCasts {
    /// The side of `comparison` that was nil each time it ran (`pairs`: left, right) and the `as?`
    /// cast it came from: the cast as written, its file (an index into the learner's files) and line.
    public static func origin(comparison: String, pairs: [[String]], facts: CodeFacts, method: CodeFacts.Method?, line: Int) -> (side: String, cast: String, file: Int, line: Int)? {
        guard let method, !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }),
              let match = comparison.firstMatch(#"^\s*(.+?)\s*(===|!==|==|!=)\s*(.+?)\s*$"#) else { return nil }
        for (index, side) in [(0, match[1]), (1, match[3])] {
            guard pairs.allSatisfy({ $0[index] == "nil" }), !pairs.allSatisfy({ $0[1 - index] == "nil" }), side != "nil",
                  let name = side.firstMatch(#"^(?:self\.)?(\w+)$"#)?[1],
                  let found = cast(of: name, method: method.name, owner: method.owner, line: line, facts: facts, depth: 0) else { continue }
            return (side, found.cast, found.file, found.line)
        }
        return nil
    }

    /// Where `name` in `method` of `owner` got its value from an `as?` cast: its binding or local, or
    /// the argument a caller hands for it when it is a parameter (a caller handing `self`, never nil,
    /// is passed over).
    static func cast(of name: String, method: String, owner: String?, line: Int, facts: CodeFacts, depth: Int) -> (cast: String, file: Int, line: Int)? {
        if let binding = facts.bindings.last(where: { $0.name == name && $0.method == method && $0.owner == owner && $0.line <= line }) {
            return isCast(binding.value) ? (binding.value.trimmingCharacters(in: .whitespaces), binding.file, binding.line) : nil
        }
        if let local = facts.locals.last(where: { $0.name == name && $0.method == method && $0.owner == owner && $0.line <= line && line <= $0.scopeEnd }) {
            guard let value = local.value else { return nil }
            return isCast(value) ? (value.trimmingCharacters(in: .whitespaces), local.file, local.line) : nil
        }
        guard depth < 2, let declared = facts.methods.first(where: { $0.name == method && $0.owner == owner }),
              let position = declared.parameterNames.firstIndex(of: name) else { return nil }
        let label = position < declared.parameterLabels.count ? declared.parameterLabels[position] : "_"
        for call in facts.calls where call.name == declared.baseName && call.arguments.count > position {
            // The argument at the parameter's place, by label when the call names it.
            let argument: String
            if label != "_", let at = call.labels.firstIndex(of: label), at < call.arguments.count { argument = call.arguments[at] }
            else { argument = call.arguments[position] }
            let written = argument.trimmingCharacters(in: .whitespaces)
            if isCast(written) { return (written, call.file, call.line) }
            if let bare = written.firstMatch(#"^(\w+)$"#)?[1], bare != "self", let caller = call.method,
               let found = cast(of: bare, method: caller, owner: call.owner, line: call.line, facts: facts, depth: depth + 1) {
                return found
            }
        }
        return nil
    }

    static func isCast(_ value: String) -> Bool {
        value.trimmingCharacters(in: .whitespaces).firstMatch(#"^\(?\s*[\w.?!()\[\]"]+\s+as\?\s+[\w.]+\s*\)?$"#) != nil
    }
}
