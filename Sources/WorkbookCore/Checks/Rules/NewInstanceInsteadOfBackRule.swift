import Foundation
import WorkbookProtocol

/// "Going back" by making a new instance of the previous screen and presenting or pushing it,
/// while the original instance is still there underneath: the screens only pile up.
struct NewInstanceInsteadOfBackRule: TeachingRule {
    let id = "new-instance-instead-of-back"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil else { return nil }
        switch context.failure.expectation {
        case .top?, .stack?, .presented?, .instance?, .label?, .deallocated?: break
        default: return nil
        }
        let events = context.events
        for show in context.shows.reversed() {
            let newer = show.shown
            guard let className = newer.split(separator: "#").first.map(String.init) else { continue }
            // The original: an earlier instance of the same class that was on screen and is still alive.
            let originals = events[..<show.index].filter {
                $0.className == className && $0.instance != newer && $0.member == "viewDidAppear(_:)"
            }.map(\.instance)
            guard let original = originals.first(where: { !context.released($0, before: show.index) }) else { continue }
            // The screen being left: the last one to appear before the new instance, other than containers.
            let left = events[..<show.index].last {
                $0.member == "viewDidAppear(_:)" && $0.instance != original && !$0.className.hasPrefix("UI")
            }?.instance
            // Leaving a screen of another class (a screen of the same class showing the next one, as
            // in a folder browser, is not going back).
            guard let left, left != newer, !left.hasPrefix(className + "#") else { continue }
            if let subject = context.expectedTopClass, subject != className { continue }
            let how = context.arrival(of: left, before: show.index)
            let call = show.isPush ? (ko: "pushViewController(_:animated:)로 스택에 올렸습니다", en: "pushed it with pushViewController(_:animated:)")
                                   : (ko: "present(_:animated:)로 띄웠습니다", en: "presented it with present(_:animated:)")
            let fix: (ko: String, en: String)
            if how?.isPush == true {
                fix = ("\(KoreanParticle.attach(left, .topic)) 스택에 올라온 화면이니 navigationController?.popViewController(animated:)로 내리세요. 더 아래 화면으로 한 번에 가려면 popToViewController(_:animated:)나 popToRootViewController(animated:)를 씁니다.",
                       "\(left) was pushed, so take it off with navigationController?.popViewController(animated:). To go further down at once, use popToViewController(_:animated:) or popToRootViewController(animated:).")
            } else if how != nil {
                fix = ("\(KoreanParticle.attach(left, .topic)) 모달로 띄운 화면이니 dismiss(animated:)로 닫으세요.",
                       "\(left) was presented modally, so close it with dismiss(animated:).")
            } else {
                fix = ("모달로 띄운 화면은 dismiss(animated:)로 닫고, push한 화면은 navigationController?.popViewController(animated:)로 내리세요.",
                       "Close a presented screen with dismiss(animated:), and take a pushed one off with navigationController?.popViewController(animated:).")
            }
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(left)에서 돌아가려고 \(KoreanParticle.attach(className, .object)) 새로 만들어(\(newer)) \(call.ko). 하지만 돌아갈 화면 \(KoreanParticle.attach(original, .topic)) 아래에 그대로 살아 있습니다. 새 인스턴스를 띄우면 그 위에 화면이 하나 더 쌓일 뿐, 원래 화면으로 돌아간 것이 아닙니다. \(fix.ko) 그러면 \(KoreanParticle.attach(original, .subject)) 다시 나타납니다.",
                en: "To go back from \(left), you made a new \(className) (\(newer)) and \(call.en). But the screen to go back to, \(original), is still alive underneath. A new instance only piles one more screen on top; it does not return to the original. \(fix.en) Then \(original) appears again."))
        }
        return nil
    }
}
