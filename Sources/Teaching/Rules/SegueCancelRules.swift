import Foundation
import WorkbookProtocol

/// A segue that should have been stopped ran, while the learner's `prepare(for:sender:)` returns
/// early: when UIKit calls `prepare` the segue is already decided, and returning skips only the
/// rest of `prepare`.
struct PrepareCannotCancelRule: TeachingRule {
    let id = "prepare-cannot-cancel"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isScreenCheck else { return nil }
        guard let prepared = context.events.last(where: { $0.member == "prepare(for:sender:)" }),
              let identifier = prepared.detail?.firstMatch(#"segue="([^"]*)""#)?[1],
              let prepare = SourceScan.functions(in: context.sources).first(where: { $0.name == "prepare" && $0.className == prepared.className }),
              let early = prepare.body.allMatches(#"(?:guard\b([^{]*)\belse\s*\{\s*return\s*\}|if\b([^{]*)\{\s*return\s*\})"#).first(where: { match in
                  // A guard on the segue itself (`guard let rvc = segue.destination as? …`) is how
                  // prepare picks its segue, not an attempt to stop one.
                  let condition = match[1] + match[2]
                  // (Nor an unwrap alone, `guard let text = email.text`: no test of the input to stop anything.)
                  if condition.trimmingCharacters(in: .whitespacesAndNewlines).range(of: #"^(?:let|var)\s+\w+\s*=\s*[^,]+$"#, options: .regularExpression) != nil { return false }
                  return condition.range(of: #"\bsegue\b|\bidentifier\b|\bsender\b|\bas[?!]"#, options: .regularExpression) == nil
              }) else { return nil }
        let line = early[0].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return Explanation(rule: id, text: Catalog.both { $0.rulePrepareCannotCancel(early: line, identifier: identifier) })
    }
}

/// A segue a control triggered was cancelled although what the check typed should let it run:
/// the learner's `shouldPerformSegue(withIdentifier:sender:)` returned false, its condition the
/// wrong way round (true lets the segue run).
struct ShouldPerformInvertedRule: TeachingRule {
    let id = "should-perform-inverted"
    /// A test that read a value nothing had filled yet is not the wrong way round.
    var supersededBy: Set<String> { ["read-before-written", "capture-list-snapshot", "deferred-late", "fresh-object-asked"] }

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .top(expected)? = context.failure.expectation,
              let asked = context.events.last(where: { $0.member == "shouldPerformSegue(withIdentifier:sender:)" }),
              asked.className != expected, let actual = context.failure.actual, actual.hasPrefix(asked.className + "#"),
              let identifier = asked.detail?.firstMatch(#"^"([^"]*)""#)?[1],
              let index = context.events.lastIndex(of: asked),
              !context.events[index...].contains(where: { $0.member == "prepare(for:sender:)" }) else { return nil }
        let steps = context.failure.step.map { Array(context.check.steps.prefix($0)) } ?? context.check.steps
        guard let typed = steps.compactMap({ step -> (String, String)? in
            if case let .type(locator, text) = step, let outlet = locator.outlet { return (outlet, text) }
            return nil
        }).last, !typed.1.isEmpty else { return nil }
        // The answer that ran, from the coverage: told as written, and called the wrong way round only
        // when it is an emptiness test that answers "empty" (true lets the segue run).
        let ran = context.code.returns.filter { ($0.method ?? "").hasPrefix("shouldPerformSegue(") && $0.owner == asked.className && (context.ran($0) ?? 0) > 0 }
        // A `return false` under an unwrap or a cast that found nothing (`guard let text = sender as? String`):
        // what it unwrapped decided, not an answer the wrong way round.
        if !ran.isEmpty, ran.allSatisfy({ answer in
            answer.value == "false" && answer.conditions.contains { $0.text.range(of: #"\blet\s+\w+\s*=|\bas\?"#, options: .regularExpression) != nil }
        }) { return nil }
        // A `return false` under a test that does not read the field the user typed in (a copy kept in a
        // property, another value): that test decided, not a test of the field written the wrong way round.
        let field = typed.0
        let kept = Set(context.code.properties.filter { $0.owner == asked.className && !$0.isOutlet && !$0.isComputed && $0.name != field }.map(\.name))
        func reads(_ text: String, _ name: String) -> Bool {
            text.range(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\b", options: .regularExpression) != nil
        }
        // A copy of the field kept elsewhere (`FormState.shared.email = email.text ?? ""`) that the test reads,
        // given from the field only in methods that had not run when the segue was asked about: the test
        // read the old copy (not a test of the field the wrong way round).
        for answer in ran where answer.value != "true" {
            // The tests above the answer, and the answer itself when it is worked out (`return !copy.isEmpty`).
            let tests = answer.conditions.map { (text: $0.text, line: $0.line) } + (answer.value.map { $0 == "false" ? [] : [(text: $0, line: answer.line)] } ?? [])
            for condition in tests {
                let copies = context.code.assignments.filter { copy in
                    let target = copy.target.replacingOccurrences(of: "self.", with: "")
                    return copy.op == "=" && target != field && !target.hasPrefix(field + ".") && reads(copy.value, field)
                        && condition.text.range(of: "(?<![\\w.])(self\\.)?" + NSRegularExpression.escapedPattern(for: target) + "\\b", options: .regularExpression) != nil
                }
                guard let first = copies.first, copies.allSatisfy({ copy in
                    guard let method = copy.method else { return false }
                    return context.runs(of: method, owner: copy.owner).first.map { $0.index > index } ?? true
                }) else { continue }
                let places = copies.map { (line: $0.line, method: $0.method ?? "?") }
                return Explanation(rule: id, conclusive: true, text: Catalog.both {
                    $0.ruleShouldPerformReadOldCopy(identifier: identifier, field: field, text: typed.1, copy: first.target, testLine: condition.line, places: places)
                })
            }
        }
        if !ran.isEmpty, ran.allSatisfy({ answer in
            answer.value == "false" && !answer.conditions.contains { reads($0.text, field) }
                && answer.conditions.contains { condition in kept.contains { reads(condition.text, $0) } }
        }) { return nil }
        if ran.count == 1, let answer = ran.first, let value = answer.value, value != "true", value != "false" {
            let empty = #"(?<!!)\b\w+(\.text)?\??\.isEmpty\b|==\s*""|\.count\s*==\s*0"#
            let inverted = value.range(of: empty, options: .regularExpression) != nil && !value.hasPrefix("!")
            if !inverted {
                return Explanation(rule: id, text: Catalog.both {
                    $0.ruleShouldPerformAnswered(identifier: identifier, field: typed.0, text: typed.1, answer: value, line: answer.line)
                })
            }
        }
        return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformInverted(identifier: identifier, field: typed.0, text: typed.1) })
    }
}
