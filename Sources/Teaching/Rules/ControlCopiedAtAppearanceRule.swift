import Foundation
import Texts
import WorkbookProtocol

/// A control's state copied into a local where the screen loads or appears (`let currentEmail =
/// email.text ?? ""` in a method `viewWillAppear` calls), and a closure made there hands the copy on
/// when it is called later (`result.paramEmail = currentEmail`, in a handler `prepare` runs): the
/// closure keeps the value the control had when the screen appeared, before the check typed
/// (held-out 288-01).
///
/// Premise: the check changed that control; the line that gives what the check read is inside a
/// closure of the method holding the copy, and ran; that method is a load or appearance callback,
/// or a method of the class called only from those; none of those callbacks ran for the screen
/// after the check changed the control.
struct ControlCopiedAtAppearanceRule: TeachingRule {
    let id = "control-copied-at-appearance"
    static let appearance: Set<String> = ["viewDidLoad()", "loadView()", "awakeFromNib()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let changed = context.changedOutlets
        guard !changed.isEmpty, let firstInput = context.inputSteps(upTo: context.failureStep ?? Int.max).filter({ changed.contains($0.outlet) }).map(\.step).min() else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where setter.closureOf != nil && (context.ran(setter) ?? 0) > 0 {
            guard let method = setter.method, let owner = setter.owner else { continue }
            for binding in code.bindings where !binding.isCapture && binding.owner == owner && binding.method == method && binding.line < setter.line
                && FailureContext.mentions(setter.value, binding.name) {
                // A local declared inside the closure itself is read each time the closure runs.
                guard !code.closureSpans.contains(where: { span in
                    span.file == binding.file && span.firstLine <= binding.line && binding.line <= span.lastLine
                        && span.firstLine <= setter.line && setter.line <= span.lastLine
                }) else { continue }
                guard let outlet = changed.sorted().first(where: { binding.value.range(of: FailureContext.controlStatePattern($0), options: .regularExpression) != nil }),
                      let read = binding.value.firstMatch(FailureContext.controlStatePattern(outlet))?[0] else { continue }
                // The callbacks the copy is made in: the method itself, or those calling it.
                let base = String(method.prefix { $0 != "(" })
                let callers = Self.appearance.contains(method) ? [method]
                    : Array(Set(code.calls.filter { $0.owner == owner && $0.name == base && ($0.receiver == nil || $0.receiver == "self") }.compactMap(\.method)))
                guard !callers.isEmpty, callers.allSatisfy(Self.appearance.contains) else { continue }
                // None of them ran after the check changed the control.
                let late = (callers + [method]).contains { caller in context.runs(of: caller, owner: owner).contains { ($0.event.step ?? 0) >= firstInput } }
                guard !late else { continue }
                // Not conclusive: the what-if search may add the read that makes the check pass.
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleControlCopiedAtAppearance(binding: "\(binding.name) = \(ReadOnceRule.oneLine(binding.value))", line: binding.line, method: FailureContext.traceName(method),
                                                     read: read, setter: ReadOnceRule.oneLine(setter.statement), setterLine: setter.line, name: binding.name)
                })
            }
        }
        return nil
    }
}
