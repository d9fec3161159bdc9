import Foundation
import Texts
import WorkbookProtocol

/// A test whose value cannot change: one subject compared with two different constants by `!=`
/// joined with `||` (`segue.identifier != "A" || segue.identifier != "B"`: always true) or by `==`
/// joined with `&&` (`style == .automatic && style == .pageSheet`: always false). Read from the
/// code's form alone (`CodeFacts.contradictions`), whatever the names, the constants or the method.
///
/// Premise: the test ran in the failed check (coverage), so its one value decided what ran.
struct TestCannotChangeRule: TeachingRule {
    let id = "test-cannot-change"

    func explain(_ context: FailureContext) -> Explanation? {
        for found in context.code.contradictions where (context.ran(file: found.file, line: found.line, column: found.column) ?? 0) > 0 {
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleTestCannotChange(test: found.text, line: found.line, subject: found.subject, first: found.constants[0], second: found.constants[1],
                                        alwaysTrue: found.alwaysTrue)
            })
        }
        return nil
    }
}
