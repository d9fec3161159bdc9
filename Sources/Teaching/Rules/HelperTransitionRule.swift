import Foundation
import WorkbookProtocol

/// An action that ran and changed no screen, because the transition it asked a helper object
/// for (`router.showResult(…)`, `navigator.back()`) did nothing there: the helper's link to the
/// screens (`host`, `nav`) was nil. Why, from the code: nothing ever gives that link a value, or
/// only another instance of the helper got one (the action's screen made its own with `Navigator()`).
struct HelperTransitionRule: TeachingRule {
    let id = "helper-link-nil"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isAboutScreens, let step = context.failure.step else { return nil }
        let evidence = context.evidence
        let moved = evidence.transitions(upTo: step).filter { $0.ignored == nil && ($0.step ?? 0) > 0 }
        guard let action = evidence.lastAction(upTo: step), !moved.contains(where: { $0.index > action.index }) else { return nil }
        let code = context.code
        let actionClass = action.event.className
        guard let actionMethod = code.methods.first(where: { $0.owner == actionClass && FailureContext.traceName($0.name) == action.event.member }) else { return nil }
        for call in code.calls where call.method == actionMethod.name && call.owner == actionClass && (context.ran(call) ?? 0) > 0 {
            // The helper object: a property of the screen made with its initializer (`let router = Router()`).
            guard let root = call.receiver.map(CodeFacts.rootName), root != "self",
                  let property = code.properties.first(where: { $0.name == root && $0.owner == actionClass }),
                  let helperClass = (property.initial ?? "").firstMatch(#"^([A-Z]\w*)\s*\("#)?[1] ?? property.type.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }),
                  let helper = code.methods.first(where: { $0.owner == helperClass && $0.baseName == call.name }) else { continue }
            for transition in code.calls where transition.method == helper.name && transition.owner == helperClass
                && SkippedOptionalChainRule.transitionCalls[transition.name] != nil {
                // The link the transition needed: the chain's first name, or the name an unwrap above it bound.
                let link: String?
                if (context.ran(transition) ?? 0) > 0, transition.optionalChain {
                    link = transition.receiverRoot
                } else if context.ran(transition) == 0 {
                    link = transition.conditions.lazy.compactMap { $0.text.firstMatch(#"let\s+\w+\s*=\s*(?:self\.)?(\w+)\s*(?:,|$)"#)?[1] }.first
                        ?? transition.receiverRoot
                } else { link = nil }
                guard let link, code.properties.contains(where: { $0.name == link && $0.owner == helperClass }) else { continue }
                let givers = code.assignments.filter { $0.member == link && $0.value != "nil" }
                // Never given; or given only through another screen's helper (`navigator.nav = …` in
                // ViewController), while this screen made its own and never gives it.
                let madeHere = property.initial?.hasPrefix(helperClass) == true
                let givenToThis = givers.contains { $0.owner == actionClass && $0.base.map(CodeFacts.rootName) == root }
                let given = givers.first { $0.owner != actionClass || ($0.base.map(CodeFacts.rootName) != root && $0.base != nil) }
                guard givers.isEmpty || (madeHere && !givenToThis && given != nil) else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleHelperLinkNil(action: "\(action.event.instance).\(action.event.member)", call: call.written, callLine: call.line,
                                         transition: transition.quoted, transitionLine: transition.line, helperClass: helperClass, link: link,
                                         holder: root, madeLine: property.line, owner: actionClass,
                                         givenOwner: givers.isEmpty ? nil : given?.owner, givenLine: given?.line)
                })
            }
        }
        return nil
    }
}
