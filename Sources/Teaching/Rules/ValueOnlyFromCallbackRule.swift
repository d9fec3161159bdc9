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

    /// Where the learner's code calls the closure stored in `stored` (`listeners["VC2"]?("from VC3")`,
    /// `appDelegate.onValueChange?(email.text)`) with a value nothing else keeps: a literal, or a
    /// control's state read right there. Then there is no current value to read when a later screen appears.
    static func unkept(_ stored: String, context: FailureContext) -> (value: String, line: Int)? {
        let root = String(stored.prefix { $0 != "[" }).split(separator: ".").last.map(String.init) ?? stored
        guard !root.isEmpty else { return nil }
        let pattern = #"\b"# + NSRegularExpression.escapedPattern(for: root) + #"\s*(?:\[[^\]\n]*\])?\s*\??\s*\(([^()\n]*(?:\([^()\n]*\))?[^()\n]*)\)"#
        var found: [(value: String, line: Int)] = []
        for source in context.sources {
            for (index, line) in source.components(separatedBy: "\n").enumerated() {
                guard let argument = line.firstMatch(pattern)?[1].trimmingCharacters(in: .whitespaces), !argument.isEmpty else { continue }
                found.append((argument, index + 1))
            }
        }
        guard !found.isEmpty, found.allSatisfy({ CodeFacts.isLiteral($0.value)
            || $0.value.range(of: #"^[\w.]+\??\.(text|isOn|value|selectedSegmentIndex|date)\b"#, options: .regularExpression) != nil }) else { return nil }
        return found.first
    }

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
                                             line: registration.line, method: registration.method ?? "?", registered: made, called: called,
                                             unkept: Self.unkept(stored, context: context))
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
                                             line: registration.line, method: registration.method ?? "?", registered: made, called: called, unkept: nil)
            })
        }
        // Every write of the value the label shows (directly, or through `if let email = savedEmail`)
        // is in a method a notification calls by selector (`addObserver(self, selector:
        // #selector(defaultsChanged(_:)), name: …)`): it runs only for a post after the screen
        // registered, so a screen made after the change (after going back, after a relaunch) never gets it.
        for setter in setters {
            guard let owner = setter.owner, let method = setter.method else { continue }
            let value = CodeFacts.normalized(setter.value).replacingOccurrences(of: "self.", with: "")
            let name = setter.conditions.lazy.compactMap { $0.text.firstMatch(#"(?:let|var)\s+"# + NSRegularExpression.escapedPattern(for: value) + #"\s*=\s*(?:self\.)?(\w+)\s*$"#)?[1] }.first ?? value
            guard let property = code.properties.first(where: { $0.owner == owner && $0.name == name && !$0.isOutlet }) else { continue }
            let writers = code.assignments.filter { $0.member == property.name && $0.owner == owner && FailureContext.isSelfBase($0.base?.replacingOccurrences(of: "?", with: "")) }
            guard let writer = writers.first, let handler = writer.method, writers.allSatisfy({ $0.method == handler && $0.closureOf == nil }),
                  let registration = code.calls.first(where: { call in
                      call.name == "addObserver" && call.owner == owner && call.arguments.contains { argument in
                          argument.range(of: #"#selector\(\s*(?:self\.|\w+\.)?"# + NSRegularExpression.escapedPattern(for: String(handler.prefix { $0 != "(" })) + #"\b"#,
                                         options: .regularExpression) != nil } }),
                  let called = context.ran(writer), called < context.runs(of: method, owner: owner).count,
                  // ("A screen made after the change" needs one: with a single screen of the class, the post
                  // came while it did not observe, another reading's case.)
                  context.evidence.instances.keys.filter({ $0.hasPrefix(owner + "#") }).count > 1
                    || context.check.steps.prefix((context.failure.step ?? 0) + 1).contains(.relaunch) else { continue }
            let read = code.keys.contains { !$0.isWrite && $0.owner == owner && $0.method == handler && $0.line == writer.line } ? writer.value : nil
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleValueOnlyFromNotification(property: property.name, owner: owner, handler: handler, registration: ReadOnceRule.oneLine(registration.writtenInSource),
                                                 line: registration.line, method: registration.method ?? "?", setter: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)",
                                                 setterLine: setter.line, called: called, read: read)
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
                                             setterLine: setter.line, unkept: Self.unkept(stored, context: context))
            })
        }
        return nil
    }
}
