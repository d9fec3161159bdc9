import Foundation
import WorkbookProtocol

/// Two objects where one was meant: a member of a learner class written through one screen's
/// own instance (`store.email = …` in the form, whose `var store = EmailStore()`) and read through
/// another screen's own instance (`store.email` in the main screen, `let store = EmailStore()`),
/// while nothing hands one screen's instance to the other (no `form.store = store`).
struct TwoInstancesRule: TeachingRule {
    let id = "two-instances"
    /// Two app delegates made by the learner: the app's own one is the fix, not handing one over.
    var supersededBy: Set<String> { ["new-app-delegate"] }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let classes = Set(code.classes.map(\.name))
        func madeHere(_ name: String, owner: String?) -> (type: String, line: Int)? {
            guard let property = code.properties.first(where: { $0.name == name && $0.owner == owner }),
                  let type = (property.initial ?? "").firstMatch(#"^([A-Z]\w*)\s*\("#)?[1], classes.contains(type) else { return nil }
            return (type, property.line)
        }
        for setter in context.settersOfSubject {
            // What the screen reads: `store.email`, through the names and properties the value came from.
            let value = context.origins(of: setter)
            for read in value.allMatches(#"\b(\w+)\??\.(\w+)\b"#) {
                let (holder, member) = (read[1], read[2])
                guard let reader = madeHere(holder, owner: setter.owner) else { continue }
                for write in code.assignments where write.member == member && write.owner != setter.owner && (context.ran(write) ?? 0) > 0 {
                    guard let base = write.base.map(CodeFacts.rootName), let writer = madeHere(base, owner: write.owner), writer.type == reader.type else { continue }
                    // Handed over somewhere (`form.store = store`): one object after all.
                    guard !code.assignments.contains(where: { ($0.member == base || $0.member == holder) && $0.value != "nil" }) else { continue }
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleTwoInstances(write: "\(write.written) = \(write.value)", writeLine: write.line, writer: write.owner ?? "?", writerHolder: base,
                                            writerLine: writer.line, reader: setter.owner ?? "?", readerHolder: holder, readerLine: reader.line, type: reader.type)
                    })
                }
            }
        }
        return nil
    }
}

/// A value read through an optional property of the screen (`value = store?.value`) that nothing
/// ever gives that screen: the line ran, the link was nil, so the read gave nil. A property of
/// the same name given to another class's instance (`vc3.store = store`) is not this screen's.
struct LinkNeverGivenRule: TeachingRule {
    let id = "link-never-given"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            let value = context.origins(of: setter)
            for read in value.allMatches(#"\b(\w+)\?\.(\w+)\b"#) {
                let link = read[1]
                guard let owner = setter.owner,
                      let property = code.properties.first(where: { $0.name == link && $0.owner == owner && !$0.isOutlet }),
                      property.initial == nil || property.initial == "nil", !property.isComputed else { continue }
                // Every line giving a value to a property of that name gives it to another class's object.
                let givers = code.assignments.filter { $0.member == link && $0.value != "nil" }
                let toThis = givers.filter { giver in
                    guard let base = giver.base else { return giver.owner == owner }
                    if base == "self" { return giver.owner == owner }
                    let type = NotControlStateRule.type(of: base, method: giver.method, owner: giver.owner, code: code)?.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
                    return type == nil || type == owner
                }
                guard toThis.isEmpty else { continue }
                let other = givers.first
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLinkNeverGiven(setter: "\(setter.target) = \(setter.value)", line: setter.line, method: setter.method ?? "?", link: link, owner: owner,
                                          declaredLine: property.line, other: other.map { "\($0.written) = \($0.value)" }, otherLine: other?.line)
                })
            }
        }
        return nil
    }
}
