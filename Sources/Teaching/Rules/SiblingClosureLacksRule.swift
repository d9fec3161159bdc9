import Foundation
import Texts
import WorkbookProtocol

/// The value the check reads is given only inside one closure of a table of closures (a dictionary
/// literal of routes, `["ActionSubmit": { rvc in rvc.paramEmail = … }, "DefaultSubmit": { rvc in … }]`),
/// and the closure of that table that ran in this check gives it nothing: that entry lacks the line.
///
/// Premise: a value the check reads, missing; every line giving it sits in closures of one literal
/// table and none ran; another closure of the same table ran (coverage), and no line of it gives that member.
struct SiblingClosureLacksRule: TeachingRule {
    let id = "sibling-closure-lacks"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let code = context.code
        func span(of line: Int, file: Int) -> CodeFacts.ClosureSpan? {
            code.closureSpans.filter { $0.file == file && $0.startLine <= line && line <= $0.lastLine }.min { $0.lastLine - $0.startLine < $1.lastLine - $1.startLine }
        }
        // The lines giving the value upstream of what the check read (`rvc.paramEmail = …` for the label showing it),
        // none of which ran.
        let all = context.settersOfSubject
        guard let setter = all.first(where: { (context.ran($0) ?? 0) == 0 && span(of: $0.line, file: $0.file) != nil }),
              !all.contains(where: { $0.member == setter.member && (context.ran($0) ?? 0) > 0 }),
              let own = span(of: setter.line, file: setter.file), context.sources.indices.contains(own.file) else { return nil }
        let lines = context.sources[own.file].components(separatedBy: "\n")
        // The entry's key, written where the closure opens, on the line above its first statement (`"ActionSubmit": { rvc in`).
        func key(_ span: CodeFacts.ClosureSpan) -> String? {
            for index in stride(from: span.firstLine - 1, through: max(span.startLine, span.firstLine - 2), by: -1) where lines.indices.contains(index - 1) {
                if let found = lines[index - 1].firstMatch(#"^\s*("[^"]+"|\.?\w+)\s*:\s*\{"#)?[1] { return found }
            }
            return nil
        }
        guard let ownKey = key(own) else { return nil }
        // The closures of the same table: siblings written as entries beside it, in the same declaration.
        for sibling in code.closureSpans where sibling.file == own.file && sibling.owner == own.owner && sibling.firstLine != own.firstLine
            && sibling.method == own.method && sibling.stored == own.stored && abs(sibling.firstLine - own.firstLine) <= 40 {
            guard let siblingKey = key(sibling), (context.ran(file: sibling.file, line: sibling.firstLine, column: sibling.firstColumn) ?? 0) > 0,
                  !code.assignments.contains(where: { $0.file == sibling.file && sibling.firstLine <= $0.line && $0.line <= sibling.lastLine && $0.member == setter.member })
            else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleSiblingClosureLacks(statement: "\(setter.written.isEmpty ? setter.target : setter.written) = \(setter.value)", line: setter.line,
                                           key: ownKey, otherKey: siblingKey, otherFirst: sibling.firstLine, otherLast: sibling.lastLine, member: setter.member)
            })
        }
        return nil
    }
}
