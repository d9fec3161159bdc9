import Foundation
import WorkbookProtocol

/// `shouldPerformSegue` is not consulted for `performSegue(withIdentifier:)` (R1.2).
struct ShouldPerformNotConsultedRule: TeachingRule {
    let id = "should-perform-not-consulted"
    /// A test of the input written in another method is the more precise reading.
    let supersededBy: Set<String> = ["unguarded-transition", "decision-not-used"]

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        if let byCode = transitionWithoutSegue(context) { return byCode }
        // A crash has its own explanation: the segue running is then not what went wrong.
        guard context.crash == nil, context.sourceContains(#"func\s+shouldPerformSegue\s*\("#),
              let perform = events.first(where: { $0.member == "performSegue(withIdentifier:sender:)" }),
              let index = events.firstIndex(of: perform),
              !events[index...].contains(where: { $0.member == "shouldPerformSegue(withIdentifier:sender:)" }),
              events[index...].contains(where: { $0.member == "prepare(for:sender:)" }) else { return nil }
        // A learner who tests the condition before calling performSegue does not rely on
        // shouldPerformSegue there: what went wrong is the test, not the skipped question.
        // (A test of something else, such as an email not sent before, is not that test.)
        let code = context.code
        let refusal = code.returns.first(where: { $0.method?.hasPrefix("shouldPerformSegue(") == true && $0.value == "false" && !$0.conditions.isEmpty })
        guard !Self.testsBeforePerforming(context.sources) || refusal.map({ !Self.repeatsRefusal($0, code: code, sources: context.sources) }) == true else { return nil }
        // The test shouldPerformSegue makes (its `return false` under a condition), to repeat
        // where performSegue is called.
        if let refusal {
            let test = refusal.conditions.map(\.text).joined(separator: ", ")
            let line = refusal.conditions.first?.line ?? refusal.line
            let action = code.calls.first { $0.name == "performSegue" && $0.method?.hasPrefix("prepare(") == false }?.method
            return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformNotConsulted + " " + $0.shouldPerformTestToRepeat(test: test, line: line, action: action) })
        }
        // No plain refusal to quote (the answer comes from a table, a helper, a validator): name the
        // call that ran unasked, and have it ask the learner's own shouldPerformSegue.
        if let call = code.calls.first(where: { $0.name == "performSegue" && $0.method?.hasPrefix("prepare(") == false && (context.ran($0) ?? 0) > 0 }),
           let identifier = call.stringArguments.first, let method = call.method {
            return Explanation(rule: id, text: Catalog.both {
                $0.ruleShouldPerformNotConsulted + " " + $0.shouldPerformAskItYourself(call: call.writtenInSource, line: call.line, method: method, identifier: identifier)
            })
        }
        return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformNotConsulted })
    }

    /// A screen shown from code with no segue at all (`show`, `pushViewController`, `present` in an action)
    /// where the check expected the screen to stay, while the class answers `shouldPerformSegue` with a
    /// refusal: no segue ran, so nothing asked it. Told with the refusal's test, to repeat before the call.
    private func transitionWithoutSegue(_ context: FailureContext) -> Explanation? {
        let code = context.code
        guard context.crash == nil, context.isScreenCheck,
              let refusal = code.returns.first(where: { $0.method?.hasPrefix("shouldPerformSegue(") == true && $0.value == "false" && !$0.conditions.isEmpty }),
              !context.events.contains(where: { $0.member == "performSegue(withIdentifier:sender:)" || $0.member == "prepare(for:sender:)" }),
              let call = code.calls.first(where: { ["show", "pushViewController", "present"].contains($0.name) && $0.owner == refusal.owner
                  && (context.ran($0) ?? 0) > 0 && $0.method?.hasPrefix("prepare(") == false && $0.method?.hasPrefix("shouldPerformSegue(") == false
                  && !AlertCoversScreenRule.isAlert($0, code: code) }),
              // (The call under a test of the same control is the learner's own check: its fault is that test.)
              !Self.repeatsRefusal(refusal, code: code, sources: context.sources, calls: [call]) else { return nil }
        let test = refusal.conditions.map(\.text).joined(separator: ", ")
        let line = refusal.conditions.first?.line ?? refusal.line
        return Explanation(rule: id, text: Catalog.both {
            $0.ruleShouldPerformNotAskedWithoutSegue(call: call.name, line: call.line, method: call.method ?? "?", test: test, testLine: line)
        })
    }

    /// Whether the tests a `performSegue` call runs under test what `shouldPerformSegue`'s refusal
    /// tests (its emptiness test, `isEmpty`, `""`, a count, nil), read through the learner's helpers
    /// and computed properties they call. Unknown kinds of test count as repeating it.
    static func repeatsRefusal(_ refusal: CodeFacts.Return, code: CodeFacts, sources: [String], calls: [CodeFacts.Call]? = nil) -> Bool {
        let refused = refusal.conditions.map(\.text).joined(separator: " ")
        let kinds = ["isEmpty", "\"\"", "count", "nil", "contains", "hasPrefix", "hasSuffix", "range(of", "allSatisfy", "~=", "firstMatch", "wholeMatch"]
        let asked = kinds.filter { refused.contains($0) }
        guard !asked.isEmpty else { return true }
        let functions = SourceScan.functions(in: sources)
        let performs = calls ?? code.calls.filter { $0.name == "performSegue" && $0.method?.hasPrefix("prepare(") != true }
        guard !performs.isEmpty else { return true }
        // The controls the refusal reads (`email` of `email.text`): a test of the same control before
        // `performSegue` is the learner's own test of the input, right or wrong; its fault is that test.
        let controls = Set(code.properties.filter { $0.isOutlet && FailureContext.mentions(refused, $0.name) }.map(\.name))
        return performs.allSatisfy { call in
            var text = call.conditions.map(\.text).joined(separator: " ")
            if controls.contains(where: { FailureContext.mentions(text, $0) }) { return true }
            // What the helpers and computed properties a test names work out, one level down.
            for name in Set(text.allMatches(#"\b([a-z_]\w*)\b"#).compactMap { $0.count > 1 ? $0[1] : nil }) {
                text += " " + code.properties.filter { $0.name == name && $0.isComputed }.compactMap { $0.getterBody ?? $0.getter }.joined(separator: " ")
                text += " " + functions.filter { $0.name == name }.map { String($0.body) }.joined(separator: " ")
            }
            return asked.contains { text.contains($0) }
        }
    }

    /// Every `performSegue(withIdentifier:` of the code comes after an `if` or `guard` of its function.
    static func testsBeforePerforming(_ sources: [String]) -> Bool {
        // The text of its function before each call.
        let calls = SourceScan.functions(in: sources).flatMap { function -> [Substring] in
            var before: [Substring] = []
            var rest = function.body.startIndex..<function.body.endIndex
            while let call = function.body.range(of: "performSegue(withIdentifier:", range: rest) {
                before.append(function.body[..<call.lowerBound])
                rest = call.upperBound..<function.body.endIndex
            }
            return before
        }
        // (A `switch` over a validator's result, `case .success: performSegue(…)`, tests too: held-out 279-15.)
        return !calls.isEmpty && calls.allSatisfy { $0.range(of: #"\b(if|guard|switch)\b"#, options: .regularExpression) != nil }
    }
}
