import Foundation
import Texts

/// The line setting what the check reads sits in a closure registered on an object (`viewModel.updateText.bind { … }`)
/// that another registration of the same method also uses for another target, while a sibling of that object
/// (`viewModel.intervalText`, a property of the same owner with the same type) is read nowhere: a copied
/// registration left on the first source.
///
/// Premise: the failure is about a value; the subject's setter ran in the closure of such a call; the
/// sibling has no registration of that kind anywhere.
struct SameSourceBoundTwiceRule: TeachingRule {
    let id = "same-source-bound-twice"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let closure = setter.closureOf, let method = setter.method else { continue }
            guard let register = code.calls.filter({ $0.name == closure && $0.method == method && $0.owner == setter.owner && $0.file == setter.file && $0.line <= setter.line })
                    .max(by: { $0.line < $1.line }), let receiver = register.receiver.map(CodeFacts.normalized) else { continue }
            // Another registration on the same object in the method, for another target.
            let others = code.calls.filter { $0.name == closure && $0.method == method && $0.owner == setter.owner && $0.line != register.line
                && $0.receiver.map(CodeFacts.normalized) == receiver }
            guard let other = others.first else { continue }
            let parts = receiver.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "").split(separator: ".").map(String.init)
            guard parts.count >= 2, let member = parts.last else { continue }
            let base = parts.dropLast().joined(separator: ".")
            // The owner of `member`, and its siblings of the same type read nowhere.
            // (Its type as declared, or the value it is made with: `let update = Signal()`.)
            guard let declared = code.properties.first(where: { $0.name == member && !$0.isOutlet }), let type = declared.type ?? declared.initial else { continue }
            // (Registered on nowhere: no `bind`/`observe` of the method's kind is made on it.)
            let siblings = code.properties.filter { $0.owner == declared.owner && $0.name != member && ($0.type ?? $0.initial) == type }.filter { sibling in
                !code.calls.contains { call in
                    call.name == closure && call.receiver.map { CodeFacts.normalized($0).replacingOccurrences(of: "?", with: "").hasSuffix("." + sibling.name) || $0 == sibling.name } == true
                }
            }
            // The sibling whose name shares a word with the target set (`intervalText` for `resultInterval`).
            let target = setter.member == "text" ? (setter.base.map { String($0.split(separator: ".").last ?? "") } ?? setter.target) : setter.member
            func words(_ name: String) -> Set<String> {
                Set(name.replacingOccurrences(of: #"([a-z])([A-Z])"#, with: "$1 $2", options: .regularExpression).lowercased().split(separator: " ").map(String.init))
            }
            guard let sibling = siblings.first(where: { !words($0.name).intersection(words(target)).isEmpty }) ?? (siblings.count == 1 ? siblings.first : nil) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleSameSourceBoundTwice(receiver: receiver, call: closure, line: register.line, otherLine: other.line, target: setter.target,
                                            sibling: base + "." + sibling.name)
            })
        }
        return nil
    }
}
