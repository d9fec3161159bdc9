import Foundation
import Texts
import WorkbookProtocol

/// The value the check read was copied, by a line that ran, from a stored property of the copying
/// class (`rvc.paramEmail = pendingEmail`), and that property did not hold the value yet: every
/// line writing it never ran in this check (it sits in a method UIKit never called, or the user
/// never triggered), or ran only after the copy was made (the trace orders the two methods).
///
/// Premise: the failure is about a value; the copying line ran; the property is one of the class's
/// own stored properties (not an outlet, not the value checked itself), written somewhere other
/// than the copying method; no write of it ran before the copy.
struct SourceStaleRule: TeachingRule {
    let id = "source-stale"
    /// A copy of a control's state made in a method UIKit did not call is told with how it was connected.
    var supersededBy: Set<String> { ["input-not-tracked"] }

    /// UIKit's callbacks that a run may skip for a reason worth saying.
    static let notes: [String: SourceStaleNote] = [
        "shouldPerformSegue(withIdentifier:sender:)": .shouldPerformNotAsked,
        "textFieldShouldReturn(_:)": .returnKeyOnly,
    ]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let owner = setter.owner, let method = setter.method, let copies = context.ran(setter), copies > 0 else { continue }
            // The class's own properties the value reads, and another screen's read through a name
            // of known class (`third.noteText`, `if let third = segue.source as? ThirdViewController`).
            var sources: [(property: CodeFacts.Property, holder: String)] = code.properties
                .filter { $0.owner == owner && $0.name != setter.member && FailureContext.mentionsOwn(setter.value, $0.name) }.map { ($0, owner) }
            for match in setter.value.allMatches(#"\b([A-Za-z_]\w*)\??\.([A-Za-z_]\w*)\b"#) where match[1] != "self" {
                guard let type = NotControlStateRule.type(of: match[1], method: method, owner: owner, code: code).map(InputNotTrackedRule.bare), type != owner,
                      let property = code.properties.first(where: { $0.owner == type && $0.name == match[2] }) else { continue }
                sources.append((property, type))
            }
            for (property, holder) in sources where !property.isOutlet && !property.isComputed {
                // Its own observer's writes (`pendingEmail = trimmed` in its `didSet`) run only after another write.
                let writes = code.assignments.filter { $0.owner == holder && $0.member == property.name && FailureContext.isSelfBase($0.base) && $0.method != method && $0.method != nil
                    && !($0.method ?? "").hasPrefix("\(property.name).") }
                guard !writes.isEmpty, !writes.contains(where: { context.ran($0) == nil }) else { continue }
                let ran = writes.filter { (context.ran($0) ?? 0) > 0 }
                let statement = "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)"
                // Never ran: the writing methods themselves never ran (a line skipped inside a method
                // that ran is a test's doing, which other readings tell).
                let methodsNeverRan = writes.allSatisfy { write in
                    write.method.flatMap { code.method($0, in: holder) }.flatMap { context.ran($0) } == 0
                }
                if ran.isEmpty, methodsNeverRan {
                    let write = writes[0]
                    let writer = write.method ?? "?"
                    let note = Self.notes[writer]
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleSourceStale(statement: statement, line: setter.line, method: method, property: property.name, initial: property.initial,
                                           writeLine: write.line, writer: writer, after: false, note: note)
                    })
                }
                // Written, but only after the copy: the writers' runs all come after the copier's last run.
                let copier = context.runs(of: method, owner: owner)
                guard let lastCopy = copier.last?.index else { continue }
                let writerRuns = ran.compactMap { write in write.method.map { (write, context.runs(of: $0, owner: holder)) } }
                guard writerRuns.count == ran.count, writerRuns.allSatisfy({ !$0.1.isEmpty && $0.1.allSatisfy { $0.index > lastCopy } }),
                      let (write, _) = writerRuns.first else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleSourceStale(statement: statement, line: setter.line, method: method, property: property.name, initial: property.initial,
                                       writeLine: write.line, writer: write.method ?? "?", after: true, note: nil)
                })
            }
        }
        return nil
    }
}
