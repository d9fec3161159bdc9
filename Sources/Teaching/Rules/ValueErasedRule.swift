import Foundation
import Texts
import WorkbookProtocol

/// The value the screen reads was stored, and a statement that empties the very place it is kept
/// (`store.value = nil`, `removeObject(forKey:)` of the key read, `= ""`, `removeAll()`) ran too,
/// after it: a reset written for another feature (a new session on coming home, a clean form on the
/// first appearance) erased it before the reader looked.
///
/// Premise, over the code and the run: the check read a missing value; what the subject shows is
/// made from a member of another object or a store key (its setters, one level up, and the
/// computed properties they read); a write of a value there ran; a statement emptying it ran
/// (coverage); and when the trace records both (their method, or the UIKit callback that calls
/// it), the emptying one ran after a write.
struct ValueErasedRule: TeachingRule {
    let id = "value-erased"

    static let emptyValues: Set<String> = ["nil", "\"\"", "[]", "[:]"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        let setters = context.settersOfSubject
        guard !setters.isEmpty else { return nil }
        let readers = Set(setters.compactMap(\.owner))
        // What the value shown is made from: the setters' values, the local names they use, and
        // the computed properties they read (`savedEmail { defaults.string(forKey:) }`).
        var text = setters.map(\.value).joined(separator: " ")
        for setter in setters {
            text += " " + code.bindings.filter { $0.method == setter.method && $0.owner == setter.owner }.map(\.value).joined(separator: " ")
        }
        // Properties of the reader given a value in the same method (`self.value = ad?.value`, then `label.text = value`).
        for setter in setters {
            text += " " + code.assignments.filter { $0.method == setter.method && $0.owner == setter.owner && $0.line <= setter.line && FailureContext.mentions(text, $0.member) }
                .map(\.value).joined(separator: " ")
        }
        for property in code.properties where readers.contains(property.owner ?? "") && FailureContext.mentions(text, property.name) {
            text += " " + [property.getter, property.initial].compactMap { $0 }.joined(separator: " ")
        }
        // Members of other objects read (`ad?.value`, `Store.shared.email`).
        let members = Set(text.allMatches(#"[\w\)\]][?!]?\.(\w+)\b"#).map { $0[1] }).filter { member in
            code.properties.contains { $0.name == member && !readers.contains($0.owner ?? "") }
        }
        // Keys the readers read (in their methods and computed properties).
        let keys = Set(code.keys.filter { !$0.isWrite && readers.contains($0.owner ?? "") && text.contains("\"\($0.key)\"") }.map(\.key))

        for member in members.sorted() {
            // Writes to the shared place, not to a reader's own property of the same name.
            let shared = code.assignments.filter { $0.member == member && (!FailureContext.isSelfBase($0.base) || !readers.contains($0.owner ?? "")) }
            let writes = shared.filter { !Self.emptyValues.contains($0.value) }, clears = shared.filter { Self.emptyValues.contains($0.value) }
            // `store.items.removeAll()` of the shared member.
            let removals = code.calls.filter { call in
                call.name == "removeAll" && call.receiver.map { CodeFacts.normalized($0).hasSuffix(".\(member)") } == true
            }
            guard let write = writes.first(where: { (context.ran($0) ?? 0) > 0 }) else { continue }
            for clear in clears where (context.ran(clear) ?? 0) > 0 {
                guard let found = erased(context, clearCount: context.ran(clear), clearMethod: clear.method, clearOwner: clear.owner, writeMethod: write.method, writeOwner: write.owner) else { continue }
                return explanation(context, statement: "\(clear.written.isEmpty ? clear.target : clear.written) = \(clear.value)", file: clear.file, line: clear.line,
                                   method: clear.method, owner: clear.owner, slot: member, isKey: false, writeLine: write.line, writeFile: write.file, caller: found)
            }
            for clear in removals where (context.ran(clear) ?? 0) > 0 {
                guard let found = erased(context, clearCount: context.ran(clear), clearMethod: clear.method, clearOwner: clear.owner, writeMethod: write.method, writeOwner: write.owner) else { continue }
                return explanation(context, statement: clear.written, file: clear.file, line: clear.line,
                                   method: clear.method, owner: clear.owner, slot: member, isKey: false, writeLine: write.line, writeFile: write.file, caller: found)
            }
        }
        for key in keys.sorted() {
            let writes = code.keys.filter { $0.isWrite && $0.key == key }
            let writeCalls = code.calls.filter { call in ["set", "setValue"].contains(call.name) && call.stringArguments.contains(key) && call.arguments.first != "nil" }
            let clears = code.calls.filter { call in
                (["removeObject", "removeValue"].contains(call.name) && call.stringArguments.contains(key))
                    || (["set", "setValue"].contains(call.name) && call.stringArguments.contains(key) && (call.arguments.first.map { Self.emptyValues.contains($0) } ?? false))
            }
            guard !writes.isEmpty, let write = writeCalls.first(where: { (context.ran($0) ?? 0) > 0 }) else { continue }
            for clear in clears where (context.ran(clear) ?? 0) > 0 {
                guard let found = erased(context, clearCount: context.ran(clear), clearMethod: clear.method, clearOwner: clear.owner, writeMethod: write.method, writeOwner: write.owner) else { continue }
                return explanation(context, statement: clear.written, file: clear.file, line: clear.line, method: clear.method, owner: clear.owner,
                                   slot: key, isKey: true, writeLine: write.line, writeFile: write.file, caller: found)
            }
        }
        return nil
    }

    /// What the run says of the order: nil when it shows every emptying run came before the first
    /// write (harmless); else the UIKit callback that ran the emptying statement, when it is not
    /// its own method ("" when unknown or the same).
    private func erased(_ context: FailureContext, clearCount: Int?, clearMethod: String?, clearOwner: String?, writeMethod: String?, writeOwner: String?) -> String? {
        let clearTraced = tracedCaller(context, method: clearMethod, owner: clearOwner)
        let writeTraced = tracedCaller(context, method: writeMethod, owner: writeOwner)
        if let clearTraced, let writeTraced {
            let clearRuns = context.runs(of: clearTraced, owner: clearOwner).map(\.index)
            let writeRuns = context.runs(of: writeTraced, owner: writeOwner).map(\.index)
            if let firstWrite = writeRuns.min(), !clearRuns.isEmpty {
                // Each run of the emptying statement may have been one of its method's runs before
                // the first write (a test may skip it on the later runs): only more runs than those
                // show one after.
                let before = clearRuns.filter { $0 < firstWrite }.count
                if before == clearRuns.count || (clearCount.map { $0 <= before } ?? false) { return nil }
            }
        }
        guard let clearTraced, clearTraced != clearMethod else { return "" }
        return clearTraced
    }

    /// The method itself when the trace records its runs, else the recorded method of the same
    /// class that calls it (two levels at most).
    private func tracedCaller(_ context: FailureContext, method: String?, owner: String?, depth: Int = 0) -> String? {
        guard let method, depth < 3 else { return nil }
        if context.isTraced(method, owner: owner) { return method }
        let base = context.code.methods.first { $0.name == method && $0.owner == owner }?.baseName ?? FailureContext.traceName(method)
        let callers = context.code.calls.filter { $0.name == base && $0.owner == owner && ($0.receiver == nil || $0.receiver == "self") }.compactMap(\.method)
        for caller in Set(callers).sorted() where caller != method {
            if let found = tracedCaller(context, method: caller, owner: owner, depth: depth + 1) { return found }
        }
        return nil
    }

    private func explanation(_ context: FailureContext, statement: String, file: Int, line: Int, method: String?, owner: String?, slot: String, isKey: Bool,
                             writeLine: Int, writeFile: Int, caller: String) -> Explanation {
        let fileName = context.fileName(file)
        let writeFileName = writeFile == file ? nil : context.fileName(writeFile)
        let appearance = ["viewWillAppear(_:)", "viewDidAppear(_:)"].contains(caller) || (caller.isEmpty && ["viewWillAppear(_:)", "viewDidAppear(_:)"].contains(method ?? ""))
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleValueErased(statement: statement, file: fileName, line: line, method: method ?? "?", owner: owner ?? "?", slot: slot, isKey: isKey,
                               writeFile: writeFileName, writeLine: writeLine, caller: caller.isEmpty ? nil : caller, onAppearance: appearance)
        })
    }
}

extension FailureContext {
    /// `self.x` or `x`: the object's own member.
    static func isSelfBase(_ base: String?) -> Bool { base == nil || base == "self" }
}
