import Foundation
import WorkbookProtocol

/// A custom segue's `perform()` ran and showed nothing: UIKit only calls `perform()`, which must
/// present or push the destination itself. With `source.navigationController?.pushViewController`
/// from a screen outside a navigation controller, `navigationController` is nil and the optional
/// chain skips the push.
struct CustomSegueShowsNothingRule: TeachingRule {
    let id = "custom-segue-shows-nothing"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.run.crash == nil, context.isAboutScreens else { return nil }
        let events = context.events
        for (index, perform) in events.enumerated().reversed() where perform.member == "perform()" {
            let segueClass = perform.className
            // A segue made by UIKit from the storyboard: its init and the source's prepare name the destination.
            guard events[..<index].contains(where: { $0.instance == perform.instance && $0.member == "init(identifier:source:destination:)" }),
                  let prepare = events[..<index].last(where: { $0.member == "prepare(for:sender:)" }),
                  let destination = prepare.detail?.firstMatch(#"destination=(\w+#\d+)"#)?[1] else { continue }
            let source = prepare.instance
            let after = events[(index + 1)...].prefix { $0.step == perform.step }
            let shown = after.contains { event in
                (event.member == "present(_:animated:completion:)" || event.member == "pushViewController(_:animated:)"
                 || event.member == "show(_:sender:)" || event.member == "showDetailViewController(_:sender:)"
                 || event.member == "setViewControllers(_:animated:)") && event.mentions(destination)
            }
            guard !shown else { continue }
            let fate = (ko: context.released(destination) ? "도착 화면 \(KoreanParticle.attach(destination, .topic)) 한 번도 나타나지 못한 채 해제(deinit)되었습니다." : "도착 화면 \(KoreanParticle.attach(destination, .topic)) 한 번도 나타나지 않았습니다.",
                        en: context.released(destination) ? "The destination, \(destination), never appeared and was released (deinit)." : "The destination, \(destination), never appeared.")
            let body = Self.body(of: segueClass, in: context.sources)
            let pushes = body?.range(of: #"navigationController\?\s*\.\s*(pushViewController|show)\b"#, options: .regularExpression) != nil
            let setsStyles = body?.range(of: #"modal(Presentation|Transition)Style"#, options: .regularExpression) != nil
            let styles = setsStyles ? (ko: " 전환 스타일을 정하는 것만으로는 아무것도 보이지 않습니다.", en: " Setting the styles alone shows nothing.") : (ko: "", en: "")
            if pushes && !Self.inNavigation(source, context) {
                return Explanation(rule: id, text: LocalizedText(
                    ko: "\(segueClass)의 perform()이 source.navigationController?.pushViewController(_:animated:)를 불렀지만, 출발 화면 \(KoreanParticle.attach(source, .topic)) 내비게이션 컨트롤러 안에 있지 않아 navigationController가 nil입니다. 옵셔널 체이닝(?.) 때문에 그 호출은 오류도 없이 건너뛰어졌습니다. \(fate.ko) 내비게이션 컨트롤러 없이 보여 주려면 source.present(destination, animated: true)로 띄우고, pushViewController를 쓰려면 스토리보드에서 출발 화면을 내비게이션 컨트롤러 안에 넣으세요.",
                    en: "\(segueClass).perform() tried to push with source.navigationController?.pushViewController(_:animated:), but the source, \(source), is not inside a navigation controller, so navigationController is nil and the optional chain (?.) skipped the push without any error. \(fate.en) Without a navigation controller, present it: source.present(destination, animated: true); to push, embed the source in a navigation controller in the storyboard."))
            }
            return Explanation(rule: id, text: LocalizedText(
                ko: "커스텀 세그웨이 \(segueClass)의 perform()이 실행되었지만 아무 화면도 띄우지 않았습니다. UIKit은 prepare(for:sender:) 다음에 perform()을 부를 뿐이고, 화면을 실제로 바꾸는 일은 perform()이 직접 해야 합니다.\(styles.ko) \(fate.ko) perform() 안에서 source.present(destination, animated: true)를 부르세요(출발 화면이 내비게이션 컨트롤러 안에 있다면 source.navigationController?.pushViewController(destination, animated: true)).",
                en: "The custom segue \(segueClass) ran perform(), but perform() showed nothing. UIKit only calls perform() after prepare(for:sender:); changing the screen is perform()'s own job.\(styles.en) \(fate.en) Call source.present(destination, animated: true) in perform() (or source.navigationController?.pushViewController(destination, animated: true) when the source is inside a navigation controller)."))
        }
        return nil
    }

    /// The text of `class Name …` up to the next top-level declaration, from the sources holding it.
    static func body(of className: String, in sources: [String]) -> String? {
        for source in sources {
            guard let start = source.range(of: #"class\s+\#(className)\b"#, options: .regularExpression) else { continue }
            let rest = source[start.upperBound...]
            let end = rest.range(of: #"\n(class|struct|enum|extension|protocol|final)\b"#, options: .regularExpression)?.lowerBound ?? rest.endIndex
            return String(rest[..<end])
        }
        return nil
    }

    /// `tag` sits in a navigation controller: it was pushed, or it is the root of one in the storyboard.
    static func inNavigation(_ tag: String, _ context: FailureContext) -> Bool {
        if context.shows.contains(where: { $0.isPush && $0.shown == tag }) { return true }
        let className = String(tag.split(separator: "#")[0])
        let controllers = context.storyboards.flatMap(\.scenes).map(\.controller)
        let ids = Set(controllers.filter { $0.className == className }.map(\.id))
        return controllers.contains { $0.kind == .navigationController && $0.rootRelationship.map { ids.contains($0.destinationID) } == true }
    }
}
