import Foundation
import Texts

/// A control of the learner's that did not hold what the code took it to hold, as the run noted it
/// (R14.4): a slider or stepper that kept a value within its range (`value = 5` on a slider whose
/// `maximumValue` is 1), a picker view without rows (`selectRow` ignored, `selectedRow` -1), a
/// segmented control read with no segment selected (-1), a switch made in code and never set
/// (off). The note is the run's; the control is the learner's property of that class whose member
/// the code writes, calls or reads; the line is that write, call or read.
struct ControlStateRule: TeachingRule {
    let id = "control-state"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let last = context.failureStep ?? Int.max
        let code = context.code
        // A control the check's own steps set is the user's input: its state is what the user gave.
        let setByChecks = Set(context.check.steps.prefix(last + 1).compactMap { step -> String? in
            if case let .set(locator, _, _, _) = step { return locator.outlet }
            return nil
        })
        for note in context.evidence.controlNotes.reversed() where (note.step ?? 0) <= last {
            let candidates = code.properties.filter { Self.controlClass(of: $0) == note.className && !setByChecks.contains($0.name) }
            guard !candidates.isEmpty else { continue }
            guard let found = place(of: note, among: candidates, code: code) else { continue }
            let property = found.property
            let name = property.name
            switch note.member {
            case "value":
                // `5.0 → 1.0`: asked, kept.
                let parts = note.detail.components(separatedBy: " → ")
                guard parts.count == 2, let range = note.reason.components(separatedBy: " = ").last else { continue }
                let bounds = range.components(separatedBy: "...")
                let asked = Self.number(parts[0]), kept = Self.number(parts[1])
                let maxSide = Double(parts[0]).flatMap { a in Double(parts[1]).map { a > $0 } } ?? true
                let bound = maxSide ? "maximumValue" : "minimumValue"
                let boundSet = code.assignments.contains { $0.base == name && $0.member == bound }
                let boundValue = bounds.count == 2 ? Self.number(maxSide ? bounds[1] : bounds[0]) : kept
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleControlKeptInRange(statement: found.text, line: found.line, control: name, className: note.className,
                                              asked: asked, kept: kept, bound: bound, boundValue: boundValue, boundSetInCode: boundSet)
                })
            case "selectRow(_:inComponent:animated:)", "selectedRow(inComponent:)":
                let noDataSource = note.reason.contains("no dataSource")
                let dataSourceSet = code.assignments.contains { $0.base == name && $0.member == "dataSource" }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.rulePickerWithoutRows(statement: found.text, line: found.line, picker: name,
                                             ignoredSelect: note.ignoredCall, noDataSource: noDataSource && !dataSourceSet)
                })
            case "selectedSegmentIndex":
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSegmentNotSelected(statement: found.text, line: found.line, control: name, madeInCode: !property.isOutlet)
                })
            case "isOn":
                guard !property.isOutlet else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSwitchNeverSet(statement: found.text, line: found.line, control: name)
                })
            default:
                continue
            }
        }
        return nil
    }

    /// The learner's property of that control class whose member the code writes, calls or reads,
    /// and that line (the first one for a read, the one that ran for a write).
    private func place(of note: Evidence.ControlNote, among candidates: [CodeFacts.Property], code: CodeFacts)
        -> (property: CodeFacts.Property, text: String, line: Int)? {
        let method = String(note.member.prefix { $0 != "(" })
        for property in candidates {
            let name = property.name
            if note.member == "value" {
                if let write = code.assignments.first(where: { $0.base == name && $0.member == "value" }) {
                    return (property, write.statement, write.line)
                }
                if let call = code.calls.first(where: { $0.receiver == name && $0.name == "setValue" }) {
                    return (property, call.written, call.line)
                }
            } else if note.member.contains("(") {
                if let call = code.calls.first(where: { $0.receiver == name && $0.name == method }) {
                    return (property, call.written, call.line)
                }
            } else if let read = code.reads.first(where: { $0.base == name && $0.member == note.member }) {
                return (property, "\(read.base).\(read.member)", read.line)
            }
        }
        return nil
    }

    /// The control class a property holds: its declared type, or the class its value is made of.
    static func controlClass(of property: CodeFacts.Property) -> String? {
        if let type = property.type {
            return String(type.filter { $0 != "!" && $0 != "?" && $0 != " " })
        }
        guard let initial = property.initial, let paren = initial.firstIndex(of: "(") else { return nil }
        let head = initial[..<paren].trimmingCharacters(in: .whitespaces)
        return head.allSatisfy { $0.isLetter || $0.isNumber } ? head : nil
    }

    /// `5.0` → `5`, `0.5` stays.
    static func number(_ text: String) -> String {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return text }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
