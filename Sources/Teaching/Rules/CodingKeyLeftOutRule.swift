import Foundation
import Texts

/// A property of the learner's `Codable` type that the type's own `CodingKeys` leaves out: the
/// synthesized coding writes and reads only the listed keys, so the property never goes into the
/// data and comes back at its start value (`nil`, a default), with no error to show it.
///
/// Premise: the failure is about a value or a screen; an `encode`/`decode` call outside the type
/// ran; the type declares `CodingKeys` and a stored property with no case there, on a side whose
/// coding is synthesized (a hand-written `init(from:)` that decodes the key, or an `encode(to:)`
/// that encodes it, is that side's own business); the code gives that property a value (a write
/// of that member, or the memberwise initializer's label), and what the check read is set from
/// that member (directly, or through a property of the same object).
struct CodingKeyLeftOutRule: TeachingRule {
    let id = "coding-key-left-out"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        guard context.isValueOrScreen, !code.codingKeys.isEmpty else { return nil }
        let coders = code.calls.filter { call in
            ["encode", "decode", "decodeIfPresent"].contains(call.name) && (context.ran(call) ?? 0) > 0
                && call.owner.map { code.codingKeys[$0] == nil } ?? true
        }
        guard !coders.isEmpty else { return nil }
        for (type, keys) in code.codingKeys.sorted(by: { $0.key < $1.key }) {
            // A side written by hand codes what it names; both written by hand, the keys are the code's own.
            let byHand = Set(code.methods.filter { $0.owner == type }.map(\.name)).intersection(["init(from:)", "encode(to:)"])
            if byHand.count == 2 { continue }
            let handWritten = code.calls.filter { $0.owner == type && byHand.contains($0.method ?? "") }
            let stored = code.properties.filter { $0.owner == type && !$0.isComputed && !$0.isStatic && !$0.isLazy }
            for property in stored where !keys.contains(property.name) {
                if handWritten.contains(where: { call in call.arguments.contains { FailureContext.mentions($0, property.name) } }) { continue }
                // Given a value outside the type, and read outside it.
                let write = code.assignments.first { $0.member == property.name && $0.owner != type && $0.base != nil }
                let made = code.calls.first { $0.name == type && $0.labels.contains(property.name) }
                guard write != nil || made != nil else { continue }
                // What the check read is set from that member (directly, or through a property of the same object).
                guard code.assignments.contains(where: { context.setsSubject($0) && Self.fed($0, by: property.name, code: code, depth: 2) }) else { continue }
                let coder = coders.first { $0.name.hasPrefix("decode") && $0.arguments.first.map { FailureContext.mentions($0, type) } == true }
                    ?? coders.first { $0.name.hasPrefix("decode") } ?? coders[0]
                let initial = property.initial ?? ((property.type ?? "").hasSuffix("?") ? "nil" : "?")
                let given = write.map { "\($0.target) = \($0.value)" } ?? made.map(\.written)
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleCodingKeyLeftOut(type: type, property: property.name, keys: keys, initial: initial, coder: coder.written,
                                            line: coder.line, given: given, givenLine: write?.line ?? made?.line)
                })
            }
        }
        return nil
    }

    /// Whether `assignment`'s value reads `member` of something (`settings.interval`), or a
    /// property of its own object that an assignment of that object sets from it.
    static func fed(_ assignment: CodeFacts.Assignment, by member: String, code: CodeFacts, depth: Int) -> Bool {
        if assignment.value.range(of: "\\.\\s*\(NSRegularExpression.escapedPattern(for: member))\\b", options: .regularExpression) != nil { return true }
        guard depth > 0 else { return false }
        for own in code.properties where own.owner == assignment.owner && FailureContext.mentionsOwn(assignment.value, own.name) {
            for setter in code.assignments where setter.owner == assignment.owner && setter.member == own.name && (setter.base == nil || setter.base == "self" || setter.base == "") {
                if fed(setter, by: member, code: code, depth: depth - 1) { return true }
            }
        }
        return false
    }
}
