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
        return Explanation(rule: id, text: LocalizedText(
            ko: "performSegue(withIdentifier:sender:)는 그 안에서 바로 목적지를 만들고 prepare(for:sender:)를 호출합니다. 그 뒤의 줄에서 값을 넣으면 이미 늦습니다. 값은 prepare(for:sender:)에서 segue.destination에 넘기세요.",
            en: "performSegue(withIdentifier:sender:) creates the destination and calls prepare(for:sender:) right inside the call. Lines after it run too late to pass values. Pass them to segue.destination in prepare(for:sender:)."))
    }
}
