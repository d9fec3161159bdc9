import Foundation
import Texts
import WorkbookProtocol

/// `if app.value == nil { app.value = text }`: a store written only while it is empty keeps the
/// first value forever, and a later one is never stored.
///
/// Premise: what the check read comes from a member (the setters' origins); a write of that member
/// sits under a test that the same member is nil or empty; the test was reached more times than the
/// write ran (coverage), so a later value was turned away.
struct WrittenOnlyWhenEmptyRule: TeachingRule {
    let id = "written-only-when-empty"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
        guard !read.isEmpty else { return nil }
        for write in context.code.assignments where FailureContext.mentions(read, write.member) {
            guard let written = context.ran(write), written > 0 else { continue }
            // A value that is the same at every write (an end of a collection nothing adds to or
            // replaces) turns nothing new away: writing it again would change nothing.
            if let end = write.value.firstMatch(#"\b(\w+)[?!]?(?:\.(?:first|last)\b|\[0\])[?!]?(?:\.(\w+))?"#), case let collection = end[1],
               !context.code.calls.contains(where: { ["append", "insert", "removeFirst", "removeLast", "remove", "removeAll", "sort", "reverse", "swapAt"].contains($0.name)
                                                    && $0.receiver.map(CodeFacts.normalized)?.split(separator: ".").last.map(String.init) == collection }),
               !context.code.assignments.contains(where: { assignment in
                   // The collection itself, a whole element, or the member read of one (`xs[i].id`).
                   guard assignment.member == collection || assignment.target.range(of: #"\b\#(collection)\["#, options: .regularExpression) != nil else { return false }
                   return assignment.member == collection || assignment.target.hasSuffix("]") || end[2].isEmpty || assignment.member == end[2]
               }) {
                continue
            }
            let slot = NSRegularExpression.escapedPattern(for: write.member)
            for condition in write.conditions where condition.holds {
                guard condition.text.range(of: #"\b\#(slot)\s*(==\s*nil|\??\.isEmpty\b(?!\s*==\s*false))"#, options: .regularExpression) != nil,
                      condition.text.range(of: #"!\s*[\w.?]*\b\#(slot)\??\.isEmpty"#, options: .regularExpression) == nil,
                      let reached = context.ran(file: write.file, line: condition.reachLine > 0 ? condition.reachLine : condition.line, column: condition.column),
                      reached > written else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleWrittenOnlyWhenEmpty(write: write.statement, line: write.line, test: condition.shown.text, testLine: condition.line, member: write.member,
                                                reached: reached, written: written)
                })
            }
        }
        return nil
    }
}

/// `history.insert(x, at: 0)` with `history.last` read (or `append` with `first`): the new values
/// go to one end and the reader takes the other, the oldest.
struct ReadAtTheOtherEndRule: TeachingRule {
    let id = "read-at-the-other-end"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        // The newest value is one the user gave in this check (typed, switched, stepped): otherwise
        // the other end holds no better answer (a fixed default was expected, not the last entry).
        guard let expected = context.differingValues?.expected ?? context.failure.expected, Self.givenByTheUser(expected, context) else { return nil }
        let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
        for insert in context.code.calls where (context.ran(insert) ?? 0) > 0 {
            guard let receiver = insert.receiver.map(CodeFacts.normalized), let member = receiver.split(separator: ".").last.map(String.init) else { continue }
            let name = NSRegularExpression.escapedPattern(for: member)
            let front = insert.name == "insert" && insert.labels.last == "at" && insert.arguments.last == "0"
            let back = insert.name == "append"
            guard front || back,
                  // The end element, not a search (`first(where:)`, `first { … }`, `firstIndex`): a lookup by a key reads no end.
                  read.range(of: #"\b\#(name)[?!]?\.\#(front ? "last" : "first")\b(?!\s*[({])"#, options: .regularExpression) != nil else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleReadAtTheOtherEnd(write: insert.written, line: insert.line, member: member, front: front,
                                         read: member + (front ? ".last" : ".first"), other: member + (front ? ".first" : ".last"))
            })
        }
        return nil
    }
}

extension ReadAtTheOtherEndRule {
    /// Whether the expected text holds something the check's steps gave (a typed text, a value set,
    /// a switch's state as the screen words it is not counted: only texts and numbers).
    static func givenByTheUser(_ expected: String, _ context: FailureContext) -> Bool {
        let last = context.failure.step ?? Int.max
        // A check that gives no input at all says nothing either way.
        let inputs = context.check.steps.prefix(last + 1).filter { step in
            switch step {
            case .type, .set: return true
            default: return false
            }
        }
        if inputs.isEmpty { return true }
        for (index, step) in context.check.steps.enumerated() where index <= last {
            switch step {
            case let .type(_, text) where !text.isEmpty && expected.contains(text): return true
            case let .set(_, _, value?, _):
                let shown = value == value.rounded() ? String(Int(value)) : String(value)
                if expected.range(of: #"(?<![0-9.])\#(NSRegularExpression.escapedPattern(for: shown))(?![0-9])"#, options: .regularExpression) != nil { return true }
            default: continue
            }
        }
        return false
    }
}

/// The order of two lines of one method: the line that gives the checked value read a name
/// before a later line of the method gave that name its value, or after an earlier line (or the
/// method's end, for a `defer`) changed the control the user had set. Both lines ran (coverage);
/// the order is the code's (a `defer` runs when the method ends).
struct StatementOrderRule: TeachingRule {
    let id = "statement-order"

    /// A write gives the line what it read when it writes the name itself (`rvc = …`), or a member
    /// the line reads (`rvc.paramEmail = …` for a line reading `rvc.paramEmail`); a write into
    /// another member of it (`rvc.resultUpdate?.text = …`) gives the line nothing (held-out 275-15).
    static func gives(_ target: String, readIn reads: [String], names: Set<String>) -> Bool {
        let target = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        if names.contains(target) { return true }
        let pattern = #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: target) + #"(?!\w)"#
        return reads.contains { CodeFacts.normalized($0).range(of: pattern, options: .regularExpression) != nil }
    }
    /// A name that a declaration in between hid: the order of the lines is not the fault.
    let supersededBy: Set<String> = ["local-shadows-local"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        // The controls the user of the check set (typed into, switched, stepped).
        let used = Set(context.check.steps.compactMap { step -> String? in
            switch step {
            case let .type(locator, _), let .set(locator, _, _, _): return locator.outlet
            default: return nil
            }
        })
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let method = setter.method, setter.closureOf == nil, setter.storedIn == nil else { continue }
            // The names it reads, through the locals they were bound to (`typed` → `email.text` → `email`).
            var names = DeferredLateRule.rootNames(setter.value)
            var reads = [setter.value]
            for name in names {
                let resolved = code.resolved(name, method: method, owner: setter.owner, upTo: setter.line)
                if resolved != name { names.formUnion(DeferredLateRule.rootNames(resolved)); reads.append(resolved) }
            }
            guard !names.isEmpty else { continue }
            let runsAt = setter.deferLine == nil ? setter.line : Int.max
            let others = code.assignments.filter { other in
                other.file == setter.file && other.method == method && other.owner == setter.owner && other.line != setter.line
                    && other.closureOf == nil && other.storedIn == nil && other.deferLine == nil && (context.ran(other) ?? 0) > 0
                    && names.contains(CodeFacts.rootName(CodeFacts.normalized(other.target)))
                    && Self.gives(CodeFacts.normalized(other.target), readIn: reads, names: names)
            }
            // Given only after the read: the read took what the name held before.
            // (A later reset, `pendingEmail = nil` after the use, gives no value: not this.)
            let resets: Set<String> = ["nil", "\"\"", "0", "0.0", "false", "[]", "[:]"]
            if setter.deferLine == nil, let later = others.first(where: { $0.line > setter.line && !resets.contains($0.value.trimmingCharacters(in: .whitespaces)) }),
               !others.contains(where: { $0.line < setter.line && $0.target == later.target }) {
                let name = CodeFacts.rootName(CodeFacts.normalized(later.target))
                // The two lines never run in one call: the read is inside an `if` that ends the method
                // (`if let cached = value { label.text = cached; return }`) and the later line comes after
                // it. The read took what an earlier call of the method kept there: a cache.
                // (The same test on both, with opposite outcomes: an `if` that returns, its `else`, a `guard`'s `else`.)
                if let gate = setter.conditions.first(where: { test in later.conditions.contains { $0.text == test.text && $0.line == test.line && $0.holds != test.holds } }),
                   FailureContext.mentions(gate.text, name),
                   // Nothing else gives it a value (another method, another object): only this method's line does.
                   !code.assignments.contains(where: { $0.member == name && ($0.method != method || $0.owner != setter.owner) && (context.ran($0) ?? 0) > 0 }) {
                    let exit = later.conditions.first(where: { $0.text == gate.text && $0.line == gate.line })?.exitLine ?? 0
                    let source = context.sources.indices.contains(setter.file) ? context.sources[setter.file].components(separatedBy: "\n") : []
                    let keyword = source.indices.contains(gate.line - 1) && source[gate.line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("guard") ? "guard" : "if"
                    let shown = context.failure.actual.map(WrongBranchRule.unquoted)
                    return Explanation(rule: "cached-by-earlier-call", conclusive: true, text: Catalog.both {
                        $0.ruleCachedByEarlierCall(setter: setter.statement, line: setter.line, name: name, gate: keyword + " " + gate.text, gateLine: gate.line, exitLine: exit,
                                                   writer: later.statement, writerLine: later.line, method: method, writerRuns: context.ran(later) ?? 0,
                                                   readerRuns: context.ran(setter) ?? 0, shown: shown)
                    })
                }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStatementOrder(setter: setter.statement, line: setter.line, name: name, other: later.statement, otherLine: later.line,
                                          readFirst: true, deferred: false)
                })
            }
            // A collection changed in place only after the read (`latest = history.last` above
            // `history.append(…)`): the read took what it held before.
            let mutators: Set<String> = ["append", "insert", "removeLast", "removeFirst", "popLast", "removeAll", "remove", "sort", "reverse",
                                         "updateValue", "removeValue", "formUnion", "subtract"]
            if setter.deferLine == nil, let later = code.calls.first(where: { call in
                call.file == setter.file && call.method == method && call.owner == setter.owner && call.line > setter.line && call.closureOf == nil
                    && mutators.contains(call.name) && (context.ran(call) ?? 0) > 0
                    && call.receiver.map { names.contains(CodeFacts.rootName(CodeFacts.normalized($0))) } == true
            }), !code.calls.contains(where: { $0.file == setter.file && $0.method == method && $0.line < setter.line && $0.receiver == later.receiver && mutators.contains($0.name) }) {
                let name = CodeFacts.rootName(CodeFacts.normalized(later.receiver ?? ""))
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStatementOrder(setter: setter.statement, line: setter.line, name: name, other: later.quoted, otherLine: later.line,
                                          readFirst: true, deferred: false)
                })
            }
            // A control the user set, changed by the code before the read (or before the method's end, for a `defer`).
            if let earlier = others.last(where: { $0.line < runsAt && used.contains(CodeFacts.rootName(CodeFacts.normalized($0.target))) }) {
                let name = CodeFacts.rootName(CodeFacts.normalized(earlier.target))
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleStatementOrder(setter: setter.statement, line: setter.line, name: name, other: earlier.statement, otherLine: earlier.line,
                                          readFirst: false, deferred: setter.deferLine != nil)
                })
            }
        }
        // An object handed on one line before the line that makes it (`sub.delegate = coordinator`
        // above `coordinator = SubCoordinator(…)`): the link got what the property held before (nil
        // the first time), and the object made after it is no one's link.
        for handed in code.assignments where handed.base != nil && handed.closureOf == nil && handed.deferLine == nil && (context.ran(handed) ?? 0) > 0 {
            let value = CodeFacts.normalized(handed.value.trimmingCharacters(in: .whitespaces))
            let name = value.hasPrefix("self.") ? String(value.dropFirst(5)) : value
            guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil, !FailureContext.isSelfBase(handed.base),
                  code.properties.contains(where: { $0.name == name && $0.owner == handed.owner && !$0.isComputed }),
                  let made = code.assignments.first(where: { made in
                      made.file == handed.file && made.method == handed.method && made.owner == handed.owner && made.line > handed.line
                          && FailureContext.isSelfBase(made.base) && made.member == name && made.closureOf == nil && (context.ran(made) ?? 0) > 0
                          && made.value.range(of: #"^[A-Z][\w.]*\s*\("#, options: .regularExpression) != nil
                  }),
                  !code.assignments.contains(where: { $0.method == handed.method && $0.owner == handed.owner && $0.member == name && $0.line < handed.line }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleStatementOrder(setter: handed.statement, line: handed.line, name: name, other: made.statement, otherLine: made.line,
                                      readFirst: true, deferred: false)
            })
        }
        return nil
    }
}
