import Foundation
import WorkbookProtocol

/// A screen expected on the navigation stack was presented modally instead: a modal never joins
/// the stack of the navigation controller it was presented from.
struct PresentedInsteadOfPushedRule: TeachingRule {
    let id = "presented-instead-of-pushed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil, case let .stack(expected)? = context.failure.expectation else { return nil }
        let actual = context.failure.actual ?? ""
        for show in context.shows.reversed() where !show.isPush {
            let shown = show.shown
            guard let className = shown.split(separator: "#").first.map(String.init),
                  expected.contains(className), actual.range(of: "\(shown)(?![0-9])", options: .regularExpression) == nil else { continue }
            // Presented from inside a navigation controller: the presenter is one, or the caller was pushed or is a root.
            let detail = show.event.detail ?? ""
            guard let navigation = detail.firstMatch(#"presenter=(UINavigationController#\d+)"#)?[1]
                    ?? (show.event.className == "UINavigationController" ? show.event.instance : nil) else { continue }
            let caller = show.event.instance
            let callerIsNavigation = caller == navigation
            let fix = callerIsNavigation
                ? (ko: "\(navigation)의 pushViewController(_:animated:)로 스택에 올리세요.",
                   en: "Push it with \(navigation)'s pushViewController(_:animated:).")
                : (ko: "\(KoreanParticle.attach(caller, .topic)) 내비게이션 컨트롤러 안에 있으니 self.navigationController?.pushViewController(_:animated:)로 스택에 올리세요.",
                   en: "\(caller) is inside a navigation controller: push it with self.navigationController?.pushViewController(_:animated:).")
            let stack = actual.isEmpty ? "" : actual.replacingOccurrences(of: " > ", with: ", ")
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(KoreanParticle.attach(shown, .topic)) present(_:animated:)로 띄운 모달 화면입니다. 모달로 띄운 화면은 내비게이션 스택에 들어가지 않으므로 \(navigation)의 스택은 [\(stack)] 그대로이고, 그 화면에는 내비게이션 바도 뒤로 가기 버튼도 없습니다. \(fix.ko)",
                en: "\(shown) was presented modally with present. A presented screen does not join the navigation stack, so the stack of \(navigation) is still [\(stack)], and the screen has no navigation bar and no Back button. \(fix.en)"))
        }
        return nil
    }
}
