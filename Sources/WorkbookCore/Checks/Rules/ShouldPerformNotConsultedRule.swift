import Foundation
import WorkbookProtocol

/// `shouldPerformSegue` is not consulted for `performSegue(withIdentifier:)` (R1.2).
struct ShouldPerformNotConsultedRule: TeachingRule {
    let id = "should-perform-not-consulted"

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        // A crash has its own explanation: the segue running is then not what went wrong.
        guard context.crash == nil, context.sourceContains(#"func\s+shouldPerformSegue\s*\("#),
              let perform = events.first(where: { $0.member == "performSegue(withIdentifier:sender:)" }),
              let index = events.firstIndex(of: perform),
              !events[index...].contains(where: { $0.member == "shouldPerformSegue(withIdentifier:sender:)" }),
              events[index...].contains(where: { $0.member == "prepare(for:sender:)" }) else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleShouldPerformNotConsulted })
    }
}
