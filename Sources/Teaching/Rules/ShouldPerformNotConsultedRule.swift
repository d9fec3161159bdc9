import Foundation
import WorkbookProtocol

/// `shouldPerformSegue` is not consulted for `performSegue(withIdentifier:)` (R1.2).
struct ShouldPerformNotConsultedRule: TeachingRule {
    let id = "should-perform-not-consulted"
    /// A test of the input written in another method is the more precise reading.
    let supersededBy: Set<String> = ["unguarded-transition"]

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        // A crash has its own explanation: the segue running is then not what went wrong.
        guard context.crash == nil, context.sourceContains(#"func\s+shouldPerformSegue\s*\("#),
              let perform = events.first(where: { $0.member == "performSegue(withIdentifier:sender:)" }),
              let index = events.firstIndex(of: perform),
              !events[index...].contains(where: { $0.member == "shouldPerformSegue(withIdentifier:sender:)" }),
              events[index...].contains(where: { $0.member == "prepare(for:sender:)" }) else { return nil }
        // A learner who tests the condition before calling performSegue does not rely on
        // shouldPerformSegue there: what went wrong is the test, not the skipped question.
        guard !Self.testsBeforePerforming(context.sources) else { return nil }
        // The test shouldPerformSegue makes (its `return false` under a condition), to repeat
        // where performSegue is called.
        let code = context.code
        if let refusal = code.returns.first(where: { $0.method?.hasPrefix("shouldPerformSegue(") == true && $0.value == "false" && !$0.conditions.isEmpty }) {
            let test = refusal.conditions.map(\.text).joined(separator: ", ")
            let line = refusal.conditions.first?.line ?? refusal.line
            let action = code.calls.first { $0.name == "performSegue" && $0.method?.hasPrefix("prepare(") == false }?.method
            return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformNotConsulted + " " + $0.shouldPerformTestToRepeat(test: test, line: line, action: action) })
        }
        return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformNotConsulted })
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
        return !calls.isEmpty && calls.allSatisfy { $0.range(of: #"\b(if|guard)\b"#, options: .regularExpression) != nil }
    }
}
