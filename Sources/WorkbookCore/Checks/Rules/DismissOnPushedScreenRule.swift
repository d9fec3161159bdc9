import Foundation
import WorkbookProtocol

/// `dismiss(animated:)` on a pushed screen that presented nothing and is not presented: UIKit has
/// nothing to dismiss, so nothing happens (R4.8).
struct DismissOnPushedScreenRule: TeachingRule {
    let id = "dismiss-on-pushed-screen"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil, context.isAboutScreens || context.failure.expectation.map({ if case .deallocated = $0 { return true } else { return false } }) == true else { return nil }
        let events = context.events
        for (index, dismiss) in events.enumerated().reversed() where dismiss.member == "dismiss(animated:completion:)" {
            let tag = dismiss.instance
            guard let arrival = context.arrival(of: tag, before: index), arrival.isPush else { continue }
            // Nothing happened: no screen left after the call in that step.
            let after = events[(index + 1)...].prefix { $0.step == dismiss.step }
            guard !after.contains(where: { $0.member == "viewWillDisappear(_:)" || $0.member == "deinit" }) else { continue }
            let navigation = arrival.by
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(KoreanParticle.attach(tag, .topic)) pushViewController(_:animated:)로 \(navigation)의 스택에 올린 화면인데, dismiss(animated:)로 닫으려고 했습니다. dismiss(animated:)는 present(_:animated:)로 띄운 모달 화면을 닫는 메서드입니다. \(KoreanParticle.attach(tag, .topic)) 모달이 아니고 닫을 모달도 없으므로 아무 일도 일어나지 않았고, 화면은 스택에 그대로 남았습니다. 스택에 올린 화면은 navigationController?.popViewController(animated:)로 내리세요.",
                en: "\(tag) was pushed onto \(navigation), but you tried to close it with dismiss(animated:). dismiss closes a screen that was presented modally. \(tag) is not a modal and has none to close, so nothing happened and the screen stayed on the stack. Take a pushed screen off with navigationController?.popViewController(animated:)."))
        }
        return nil
    }
}
