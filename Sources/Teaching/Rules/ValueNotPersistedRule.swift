import Foundation
import WorkbookProtocol

/// A value missing after the app was relaunched, while nothing in the code saves anything that
/// survives the process (no `UserDefaults`, no file): every screen, property, label and the app
/// delegate start again from nothing.
struct ValueNotPersistedRule: TeachingRule {
    let id = "value-not-persisted"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let step = context.failure.step,
              context.check.steps.prefix(step).contains(.relaunch) else { return nil }
        let code = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        // Anything that writes outside the process: a defaults `set…(…, forKey:)`, a file, Core Data, the keychain.
        let saves = [#"\.set\w*\s*\(.*forKey:"#, #"\bNSUbiquitousKeyValueStore\b"#, #"\.write\s*\(\s*to"#, #"\bFileManager\b"#,
                     #"\bNSPersistentContainer\b|\bSecItemAdd\b|@AppStorage|\.save\s*\(\s*\)"#]
        guard !code.contains(where: { text in saves.contains { text.range(of: $0, options: .regularExpression) != nil } }) else { return nil }
        // Where the code keeps it instead: a `static` or global property, or the app delegate's,
        // that what the check read is made from.
        let facts = context.code
        let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
        let holder = facts.properties.first { property in
            guard FailureContext.mentions(read, property.name), !property.isOutlet else { return false }
            let declaration = context.sources.indices.contains(property.file)
                ? context.sources[property.file].components(separatedBy: "\n").dropFirst(property.line - 1).first ?? "" : ""
            return property.owner == nil || property.owner == "AppDelegate" || declaration.range(of: #"\bstatic\b"#, options: .regularExpression) != nil
        }
        return Explanation(rule: id, text: Catalog.both { texts in
            texts.ruleValueNotPersisted + (holder.map { texts.ruleValueNotPersistedHolder(name: ($0.owner.map { "\($0)." } ?? "") + $0.name, file: context.fileName($0.file), line: $0.line) } ?? "")
        })
    }
}
