import Foundation
import WorkbookProtocol

/// `shouldPerformSegue` is not consulted for `performSegue(withIdentifier:)` (R1.2).
struct ShouldPerformNotConsultedRule: TeachingRule {
    let id = "should-perform-not-consulted"

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        // A crash has its own explanation: the segue running is then not what went wrong.
        guard context.run.crash == nil, context.sourceContains(#"func\s+shouldPerformSegue\s*\("#),
              let perform = events.first(where: { $0.member == "performSegue(withIdentifier:sender:)" }),
              let index = events.firstIndex(of: perform),
              !events[index...].contains(where: { $0.member == "shouldPerformSegue(withIdentifier:sender:)" }),
              events[index...].contains(where: { $0.member == "prepare(for:sender:)" }) else { return nil }
        return Explanation(rule: id, text: LocalizedText(
            ko: "shouldPerformSegue(withIdentifier:sender:)는 스토리보드의 컨트롤이 직접 일으키는 세그웨이에만 호출됩니다. 코드에서 performSegue(withIdentifier:sender:)를 부르면 묻지 않고 바로 실행됩니다. 조건 검사는 performSegue를 부르기 전에 하세요.",
            en: "shouldPerformSegue(withIdentifier:sender:) is asked only for segues a storyboard control triggers. performSegue(withIdentifier:sender:) from code runs the segue without asking it. Check your condition before calling performSegue."))
    }
}
