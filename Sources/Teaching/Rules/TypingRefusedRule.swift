import Foundation
import Texts
import WorkbookProtocol

/// The value lost characters because the text field's delegate refused them: the trace records
/// each edit its `textField(_:shouldChangeCharactersIn:replacementString:)` answered with false
/// (R10.7), during the step that typed. Told with the characters refused and where they were in
/// what was typed (all at the end: a length limit that stops one too early).
struct TypingRefusedRule: TeachingRule {
    let id = "typing-refused"
    static let member = "textField(_:shouldChangeCharactersIn:replacementString:)"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let failed = context.failure.step ?? Int.max
        let refusals = context.events.filter { $0.member == Self.member && ($0.detail ?? "").hasSuffix(" refused") && ($0.step ?? 0) < failed }
        guard let first = refusals.first, let step = first.step, context.check.steps.indices.contains(step),
              case let .type(_, typed) = context.check.steps[step] else { return nil }
        let inStep = refusals.filter { $0.step == step && $0.instance == first.instance }
        let refused: [String] = inStep.compactMap { event in
            guard let detail = event.detail, let open = detail.firstIndex(of: "\""), let close = detail.lastIndex(of: "\""), open < close else { return nil }
            return String(detail[detail.index(after: open)..<close])
        }
        guard !refused.isEmpty, refused.allSatisfy({ $0.count == 1 }) else { return nil }
        // Where each refused character was in what was typed (in order).
        var positions: [Int] = []
        var search = Array(typed).map(String.init).enumerated().makeIterator()
        for character in refused {
            while let (index, typedCharacter) = search.next() {
                if typedCharacter == character { positions.append(index); break }
            }
        }
        let count = typed.count
        let atEnd = positions.count == refused.count && !positions.isEmpty && positions == Array((count - positions.count)..<count)
        let owner = first.className
        let method = context.code.methods.first { $0.owner == owner && $0.name == Self.member }
        var seen = Set<String>()
        let distinct = refused.filter { seen.insert($0).inserted }
        return Explanation(rule: id, conclusive: true, text: Catalog.both {
            $0.ruleTypingRefused(typed: typed, step: step, owner: owner, line: method?.line ?? 0, refused: distinct,
                                 keptCount: atEnd ? count - positions.count : nil)
        })
    }
}

/// The value handed over is a property wrapper's projected value (`rvc.paramEmail = $lastEmail`),
/// not the wrapped one (`lastEmail`): `$` gives what the wrapper's `projectedValue` returns.
struct ProjectedValueRule: TeachingRule {
    let id = "projected-value"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isValueOrScreen else { return nil }
        let code = context.code
        for setter in context.settersOfSubject where (context.ran(setter) ?? 0) > 0 {
            guard let match = setter.value.firstMatch(#"(?<![\w.])\$([\p{L}_]\w*)\b"#),
                  let property = code.properties.first(where: { $0.name == match[1] && $0.wrapper != nil }) else { continue }
            return Explanation(rule: id, conclusive: true, text: Catalog.both {
                $0.ruleProjectedValue(statement: setter.statement, line: setter.line, property: property.name, wrapper: property.wrapper ?? "?", declaredLine: property.line)
            })
        }
        return nil
    }
}
