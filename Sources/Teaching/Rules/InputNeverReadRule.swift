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
            // Nothing of the learner's reads the outlet: every place that names it (outside its declaration)
            // only gives it a value (`interval.value = intervals[row]`).
            let escaped = NSRegularExpression.escapedPattern(for: control)
            let texts = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
            let uses = texts.map { $0.allMatches(#"(?<![\w.])(?:self\.)?"# + escaped + #"\b(?!\s*:)"#).count }.reduce(0, +)
            let writes = texts.map { $0.allMatches(#"(?<![\w.])(?:self\.)?"# + escaped + #"\s*[!?]?\s*\.\s*\w+\s*=(?!=)"#).count }.reduce(0, +)
            guard uses == writes else { continue }
            let type = outlet.type?.trimmingCharacters(in: CharacterSet(charactersIn: "!?")) ?? ""
            let member = NotControlStateRule.controls[type]?.state ?? state
            let read = "\(control).\(member)"
            // A state of that kind read through something else (`sender.value` in the control's own
            // action, a control found by tag): it may be this control.
            let otherOutlets = Set(outlets.map(\.name)).subtracting([control])
            if context.code.reads.contains(where: { $0.member == member && !otherOutlets.contains($0.base.replacingOccurrences(of: "self.", with: "")) }) { continue }
            if context.code.methods.contains(where: { $0.parameterTypes.contains(type) && !type.isEmpty }) { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleInputNeverRead(control: control, value: shown, step: index + 1, expected: expected, read: read)
            })
        }
        return nil
    }
}
