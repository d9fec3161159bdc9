import Foundation
import WorkbookProtocol

/// `presentingViewController as? ViewController` fails: the presenter is the navigation controller (R4.11).
struct PresentingIsNavigationControllerRule: TeachingRule {
    let id = "presenting-is-navigation-controller"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue,
              let present = context.events.last(where: { $0.member == "present(_:animated:completion:)" && ($0.detail ?? "").contains("presenter=UINavigationController") }),
              context.sourceContains(#"presentingViewController\s*as[?!]\s*(?!UINavigationController\b)\w+"#) else { return nil }
        let navigation = present.detail?.firstMatch(#"presenter=(\w+#\d+)"#)?[1] ?? "UINavigationController"
        return Explanation(rule: id, text: LocalizedText(
            ko: "\(KoreanParticle.attach(present.instance, .topic)) 내비게이션 컨트롤러 안에 있어서, 모달을 띄운 컨트롤러(presentingViewController)는 \(KoreanParticle.attach(present.instance, .subject)) 아니라 \(navigation)입니다. 그래서 `presentingViewController as? \(present.className)` 캐스팅이 nil이 되어 값이 전달되지 않습니다. (presentingViewController as? UINavigationController)?.topViewController를 쓰거나, 델리게이트로 값을 돌려주세요.",
            en: "\(present.instance) sits inside a navigation controller, so the controller that presented (presentingViewController) is \(navigation), not \(present.instance). The cast `presentingViewController as? \(present.className)` gives nil and the value is lost. Use (presentingViewController as? UINavigationController)?.topViewController, or pass the value back with a delegate."))
    }
}
