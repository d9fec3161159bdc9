import Foundation
import Texts
import WorkbookProtocol

/// A control's state read into a stored value where the screen is made or loaded
/// (`presets["ActionSubmit"] = Settings(isUpdate: isUpdate.isOn, …)` in `viewDidLoad`), the value the
/// check reads coming from that stored value, while the check changes that control afterwards and no
/// other code of the screen reads it: what is sent is the control's state at load.
///
/// Premise: the check types in or sets the control (its outlet); the load-time write ran, and the
/// stored member is among the origins of the value's setter, which ran; the control's state is read
/// nowhere else in the screen's class (no other method, no computed property).
struct ControlReadAtLoadRule: TeachingRule {
    let id = "control-read-at-load"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let changed = context.changedOutlets
        guard !changed.isEmpty else { return nil }
        let code = context.code
        let functions = SourceScan.functions(in: context.sources)
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let origins = context.origins(of: setter)
            for load in code.assignments where load.owner == setter.owner && load.closureOf == nil && load.storedIn == nil
                && CaptureListSnapshotRule.once.contains(load.method ?? "") && load.line != setter.line {
                // (A dictionary's or an array's element is its collection's: `presets["ActionSubmit"]`.)
                let stored = String(load.member.prefix { $0 != "[" })
                guard FailureContext.mentions(origins, stored), (context.ran(load) ?? 0) > 0 else { continue }
                // The control whose read is the member the setter takes (`settings.isUpdate` from
                // `isUpdate: isUpdate.isOn`, or the outlet of that name) first, else in order.
                let taken = setter.value.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last.map(String.init) ?? ""
                let ordered = changed.sorted { first, second in
                    let rank = { (outlet: String) -> Int in
                        outlet == taken || load.value.range(of: "\\b" + NSRegularExpression.escapedPattern(for: taken) + "\\s*:\\s*" + NSRegularExpression.escapedPattern(for: outlet) + "\\b", options: .regularExpression) != nil ? 0 : 1
                    }
                    return (rank(first), load.value.range(of: first)?.lowerBound ?? load.value.endIndex) < (rank(second), load.value.range(of: second)?.lowerBound ?? load.value.endIndex)
                }
                for outlet in ordered {
                    guard let read = load.value.firstMatch(FailureContext.controlStatePattern(outlet))?[0] else { continue }
                    let again = context.controlReadAfterLoad(outlet, owner: load.owner, functions: functions)
                    // Stored again elsewhere (`settings.isUpdate = sender.isOn` in an action): not a snapshot only.
                    let storedAgain = code.assignments.contains { other in
                        other.owner == load.owner && !CaptureListSnapshotRule.once.contains(other.method ?? "")
                            && (other.member == stored || other.target.range(of: "\\b" + NSRegularExpression.escapedPattern(for: stored) + "\\b", options: .regularExpression) != nil)
                            // …with a control's state (`sender.isOn`), not the stored value written back.
                            && other.value.range(of: #"\.(isOn|value|text|selectedSegmentIndex|date)\b"#, options: .regularExpression) != nil
                    }
                    guard !again, !storedAgain else { continue }
                    let statement = ReadOnceRule.oneLine(load.statement)
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleControlReadAtLoad(statement: statement.count > 90 ? ReadOnceRule.oneLine(load.target) + " = …" : statement, method: load.method ?? "",
                                                 line: load.line, read: read, outlet: outlet, setter: ReadOnceRule.oneLine(setter.statement), setterLine: setter.line)
                    })
                }
            }
        }
        return nil
    }
}

extension FailureContext {
    /// The outlets the check typed into or set up to its failing step.
    var changedOutlets: Set<String> {
        Set(check.steps.prefix((failure.step ?? Int.max) + 1).compactMap { step -> String? in
            switch step {
            case let .type(locator, _): return locator.outlet
            case let .set(locator, _, _, _): return locator.outlet
            default: return nil
            }
        })
    }

    /// A read of the state of the control `outlet` (`email.text`, `isUpdate.isOn`, `interval.value`).
    static func controlStatePattern(_ outlet: String) -> String {
        "\\b" + NSRegularExpression.escapedPattern(for: outlet) + "\\s*[?!]?\\s*\\.(text|isOn|value|selectedSegmentIndex|date)\\b"
    }

    /// Whether `owner` reads the state of `outlet` again outside its load-time methods: in another
    /// method, or in a computed property's getter.
    func controlReadAfterLoad(_ outlet: String, owner: String?, functions: [SourceScan.Function]) -> Bool {
        let pattern = Self.controlStatePattern(outlet)
        let onceNames = Set(CaptureListSnapshotRule.once.map { String($0.prefix { $0 != "(" }) })
        return functions.contains { $0.className == owner && !onceNames.contains($0.name) && $0.body.range(of: pattern, options: .regularExpression) != nil }
            || code.properties.contains { $0.owner == owner && $0.isComputed && ($0.getterBody ?? $0.getter ?? "").range(of: pattern, options: .regularExpression) != nil }
    }
}
