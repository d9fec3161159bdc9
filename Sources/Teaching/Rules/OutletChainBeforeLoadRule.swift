import Foundation
import WorkbookProtocol

/// A screen's own outlet written through `?.` (`resultEmail?.text = paramEmail`) that ran (the
/// coverage shows it) while the label kept its storyboard text: the outlet was nil each time it
/// ran, and an outlet the storyboard connects is nil only before the view loads. What made it
/// run early is named: the property whose `didSet` holds it, set from another screen
/// (`rvc.paramEmail = …` before the push), or the method holding it, called on the new screen
/// before it was shown (`rvc.configure(…)`).
struct OutletChainBeforeLoadRule: TeachingRule {
    let id = "outlet-chain-before-load"
    static let lifecycle: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]

    func explain(_ context: FailureContext) -> Explanation? {
        // The label's text is nil (never given one) or still the storyboard's.
        guard case let .label(outlet, _)? = context.failure.expectation, context.failure.actual == nil || context.failure.actual == "nil" || context.subjectUntouched == true,
              let expected = context.failure.expected.map(WrongBranchRule.unquoted), !expected.isEmpty else { return nil }
        let code = context.code
        let setters = code.assignments.filter { $0.member == "text" && ($0.base == outlet) }
        // Another line giving the label its text ran: the label would not be untouched.
        guard setters.filter({ !$0.written.hasPrefix(outlet + "?") && !$0.written.hasPrefix("self." + outlet + "?") })
                .allSatisfy({ (context.ran($0) ?? 0) == 0 }) else { return nil }
        for setter in setters where setter.written.hasPrefix(outlet + "?") || setter.written.hasPrefix("self." + outlet + "?") {
            guard setter.closureOf == nil, let owner = setter.owner, let method = setter.method, (context.ran(setter) ?? 0) > 0,
                  context.isAbout(className: owner),
                  !Self.lifecycle.contains(String(method.prefix { $0 != "(" })) else { continue }
            // Every run of it met a nil outlet; none of its runs was after the view loaded.
            let observed = method.hasSuffix(".didSet") || method.hasSuffix(".willSet") ? String(method.prefix { $0 != "." }) : nil
            var trigger: (text: String, line: Int, file: Int, owner: String?, method: String?)?
            if let observed {
                if let giver = code.assignments.first(where: { $0.member == observed && $0.base != nil && $0.base != "self" && (context.ran($0) ?? 0) > 0 }) {
                    trigger = ("\(giver.target) = \(giver.value)", giver.line, giver.file, giver.owner, giver.method)
                }
            } else if let declared = code.method(method, in: owner), !declared.isOverride, !declared.isAction {
                if let call = code.calls.first(where: { $0.name == declared.baseName && $0.receiver != nil && $0.owner != owner && (context.ran($0) ?? 0) > 0 }) {
                    trigger = ("\(call.receiver ?? "").\(call.name)(…)", call.line, call.file, call.owner, call.method)
                }
            } else { continue }
            // The trace agrees: the instance's view loaded after the method that set it off ran.
            let instances = context.evidence.order.compactMap { context.evidence.instances[$0] }.filter { $0.className == owner && $0.loadedAt != nil }
            guard let instance = instances.last else { continue }
            if let trigger, let triggerMethod = trigger.method, let triggerOwner = trigger.owner {
                let base = String(triggerMethod.prefix { $0 != "(" })
                if let ranAt = context.events.lastIndex(where: { $0.className == triggerOwner && $0.member.hasPrefix(base) }),
                   let loadedAt = instance.loadedAt, loadedAt < ranAt { continue }
            }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOutletChainBeforeLoad(setter: "\(setter.written) = \(setter.value)", line: setter.line, observer: observed,
                                             method: method, instance: instance.tag, outlet: outlet, trigger: trigger?.text,
                                             triggerLine: trigger?.line, triggerFile: trigger.flatMap { $0.file == setter.file ? nil : context.fileName($0.file) })
            })
        }
        return nil
    }
}
