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
        let code = context.code
        guard let property = code.properties.first(where: { $0.owner == owner && $0.name == name && $0.isComputed }),
              let getter = (property.getterBody ?? property.getter)?.trimmingCharacters(in: .whitespacesAndNewlines),
              let link = getter.firstMatch(#"^(?:return\s+)?(?:self\.)?(\w+)\?\."#)?[1],
              let holder = code.properties.first(where: { $0.owner == owner && $0.name == link && !$0.isOutlet && !$0.isComputed
                                                          && ($0.initial == nil || $0.initial == "nil") && $0.wrapper == nil }),
              !code.assignments.contains(where: { $0.member == holder.name && $0.value != "nil" }) else { return nil }
        // The lines that write or call through it with `?.` (a local of that name bound by `guard let` is not it).
        let chained = "(?<![\\w])" + NSRegularExpression.escapedPattern(for: link) + #"\?\."#
        let through = Set(code.assignments.filter { $0.written.range(of: chained, options: .regularExpression) != nil }.map(\.line)
            + code.calls.filter { ($0.receiverWritten ?? "").range(of: chained, options: .regularExpression) != nil }.map(\.line))
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleComputedThroughNil(property: name, getter: getter, link: link, owner: owner, through: through.sorted())
        })
    }
}
