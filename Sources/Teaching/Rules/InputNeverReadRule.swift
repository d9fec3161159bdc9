import Foundation
import Texts
import WorkbookProtocol

/// The check typed into or set a control, the value it then looked for shows what it entered, and
/// no code of the learner's reads that control at all (no method, closure, property or getter names
/// its outlet): the value shown came from somewhere else (a table's row, another control, a
/// constant), whatever number or text it happened to be. Told before the search's guesses, which
/// may pass by choosing another element that happens to hold the same value.
struct InputNeverReadRule: TeachingRule {
    let id = "input-never-read"
    /// A reading that names where the value came from instead (a label read for the stepper's number).
    let supersededBy: Set<String> = ["value-not-from-control"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let failed = context.failure.step, let expected = context.failure.expected.map(WrongBranchRule.unquoted),
              !expected.isEmpty else { return nil }
        let actual = context.failure.actual.map(WrongBranchRule.unquoted) ?? ""
        // A line that gives what the check read was skipped in a method that ran (a `guard` that
        // returned before it, `let values = sender as? FormValues`): why it was skipped is the cause,
        // not the control nobody reads.
        if context.settersOfSubject.contains(where: { setter in
            context.ran(setter) == 0 && setter.method.flatMap { context.code.method($0, in: setter.owner) }.flatMap { context.ran($0) }.map { $0 > 0 } == true
        }) { return nil }
        let outlets = context.code.properties.filter(\.isOutlet)
        for (index, step) in context.check.steps.enumerated() where index < failed {
            let control: String?, shown: String, state: String
            switch step {
            case let .type(locator, text):
                guard text.count >= 2 else { continue }
                (control, shown, state) = (locator.outlet, text, "text")
            case let .set(locator, _, value?, _):
                shown = value == value.rounded() ? String(Int(value)) : String(value)
                (control, state) = (locator.outlet, "value")
            default: continue
            }
            guard let control, let outlet = outlets.first(where: { $0.name == control }) else { continue }
            // What the check looked for shows what was entered (as a whole number or text), and what it found does not.
            let token = "(?<![0-9.])" + NSRegularExpression.escapedPattern(for: shown) + "(?![0-9])"
            guard expected.range(of: token, options: .regularExpression) != nil, actual.range(of: token, options: .regularExpression) == nil else { continue }
            // Read, but only by lines that did not run in this check (another path's): told with the first.
            let neverRead = Self.neverRead(control: control, outlet: outlet, state: state, context: context)
            if neverRead == nil, let site = Self.readOnlyWhereNotRun(control: control, context: context) {
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleInputReadOnlyWhereNotRun(control: control, value: shown, step: index + 1, statement: site.statement, line: site.line, condition: site.condition)
                })
            }
            guard let read = neverRead else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleInputNeverRead(control: control, value: shown, step: index + 1, expected: expected, read: read)
            })
        }
        return nil
    }

    /// The lines that read `control` (`email.text` in a call's argument, an assignment's value, a binding),
    /// when there are some and none of them ran in this check (the coverage says 0 for each): the first,
    /// with the innermost test it is under.
    static func readOnlyWhereNotRun(control: String, context: FailureContext) -> (statement: String, line: Int, condition: String?)? {
        let code = context.code
        let mentions = { (text: String) in text.range(of: #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: control) + #"\s*[?!]?\s*\.\s*\w+"#, options: .regularExpression) != nil }
        var sites: [(statement: String, line: Int, ran: Int?, condition: CodeFacts.Condition?, file: Int)] = []
        for call in code.calls where call.arguments.contains(where: mentions) || (call.receiver.map(mentions) ?? false) {
            sites.append((call.written, call.line, context.ran(call), call.conditions.first, call.file))
        }
        for assignment in code.assignments where mentions(assignment.value) && !mentions(assignment.target) {
            sites.append(("\(assignment.target) = \(assignment.value)", assignment.line, context.ran(assignment), assignment.conditions.first, assignment.file))
        }
        for binding in code.bindings where mentions(binding.value) {
            sites.append(("let \(binding.name) = \(binding.value)", binding.line, context.ran(file: binding.file, line: binding.line, column: 1), nil, binding.file))
        }
        guard !sites.isEmpty, sites.allSatisfy({ $0.ran == 0 }), let first = sites.min(by: { $0.line < $1.line }),
              // Another path's line: under a test (an `if`/`switch` arm) that was reached, not in a loop or a
              // closure that never ran, whose own readings say why.
              first.condition != nil,
              !code.loops.contains(where: { $0.file == first.file && $0.bodyLine <= first.line && first.line <= $0.endLine }),
              code.innermostClosure(file: first.file, line: first.line) == nil,
              // The path that ran: another arm of the same `if`/`else` or `switch` ran instead (the choice
              // between paths, not a test that only stopped the code, whose own readings say why).
              let group = code.branches.first(where: { $0.file == first.file && $0.arms.contains { $0.line <= first.line && first.line <= $0.endLine } }),
              // (A choice by the user's input or a segue, not a type pattern or an unwrap: why another
              // object came is the reading of that cast.)
              let own = group.arms.first(where: { $0.line <= first.line && first.line <= $0.endLine }),
              own.label.range(of: #"\bas[?!]?\s|\bis\s+[A-Z]|\blet\s+\w+\s*="#, options: .regularExpression) == nil,
              let taken = group.arms.first(where: { arm in !(arm.line <= first.line && first.line <= arm.endLine)
                  && (context.ran(file: group.file, line: arm.bodyLine, column: arm.bodyColumn) ?? 0) > 0 }),
              // (The arm of a missing value, `case nil`, ran: why the value was nil is the reading, not the path.)
              taken.label.range(of: #"^\s*case\s+(nil|\.none)\b"#, options: .regularExpression) == nil else { return nil }
        // A `switch`'s case is recorded as `subject is pattern`: said as the case it is.
        let condition = first.condition.map(\.text).map { text in
            text.firstMatch(#"^(.+?) is ("[^"]*"|\.\w+|-?\d+)$"#).map { "case \($0[2])" } ?? text
        }
        return (first.statement, first.line, condition)
    }

    /// `control.state` (`email.text`) when nothing of the learner's reads the control: every place
    /// that names its outlet (outside its declaration) only gives it a value (`interval.value =
    /// intervals[row]`), and no state of that kind is read through anything else (`sender.value` in
    /// the control's own action, a control found by tag), nor handed to a method taking that class.
    static func neverRead(control: String, outlet: CodeFacts.Property, state: String, context: FailureContext, ownTypeOnly: Bool = false) -> String? {
        let escaped = NSRegularExpression.escapedPattern(for: control)
        // `ownTypeOnly`: only the outlet's own class (and its extensions) can name it bare: another
        // type's member of that name (`var email = ""` in a model, `!email.isEmpty` in its getter) is
        // not this control. (The value reading keeps every file: a parameter of that name elsewhere
        // may be where the value was meant to go, which the search tells better.)
        let texts = context.sources.map(SegueIdentifierMismatchRule.withoutComments).map { ownTypeOnly ? Self.withoutOtherTypes($0, keeping: outlet.owner) : $0 }
        // (A declaration of another thing of that name, `var email = ""` in a model, is not a use.)
        let uses = texts.map { $0.allMatches(#"(?<![\w.])(?<!var )(?<!let )(?:self\.)?"# + escaped + #"\b(?!\s*:)"#).count }.reduce(0, +)
        let writes = texts.map { $0.allMatches(#"(?<![\w.])(?:self\.)?"# + escaped + #"\s*[!?]?\s*\.\s*\w+\s*=(?!=)"#).count }.reduce(0, +)
        guard uses == writes else { return nil }
        let type = outlet.type?.trimmingCharacters(in: CharacterSet(charactersIn: "!?")) ?? ""
        let member = NotControlStateRule.controls[type]?.state ?? state
        let outlets = context.code.properties.filter(\.isOutlet)
        let otherOutlets = Set(outlets.map(\.name)).subtracting([control])
        if context.code.reads.contains(where: { $0.member == member && !otherOutlets.contains($0.base.replacingOccurrences(of: "self.", with: "")) }) { return nil }
        if context.code.methods.contains(where: { $0.parameterTypes.contains(type) && !type.isEmpty }) { return nil }
        return "\(control).\(member)"
    }

    /// `text` with the bodies of the types other than `owner` blanked out (top-level `struct`,
    /// `class`, `enum`, `actor` declarations; `extension`s of `owner` stay).
    static func withoutOtherTypes(_ text: String, keeping owner: String?) -> String {
        guard let owner else { return text }
        var characters = Array(text)
        let pattern = try? NSRegularExpression(pattern: #"(?m)^\s*(?:(?:public|private|fileprivate|internal|final|open)\s+)*(?:struct|class|enum|actor|extension)\s+(\w+)[^{]*\{"#)
        let ns = text as NSString
        for match in pattern?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? [] {
            guard ns.substring(with: match.range(at: 1)) != owner,
                  let open = Range(NSRange(location: match.range.location + match.range.length - 1, length: 1), in: text) else { continue }
            var index = text.distance(from: text.startIndex, to: open.lowerBound)
            var depth = 0
            var inString = false
            let start = index
            while index < characters.count {
                let character = characters[index]
                if character == "\"" { inString.toggle() }
                if !inString {
                    if character == "{" { depth += 1 }
                    if character == "}" { depth -= 1; if depth == 0 { break } }
                }
                index += 1
            }
            for position in start..<min(index, characters.count) where characters[position] != "\n" { characters[position] = " " }
        }
        return String(characters)
    }

    /// The text the check typed before `failed` into a control nothing reads: the control, the text,
    /// the step (1-based) and the state never read.
    static func typedNeverRead(context: FailureContext) -> (control: String, text: String, step: Int, read: String)? {
        let failed = context.failureStep ?? Int.max
        let outlets = context.code.properties.filter(\.isOutlet)
        for (index, step) in context.check.steps.enumerated() where index < failed {
            guard case let .type(locator, text) = step, !text.isEmpty, let control = locator.outlet,
                  let outlet = outlets.first(where: { $0.name == control }),
                  let read = neverRead(control: control, outlet: outlet, state: "text", context: context, ownTypeOnly: true) else { continue }
            return (control, text, index + 1, read)
        }
        return nil
    }
}
