import Foundation
import Texts
import WorkbookProtocol

/// The value the check read is a member of an object of the learner's struct or class
/// (`settings.interval`), and a method of that type ran on it before the read (`settings.resetToDefaults()`)
/// that gives the members read beside it their values (`autoUpdate = true`, handed on the line
/// next to this one) but never this member: the method was meant to set them all, and left this
/// one as it was (docs/checks.md "Round 38").
struct MemberLeftByMethodRule: TeachingRule {
    let id = "member-left-by-method"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            for read in setter.value.allMatches(#"\b([\p{L}_]\w*)\.([\p{L}_]\w*)\b(?!\s*\()"#) {
                let (name, member) = (read[1], read[2])
                guard name != "self" else { continue }
                for call in code.calls where call.receiver == name && call.file == setter.file && call.method == setter.method
                    && call.owner == setter.owner && call.line < setter.line && (context.ran(call) ?? 0) > 0 {
                    // The method called, declared on a type of the learner's that has the member read.
                    guard let method = code.methods.first(where: { candidate in
                        candidate.baseName == call.name && candidate.owner != nil && candidate.owner != setter.owner
                            && code.properties.contains { $0.owner == candidate.owner && $0.name == member && !$0.isComputed } }),
                          let type = method.owner else { continue }
                    let written = Set(code.assignments.filter { $0.owner == type && $0.method == method.name && ($0.base == nil || $0.base == "self") }.map(\.member))
                    guard !written.isEmpty, !written.contains(member),
                          !code.assignments.contains(where: { $0.owner == type && $0.method == method.name && $0.target == "self" }),
                          !code.calls.contains(where: { $0.owner == type && $0.method == method.name }) else { continue }
                    // The members it does give are read beside this one (handed on by the lines around it).
                    let besides = code.assignments.filter { other in
                        other.file == setter.file && other.method == setter.method && other.owner == setter.owner && other.line != setter.line
                            && written.contains { FailureContext.mentions(other.value, "\(name).\($0)") }
                    }
                    guard !besides.isEmpty else { continue }
                    let given = written.sorted().filter { member in besides.contains { FailureContext.mentions($0.value, "\(name).\(member)") } }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleMemberLeftByMethod(call: call.written, callLine: call.line, type: type, method: method.name, methodLine: method.line,
                                                  given: given, member: member, read: "\(name).\(member)", setter: "\(setter.target) = \(setter.value)", setterLine: setter.line)
                    })
                }
            }
        }
        return nil
    }
}
