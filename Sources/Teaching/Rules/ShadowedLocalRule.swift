import Foundation
import Texts
import WorkbookProtocol

/// The value the check read was set from a name that a declaration in between hid (`Shadow`):
/// an inner block's `let (update, minutes) = (true, 10.0)` gave its own new constants a value, and
/// the line after the block read the outer ones, never changed; or `let data = resultLabel.text ??
/// data` hid the parameter with a value that prefers something else. The declaration ran (coverage).
struct ShadowedLocalRule: TeachingRule {
    let id = "local-shadows-local"

    func explain(_ context: FailureContext) -> Explanation? {
        guard !context.code.shadows.isEmpty else { return nil }
        // A nested function called without the argument whose default hides the outer name.
        for shadow in context.code.shadows {
            guard let function = shadow.nestedFunction, let label = shadow.label,
                  let call = context.code.calls.first(where: { call in
                      call.name == function && call.receiver == nil && call.file == shadow.file && call.method == shadow.method
                          && !call.labels.contains(label == "_" ? "" : label) && !(label == "_" && !call.arguments.isEmpty) && (context.ran(call) ?? 0) > 0
                  }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleDefaultHidesOuter(call: "\(function)()", line: call.line, function: function, label: label, name: shadow.name, value: shadow.value,
                                         method: shadow.method ?? "?")
            })
        }
        guard context.isMissingValue else { return nil }
        for setter in context.settersOfSubject {
            let read = context.origins(of: setter) + " " + setter.value
            for shadow in context.code.shadows where shadow.nestedFunction == nil && shadow.file == setter.file && shadow.method == setter.method && shadow.owner == setter.owner
                && FailureContext.mentions(read, shadow.name) {
                guard (context.ran(file: shadow.file, line: shadow.line, column: shadow.column) ?? 1) > 0 else { continue }
                let declaration = shadow.declaration.components(separatedBy: "\n").first ?? shadow.declaration
                // Hidden inside a block that ended before the line that reads the outer name.
                if setter.line > shadow.scopeEnd, setter.line > shadow.outerLine {
                    let assigned = declaration.replacingOccurrences(of: #"^\s*(let|var)\s+"#, with: "", options: .regularExpression)
                        .replacingOccurrences(of: #"^(\([^)]*\)|\w+)\s*:\s*[^=]+="#, with: "$1 =", options: .regularExpression)
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleShadowedLocal(declaration: declaration, line: shadow.line, name: shadow.name, outerLine: shadow.outerLine, parameter: shadow.parameter,
                                             scopeEnd: shadow.scopeEnd, reader: "\(setter.target) = \(setter.value)", readerLine: setter.line, assigned: assigned)
                    })
                }
                // A parameter hidden by a value that falls back on it (`other ?? data`): it is used only when the other is nil.
                if shadow.parameter, setter.line > shadow.line, setter.line <= shadow.scopeEnd,
                   let other = shadow.value.firstMatch(#"^(.+?)\s*\?\?\s*"# + NSRegularExpression.escapedPattern(for: shadow.name) + #"\s*$"#)?[1] {
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleShadowedParameter(declaration: declaration, line: shadow.line, name: shadow.name, other: other,
                                                 reader: "\(setter.target) = \(setter.value)", readerLine: setter.line)
                    })
                }
            }
        }
        return nil
    }
}
