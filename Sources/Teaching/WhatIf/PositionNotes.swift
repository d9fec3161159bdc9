import Foundation
import Texts

/// What the values of a comparison that never matched say about a side that is a position in a
/// collection: a position compared with the collection's `count`, which no position reaches
/// (`index == identifiers.count`), or an entry read at one position where the value on the other
/// side is the collection's entry at another (`identifier == guarded[0]` that met `guarded[1]`).
public enum PositionNotes {
    /// The note for `comparison` whose sides compared `pairs` (left, right) in the method `method`,
    /// nil when the values do not show one.
    public static func read(comparison: String, pairs: [[String]], facts: CodeFacts, method: CodeFacts.Method?, line: Int) -> WhatIfOutcome.PositionNote? {
        guard !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }),
              let match = comparison.firstMatch(#"^\s*(.+?)\s*(==|!=|>=|<=|>|<)\s*(.+?)\s*$"#) else { return nil }
        let (left, op, right) = (match[1], match[2], match[3])
        let mirrored = ["==": "==", "!=": "!=", ">=": "<=", "<=": ">=", ">": "<", "<": ">"]
        // A position against its collection's count.
        for (position, counted, flipped) in [(left, right, false), (right, left, true)] {
            guard let collection = counted.firstMatch(#"^(?:self\.)?([\w.]+?)[?!]?\.count$"#)?[1] else { continue }
            let test = flipped ? mirrored[op] ?? op : op
            guard ["==", ">=", ">"].contains(test), isPosition(position, facts: facts, method: method, line: line) else { continue }
            let numbers = pairs.compactMap { pair -> (Int, Int)? in
                guard let p = Int(pair[flipped ? 1 : 0]), let c = Int(pair[flipped ? 0 : 1]) else { return nil }
                return (p, c)
            }
            guard numbers.count == pairs.count, numbers.allSatisfy({ $0.0 >= 0 && $0.0 < $0.1 }), let last = numbers.last else { continue }
            return .countReached(position: position, collection: collection, count: last.1, test: comparison.trimmingCharacters(in: .whitespaces))
        }
        guard op == "==" || op == "!=" else { return nil }
        // A position found in an array written out, compared with a number: the entries both stand for.
        for (position, number, flipped) in [(left, right, false), (right, left, true)] {
            guard let compared = Int(number), let method,
                  let bound = boundCollection(position, facts: facts, method: method, line: line),
                  let entries = literalEntries(of: bound, facts: facts, method: method, line: line),
                  compared >= 0, compared < entries.count else { continue }
            let values = Set(pairs.compactMap { Int($0[flipped ? 1 : 0]) })
            guard values.count == 1, let actual = values.first, actual >= 0, actual < entries.count else { continue }
            return .numberedEntry(position: position, collection: bound, number: compared, entry: entries[compared], actual: actual, actualEntry: entries[actual])
        }
        // An entry read at a fixed position where the other side is another entry of the same collection.
        for (read, readIndex, otherIndex) in [(left, 0, 1), (right, 1, 0)] {
            guard let access = read.firstMatch(#"^(?:self\.)?(\w+)\[(\d+)\]$"#), let position = Int(access[2]),
                  let entries = literalEntries(of: access[1], facts: facts, method: method, line: line), position < entries.count else { continue }
            let readValues = Set(pairs.map { $0[readIndex] }), otherValues = Set(pairs.map { $0[otherIndex] })
            guard readValues == [entries[position]], otherValues.count == 1, let value = otherValues.first,
                  let found = entries.firstIndex(of: value), found != position else { continue }
            return .otherSlot(collection: access[1], read: position, readValue: entries[position], value: value, found: found)
        }
        return nil
    }

    /// The collection a name was found in (`let step = ids.firstIndex(of: id)` → `ids`).
    static func boundCollection(_ side: String, facts: CodeFacts, method: CodeFacts.Method, line: Int) -> String? {
        let name = side.hasPrefix("self.") ? String(side.dropFirst(5)) : side
        guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil else { return nil }
        return facts.boundValue(of: name, method: method.name, owner: method.owner, upTo: line)?.firstMatch(#"^(?:self\.)?(\w+)\??\.(?:firstIndex|lastIndex)\("#)?[1]
    }

    /// Whether `side` is a position: a name bound from `firstIndex`/`lastIndex`/`indices`/`enumerated()`,
    /// or a name that says so (`index`, `step`, `currentPage`, `i`).
    static func isPosition(_ side: String, facts: CodeFacts, method: CodeFacts.Method?, line: Int) -> Bool {
        let name = side.hasPrefix("self.") ? String(side.dropFirst(5)) : side
        guard name.range(of: #"^\w+$"#, options: .regularExpression) != nil else { return false }
        if let method {
            if let bound = facts.boundValue(of: name, method: method.name, owner: method.owner, upTo: line), bound.range(of: #"\b(firstIndex|lastIndex|index)\s*\(|\.indices\b|\.enumerated\(\)|\.startIndex\b"#, options: .regularExpression) != nil { return true }
        }
        return name.range(of: #"(?i)^(i|j|idx|pos|\w*(index|position|step|slot|page))$"#, options: .regularExpression) != nil
    }

    /// The entries of an array written out where `name` is declared (a property or a local of the method)
    /// as Swift prints them, when nothing changes it.
    static func literalEntries(of name: String, facts: CodeFacts, method: CodeFacts.Method?, line: Int) -> [String]? {
        guard let entries = facts.writtenArray(name, method: method?.name, owner: method?.owner, upTo: line),
              entries.allSatisfy({ $0.range(of: #"^("[^"\\]*"|-?\d+)$"#, options: .regularExpression) != nil }),
              !facts.assignments.contains(where: { $0.target == name || $0.target == "self." + name }),
              !facts.changesInPlace(name, owner: method?.owner) else { return nil }
        return entries
    }
}
