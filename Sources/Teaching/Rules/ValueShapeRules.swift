import Foundation
import WorkbookProtocol

/// A value kept as `Any` (in a `[Key: Any]` dictionary) read back with `as? T` of another type
/// than the one stored (`.interval: Int(interval.value)`, read `as? Double ?? 0`): a value in
/// `Any` casts only to its own type, so the cast gave nil and the default took its place. The
/// line giving what the check read ran (the coverage shows it).
struct AnyCastMismatchRule: TeachingRule {
    let id = "any-cast-mismatch"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let read = setter.value.firstMatch(#"^(\w+)\s*\[\s*([^\]]+?)\s*\]\s*as\?\s*(\w+)\s*\?\?\s*(.+)$"#) else { continue }
            let (container, key, cast, fallback) = (read[1], read[2], read[3], read[4])
            // The dictionary as written: through the name it was bound to, to a property's value or getter.
            let resolved = code.resolved(container, method: setter.method, owner: setter.owner).trimmingCharacters(in: .whitespaces)
            let name = resolved.firstMatch(#"^(?:self\.)?(\w+)$"#)?[1] ?? resolved
            guard let property = code.properties.first(where: { $0.name == name && ($0.owner == setter.owner || $0.owner == nil) }),
                  let literal = property.getter ?? property.initial ?? context.declaredBody(of: property) else { continue }
            let escaped = NSRegularExpression.escapedPattern(for: key)
            guard let stored = literal.firstMatch(#"(?:^|[\[,\s])\#(escaped)\s*:\s*([^,\]\n]+)"#)?[1].trimmingCharacters(in: .whitespaces),
                  let kind = Self.type(of: stored), kind != cast, ["Int", "Double", "String", "Bool", "Float"].contains(cast) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleAnyCastMismatch(setter: "\(setter.target) = \(setter.value)", line: setter.line, key: key, stored: stored, storedType: kind,
                                       cast: cast, fallback: fallback.trimmingCharacters(in: .whitespaces))
            })
        }
        return nil
    }

    /// The type an expression makes, when its spelling says it: `Int(…)`, a literal, a control's value.
    static func type(of expression: String) -> String? {
        let text = expression.trimmingCharacters(in: .whitespaces)
        if let made = text.firstMatch(#"^(Int|Double|String|Bool|Float)\("#)?[1] { return made }
        if text == "true" || text == "false" || text.hasSuffix(".isOn") { return "Bool" }
        if text.hasPrefix("\"") || text.hasSuffix(".text ?? \"\"") { return "String" }
        if Int(text) != nil { return "Int" }
        if Double(text) != nil || text.hasSuffix(".value") { return "Double" }
        return nil
    }
}

/// A `String` enum made from the segue identifier (`let route = SubmitRoute(rawValue:
/// segue.identifier ?? "")`, outside any test) that met an identifier none of its cases has as raw
/// value: it gave nil, and the code went on as if no case matched. The identifiers met are the
/// trace's (the storyboard's), not the check's.
struct EnumNoCaseRule: TeachingRule {
    let id = "enum-no-case"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let tested = (code.calls.flatMap(\.conditions) + code.assignments.flatMap(\.conditions) + code.returns.flatMap(\.conditions)).map(\.text)
        for call in code.calls where call.labels == ["rawValue"] && (context.ran(call) ?? 0) > 0 {
            guard let raws = code.stringEnumRawValues[call.name], let argument = call.arguments.first,
                  FailureContext.mentions(argument, "identifier"), let method = call.method else { continue }
            // A helper of the learner's (`route(for:)`) UIKit does not call: the identifiers it was
            // handed are those of the segues its callers (`prepare`, `shouldPerformSegue`) were given.
            let helper = code.method(method, in: call.owner).map { !$0.isOverride && !$0.isAction } ?? false
            // Inside a test of a UIKit callback, the test's own reading names it.
            guard helper || !tested.contains(where: { $0.contains("\(call.name)(rawValue:") }) else { continue }
            var runs = context.runs(of: method, owner: call.owner)
            if runs.isEmpty, helper {
                runs = context.runs(of: "prepare(for:sender:)", owner: call.owner) + context.runs(of: "shouldPerformSegue(withIdentifier:sender:)", owner: call.owner)
            }
            var met: [String] = []
            for run in runs {
                guard let value = Evidence.quoted(after: "segue=", in: run.event.detail ?? "") ?? (run.event.detail.flatMap { $0.hasPrefix("\"") ? Evidence.leadingQuoted($0) : nil }),
                      !met.contains(value) else { continue }
                met.append(value)
            }
            guard let value = met.first(where: { !raws.contains($0) }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleEnumNoCase(call: "\(call.name)(rawValue: \(argument))", line: call.line, method: method, value: value, enumName: call.name, rawValues: raws)
            })
        }
        return nil
    }
}

extension FailureContext {
    /// The source from a property's declaration on (16 lines): the body of a computed property
    /// written over several statements (`{ return [ … ] }`), which `CodeFacts.getter` does not hold.
    func declaredBody(of property: CodeFacts.Property) -> String? {
        guard sources.indices.contains(property.file) else { return nil }
        let lines = sources[property.file].components(separatedBy: "\n")
        guard lines.indices.contains(property.line - 1) else { return nil }
        return lines[(property.line - 1)..<min(lines.count, property.line + 15)].joined(separator: "\n")
    }
}
