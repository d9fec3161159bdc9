import Foundation
import WorkbookProtocol

/// Values assigned in the action method after `performSegue`: `prepare` already ran inside it.
struct ValuesAfterPerformSegueRule: TeachingRule {
    let id = "values-after-perform-segue"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        guard let perform = events.firstIndex(where: { $0.member == "performSegue(withIdentifier:sender:)" }),
              events[perform...].contains(where: { $0.member == "prepare(for:sender:)" }),
              context.sourceContains(#"performSegue\(withIdentifier:[^\n]*\n[ \t]*[^}\n]*[^=!<>]=[^=]"#) else { return nil }
        return Explanation(rule: id, text: Catalog.both { $0.ruleValuesAfterPerformSegue })
    }
}
