import Foundation
import WorkbookProtocol

/// A value became empty: the code passes a text field's text on (`delegate?.sendData(field.text ?? "")`)
/// without checking that it is not empty, so leaving the field empty erased the value shown before.
struct EmptyValueSentRule: TeachingRule {
    let id = "empty-value-sent"
    /// The unwrap that let the empty text through, named, is the closer reading.
    let supersededBy: Set<String> = ["empty-text-is-not-nil"]

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let actual = context.failure.actual, Self.isEmpty(actual),
              let expected = context.failure.expected, !Self.isEmpty(expected) else { return nil }
        for source in context.sources.map(SegueIdentifierMismatchRule.withoutComments) {
            guard let call = source.firstMatch(#"((?:\w+\?\.)+\w+)\(\s*(?:self\.)?(\w+)\.text\s*(?:\?\?\s*""|!)\s*\)"#),
                  source.range(of: #"isEmpty|!=\s*""|\.count\s*>|\.count\s*!="#, options: .regularExpression) == nil else { continue }
            let field = call[2]
            guard Self.leftEmpty(field, context) else { continue }
            return Explanation(rule: id, text: Catalog.both { $0.ruleEmptyValueSent(call: call[0], field: field) })
        }
        return fromFacts(context)
    }

    /// The same from the code's facts, whatever the spelling: a call that ran hands a text
    /// field's text on (through the names it was bound to: `guard let text = inputText?.text`) to
    /// the method that sets what the check read, and no test on the way, nor in that method, asks
    /// whether the text is empty.
    private func fromFacts(_ context: FailureContext) -> Explanation? {
        let code = context.code
        let setters = context.settersOfSubject
        let receiving = Set(setters.compactMap { $0.method.map { String($0.prefix { $0 != "(" }) } })
        let emptiness = #"isEmpty|\.count\b|""|\bcount\s*[><=!]"#
        for call in code.calls where receiving.contains(call.name) && (context.ran(call) ?? 0) > 0 {
            guard !call.conditions.contains(where: { $0.text.firstMatch(emptiness) != nil }) else { continue }
            for argument in call.arguments {
                let value = code.resolved(argument, method: call.method, owner: call.owner, upTo: call.line)
                guard let field = value.firstMatch(#"^(?:self\.)?(\w+)\s*[?!]?\s*\.text\b"#)?[1],
                      code.properties.contains(where: { $0.name == field && $0.isOutlet && ($0.type ?? "").contains("Text") }),
                      // Nor does the receiving method ask.
                      !setters.contains(where: { $0.method.map { String($0.prefix { $0 != "(" }) } == call.name
                          && $0.conditions.contains { $0.text.firstMatch(emptiness) != nil } }) else { continue }
                guard Self.leftEmpty(field, context) else { continue }
                let written = call.written
                return Explanation(rule: id, text: Catalog.both { $0.ruleEmptyValueSent(call: written, field: field) })
            }
        }
        return nil
    }

    /// Whether the field held no text when the check failed: the last text the check typed into it
    /// up to the failing step was empty, or it typed into it after a step that went back (a new
    /// screen's field starts empty). A field the check filled with text was not empty.
    static func leftEmpty(_ field: String, _ context: FailureContext) -> Bool {
        let last = context.failure.step ?? Int.max
        var held: String?
        for (index, step) in context.check.steps.enumerated() where index <= last {
            switch step {
            case let .type(locator, text) where locator.outlet == field: held = text
            case .back, .launch, .relaunch: held = nil
            default: break
            }
        }
        return held.map(isEmpty) ?? true
    }

    static func isEmpty(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "\"\""
    }
}
