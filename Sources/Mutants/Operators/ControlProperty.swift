import SwiftSyntax

/// Reads another property of the same control: `isOn` → `isEnabled`, `value` → `minimumValue`,
/// `text` → `placeholder`. The control's class comes from its declaration (an outlet, a typed
/// parameter, a property of a cast local).
struct ControlProperty {
    static let others: [String: [String: [String]]] = [
        "UISwitch": ["isOn": ["isEnabled", "isSelected"]],
        "UIStepper": ["value": ["minimumValue", "maximumValue", "stepValue"]],
        "UISlider": ["value": ["minimumValue", "maximumValue"]],
        "UITextField": ["text": ["placeholder"]],
        "UISegmentedControl": ["selectedSegmentIndex": ["numberOfSegments"]],
    ]

    func candidates(_ context: MutationContext) -> [MutationCandidate] {
        let file = context.file
        var found: [MutationCandidate] = []
        for member in context.inRegions(MemberAccessExprSyntax.self) {
            let property = member.declName.baseName.text
            guard var base = member.base else { continue }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            guard let control = context.source.typeName(of: base, in: file), let others = Self.others[control]?[property] else { continue }
            // A value written to the control is not a read.
            if let sequence = member.parent?.as(ExprListSyntax.self), sequence.first?.id == member.id,
               sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true { continue }
            let range = file.range(of: member.declName)
            let statement = ancestor(CodeBlockItemSyntax.self, of: member)?.trimmedDescription ?? member.trimmedDescription
            let code = member.trimmedDescription
            for other in others {
                let changed = String(code.dropLast(property.count)) + other
                found.append(context.candidate(
                    .controlProperty, [TextEdit(range: range, replacement: other)], at: range.lowerBound,
                    before: statement, after: statement.replacingOccurrences(of: code, with: changed),
                    truth: MutationTruth(summary: "`\(code)` read as `\(changed)` (\(control))", from: property, to: other,
                                         tokens: [other, property])))
            }
        }
        return found
    }
}
