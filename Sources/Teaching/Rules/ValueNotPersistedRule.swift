import Foundation
import Texts
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
        guard !code.contains(where: { text in saves.contains { text.range(of: $0, options: .regularExpression) != nil } }) else {
            return Self.savesNeverRan(context).map { Explanation(rule: id, conclusive: true, text: $0) }
        }
        // Where the code keeps it instead: a `static` or global property, or the app delegate's,
        // that what the check read is made from.
        let facts = context.code
        let read = context.settersOfSubject.map { context.origins(of: $0) }.joined(separator: " ")
        let holders = facts.properties.filter { property in
            guard FailureContext.mentions(read, property.name), !property.isOutlet else { return false }
            let declaration = context.sources.indices.contains(property.file)
                ? context.sources[property.file].components(separatedBy: "\n").dropFirst(property.line - 1).first ?? "" : ""
            return property.owner == nil || property.owner == "AppDelegate" || declaration.range(of: #"\bstatic\b"#, options: .regularExpression) != nil
        }
        // The one the code stores the value in (something assigns it), not a constant the read falls back on (`키.저장된 ?? 키.기본표시`).
        let holder = holders.first { property in
            facts.assignments.contains { $0.target == property.name || $0.target.hasSuffix("." + property.name) }
        } ?? holders.first
        return Explanation(rule: id, text: Catalog.both { texts in
            texts.ruleValueNotPersisted + (holder.map { texts.ruleValueNotPersistedHolder(name: ($0.owner.map { "\($0)." } ?? "") + $0.name, file: context.fileName($0.file), line: $0.line) } ?? "")
        })
    }

    /// The code does save with `set…(_:forKey:)`, but no such line ran before the relaunch (the
    /// coverage counts 0 for each): the save sits in a method nothing called (`apply()`, a
    /// `SharedPreferences`-like commit), or under a test that did not hold. The value lived only in
    /// memory, where the screen found it before the relaunch.
    static func savesNeverRan(_ context: FailureContext) -> LocalizedText? {
        let facts = context.code
        let saves = facts.calls.filter { $0.name.hasPrefix("set") && $0.labels.contains("forKey") }
        guard !saves.isEmpty, saves.allSatisfy({ context.ran($0) == 0 }),
              // Nothing else writes outside the process (a file, Core Data, the keychain).
              !context.sources.map(SegueIdentifierMismatchRule.withoutComments).contains(where: {
                  $0.range(of: #"\.write\s*\(\s*to|\bFileManager\b|\bNSPersistentContainer\b|\bSecItemAdd\b|@AppStorage|\bNSUbiquitousKeyValueStore\b"#, options: .regularExpression) != nil
              }),
              let save = saves.first else { return nil }
        let method = save.method.flatMap { facts.method($0, in: save.owner) }
        let methodRan = method.flatMap { context.ran($0) } ?? 0
        // Why the line never ran: its method was never called (and whether anything calls it), or a test skipped it.
        let callers = method.map { declared in facts.calls.filter { $0.name == declared.baseName && $0.method != declared.name } } ?? []
        return Catalog.both {
            $0.ruleSaveNeverRan(save: save.written, line: save.line, owner: save.owner, method: save.method, methodRan: methodRan > 0,
                                callers: callers.map(\.line), file: context.fileName(save.file))
        }
    }
}
