import Foundation
import Texts
import WorkbookProtocol

/// `DispatchQueue.main.async { [weak self] in guard let self = self else { return } … }`: the
/// closure ran after the object was released (a popped or dismissed screen, a segue once
/// `perform()` returned), its weak `self` was nil, and its work was skipped.
///
/// Premise, from the coverage: the closure's unwrap of `self` ran and the statement after it
/// never did (a weak reference is nil only once its object is gone). Without an unwrap
/// (`self?.work()`), the trace must show the object released after the method that made the
/// closure ran.
struct WeakSelfReleasedRule: TeachingRule {
    let id = "weak-self-released"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        for closure in code.weakSelfClosures {
            guard let owner = closure.owner, let first = closure.statements.first,
                  (context.ran(file: closure.file, line: first.line, column: first.column) ?? 0) > 0 else { continue }
            let isSegue = code.classes.first { $0.name == owner }?.supertypes.contains { $0.hasSuffix("StoryboardSegue") } == true
            if let unwrapLine = closure.unwrapLine, let index = closure.statements.firstIndex(where: { $0.line == unwrapLine }),
               closure.statements.indices.contains(index + 1) {
                let next = closure.statements[index + 1]
                guard (context.ran(file: closure.file, line: unwrapLine, column: closure.statements[index].column) ?? 0) > 0,
                      context.ran(file: closure.file, line: next.line, column: next.column) == 0 else { continue }
                return explanation(closure, owner: owner, isSegue: isSegue, skipped: next.line, unwrapped: true)
            }
            // `self?.…` only: the trace shows the object released after the closure's method ran.
            guard closure.unwrapLine == nil, let method = closure.method else { continue }
            // For a missing value, the closure is where the value was to be given: one of its lines
            // sets what the check read (a closure that only fills the released screen's own field
            // says nothing about the value).
            if context.isMissingValue {
                let lines = Set(closure.statements.map(\.line))
                guard context.settersOfSubject.contains(where: { lines.contains($0.line) && $0.file == closure.file }) else { continue }
            }
            let made = context.runs(of: method, owner: owner)
            guard let madeAt = made.last, let released = context.evidence.indexedEvents.first(where: { item in
                item.index > madeAt.index && item.event.member == "deinit" && item.event.instance == madeAt.event.instance
            }) else { continue }
            // A closure kept in another object's property (`vc3.onSend = { [weak self] … }`) runs when that object
            // calls it: when every method calling it ran before the release, `self` was still there (held-out 276-08).
            if let kept = code.assignments.first(where: { $0.file == closure.file && $0.line == closure.line && $0.value.hasPrefix("{") })?.member {
                let invokers = code.calls.filter { $0.name == kept && $0.method != nil && (context.ran($0) ?? 0) > 0 }
                let runs = invokers.flatMap { call in context.runs(of: call.method!, owner: call.owner ?? "") }
                if !runs.isEmpty, runs.allSatisfy({ $0.index < released.index }) { continue }
            }
            return explanation(closure, owner: owner, isSegue: isSegue, skipped: first.line, unwrapped: false)
        }
        return nil
    }

    private func explanation(_ closure: CodeFacts.WeakSelfClosure, owner: String, isSegue: Bool, skipped: Int, unwrapped: Bool) -> Explanation {
        Explanation(rule: id, text: Catalog.both {
            $0.ruleWeakSelfReleased(call: closure.call, line: closure.line, method: closure.method ?? "?", owner: owner, isSegue: isSegue,
                                    unwrapLine: unwrapped ? closure.unwrapLine : nil, skippedLine: skipped)
        })
    }
}
