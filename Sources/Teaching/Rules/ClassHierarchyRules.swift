import Foundation
import Texts
import WorkbookProtocol

extension CodeFacts {
    /// The learner's classes above `className`, nearest first.
    func learnerSuperclasses(of className: String) -> [String] {
        var found: [String] = []
        var current = className
        while found.count < 4, let next = classes.first(where: { $0.name == current })?.supertypes.first, classes.contains(where: { $0.name == next }) {
            found.append(next)
            current = next
        }
        return found
    }
}

/// An override of a method the learner's own base class implements, with no `super` call: the
/// base's work (refreshing the labels, saving, cleaning up) never runs for this class.
///
/// Premise: the override ran and calls no `super.<name>`; the base's method sets what the check
/// read, directly or through a method of the learner's it calls (an override of it counts).
struct OverrideSkipsSuperRule: TeachingRule {
    let id = "override-skips-super"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let setters = context.settersOfSubject
        for method in code.methods where method.isOverride {
            guard let owner = method.owner, (context.ran(method) ?? 0) > 0 else { continue }
            for base in code.learnerSuperclasses(of: owner) {
                guard let inherited = code.method(method.name, in: base) else { continue }
                let callsSuper = code.calls.contains { $0.owner == owner && $0.method == method.name && $0.receiver == "super" && $0.name == method.baseName }
                guard !callsSuper else { break }
                // What the base's method does that the check needs: a setter of what it read, in it or in a method it calls.
                let called = Set(code.calls.filter { $0.owner == base && $0.method == inherited.name && ($0.receiver == nil || $0.receiver == "self") }.map(\.name))
                // Or, for a screen or object that stayed in memory, the clean-up call the base makes.
                var work = setters.first(where: { setter in
                    (setter.owner == base && setter.method == inherited.name)
                        || called.contains(code.methods.first { $0.name == setter.method && $0.owner == setter.owner }?.baseName ?? "")
                }).map { (text: "\($0.written.isEmpty ? $0.target : $0.written) = …", line: $0.line) }
                if work == nil, case .deallocated? = context.failure.expectation,
                   let call = code.calls.first(where: { $0.owner == base && $0.method == inherited.name && $0.receiver != "super" }) {
                    work = (call.written, call.line)
                }
                // Or, for a screen or a value, what the base's method sets that never ran (a
                // presentation style, a value handed on), when the subclass's method does not set it.
                if work == nil, context.isValueOrScreen, (context.ran(inherited) ?? 1) == 0,
                   let assignment = code.assignments.first(where: { assignment in
                       assignment.owner == base && assignment.method == inherited.name
                           && !code.assignments.contains { $0.owner == owner && $0.method == method.name && $0.member == assignment.member }
                   }) {
                    work = ("\(assignment.written.isEmpty ? assignment.target : assignment.written) = \(assignment.value)", assignment.line)
                }
                guard let work else { break }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleOverrideSkipsSuper(method: method.name, owner: owner, line: method.line, base: base, baseLine: inherited.line,
                                              work: work.text, workLine: work.line, baseName: method.baseName)
                })
            }
        }
        return nil
    }
}

/// A subclass's method with the name of a base method but other parameter types or labels: it
/// is a new method beside the base's, not an override, so calls went to the base's version.
///
/// Premise: the base's method ran (coverage) and the subclass's never did.
struct OverloadNotOverrideRule: TeachingRule {
    let id = "overload-not-override"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for method in code.methods where !method.isOverride {
            guard let owner = method.owner, context.ran(method) == 0 else { continue }
            for base in code.learnerSuperclasses(of: owner) {
                guard let inherited = code.methods.first(where: { $0.owner == base && $0.baseName == method.baseName && $0.name != method.name || ($0.owner == base && $0.name == method.name && $0.parameterTypes != method.parameterTypes) }),
                      (context.ran(inherited) ?? 0) > 0 else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleOverloadNotOverride(method: method.name, owner: owner, line: method.line, base: base, inherited: inherited.name, baseLine: inherited.line)
                })
            }
        }
        return nil
    }
}

/// An override that calls `super` and sets the same member as the base's method does: when it
/// sets it before the `super` call, the base's method sets it again and its value wins (the
/// subclass's defaults replaced); when both add to it (`count += 1` here and in the base), the
/// value moves twice per call.
///
/// Premise: the override and its `super` call ran; the base class is the learner's, its method of
/// that name assigns the same member and ran; for a plain assignment, the subclass's line is
/// before the `super` call and sets what the check read.
struct SuperCallOverwritesRule: TeachingRule {
    let id = "super-call-overwrites"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        let setters = context.settersOfSubject
        for method in code.methods where method.isOverride {
            guard let owner = method.owner, (context.ran(method) ?? 0) > 0,
                  let superCall = code.calls.first(where: { $0.owner == owner && $0.method == method.name && $0.receiver == "super" && $0.name == method.baseName }),
                  (context.ran(superCall) ?? 0) > 0 else { continue }
            for base in code.learnerSuperclasses(of: owner) {
                guard let inherited = code.method(method.name, in: base) else { continue }
                let baseWrites = code.assignments.filter { $0.owner == base && $0.method == inherited.name && (context.ran($0) ?? 0) > 0 }
                for mine in code.assignments where mine.owner == owner && mine.method == method.name && (context.ran(mine) ?? 0) > 0 {
                    guard let theirs = baseWrites.first(where: { $0.member == mine.member }) else { continue }
                    let statement = "\(mine.written.isEmpty ? mine.target : mine.written) \(mine.op) \(mine.value)"
                    let baseStatement = "\(theirs.written.isEmpty ? theirs.target : theirs.written) \(theirs.op) \(theirs.value)"
                    if ["+=", "-="].contains(mine.op), ["+=", "-="].contains(theirs.op) {
                        return Explanation(rule: id, conclusive: true, text: Catalog.both {
                            $0.ruleSuperCallOverwrites(statement: statement, line: mine.line, method: method.name, owner: owner, superLine: superCall.line,
                                                       base: base, baseStatement: baseStatement, baseLine: theirs.line, twice: true)
                        })
                    }
                    guard mine.op == "=", theirs.op == "=", mine.line < superCall.line,
                          setters.contains(where: { $0.line == mine.line && $0.file == mine.file }) else { continue }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleSuperCallOverwrites(statement: statement, line: mine.line, method: method.name, owner: owner, superLine: superCall.line,
                                                   base: base, baseStatement: baseStatement, baseLine: theirs.line, twice: false)
                    })
                }
            }
        }
        return nil
    }
}
