import Foundation
import Texts
import WorkbookProtocol

/// Two named constants that hold the same text, both written as cases of one `switch`
/// (`case Segues.actionSubmit:` … `case Segues.defaultSubmit:` where both hold "ActionSubmit", a
/// constant copied and not changed): the first case takes the value every time, and the second can
/// never run. The values come from the learner's declarations, the run from the coverage.
///
/// Premise: the `switch` ran and the later case never did; the two case patterns are names whose
/// declared texts are equal.
struct SameConstantTwiceRule: TeachingRule {
    let id = "same-constant-twice"

    func explain(_ context: FailureContext) -> Explanation? {
        let code = context.code
        func value(of name: String, owner: String?) -> String? {
            code.stringConstant(name, owner: owner)
        }
        for group in code.branches where group.subject != nil {
            var seen: [String: (name: String, line: Int, arm: CodeFacts.Branches.Arm)] = [:]
            for arm in group.arms {
                guard let name = arm.label.firstMatch(#"^case\s+\.?([\p{L}_][\w.]*)$"#)?[1], let text = value(of: name, owner: group.owner) else { continue }
                if let first = seen[text] {
                    // The `switch` ran (one of its cases did) and this case never did.
                    guard group.arms.contains(where: { (context.ran(file: group.file, line: $0.bodyLine, column: $0.bodyColumn) ?? 0) > 0 }),
                          context.ran(file: group.file, line: arm.bodyLine, column: arm.bodyColumn) == 0 else { break }
                    let identifiers = Set(context.storyboards.flatMap(\.scenes).flatMap(\.controller.allSegues).compactMap(\.identifier))
                    let values = Set(group.arms.compactMap { $0.label.firstMatch(#"^case\s+\.?([\p{L}_][\w.]*)$"#)?[1] }.compactMap { value(of: $0, owner: group.owner) })
                    let missing = identifiers.subtracting(values).sorted()
                    return Explanation(rule: id, text: Catalog.both {
                        $0.ruleSameConstantTwice(first: first.name, firstLine: first.line, second: name, secondLine: arm.line, value: text,
                                                 missing: identifiers.contains(text) ? missing.first : nil)
                    })
                }
                seen[text] = (name, arm.line, arm)
            }
        }
        return nil
    }
}
