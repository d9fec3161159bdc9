import Foundation
import Texts
import WorkbookProtocol

/// A method UIKit calls only for the user's own touch (`tableView(_:didSelectRowAt:)`, a control's
/// `.valueChanged` action) never ran, while the code made the same change itself (`selectRow(at:…)`,
/// `isOn = true`, `selectedSegmentIndex = 1`), which sends no event: what the method holds (a
/// transition, the value) never happened. From the coverage (the method's body never ran, the call did).
struct NoEventFromCodeRule: TeachingRule {
    let id = "no-event-from-code"

    /// The calls that change a selection from code, and the delegate methods a user's tap would run.
    static let selections: [String: [String]] = [
        "selectRow": ["tableView(_:didSelectRowAt:)", "tableView(_:willSelectRowAt:)"],
        "selectItem": ["collectionView(_:didSelectItemAt:)", "collectionView(_:shouldSelectItemAt:)"],
        "selectTab": [],
    ]
    /// A control's state set from code (`isOn`, `value`, `selectedSegmentIndex`, `setOn`): no `.valueChanged`.
    static let controlStates: Set<String> = ["isOn", "value", "selectedSegmentIndex", "date"]

    func explain(_ context: FailureContext) -> Explanation? {
        // A screen that did not come or a value that did not arrive: what such a method would have done.
        guard context.isScreenCheck || context.isMissingValue else { return nil }
        let code = context.code
        for method in code.methods where (context.ran(method) ?? 1) == 0 {
            // What the method would have done: a transition, or a line that gives a value.
            let inside = code.calls.filter { $0.owner == method.owner && $0.method == method.name && SkippedOptionalChainRule.transitionCalls[$0.name] != nil }
            let gives = code.assignments.filter { $0.owner == method.owner && $0.method == method.name }
            // (Or a method of the learner's it calls, which does that.)
            let helper = code.calls.first { call in
                call.owner == method.owner && call.method == method.name && call.receiver == nil
                    && code.methods.contains { $0.baseName == call.name && $0.owner == method.owner && $0.name != method.name }
            }
            guard let doing = inside.first.map({ ($0.quoted, $0.line) }) ?? gives.first.map({ ($0.statement, $0.line) }) ?? helper.map({ ($0.quoted, $0.line) })
            else { continue }
            // A selection changed by the code, for a delegate method a tap would run.
            // (In the same class: its own table or collection, selected by its own code.)
            if let call = code.calls.first(where: { call in
                (Self.selections[call.name] ?? []).contains(method.name) && call.owner == method.owner && (context.ran(call) ?? 0) > 0
            }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNoEventFromCode(change: call.quoted, line: call.line, method: method.name, doing: doing.0, doingLine: doing.1, control: nil)
                })
            }
            // A control's state set by the code, for the action its `.valueChanged` would send.
            if method.isAction || method.name.hasSuffix("(_:)"), let sender = NotControlStateRule.parameterType("sender", of: method).map(CodeFacts.bareType),
               ["UISwitch", "UISegmentedControl", "UIStepper", "UISlider", "UIDatePicker"].contains(sender),
               let write = code.assignments.first(where: { assignment in
                   Self.controlStates.contains(assignment.member) && assignment.owner == method.owner && (context.ran(assignment) ?? 0) > 0
                       && assignment.base.map { base in NotControlStateRule.type(of: base.replacingOccurrences(of: "self.", with: ""), method: assignment.method, owner: assignment.owner, code: code).map(CodeFacts.bareType) == sender } == true
               }) {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleNoEventFromCode(change: write.statement, line: write.line, method: method.name, doing: doing.0, doingLine: doing.1, control: sender)
                })
            }
        }
        return nil
    }
}
