import Foundation
import Texts
import WorkbookProtocol

/// The value the check wanted is what a label of the screen that hands the value on shows (the
/// storyboard's text of one of its outlets: Main's `resultLabel` shows "-"), and the line that
/// hands it on gives something else (`values.last`, `title`): the value was on screen and not passed.
struct ShownValueNotPassedRule: TeachingRule {
    let id = "shown-value-not-passed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let expected = context.failure.expected.map(WrongBranchRule.unquoted), !expected.isEmpty,
              context.failure.actual.map(WrongBranchRule.unquoted) != expected else { return nil }
        // The labels whose storyboard text is the value, by the class of their screen and their outlet.
        var shownBy: [(screen: String, outlet: String)] = []
        for document in context.storyboards {
            for scene in document.scenes {
                guard let screen = scene.controller.customClass, let view = scene.controller.view else { continue }
                var texts: [String: String] = [:]
                var pending = [view]
                while let next = pending.popLast() {
                    if let text = next.text { texts[next.id] = text }
                    pending += next.subviews
                }
                for outlet in scene.controller.outlets where texts[outlet.destinationID] == expected {
                    shownBy.append((screen, outlet.property))
                }
            }
        }
        guard !shownBy.isEmpty else { return nil }
        // The way the value took: a member the check's setter reads, given by another screen's line that ran.
        for setter in context.settersOfSubject {
            let read = context.origins(of: setter) + " " + setter.value
            for assignment in context.code.assignments where assignment.owner != setter.owner && FailureContext.mentions(read, assignment.member)
                && (context.ran(assignment) ?? 0) > 0 {
                guard let shown = shownBy.first(where: { $0.screen == assignment.owner }),
                      !FailureContext.mentions(assignment.value, shown.outlet),
                      // The label's text not written by the code before (it still shows the storyboard's).
                      !context.code.assignments.contains(where: { $0.owner == assignment.owner && $0.target.hasSuffix(shown.outlet + ".text") && $0.line < assignment.line && $0.method == assignment.method })
                else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleShownValueNotPassed(statement: assignment.statement, line: assignment.line, owner: assignment.owner ?? "?", value: assignment.value,
                                               expected: expected, outlet: shown.outlet)
                })
            }
        }
        return nil
    }
}
