import Foundation
import WorkbookProtocol

/// A value given through an optional chain that looks a screen up (`previousScreen(as:)?.paramEmail
/// = …`, `(navigationController?.viewControllers.last as? Main)?.value = …`) after a transition of
/// the same method had already changed the screens (`goBack()`, whose body pops, or the pop
/// itself): the line ran (the coverage shows it), the value never arrived, so the lookup found
/// nothing and `?.` skipped the assignment.
struct ReadAfterTransitionRule: TeachingRule {
    let id = "read-after-transition"
    static let screenWords = ["topViewController", "viewControllers", "presentedViewController", "presentingViewController", "navigationController",
                              "visibleViewController", "parent"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, context.subjectUntouched != false else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where setter.written.contains("?") && setter.closureOf == nil && (context.ran(setter) ?? 0) > 0 {
            // The left side as written (normalizing joins `(x as? Y)` into one word).
            guard let method = setter.method, setter.base != nil else { continue }
            let base = setter.written
            // What the chain reads: the screens directly, or through a method of the learner's.
            var via: String?
            if !Self.screenWords.contains(where: { FailureContext.mentions(base, $0) }) {
                let helper = code.methods.first(where: { helper in
                    base.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: helper.baseName))\s*\("#, options: .regularExpression) != nil
                        && Self.readsScreens(helper.name, owner: helper.owner, code: code)
                })?.name ?? code.properties.first(where: { property in
                    let body = property.getter ?? context.declaredBody(of: property).map { String($0.prefix(400)) } ?? ""
                    return property.isComputed && FailureContext.mentions(base, property.name)
                        && Self.screenWords.contains(where: { FailureContext.mentions(body, $0) })
                })?.name
                guard let helper else { continue }
                via = helper
            }
            // A transition that ran earlier in the same method: the call itself, or a helper of the learner's holding one.
            // (Not one in a `defer`: that runs as the method ends, after the lines below it.)
            for call in code.calls where call.method == method && call.owner == setter.owner && call.file == setter.file && call.line < setter.line
                && call.deferLine == nil && (context.ran(call) ?? 0) > 0 {
                var transition: String?
                if SkippedOptionalChainRule.transitionCalls[call.name] != nil {
                    transition = call.name
                } else if call.receiver == nil,
                          let helper = code.methods.first(where: { $0.baseName == call.name && $0.owner == call.owner })
                            ?? code.methods.first(where: { $0.baseName == call.name && ($0.owner ?? "").hasPrefix("UI") }),
                          let inner = code.calls.first(where: { $0.method == helper.name && $0.owner == helper.owner
                              && SkippedOptionalChainRule.transitionCalls[$0.name] != nil && (context.ran($0) ?? 0) > 0 }) {
                    transition = inner.name
                }
                guard let transition else { continue }
                let callText = call.written
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleReadAfterTransition(assignment: "\(setter.written) = \(setter.value)", line: setter.line, call: callText, callLine: call.line,
                                               transition: transition, via: via)
                })
            }
        }
        // The line never ran: a test before it reads a name bound to the screens (`let stack =
        // nav.viewControllers`) after a transition of the same method had run (`nav.popViewController`).
        for setter in context.settersOfSubject where setter.closureOf == nil && context.ran(setter) == 0 {
            guard let method = setter.method else { continue }
            let inMethod = code.bindings.filter { $0.method == method && $0.owner == setter.owner && $0.file == setter.file && $0.line < setter.line && !$0.isCapture }
            for binding in inMethod where Self.screenWords.contains(where: { FailureContext.mentions(binding.value, $0) }) {
                // The setter's tests read it, or the setter writes through a name bound from it.
                let readers = inMethod.filter { $0.line > binding.line && FailureContext.mentions($0.value, binding.name) }.map(\.name)
                guard setter.conditions.contains(where: { FailureContext.mentions($0.text, binding.name) })
                        || ([binding.name] + readers).contains(where: { CodeFacts.rootName(setter.written) == $0 }) else { continue }
                guard let call = code.calls.first(where: { call in
                    call.method == method && call.owner == setter.owner && call.file == setter.file && call.line < binding.line && call.deferLine == nil
                        && SkippedOptionalChainRule.transitionCalls[call.name] != nil && (context.ran(call) ?? 0) > 0
                }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleReadAfterTransitionNeverRan(assignment: "\(setter.written) = …", line: setter.line, binding: binding.name, value: binding.value,
                                                       bindingLine: binding.line, call: call.written, callLine: call.line)
                })
            }
        }
        return nil
    }

    /// Whether the method reads the screens (the stack, the presenter, the navigation controller).
    static func readsScreens(_ method: String, owner: String?, code: CodeFacts) -> Bool {
        func mentionsScreens(_ text: String?) -> Bool { screenWords.contains { FailureContext.mentions(text ?? "", $0) } }
        return code.reads.contains { $0.method == method && $0.owner == owner && screenWords.contains($0.member) }
            || code.calls.contains { $0.method == method && $0.owner == owner && mentionsScreens($0.receiver) }
            || code.returns.contains { $0.method == method && $0.owner == owner && mentionsScreens($0.value) }
    }
}
