import Foundation
import WorkbookProtocol

/// The shown VC2 is a new instance; the value lived in the released one (§8).
struct LostValueRule: TeachingRule {
    let id = "lost-value-new-instance"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let events = context.events
        for deinitEvent in events where deinitEvent.member == "deinit" {
            let className = deinitEvent.className
            guard let newer = events.last(where: { $0.className == className && $0.member == "init(coder:)" && $0.instance != deinitEvent.instance }),
                  let oldIndex = events.firstIndex(of: deinitEvent), let newIndex = events.lastIndex(of: newer), newIndex > oldIndex else { continue }
            if let subject = context.subjectClass, subject != className { continue }
            return Explanation(rule: id, text: LocalizedText(
                ko: "지금 보이는 \(KoreanParticle.attach(newer.instance, .topic)) 세그웨이가 새로 만든 인스턴스입니다. 값은 \(deinitEvent.instance)에 있었는데, 이전 화면으로 돌아갈 때 \(KoreanParticle.attach(deinitEvent.instance, .topic)) 해제(deinit)되었습니다. 화면을 다시 열면 값이 없는 새 인스턴스가 생깁니다. 남아야 하는 값은 AppDelegate나 UserDefaults 같은 저장소에 두고 viewWillAppear에서 읽으세요.",
                en: "The \(newer.instance) shown now is a new instance made by the segue. The value lived in \(deinitEvent.instance), which was released (deinit) when you went back. Opening the screen again creates a new instance without it. Keep values that must survive in a store (the app delegate or UserDefaults) and read them in viewWillAppear."))
        }
        return nil
    }
}
