import Foundation
import Texts

/// The value the check read is a computed property of the screen whose getter goes through a
/// property of the same class by `?.` (`var paramEmail: String { viewModel?.email.value ?? "" }`),
/// and no line of the learner's ever gives that property a value: it is nil, the getter answers
/// its default, and every line that writes through it (`rvc.viewModel?.email.value = …`) did
/// nothing. Premise: the property has no initial value, is no outlet, and no assignment (other
/// than `= nil`) names it anywhere.
struct ComputedThroughNilRule: TeachingRule {
    let id = "computed-through-nil"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let owner = context.subjectClass, let name = context.subjectProperty else { return nil }
        guard let property = context.code.properties.first(where: { $0.owner == owner && $0.name == name && $0.isComputed }),
              let getter = (property.getterBody ?? property.getter)?.trimmingCharacters(in: .whitespacesAndNewlines),
              let link = getter.firstMatch(#"^(?:return\s+)?(?:self\.)?(\w+)\?\."#)?[1],
              let never = context.neverGiven(link, owner: owner) else { return nil }
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleComputedThroughNil(property: name, getter: getter, link: link, owner: owner, through: never.through)
        })
    }
}

extension FailureContext {
    /// A stored property of `owner` (no outlet, no starting value but nil, no wrapper) that no line of
    /// the learner's ever gives a value, with the lines that write or call through it by `?.` (and
    /// so do nothing while it is nil; a local of that name bound by `guard let` is not it).
    func neverGiven(_ name: String, owner: String?) -> (property: CodeFacts.Property, through: [Int])? {
        guard let property = code.properties.first(where: { $0.owner == owner && $0.name == name && !$0.isOutlet && !$0.isComputed
                                                            && ($0.initial == nil || $0.initial == "nil") && $0.wrapper == nil }),
              !code.assignments.contains(where: { $0.member == name && $0.value != "nil" }),
              // (Nor one the Objective-C runtime is asked to set: `#selector(setter: …)`, `setValue(_:forKey:)`.)
              dynamicWrites(of: name).isEmpty else { return nil }
        let chained = "(?<![\\w])" + NSRegularExpression.escapedPattern(for: name) + #"\?\."#
        let through = Set(code.assignments.filter { $0.written.range(of: chained, options: .regularExpression) != nil }.map(\.line)
            + code.calls.filter { ($0.receiverWritten ?? "").range(of: chained, options: .regularExpression) != nil }.map(\.line))
        return (property, through.sorted())
    }

    /// The keys of a dictionary written as a literal (`["main": "Main", "detail": "Detail"]`), held by
    /// a property of `owner` or a local of `method` named `name`; empty when it is not one.
    func literalDictionaryKeys(_ name: String, owner: String?, method: String?, file: Int? = nil) -> [String] {
        // (A computed property that returns a literal, `var routes: [String: …] { return [ … ] }`, holds its keys too.)
        let declaration = code.properties.first(where: { $0.name == name && (owner == nil || $0.owner == owner) && (file == nil || $0.file == file) })
            .flatMap { $0.initial ?? $0.getterBody ?? $0.getter }
            ?? code.bindings.first(where: { $0.name == name && (method == nil || $0.method == method) && (owner == nil || $0.owner == owner)
                                            && (file == nil || $0.file == file) })?.value
        return (declaration ?? "").allMatches(#""([^"]*)"\s*:"#).map { $0[1] }
    }
}
