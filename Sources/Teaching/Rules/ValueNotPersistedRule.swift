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
        return Explanation(rule: id, text: Catalog.both { $0.ruleValueNotPersisted })
    }
}
