import Foundation
import Texts

/// The screen shows a property when it appears (`viewWillAppear`, or a helper it calls), and the
/// property is written only inside a closure stored in another object (`form.onSave = { … }`),
/// which that object calls inside the completion of `dismiss`/`present`: UIKit runs a completion
/// once the transition has finished, after the screen appeared and showed the old value. The
/// place to name is the call of the stored closure (`onSave?(text)` in the completion), not the
/// closure's body.
struct CallbackInCompletionRule: TeachingRule {
    let id = "callback-in-completion"
    static let appearing = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        for (setter, _, owner, property) in context.labelSettersShowing(outlet) {
            // Shown when the screen appears: in an appearance method, or in a helper one of them calls.
            guard let shownIn = setter.method else { continue }
            let base = String(shownIn.prefix { $0 != "(" })
            // (Shown in the appearance method itself: the timing reading names it, `ran-at-wrong-time`; a helper
            // it calls, `render()`, is what that reading cannot follow.)
            guard !Self.appearing.contains(shownIn) else { continue }
            let appearsWith = Self.appearing.first { name in
                code.calls.contains { $0.owner == owner && $0.method == name && $0.name == base && ($0.receiver == nil || $0.receiver == "self") }
            }
            guard let appearsWith else { continue }
            let writers = code.assignments.filter { $0.member == property.name && $0.owner == owner && $0.storedIn != nil }
            guard !writers.isEmpty, !code.assignments.contains(where: { $0.member == property.name && $0.owner == owner && $0.storedIn == nil && $0.method != nil
                    && !$0.method!.hasPrefix("init") }) else { continue }
            for writer in writers {
                guard let stored = writer.storedIn else { continue }
                let call = code.calls.first { call in
                    call.name == stored && (context.ran(call) ?? 0) > 0 && StatementTimingRule.completions[call.closureOf ?? ""] != nil
                }
                guard let call, let completion = StatementTimingRule.completions[call.closureOf ?? ""], let callOwner = call.owner, let callMethod = call.method else { continue }
                guard let reader = context.runs(of: appearsWith, owner: owner).last else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStatementTiming(statement: call.quoted, owner: callOwner, method: callMethod, line: call.line,
                                           timing: .inCompletion(call: completion, reader: "\(reader.event.instance).\(reader.event.member)"),
                                           suggestion: .beforeCall(call: completion))
                })
            }
        }
        return nil
    }
}
