import Foundation
import Texts

/// Work done when the storyboard makes the screen (`init(coder:)`, `awakeFromNib()`) that reads a
/// property of the screen another class gives its value (`rvc.paramEmail = …`): the other class can
/// reach the screen only once it exists, so that read always saw the starting value.
///
/// Premise: the failure is about a value that did not arrive; an assignment in the screen's
/// `init(coder:)`/`awakeFromNib()` reads a stored property of the screen that an assignment of
/// another class sets, and that assignment ran.
struct ReadWhenMadeRule: TeachingRule {
    let id = "read-when-made"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        // What sets the value the check read, and what those lines read.
        let setters = context.settersOfSubject
        guard !setters.isEmpty else { return nil }
        for early in code.assignments where early.method?.hasPrefix("init(coder") == true || early.method == "awakeFromNib()" {
            guard let owner = early.owner, (context.ran(early) ?? 1) > 0,
                  setters.contains(where: { $0.member == early.member || FailureContext.mentions($0.value, early.member) }) else { continue }
            let stored = code.properties.filter { $0.owner == owner && !$0.isComputed && !$0.isOutlet && $0.name != early.member }
            for property in stored where FailureContext.mentions(early.value, property.name) {
                guard let giver = code.assignments.first(where: { other in
                    other.member == property.name && other.owner != owner && other.base != nil && (context.ran(other) ?? 0) > 0
                }) else { continue }
                let method = early.method ?? "init(coder:)"
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleReadWhenMade(statement: early.statement, file: context.fileName(early.file) ?? "?", line: early.line, method: method,
                                        property: property.name, giver: giver.statement, giverFile: context.fileName(giver.file) ?? "?", giverLine: giver.line)
                })
            }
        }
        return nil
    }
}
