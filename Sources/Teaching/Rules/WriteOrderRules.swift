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
        let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
        for insert in context.code.calls where (context.ran(insert) ?? 0) > 0 {
            guard let receiver = insert.receiver.map(CodeFacts.normalized), let member = receiver.split(separator: ".").last.map(String.init) else { continue }
            let name = NSRegularExpression.escapedPattern(for: member)
            let front = insert.name == "insert" && insert.labels.last == "at" && insert.arguments.last == "0"
            let back = insert.name == "append"
            guard front || back,
                  read.range(of: #"\b\#(name)[?!]?\.\#(front ? "last" : "first")\b"#, options: .regularExpression) != nil else { continue }
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleReadAtTheOtherEnd(write: insert.written, line: insert.line, member: member, front: front,
                                         read: member + (front ? ".last" : ".first"), other: member + (front ? ".first" : ".last"))
            })
        }
        return nil
    }
}
