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
        // A property of a screen the code never gave, while it wrote that screen's outlets from
        // another one through `?.` before its view loaded.
        if case let .property(of, name, _)? = context.failure.expectation, !context.code.assignments.contains(where: { $0.member == name }) {
            let owner = String(of.split(separator: "#")[0])
            let outlets = Set(context.code.properties.filter { $0.owner == owner && $0.isOutlet }.map(\.name))
            if let other = otherScreensOutlet(context, labelOwner: owner, { outlets.contains($0) }) { return other }
            if let tested = testedOutlet(context, labelOwner: owner, { outlets.contains($0) }) { return tested }
            // Or its own method writing them (`configure(email:…)` called from the form before `present`).
            return outlets.sorted().lazy.compactMap { ownMethodBeforeLoad(context, outlet: $0) }.first
        }
        // The label's text is nil (never given one) or still the storyboard's.
        guard case let .label(outlet, _)? = context.failure.expectation, context.failure.actual == nil || context.failure.actual == "nil" || context.subjectUntouched == true,
              let expected = context.failure.expected.map(WrongBranchRule.unquoted), !expected.isEmpty else { return nil }
        if let bound = boundOutlet(context, outlet: outlet) { return bound }
        if let own = ownMethodBeforeLoad(context, outlet: outlet) { return own }
        let code = context.code
        // Another screen's outlet written through `?.` (`rvc.resultEmail?.text = …` in `prepare`):
        // it ran before that screen's view loaded (the trace), when its outlets were still nil.
        guard let labelOwner = code.properties.first(where: { $0.name == outlet && $0.isOutlet })?.owner else { return nil }
        return otherScreensOutlet(context, labelOwner: labelOwner) { $0 == outlet }
            ?? testedOutlet(context, labelOwner: labelOwner) { $0 == outlet }
    }

    /// Another screen's outlet tested against nil (`if rvc!.resultEmail != nil { rvc!.resultEmail.text = … }`,
    /// `guard dest.label != nil`) before that screen's view loaded: the outlet was nil, the test
    /// failed, and the write under it never ran (the coverage shows it).
    private func testedOutlet(_ context: FailureContext, labelOwner: String, _ wanted: (String) -> Bool) -> Explanation? {
        let code = context.code
        for setter in code.assignments where setter.owner != labelOwner && setter.closureOf == nil {
            guard let base = setter.base, base.contains("."), let outlet = base.split(separator: ".").last.map(String.init), wanted(outlet),
                  (context.ran(setter) ?? 1) == 0, let method = setter.method else { continue }
            // The test of that same outlet against nil that holds over the write.
            guard let test = setter.conditions.first(where: { condition in
                guard condition.holds, let parts = condition.text.firstMatch(#"^(.+?)\s*!=\s*nil$"#) else { return false }
                return CodeFacts.normalized(parts[1]) == base
            }) else { continue }
            guard let ranAt = context.runs(of: method, owner: setter.owner).last?.index,
                  let instance = context.evidence.order.compactMap({ context.evidence.instances[$0] }).last(where: { $0.className == labelOwner && $0.loadedAt != nil }),
                  let loadedAt = instance.loadedAt, ranAt < loadedAt else { continue }
            let plain = code.assignments.first { shown in shown.owner == labelOwner && shown.base == outlet && (shown.method ?? "").hasPrefix("viewDidLoad")
                && code.properties.contains { property in property.owner == labelOwner && !property.isOutlet && FailureContext.mentions(shown.value, property.name) } }
            let property = plain.flatMap { value in code.properties.first { $0.owner == labelOwner && !$0.isOutlet && FailureContext.mentions(value.value, $0.name) }?.name }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOutletTestedBeforeLoad(test: test.text, line: test.line, method: method, instance: instance.tag, outlet: outlet,
                                              use: "\(setter.written) = \(setter.value)", useLine: setter.line, property: property)
            })
        }
        return nil
    }

    /// A method of the screen's own, not a lifecycle one, that wrote `outlet` through `?.` and ran
    /// (set off by another screen, `membership.configure(…)`) before the screen's view loaded.
    func ownMethodBeforeLoad(_ context: FailureContext, outlet: String) -> Explanation? {
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
                // Called by the screen itself from a method that runs only once its view is loaded (a
                // lifecycle method, an action): there its outlets were set, and `?.` skipped nothing.
                if Self.calledAfterLoad(declared.baseName, owner: owner, code: code) { continue }
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

    /// Whether a method of `owner` named `name` is called, through up to three of the class's own
    /// methods, from one UIKit runs only once the view is loaded (`viewWillAppear`, `viewDidLoad`…)
    /// or from an action of one of its controls.
    static func calledAfterLoad(_ name: String, owner: String, code: CodeFacts) -> Bool {
        var names: Set<String> = [name]
        for _ in 0..<3 {
            let callers = code.calls.filter { call in
                names.contains(call.name) && call.owner == owner && (call.receiver == nil || call.receiver == "self")
            }.compactMap(\.method)
            for caller in callers {
                let base = String(caller.prefix { $0 != "(" })
                if lifecycle.contains(base) || code.method(caller, in: owner)?.isAction == true { return true }
            }
            let more = Set(callers.map { String($0.prefix { $0 != "(" }) })
            if more.isSubset(of: names) { break }
            names.formUnion(more)
        }
        return false
    }

    private func otherScreensOutlet(_ context: FailureContext, labelOwner: String, _ wanted: (String) -> Bool) -> Explanation? {
        for setter in context.code.assignments where setter.member == "text" {
            guard let base = setter.base, let outlet = base.split(separator: ".").last.map(String.init), base.contains("."), wanted(outlet),
                  setter.written.contains(outlet + "?") else { continue }
            guard setter.owner != labelOwner, let method = setter.method, (context.ran(setter) ?? 0) > 0,
                  let ranAt = context.runs(of: method, owner: setter.owner).last?.index,
                  let instance = context.evidence.order.compactMap({ context.evidence.instances[$0] }).last(where: { $0.className == labelOwner && $0.loadedAt != nil }),
                  let loadedAt = instance.loadedAt, ranAt < loadedAt else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOutletChainBeforeLoad(setter: "\(setter.written) = \(setter.value)", line: setter.line, observer: nil, method: method, instance: instance.tag,
                                             outlet: outlet, trigger: nil, triggerLine: nil, triggerFile: nil)
            })
        }
        return nil
    }

    /// Another screen's outlet unwrapped (`if let label = sub.currentLabel`, `if case let label? = …`,
    /// `guard let`) before that screen's view loaded: the unwrap failed, and the write under it
    /// (`label.text = …`) never ran.
    private func boundOutlet(_ context: FailureContext, outlet wantedOutlet: String) -> Explanation? {
        guard let labelOwner = context.code.properties.first(where: { $0.name == wantedOutlet && $0.isOutlet })?.owner else { return nil }
        let wanted = { (name: String) in name == wantedOutlet }
        let code = context.code
        for binding in code.bindings where !binding.isCapture && !binding.isWeakCapture {
            let parts = CodeFacts.normalized(binding.value).split(separator: ".").map(String.init)
            guard parts.count >= 2, let outlet = parts.last, wanted(outlet), binding.owner != labelOwner, let method = binding.method,
                  let use = code.assignments.first(where: { $0.base == binding.name && $0.method == method && $0.owner == binding.owner && $0.file == binding.file
                                                             && $0.line >= binding.line && $0.line - binding.line <= 8 }),
                  (context.ran(use) ?? 1) == 0,
                  let ranAt = context.runs(of: method, owner: binding.owner).last?.index,
                  let instance = context.evidence.order.compactMap({ context.evidence.instances[$0] }).last(where: { $0.className == labelOwner && $0.loadedAt != nil }),
                  let loadedAt = instance.loadedAt, ranAt < loadedAt else { continue }
            // The plain property the screen's own `viewDidLoad` puts on that outlet, when there is one.
            let plain = code.assignments.first { shown in shown.owner == labelOwner && shown.base == outlet && (shown.method ?? "").hasPrefix("viewDidLoad")
                && code.properties.contains { property in property.owner == labelOwner && !property.isOutlet && FailureContext.mentions(shown.value, property.name) } }
            let property = plain.flatMap { value in code.properties.first { $0.owner == labelOwner && !$0.isOutlet && FailureContext.mentions(value.value, $0.name) }?.name }
            let unwrap = use.conditions.first { $0.line == binding.line }?.text ?? "let \(binding.name) = \(binding.value)"
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleOutletBoundBeforeLoad(unwrap: unwrap, line: binding.line, method: method, instance: instance.tag, outlet: outlet,
                                             use: ReadOnceRule.oneLine(use.statement), useLine: use.line, property: property)
            })
        }
        return nil
    }
}
