import Foundation
import Texts
import WorkbookProtocol

/// An override writes a place and then calls `super` for the method, and the learner's base class
/// whose method that call runs reads the same place (itself, or in a method of the learner's it
/// calls, such as a template hook the subclass overrides): the base read what the line just before
/// `super` wrote (`inputText.text = ""` then `super.viewWillDisappear(animated)`, whose base sends
/// `valueToSend()`, `inputText.text`; held-out 287-07).
///
/// Premise: the failure is a missing value; the write and the `super` call both ran; the write is
/// above the call in the override; the base's method (or a method it calls by name, taken from the
/// subclass's nearest declarer) reads the written place.
struct WrittenBeforeSuperRule: TeachingRule {
    let id = "written-before-super"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let functions = SourceScan.functions(in: context.sources)
        for call in code.calls where call.receiver == "super" && (context.ran(call) ?? 0) > 0 {
            guard let subclass = call.owner, let method = call.method, method.hasPrefix(call.name + "("),
                  let base = code.learnerSuperclasses(of: subclass).first(where: { code.method(method, in: $0) != nil }) else { continue }
            // What the base's method runs: its body and the bodies of the methods it calls by name, each
            // from the subclass's nearest declarer (an overridden hook runs the subclass's body).
            let order = code.declarers(of: subclass)
            func body(_ name: String, from start: [String]) -> String? {
                for owner in start { if let found = functions.first(where: { $0.className == owner && $0.name == name }) { return found.body } }
                return nil
            }
            guard let baseBody = body(call.name, from: Array(code.classChain(of: base))) else { continue }
            let called = Set(baseBody.allMatches(#"(?<![\w.])(?:self\s*\.\s*)?([a-z]\w*)\s*\("#).map { $0[1] }).subtracting([call.name])
            var reading: [(name: String, body: String)] = [(call.name, baseBody)]
            for name in called.sorted() { if let found = body(name, from: order) { reading.append((name, found)) } }
            for write in code.assignments where write.owner == subclass && write.method == method && write.line < call.line && write.op == "="
                && write.closureOf == nil && (context.ran(write) ?? 0) > 0 {
                let place = CodeFacts.normalized(write.target)
                // A control the check filled in, given a value that is not made from it (clearing it,
                // not trimming what the user typed).
                let root = CodeFacts.rootName(place)
                guard place.contains("."), context.changedOutlets.contains(root), !FailureContext.mentions(write.value, root) else { continue }
                let escaped = NSRegularExpression.escapedPattern(for: place).replacingOccurrences(of: "\\.", with: #"[?!]?\."#)
                guard let reader = reading.first(where: { $0.body.range(of: #"(?<![\w.])(?:self[?!]?\.)?"# + escaped + #"\b(?!\s*=[^=])"#, options: .regularExpression) != nil })
                else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleWrittenBeforeSuper(write: write.statement.trimmingCharacters(in: .whitespaces), line: write.line, superCall: "super.\(call.name)(…)",
                                              superLine: call.line, base: base, method: FailureContext.traceName(method), place: place,
                                              through: reader.name == call.name ? nil : "\(reader.name)()")
                })
            }
        }
        return nil
    }
}
