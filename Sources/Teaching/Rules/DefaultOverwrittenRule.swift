import Foundation
import Texts
import WorkbookProtocol

/// A property that starts with the default the check wanted (`var settings = (update: true,
/// interval: 10.0)`), and a line of the learner's that ran earlier in the run wrote the input over it
/// (`settings.interval = interval.value`, in the Submit branch of `prepare`); the line that hands the
/// value on ran again later, with no write before it, and handed on what the earlier write left
/// (docs/checks.md "Round 39"). The default was kept in a variable that the other path changes.
struct DefaultOverwrittenRule: TeachingRule {
    let id = "default-overwritten"

    /// The literal a property (or one member of it) starts with: `10.0` for `interval` of
    /// `(update: true, interval: 10.0)` or of `Settings(update: true, interval: 10)`, or of a struct
    /// of the learner's whose member is declared `var interval = 10.0`; the whole literal for no member.
    static func startingLiteral(_ initial: String, member: String?, code: CodeFacts) -> String? {
        let text = initial.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let member else { return CodeFacts.isLiteral(text) ? text : nil }
        if let found = text.firstMatch("(?:^|[(,]\\s*)" + NSRegularExpression.escapedPattern(for: member) + #"\s*:\s*([^,()]+?)\s*(?:[,)]|$)"#)?[1],
           CodeFacts.isLiteral(found) { return found }
        // `Settings()`: the member's own declared value.
        if let type = text.firstMatch(#"^([A-Z]\w*)\(\s*\)$"#)?[1],
           let declared = code.properties.first(where: { $0.owner == type && $0.name == member && !$0.isComputed })?.initial,
           CodeFacts.isLiteral(declared) { return declared }
        return nil
    }

    /// Whether a shown text holds a literal (`10.0` shown as "10", `"기본"` as 기본).
    static func shows(_ text: String, _ literal: String) -> Bool {
        var bare = literal
        if bare.hasPrefix("\""), bare.hasSuffix("\""), bare.count >= 2 { bare = String(bare.dropFirst().dropLast()) }
        if let number = Double(bare) {
            let whole = number.rounded() == number ? String(Int(number)) : bare
            return text.range(of: "(?<![0-9.])\(NSRegularExpression.escapedPattern(for: whole))(?![0-9])", options: .regularExpression) != nil
        }
        return !bare.isEmpty && text.contains(bare)
    }

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected, let actual = context.failure.actual else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let reads = context.ran(setter), reads >= 2 else { continue }
            for property in code.properties where property.owner == setter.owner && !property.isComputed && !property.isLazy && property.initialLine > 0 {
                guard let initial = property.initial else { continue }
                let escaped = NSRegularExpression.escapedPattern(for: property.name)
                // What the line hands on: the property itself or one of its members (`settings.interval`).
                guard let read = setter.value.firstMatch("(?<![\\w.])(?:self\\.)?\(escaped)\\b(?:[?!]?\\.(\\w+))?") else { continue }
                let member = read[1].isEmpty ? nil : read[1]
                guard let start = Self.startingLiteral(initial, member: member, code: code),
                      Self.shows(expected, start), !Self.shows(actual, start) else { continue }
                // The lines of the same object that wrote over it, whole or that member, with something read (not a literal).
                let writes = code.assignments.filter { write in
                    guard write.owner == property.owner, !(write.method ?? "").hasPrefix("init("), !CodeFacts.isLiteral(write.value) else { return false }
                    let target = (write.written.isEmpty ? write.target : write.written).replacingOccurrences(of: "self.", with: "")
                    if target == property.name { return true }
                    guard let member else { return false }
                    return target.range(of: "^\(escaped)[?!]?\\.\(NSRegularExpression.escapedPattern(for: member))$", options: .regularExpression) != nil
                }.filter { (context.ran($0) ?? 0) > 0 }
                // Ran fewer times than the read: at least one read found what an earlier run of the write left.
                guard let write = writes.first, writes.allSatisfy({ (context.ran($0) ?? 0) < reads }) else { continue }
                let given = "\(property.name)\(member.map { "." + $0 } ?? "")"
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleDefaultOverwritten(property: property.name, initial: ReadOnceRule.oneLine(initial), line: property.initialLine, start: start,
                                              write: write.statement, writeLine: write.line, method: write.method, writeRuns: context.ran(write) ?? 1,
                                              setter: "\(setter.target) = …", setterLine: setter.line, read: given)
                })
            }
        }
        return nil
    }
}
