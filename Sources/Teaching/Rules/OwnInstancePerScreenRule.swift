import Foundation
import Texts
import WorkbookProtocol

/// Each screen makes its own store: `let store = AppStore()` declared in the screen that shows the
/// value and again in the screen that gives it. Two screens, two objects: the value goes into the
/// giver's own one (released with it), and the screen that shows it reads its own, which never got it.
///
/// Premise: the failing label's value is read (directly, or through the properties its setter reads
/// one step back) from a stored property of its screen declared with a new object of a class of the
/// learner's (`= AppStore()`), another screen declares a property with a new object of that class
/// too, and a line of that other screen that uses it (a call on it, or a write through it) ran.
struct OwnInstancePerScreenRule: TeachingRule {
    let id = "own-instance-per-screen"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .label(outlet, _)? = context.failure.expectation else { return nil }
        let code = context.code
        // Classes only: a struct is copied wherever it goes, which the copy readings tell.
        let learnerTypes = Set(code.classes.map(\.name))
        for set in code.labelSetters(outlet) {
            guard let owner = set.owner else { continue }
            // What the label's value reads: its text, the locals it reads, and one step back, the values
            // of the owner's properties it names.
            var texts = [set.value] + code.bindings(readBy: set).map(\.value)
            for name in Set(texts.joined(separator: " ").allMatches(#"\b([a-z_]\w*)\b"#).map { $0[1] }) {
                texts += code.assignments.filter { $0.owner == owner && $0.member == name && FailureContext.isSelfBase($0.base) }.map(\.value)
            }
            let read = texts.joined(separator: " ")
            for mine in code.properties where mine.owner == owner && !mine.isStatic && !mine.isComputed {
                guard let type = Self.madeType(mine.initial), learnerTypes.contains(type), FailureContext.mentions(read, mine.name) else { continue }
                for theirs in code.properties where theirs.owner != owner && theirs.owner != nil && !theirs.isStatic && !theirs.isComputed
                    && Self.madeType(theirs.initial) == type
                    // (Handed over from elsewhere, `form.model = model`: then it is not its own.)
                    && !code.assignments.contains(where: { $0.member == theirs.name && $0.owner != theirs.owner && !FailureContext.isSelfBase($0.base) }) {
                    // A line of that other screen that uses its own object, and ran.
                    let use = code.calls.first { $0.owner == theirs.owner && $0.receiverRoot == theirs.name && (context.ran($0) ?? 0) > 0 }.map { ($0.written, $0.line) }
                        ?? code.assignments.first { $0.owner == theirs.owner && ($0.base ?? "").hasPrefix(theirs.name) && (context.ran($0) ?? 0) > 0 }.map { ("\($0.target) = \($0.value)", $0.line) }
                    guard let use else { continue }
                    return Explanation(rule: id, conclusive: true, text: Catalog.both {
                        $0.ruleOwnInstancePerScreen(type: type, shower: owner, property: mine.name, line: mine.line,
                                                    giver: theirs.owner ?? "?", giverProperty: theirs.name, giverLine: theirs.line,
                                                    use: use.0, useLine: use.1)
                    })
                }
            }
        }
        return nil
    }

    /// `AppStore()` (or `AppStore.init()`, `.init()` is not told): the class a declaration makes a new object of.
    static func madeType(_ initial: String?) -> String? {
        initial?.trimmingCharacters(in: .whitespaces).firstMatch(#"^([A-Z]\w*)(?:\.init)?\(\s*\)$"#)?[1]
    }
}
