import Foundation
import Texts
import WorkbookProtocol

/// The value arrived, but changed on the way: what the check read differs from what it expected
/// in a way a transformation explains. The letters' case (`lowercased()`), extra text around it
/// (a label's old text kept in front by `+`, a prefix), or only a part of it (`prefix`, `dropLast`).
/// The statement that changed it is the one on the value's path that ran and does that.
struct ValueDifferenceRule: TeachingRule {
    let id = "value-difference"
    /// A number off by a unit's factor (60, 1000) has its own reading, with the units.
    let supersededBy: Set<String> = ["unit-factor"]

    /// The calls that change letters' case, with what each does to a text.
    static let caseChanges: [(call: String, apply: @Sendable (String) -> String)] = [
        ("lowercased()", { $0.lowercased() }), ("uppercased()", { $0.uppercased() }), ("capitalized", { $0.capitalized }),
        ("localizedLowercase", { $0.localizedLowercase }), ("localizedUppercase", { $0.localizedUppercase }), ("localizedCapitalized", { $0.localizedCapitalized }),
    ]
    static let caseCalls = caseChanges.map(\.call)
    static let cutCalls = ["prefix(", "suffix(", "dropFirst(", "dropLast(", "trimmingCharacters(", "components(", "split(", "removeLast(", "removeFirst("]

    func explain(_ context: FailureContext) -> Explanation? {
        // Nothing left of the value: a replacement on its way that took out what it was
        // (`text.replacingOccurrences(of: "-", with: "")` where `-` was the value).
        if let (expected, actual) = context.differingValues, !expected.isEmpty, actual.isEmpty || actual == "(empty)" {
            for statement in pathStatements(context) {
                for match in statement.text.allMatches(#"\.replacingOccurrences\(of:\s*"([^"]+)",\s*with:\s*""\s*\)"#) where expected.contains(match[1]) {
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleValueRemoved(statement: statement.text, line: statement.line, removed: match[1])
                    })
                }
            }
        }
        guard let (expected, actual) = context.differingValues, !expected.isEmpty, !actual.isEmpty,
              actual != "nil", !actual.hasPrefix("Optional(") else { return nil }
        let statements = pathStatements(context)
        if let found = shape(expected: expected, actual: actual, statements: statements) { return found }
        // One less than expected, the same text around it, and a statement on the way that turns a
        // computed `Double` into an `Int` (`Int(remaining / 60)`): `Int(_:)` drops the fraction, and a
        // value worked out from times or a division comes out just under (4.9999… is 4).
        // (The computing may be on the line itself, or where the name `Int(…)` takes was given its value.)
        func computed(_ text: String) -> Bool { text.range(of: #"\s/\s|timeInterval"#, options: .regularExpression) != nil }
        if let (wanted, got) = Self.numbers(expected, actual), got == wanted - 1,
           let cut = statements.first(where: { statement in
               guard let inner = statement.text.firstMatch(#"\bInt\(([^()]*(?:\([^()]*\))?[^()]*)\)"#)?[1] else { return false }
               if computed(inner) { return true }
               let name = inner.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "self.", with: "")
               return name.range(of: #"^\w+$"#, options: .regularExpression) != nil
                   && context.code.assignments.contains { $0.member == name && (context.ran($0) ?? 0) > 0 && computed($0.value) }
           }) {
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleValueTruncated(statement: cut.text, line: cut.line, expected: String(wanted), actual: String(got))
            })
        }
        // A number scaled on its way (`interval.value / 60`, `* 60`) into what the screen shows: the one
        // statement that ran with a division or multiplication by a number that turns the expected value
        // into the one shown (whole numbers shown as `Int(…)` drop the fraction).
        if let (wanted, got) = Self.numbers(expected, actual), wanted != got {
            for statement in statements {
                for match in statement.text.allMatches(#"([\w.]+)\s*([/*])\s*(\d+(?:\.\d+)?)\b"#) {
                    // (On the value's own line, or scaling what a control holds: not any division that ran.)
                    guard statement.isSetter || match[1].range(of: #"\.(value|text|selectedSegmentIndex)$"#, options: .regularExpression) != nil,
                          let factor = Double(match[3]), factor != 0, factor != 1 else { continue }
                    let result = match[2] == "/" ? Double(wanted) / factor : Double(wanted) * factor
                    guard Int(result) == got || Int(result.rounded()) == got else { continue }
                    let shown = result == result.rounded() ? String(Int(result)) : String(format: "%.4g", result)
                    // (A statement written over several lines, shown on one.)
                    let oneLine = statement.text.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
                        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleValueScaled(statement: oneLine, line: statement.line, part: match[0], expected: String(wanted), result: shown, actual: String(got))
                    })
                }
            }
        }
        if actual.lowercased() == expected.lowercased() {
            for call in Self.caseCalls {
                guard let found = statements.first(where: { $0.text.contains("." + call) }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleValueCaseChanged(statement: found.text, line: found.line, call: call)
                })
            }
            // Not on the value's own lines: a helper of the learner's that formats it (`func displayName(from:)
            // { raw.capitalized }`), found as the line of the learner's code that applies the very change seen.
            for change in Self.caseChanges where change.apply(expected) == actual {
                for file in context.sources.indices {
                    let lines = context.sources[file].components(separatedBy: "\n")
                    guard let index = lines.firstIndex(where: { $0.contains("." + change.call) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) else { continue }
                    let text = lines[index].trimmingCharacters(in: .whitespaces)
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleValueCaseChanged(statement: text, line: index + 1, call: change.call)
                    })
                }
            }
            return nil
        }
        if let range = actual.range(of: expected) {
            let before = String(actual[..<range.lowerBound]), after = String(actual[range.upperBound...])
            let extra = before.isEmpty ? after : before
            guard before.isEmpty || after.isEmpty else { return nil }
            // Extra text that runs into the value is another value ("15" for "5"), not text added to it.
            func joins(_ a: Character?, _ b: Character?) -> Bool { (a.map { $0.isLetter || $0.isNumber } ?? false) && (b.map { $0.isLetter || $0.isNumber } ?? false) }
            if joins(before.last, expected.first) || joins(expected.last, after.first) { return nil }
            // What adds to the text: `+`, `+=` or `append` in a setter, or in a write of a name the
            // value is made from (`ad.value = (ad.value ?? "") + text`), never a counter's `+= 1`.
            func adds(_ text: String) -> Bool {
                // (An interpolation with more around it adds too: `"\(note) (\(time))"`: another value
                // interpolated beside it, or the extra text written in the literal itself. A formatter's
                // sign inside one interpolated value, "₩5", is not the literal's.)
                if text.allMatches(#""((?:[^"\\]|\\.)*)""#).contains(where: { literal in
                    let body = literal[1]
                    let interpolations = body.components(separatedBy: "\\(").count - 1
                    let fixed = body.replacingOccurrences(of: #"\\\((?:[^()]|\([^()]*\))*\)"#, with: "", options: .regularExpression)
                    return interpolations >= 2 || (interpolations == 1 && extra.contains(where: { !$0.isWhitespace && fixed.contains($0) }))
                }) { return true }
                return (text.contains(" + ") || text.contains(" += ") || text.contains(".append(")) && text.range(of: #"\+=?\s*\d+(\.\d+)?\s*$"#, options: .regularExpression) == nil
            }
            let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
            // A computed property the value is read from (`result.paramEmail = booking.summary`, `var summary:
            // String { "\(traveller) · \(minutes)분" }`): its getter makes the text.
            let setterTexts = statements.filter(\.isSetter).map(\.text).joined(separator: " ") + " " + read
            let computed = context.code.properties.first { property in
                guard property.isComputed, let getter = property.getter ?? property.getterBody else { return false }
                return FailureContext.mentions(setterTexts, property.name) && adds(getter)
            }
            // The line that hands the computed text on (`result.paramEmail = booking.summary`), and the name
            // inside the getter that is the value itself (`traveller`, next to the extra text).
            if let computed, let getter = (computed.getter ?? computed.getterBody)?.trimmingCharacters(in: .whitespacesAndNewlines),
               let reader = statements.first(where: { $0.isSetter && FailureContext.mentions($0.text, computed.name) }) {
                let names = getter.allMatches(#"\\\(\s*(?:self\.)?(\w+)\s*\)"#).map { $0[1] }
                let own = before.isEmpty ? names.first : names.last
                let access = reader.text.firstMatch("([\\w.?!]+)\\.\(NSRegularExpression.escapedPattern(for: computed.name))\\b")?[1]
                let suggestion = own.map { name in access.map { "\($0).\(name)" } ?? name }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleValueExtraTextComputed(extra: extra, before: !before.isEmpty, statement: reader.text, line: reader.line, property: computed.name,
                                                  getter: getter, getterLine: computed.line, value: suggestion)
                })
            }
            let computedAdding = computed.map { property in
                Statement(text: "var \(property.name)\(property.type.map { ": \($0)" } ?? "") { \((property.getter ?? property.getterBody ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) }",
                          line: property.line, isSetter: false)
            }
            // A write of a name the value is made from: named by its whole target (`ad.value`), or by its
            // member when that is not a control's or label's own state (`text` is every label's).
            let controlStates: Set<String> = ["text", "isOn", "title", "selectedSegmentIndex", "isEnabled", "isHidden"]
            let adding = statements.first { $0.isSetter && adds($0.text) }
                ?? computedAdding
                ?? context.code.assignments.filter { assignment in
                    (context.ran(assignment) ?? 0) > 0 && adds(assignment.statement)
                        && (FailureContext.mentions(read, assignment.target)
                            || (!controlStates.contains(assignment.member) && FailureContext.mentions(read, assignment.member)))
                }
                    .map { Statement(text: $0.statement, line: $0.line, isSetter: false) }.first
            guard let adding else { return nil }
            let storyboardText = labelText(context)
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleValueExtraText(extra: extra, before: !before.isEmpty, statement: adding.text, line: adding.line,
                                      isLabelText: storyboardText == extra)
            })
        }
        if expected.contains(actual) {
            for call in Self.cutCalls {
                guard let found = statements.first(where: { $0.text.contains("." + call) }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleValueCut(statement: found.text, line: found.line, call: call.hasSuffix("(") ? call + "…)" : call)
                })
            }
        }
        return nil
    }

    struct Statement { var text: String; var line: Int; var isSetter: Bool }

    /// The one whole number that differs between two texts that are otherwise the same ("5분" and "4분").
    static func numbers(_ expected: String, _ actual: String) -> (Int, Int)? {
        guard let e = expected.firstMatch(#"^(\D*)(\d+)(\D*)$"#), let a = actual.firstMatch(#"^(\D*)(\d+)(\D*)$"#),
              e[1] == a[1], e[3] == a[3], let wanted = Int(e[2]), let got = Int(a[2]) else { return nil }
        return (wanted, got)
    }

    /// A difference the two values show by themselves: quote marks around the text, an object's
    /// description, a conversion's default, a point taken out.
    /// Told with the statement on the value's way that made it, when one says so.
    private func shape(expected: String, actual: String, statements: [Statement]) -> Explanation? {
        func first(_ patterns: [String]) -> Statement? {
            statements.first { statement in patterns.contains { statement.text.range(of: $0, options: .regularExpression) != nil } }
        }
        func told(_ shape: ValueShape, _ statement: Statement?) -> Explanation {
            Explanation(rule: id, text: Catalog.both { $0.ruleValueShape(shape, statement: statement?.text, line: statement?.line) })
        }
        if actual == "\"\(expected)\"" || actual == "\\\"\(expected)\\\"" {
            return told(.quoted, first([#"debugDescription"#, #"String\(reflecting:"#, #"JSONEncoder|JSONSerialization|\.encode\("#]))
        }
        if let match = actual.firstMatch(#"<(\w+)(?::|\s)\s*0x[0-9a-fA-F]+"#), !expected.contains("0x") {
            return told(.objectDescription(className: match[1]), first([#"\.description\b"#, #"String\(describing:"#, #"\\\("#]))
        }
        // The same text around one number that differs.
        let number = #"-?\d+(?:\.\d+)?"#
        guard let wanted = expected.firstMatch("(" + number + ")"), let shown = actual.firstMatch("(" + number + ")"),
              expected.replacingOccurrences(of: wanted[1], with: "#") == actual.replacingOccurrences(of: shown[1], with: "#") || actual.hasPrefix(shown[1]) && expected.hasPrefix(wanted[1]) else { return nil }
        let (e, a) = (wanted[1], shown[1])
        // A whole number shown as a `Double` (`5.0`) is `value-format`'s.
        if a == e + "0", !e.contains("."), let found = first([#"replacingOccurrences\(of:\s*"\.""#, #"filter"#, #"removeAll"#, #"components\(separatedBy:\s*"\.""#]) {
            return told(.pointRemoved(expected: e, actual: a), found)
        }
        if Double(a) == 0, Double(e) != 0, let found = first([#"\b(Int|Double|Float)\([^)]*\)\s*\?\?"#, #"\b(Int|Double|Float)\(\w+\.text"#, #"NumberFormatter|\.number\(from:"#]) {
            return told(.conversionDefault(expected: e, actual: a), found)
        }
        return nil
    }

    /// The statements that ran on the value's way, the subject's setters first: the setters and
    /// the assignments one level up, then the calls and assignments of the whole code that ran
    /// (a value changed where it is sent or stored).
    private func pathStatements(_ context: FailureContext) -> [Statement] {
        let setters = context.settersOfSubject.filter { (context.ran($0) ?? 1) > 0 }
        var found = setters.map { Statement(text: $0.statement, line: $0.line, isSetter: true) }
        let bindings = setters.flatMap { setter in context.code.bindings.filter { $0.method == setter.method && $0.owner == setter.owner && $0.line <= setter.line } }
        found += bindings.map { Statement(text: "let \($0.name) = \($0.value)", line: $0.line, isSetter: false) }
        found += context.code.assignments.filter { (context.ran($0) ?? 0) > 0 }.map { Statement(text: $0.statement, line: $0.line, isSetter: false) }
        found += context.code.calls.filter { (context.ran($0) ?? 0) > 0 }.map { Statement(text: $0.written, line: $0.line, isSetter: false) }
        return found
    }

    /// The storyboard's text of the label the check read.
    private func labelText(_ context: FailureContext) -> String? {
        guard case let .label(outlet, _)? = context.failure.expectation else { return nil }
        for scene in context.storyboards.flatMap(\.scenes) {
            guard let model = scene.controller.outlets.first(where: { $0.property == outlet }),
                  let view = scene.controller.view.flatMap({ FailureContext.view(model.destinationID, in: $0) }) else { continue }
            return view.text
        }
        return nil
    }
}
