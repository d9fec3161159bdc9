import Foundation
import WorkbookProtocol

/// Values set on a "twin" made with `instantiateViewController` while the segue showed `segue.destination`.
struct TwinInstanceRule: TeachingRule {
    let id = "twin-instance"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue || context.failure.expectation.map({ if case .top = $0 { return true } else { return false } }) == true else { return nil }
        let events = context.events
        let shown = Set(events.compactMap { $0.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] })
        for event in events where event.member == "init(coder:)" && !shown.contains(event.instance) {
            let twin = event.instance
            let usedLater = events.contains { $0.mentions(twin) || ($0.instance == twin && $0.member == "viewDidLoad") }
            guard !usedLater, let shownOne = shown.first(where: { $0.hasPrefix(event.className + "#") }) else { continue }
            guard context.sourceContains(#"instantiateViewController\s*\("#) else { continue }
            return Explanation(rule: id, text: LocalizedText(
                ko: "instantiateViewController로 \(KoreanParticle.attach(twin, .object)) 새로 만들어 값을 넣었지만, 세그웨이가 화면에 보여준 것은 다른 인스턴스 \(shownOne)(segue.destination)입니다. 두 인스턴스는 쌍둥이일 뿐 같은 객체가 아니라서 값이 전달되지 않습니다. prepare(for:sender:)에서 segue.destination을 다운캐스팅해 값을 넣으세요.",
                en: "You made \(twin) with instantiateViewController and set values on it, but the segue showed a different instance, \(shownOne) (segue.destination). They are twins, not the same object, so the values never reach the screen. Set the values on segue.destination, downcast, in prepare(for:sender:)."))
        }
        return nil
    }
}
