import Foundation
import Texts
import WorkbookProtocol

/// The learner's code reads `UserDefaults` and nothing in it ever writes there (no `set(_:forKey:)`,
/// no `setValue`, no `@AppStorage`): every read finds nothing, and what the app "saved" went to a
/// property in memory (a property wrapper's own copy, a cache) (docs/checks.md "Round 38").
struct DefaultsNeverWrittenRule: TeachingRule {
    let id = "defaults-never-written"
    /// A read made only once (a `lazy` value, a test of the label's own text) names the timing the learner
    /// wrote; the missing write is then the smaller part of the story (and often in a file not shown).
    let supersededBy: Set<String> = ["read-once", "read-only-first-time"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let reads = code.keys.filter { $0.store == .userDefaults && !$0.isWrite }
        guard let read = reads.first, !code.keys.contains(where: { $0.store == .userDefaults && $0.isWrite }) else { return nil }
        // Nothing else that writes defaults either (a wrapper of SwiftUI's, a `setValue(_:forKey:)` on another receiver, a file).
        let sources = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        // (`set(data, forKey: …)` inside an extension of UserDefaults is a write too.)
        let saves = [#"(?<![\w])set\w*\s*\(.*forKey:"#, #"@AppStorage"#, #"\.write\s*\(\s*to"#, #"\bNSUbiquitousKeyValueStore\b"#]
        guard !sources.contains(where: { text in saves.contains { text.range(of: $0, options: .regularExpression) != nil } }) else { return nil }
        let call = code.calls.first { $0.line == read.line && $0.labels.contains("forKey") && $0.owner == read.owner }
        let written = call?.written ?? "\(read.receiver ?? "UserDefaults.standard")(forKey: \(read.key))"
        // The value given to another object's property that nothing reads (`app.value = …`): two stores, one
        // written and one read; which one the exercise means is not this reading's to say.
        if let elsewhere = StoresDifferRule.unreadWrite(code, besides: "") {
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleDefaultsReadValueElsewhere(read: written, line: read.line, owner: read.owner ?? "?", write: elsewhere.write, writer: elsewhere.owner, writeLine: elsewhere.line)
            })
        }
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleDefaultsNeverWritten(read: call?.written ?? "\(read.receiver ?? "UserDefaults.standard")(forKey: \(read.key))", line: read.line,
                                        owner: read.owner, method: read.method, count: reads.count)
        })
    }
}
