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

/// A learner's registration function that keeps one closure (`func bind(_ listener: …) { self.listener = listener }`),
/// called on the same object from another screen after the screen whose closure sets what the check reads:
/// the later registration took the earlier one's place, so the first screen's closure was never called again.
///
/// Premise: the failure is about a value; the subject's setter is in the closure of such a call; the
/// function's body stores its parameter in one property (no `append`); another call of it, on a receiver
/// ending in the same member, ran in a method whose run came after the first call's method's run.
struct ListenerReplacedRule: TeachingRule {
    let id = "listener-replaced"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject {
            guard let closure = setter.closureOf, let method = setter.method else { continue }
            guard let register = code.calls.filter({ $0.name == closure && $0.method == method && $0.owner == setter.owner && $0.file == setter.file && $0.line <= setter.line })
                    .max(by: { $0.line < $1.line }), (context.ran(register) ?? 0) > 0,
                  let receiver = register.receiver.map({ CodeFacts.normalized($0).replacingOccurrences(of: "?", with: "") }),
                  let member = receiver.split(separator: ".").last.map(String.init) else { continue }
            // The function keeps one closure: it stores its parameter with `=`.
            let escaped = NSRegularExpression.escapedPattern(for: closure)
            guard let parameter = context.sources.lazy.compactMap({ $0.firstMatch(#"\bfunc\s+\#(escaped)\s*(?:<[^>]*>)?\s*\(\s*(?:\w+\s+)?(\w+)\s*:\s*@escaping"#)?[1] }).first,
                  let function = SourceScan.functions(in: context.sources).first(where: { $0.name == closure }),
                  let store = function.body.firstMatch(#"((?:self\.)?\w+)\s*=\s*\#(parameter)\b"#), !function.body.contains("append(") else { continue }
            guard let first = context.runs(of: method, owner: setter.owner).first else { continue }
            for other in code.calls where other.name == closure && !(other.line == register.line && other.file == register.file) && (context.ran(other) ?? 0) > 0 {
                guard let otherReceiver = other.receiver.map({ CodeFacts.normalized($0).replacingOccurrences(of: "?", with: "") }),
                      otherReceiver.split(separator: ".").last.map(String.init) == member, let otherMethod = other.method,
                      context.runs(of: otherMethod, owner: other.owner).contains(where: { $0.index > first.index }) else { continue }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleListenerReplaced(function: closure, store: store[0], first: "\(register.receiver ?? receiver).\(closure) { … }", firstFile: context.fileName(register.file) ?? "?",
                                            firstLine: register.line, later: "\(other.receiver ?? otherReceiver).\(closure) { … }", laterFile: context.fileName(other.file) ?? "?", laterLine: other.line)
                })
            }
        }
        return nil
    }
}
