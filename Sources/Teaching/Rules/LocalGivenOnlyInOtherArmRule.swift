import Foundation
import Texts
import WorkbookProtocol

/// `var tmpInterval = 0.0`, `if isUpdate.isOn { … } else { tmpInterval = interval.value }`, then
/// `rvc.paramInterval = tmpInterval`: the value handed on is a local of the method whose only
/// assignments (below its declaration) sit under a test that went the other way in this run, so
/// it kept the value it was declared with. Told with the line that would have given it, the test
/// and the way it went; a line that must run whatever the test says belongs outside the `if`.
///
/// Premise: a value check; a line that gives what the check read (or the property it is made
/// from) ran and reads the local; none of the local's assignments ran; the first one sits under
/// a test, and the declaration gave a value.
struct LocalGivenOnlyInOtherArmRule: TeachingRule {
    let id = "local-given-only-in-other-arm"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            for local in code.locals where local.owner == setter.owner && local.method == setter.method && local.file == setter.file
                && local.line < setter.line && setter.line <= local.scopeEnd && FailureContext.mentions(setter.value, local.name) {
                guard let initial = local.value else { continue }
                let assignments = code.assignments.filter { assignment in
                    assignment.owner == local.owner && assignment.method == local.method && assignment.file == local.file && assignment.base == nil
                        && assignment.member == local.name && !assignment.written.hasPrefix("self.") && assignment.line > local.line && assignment.line < setter.line
                }
                guard let first = assignments.first, assignments.allSatisfy({ (context.ran($0) ?? 1) == 0 }),
                      let test = first.conditions.first,
                      // An unwrap that found nothing (`if let v = ad.value`) says the value never arrived: another reading's case.
                      test.text.range(of: #"^\s*(let|var|case)\b"#, options: .regularExpression) == nil,
                      !test.text.contains("!= nil"), !test.text.contains("== nil") else { continue }
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleLocalGivenOnlyInOtherArm(setter: setter.statement, setterLine: setter.line, name: local.name, initial: initial, declarationLine: local.line,
                                                     assignment: first.statement, line: first.line, condition: test.shown)
                })
            }
        }
        return nil
    }
}
