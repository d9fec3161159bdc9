import Foundation
import Texts
import WorkbookProtocol

/// `appDelegate.onValueChange = { [weak self] v in self?.value = v }`: the screen's property gets
/// its value only inside a closure it hands to another object, which calls it when the value
/// changes after the screen registered it. A screen made after the last change is never called,
/// and shows its empty value.
///
/// Premise: the label the check read is set from the property, every write of the property is
/// inside a closure stored in (or handed to) another object, and that closure ran fewer times
/// than the label's line (coverage).
struct ValueOnlyFromCallbackRule: TeachingRule {
    let id = "value-only-from-callback"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        // The label itself set only inside a closure handed to another object (`appDelegate?.onValueChange
        // = { [weak self] in self?.valueLabel.text = $0 }`): a screen made after the last change is never called.
        // (It ran for an earlier screen: a closure that never ran at all was never stored where it is called.)
        let setters = code.labelSetters(outlet)
        if let setter = setters.first, let owner = setter.owner, setters.allSatisfy({ $0.storedIn != nil && $0.owner == owner }),
           let stored = setter.storedIn,
           let registration = code.assignments.first(where: { $0.member == stored && $0.owner == owner && $0.value.hasPrefix("{") && !FailureContext.isSelfBase($0.base) }),
           let made = context.ran(registration), let called = context.ran(setter), called > 0, made > called,
           context.evidence.instances.keys.filter({ $0.hasPrefix(owner + "#") }).count != 1 {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLabelOnlyFromCallback(label: "\(outlet).text", owner: owner, registration: "\(registration.written.isEmpty ? registration.target : registration.written) = { … }",
                                             line: registration.line, method: registration.method ?? "?", registered: made, called: called)
            })
        }
        // The same with an observer's block (`NotificationCenter.default.addObserver(forName: …) { … }`,
        // `observe(\.value) { … }`): it runs only for a change posted after the screen registered.
        // (A placeholder set elsewhere, `valueLabel.text = "-"`, carries no value.)
        let carrying = setters.filter { !CodeFacts.isLiteral($0.value) }
        if let setter = carrying.first, let owner = setter.owner,
           carrying.allSatisfy({ ["addObserver", "observe"].contains($0.closureOf ?? "") && $0.owner == owner }),
           let registration = code.calls.first(where: { $0.name == setter.closureOf && $0.owner == owner && $0.file == setter.file && $0.line <= setter.line && setter.line - $0.line <= 6 }),
           let made = context.ran(registration), let called = context.ran(setter), made > called,
           context.evidence.instances.keys.filter({ $0.hasPrefix(owner + "#") }).count != 1 {
            let written = registration.name == "addObserver" ? "\(registration.receiver.map { $0 + "." } ?? "")addObserver(forName: \(registration.arguments.first ?? "…"), …) { … }" : registration.written
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleLabelOnlyFromCallback(label: "\(outlet).text", owner: owner, registration: written,
                                             line: registration.line, method: registration.method ?? "?", registered: made, called: called)
            })
        }
        for (setter, shown, owner, property) in context.labelSettersShowing(outlet) {
            let writers = code.assignments.filter { $0.member == property.name && $0.owner == owner && FailureContext.isSelfBase($0.base?.replacingOccurrences(of: "?", with: "")) }
            // (Stored in another object's property, or in a global, `listeners["value"] = { … }`: not the screen's own.)
            let root = { (name: String) in String(name.prefix { $0 != "[" }) }
            let ownProperty = { (name: String) in code.properties.contains { $0.name == root(name) && $0.owner == owner } }
            guard let writer = writers.first, writers.allSatisfy({ $0.storedIn != nil }), let stored = writer.storedIn,
                  let registration = code.assignments.first(where: { ($0.member == stored || root($0.target) == root(stored)) && $0.owner == owner && $0.value.hasPrefix("{")
                      && (!FailureContext.isSelfBase($0.base) || !ownProperty($0.target)) }),
                  let called = context.ran(writer), called < shown else { continue }
            // "A screen made after the value was sent" needs a second screen: with one screen of the class
            // in the run, and the closure called, the value came to the very screen that registered,
            // only later than it showed it (the timing reading's case).
            if called > 0, context.evidence.instances.keys.filter({ $0.hasPrefix(owner + "#") }).count == 1 { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleValueOnlyFromCallback(property: property.name, owner: owner, registration: "\(registration.written.isEmpty ? registration.target : registration.written) = { … }",
                                             line: registration.line, method: registration.method ?? "?", setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)",
                                             setterLine: setter.line)
            })
        }
        return nil
    }
}
