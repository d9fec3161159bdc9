import Foundation
import Texts
import WorkbookProtocol

/// `updateTexts[paramUpdate]` with `let updateTexts = [true: "off", false: "on"]`, or
/// `texts[flag ? 1 : 0]`: the value shown was looked up in a table the code wrote out, and the
/// value the check expected is in the same table under another key. The entries, or the key
/// worked out for the lookup, are the wrong way round.
///
/// Premise: a setter of what the check read (or one level up) reads `table[…]`, the table is a
/// literal in the code (a property's value or a local), and both the value read and the value
/// expected are entries of it.
struct LookupSwappedRule: TeachingRule {
    let id = "lookup-swapped"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            for match in setter.value.allMatches(#"\b(\w+)\s*\[([^\]]+)\]"#) {
                let table = match[1], key = match[2].trimmingCharacters(in: .whitespaces)
                let literal = code.properties.first { $0.name == table && $0.owner == setter.owner }?.initial
                    ?? code.bindings.last { $0.name == table && $0.method == setter.method && $0.owner == setter.owner }?.value
                guard let literal, literal.hasPrefix("[") else { continue }
                // The entries: `key: "value"` pairs, or the elements of an array.
                let pairs = literal.allMatches(#"(\w+|"[^"]*")\s*:\s*"([^"]*)""#).map { (key: $0[1], value: $0[2]) }
                let entries = pairs.isEmpty ? literal.allMatches(#""([^"]*)""#).enumerated().map { (key: String($0.offset), value: $0.element[1]) } : pairs
                // An exact entry first (one entry can begin another: "on" and "on hold").
                func entry(_ read: String) -> (key: String, value: String)? {
                    entries.first { $0.value == read } ?? entries.filter { Self.same(read, $0.value) }.max { $0.value.count < $1.value.count }
                }
                guard let shown = entry(actual), let wanted = entry(expected),
                      shown.key != wanted.key else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLookupSwapped(lookup: "\(table)[\(key)]", line: setter.line, table: table, shownKey: shown.key, wantedKey: wanted.key, isArray: pairs.isEmpty)
                })
            }
        }
        return nil
    }

    /// The label shows the entry, or a text made from it (`"\(value)분"`).
    static func same(_ read: String, _ entry: String) -> Bool { !entry.isEmpty && (read == entry || read.hasPrefix(entry) && read.count <= entry.count + 3) }
}
