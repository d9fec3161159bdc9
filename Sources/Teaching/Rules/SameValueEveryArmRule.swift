import Foundation
import Texts
import WorkbookProtocol

/// `if paramUpdate { label.text = "자동갱신" } else { label.text = "자동갱신" }`: every arm of a test
/// (an `if` with its `else`, a `switch` with all its cases) gives what the check read the same
/// text, the one it showed, so the test cannot matter; an arm was copied from another and not
/// changed. Told with the arm that ran for this check and the text the check wanted.
///
/// Premise: a value check whose shown text is a literal every arm writes to the place read; the
/// test has an `else`/`default` (or two or more arms each setting it); one of those lines ran.
struct SameValueEveryArmRule: TeachingRule {
    let id = "same-value-every-branch"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let (expected, actual) = context.differingValues else { return nil }
        let code = context.code
        let setters = code.assignments.filter(context.setsSubject)
        let literal = "\"" + actual + "\""
        for branches in code.branches where branches.arms.count >= 2 {
            guard branches.arms.contains(where: { ["else", "default"].contains($0.label) }) else { continue }
            // The setter in each arm (directly in it: the innermost arm holding it is this one).
            let perArm = branches.arms.map { arm in
                setters.filter { setter in
                    setter.file == branches.file && setter.owner == branches.owner && setter.method == branches.method
                        && setter.line >= arm.bodyLine && setter.line <= arm.endLine
                }
            }
            guard perArm.allSatisfy({ $0.count == 1 }) else { continue }
            let written = perArm.map { $0[0] }
            guard Set(written.map(\.target)).count == 1, written.allSatisfy({ $0.value.trimmingCharacters(in: .whitespaces) == literal }) else { continue }
            guard let ranIndex = written.indices.first(where: { (context.ran(written[$0]) ?? 0) > 0 }) else { continue }
            let ran = written[ranIndex]
            let test = branches.subject.map { "switch \($0)" } ?? branches.arms[0].label
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleSameValueEveryArm(test: test, line: branches.arms[0].line, target: ran.written.isEmpty ? ran.target : ran.written, value: literal,
                                         lines: written.map(\.line), ranArm: branches.arms[ranIndex].label, ranLine: ran.line, expected: expected)
            })
        }
        return nil
    }
}
