import Foundation
import Texts

/// A dictionary written as a literal (`["actionSubmit": …]`) looked up by a segue's identifier
/// (`conditions[identifier]`, `table[segue.identifier ?? ""]`) while the storyboard's identifier
/// differs from its key only in letter case: a dictionary finds a key letter for letter, so the
/// lookup gave nil and the code's fallback (`?? true`) decided instead.
struct DictionaryKeyCaseRule: TeachingRule {
    let id = "dictionary-key-case"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let identifiers = Set(context.storyboards.flatMap(\.scenes).flatMap(\.controller.allSegues).filter { $0.kind != .relationship }.compactMap(\.identifier))
        guard !identifiers.isEmpty else { return nil }
        for (index, source) in context.sources.enumerated() {
            for lookup in source.allMatches(#"\b(\w+)\s*\[\s*((?:segue\.)?\w+)\b[^\]]*\]"#) {
                let name = lookup[1]
                // Looked up by the identifier, or by a name bound to it (`guard let id = segue.identifier`).
                let key = lookup[2]
                guard key.hasSuffix("identifier") || context.code.bindings.contains(where: { $0.name == key && $0.file == index && $0.value.range(of: #"\bidentifier\b"#, options: .regularExpression) != nil }) else { continue }
                let keys = context.literalDictionaryKeys(name, owner: nil, method: nil, file: index)
                guard !keys.isEmpty else { continue }
                for identifier in identifiers.sorted() where !keys.contains(identifier) {
                    guard let key = keys.first(where: { $0.lowercased() == identifier.lowercased() }) else { continue }
                    let line = source.prefix(upTo: source.range(of: lookup[0])?.lowerBound ?? source.startIndex).filter { $0 == "\n" }.count + 1
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleDictionaryKeyCase(dictionary: name, key: key, identifier: identifier, lookup: lookup[0], line: line)
                    })
                }
            }
        }
        return nil
    }
}
