import Foundation
import Texts

/// A value of the learner's own `struct` handed to another screen (`form.viewModel = viewModel` in
/// `prepare`) and changed there (`viewModel.email = …` in the form): a struct is copied when it is
/// assigned, so the other screen changed its own copy, and the first screen's never changes.
///
/// Premise: the failure is about a value or a screen; a line that ran assigns a property of this
/// class whose type is one of the learner's structs into another object's property; a line of
/// that other class that ran changes a member of its copy; the first class reads its own in
/// another method (it expects the change back).
struct StructHandedOverRule: TeachingRule {
    let id = "struct-handed-over"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen, !context.code.structs.isEmpty else { return nil }
        let code = context.code
        func structType(_ property: CodeFacts.Property) -> String? {
            let declared = property.type.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }
            let made = property.initial.flatMap { $0.firstMatch(#"^(\w+)\s*\("#)?[1] }
            return [declared, made].compactMap { $0 }.first { code.structs.contains($0) }
        }
        for handover in code.assignments where (context.ran(handover) ?? 0) > 0 {
            guard let base = handover.base, base != "self", let giver = handover.owner else { continue }
            var value = handover.value
            if value.hasPrefix("self.") { value = String(value.dropFirst(5)) }
            guard let mine = code.properties.first(where: { $0.owner == giver && $0.name == value }), let type = structType(mine) else { continue }
            // The other class's property of that name, of the same struct.
            guard let theirs = code.properties.first(where: { $0.owner != giver && $0.name == handover.member && structType($0) == type }),
                  let receiver = theirs.owner else { continue }
            // The giver reads its own copy elsewhere (it expects the change back).
            guard code.assignments.contains(where: { $0.owner == giver && $0.method != handover.method && FailureContext.mentions($0.value, value) }) else { continue }
            // A change the other class made to its copy, that ran.
            guard let change = code.assignments.first(where: { change in
                change.owner == receiver && (context.ran(change) ?? 0) > 0
                    && change.base.map({ CodeFacts.rootName($0) == theirs.name || $0 == "self.\(theirs.name)" }) == true
            }) else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleStructHandedOver(handover: "\(handover.target) = \(handover.value)", line: handover.line, giver: giver, property: value,
                                        type: type, receiver: receiver, change: "\(change.target) = \(change.value)", changeLine: change.line)
            })
        }
        return nil
    }
}
