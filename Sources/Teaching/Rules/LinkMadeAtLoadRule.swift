import Foundation
import Texts

/// A write through another screen's property with `?.` (`form.presenter?.delegate = presenter` in
/// `prepare`) that ran before that screen's view loaded, where the property is given its object only
/// in that screen's `viewDidLoad` (or another appearance method): it was still nil, so `?.` skipped
/// the write. Premise: the write ran (coverage), the trace shows the screen's view loaded after the
/// method holding it ran, and nothing else gives the property a value. Outlets have their own
/// reading (`outlet-chain-before-load`).
struct LinkMadeAtLoadRule: TeachingRule {
    let id = "link-made-at-load"
    let supersededBy: Set<String> = ["outlet-chain-before-load"]

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for setter in code.assignments where (context.ran(setter) ?? 0) > 0 {
            guard let match = setter.written.firstMatch(#"^(?:self\.)?\w+\.(\w+)\?\."#), let method = setter.method else { continue }
            let name = match[1]
            // The class whose property it is: given its object only in that class's appearance methods.
            for property in code.properties where property.name == name && !property.isOutlet && !property.isComputed && property.initial == nil {
                guard let owner = property.owner, owner != setter.owner else { continue }
                let givers = code.assignments.filter { $0.member == name && $0.owner == owner && FailureContext.isSelfBase($0.base) }
                guard let giver = givers.first, givers.allSatisfy({ giver in
                    OutletChainBeforeLoadRule.lifecycle.contains(String((giver.method ?? "").prefix { $0 != "(" }))
                }) else { continue }
                // Nothing else gives it (another screen's `form.presenter = …`).
                if code.assignments.contains(where: { $0.member == name && $0.owner != owner && !($0.written.contains(name + "?.")) && $0.written.hasSuffix("." + name) }) { continue }
                // The trace: the setter's method ran before that screen's view loaded.
                guard let ranAt = context.runs(of: method, owner: setter.owner).last?.index,
                      let instance = context.evidence.order.compactMap({ context.evidence.instances[$0] }).last(where: { $0.className == owner && $0.loadedAt != nil }),
                      let loadedAt = instance.loadedAt, ranAt < loadedAt else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLinkMadeAtLoad(setter: setter.statement, line: setter.line, method: method, property: name, owner: owner,
                                          instance: instance.tag, giver: giver.statement, giverLine: giver.line, giverMethod: giver.method ?? "viewDidLoad()")
                })
            }
        }
        return nil
    }
}
