import Foundation
import WorkbookProtocol

/// A controller whose scene is in the storyboard, made in code instead (`ResultViewController()`,
/// `init(nibName:bundle:)`): no storyboard connected its outlets, so they are nil.
struct StoryboardBypassRule: TeachingRule {
    let id = "controller-not-from-storyboard"

    func explain(_ context: FailureContext) -> Explanation? {
        let events = context.events
        // Instances made in code whose class has a scene with outlets in a storyboard.
        let scenes = context.storyboards.flatMap(\.scenes).map(\.controller)
        let made = events.filter { $0.member == "init(nibName:bundle:)" || $0.member == "init()" }.filter { event in
            scenes.contains { $0.className == event.className && !$0.outlets.isEmpty }
        }
        guard !made.isEmpty else { return nil }
        let unwrapCrash = context.run.crash.map { $0.kind == .fatalError && $0.reason.contains("implicitly unwrapping") } ?? false
        // The instance the failure is about: the last one of them the app touched before the crash,
        // or the one on screen when a value is missing.
        let touched = events.last { event in made.contains { $0.instance == event.instance } }
        guard let instance = touched?.instance, let event = made.last(where: { $0.instance == instance }),
              unwrapCrash || context.isMissingValue else { return nil }
        let className = event.className
        let identifier = scenes.first { $0.className == className && $0.storyboardIdentifier != nil }?.storyboardIdentifier
        let call = "storyboard?.instantiateViewController(withIdentifier: \"\(identifier ?? className)\") as! \(className)"
        let place = context.run.crash.flatMap { crash in crash.file.map { "\($0):\(crash.line ?? 0)" } }
        let quoted = "\"" + className + "\""
        let koID = identifier == nil ? " 먼저 스토리보드에서 그 화면의 스토리보드 ID(Xcode의 Storyboard ID 칸)를 \(KoreanParticle.attach(quoted, .direction)) 정해 두세요." : ""
        let enID = identifier == nil ? " Give the scene the Storyboard ID \"\(className)\" in the identity inspector first." : ""
        let koResult = place.map { ", \($0)에서 암시적 언래핑(!)이 앱을 종료시켰습니다" } ?? ", 값이 화면에 나타나지 않았습니다"
        let enResult = place.map { ", and the implicit unwrap (!) at \($0) crashed" } ?? ", and the value never reached the screen"
        return Explanation(rule: id, text: LocalizedText(
            ko: "\(KoreanParticle.attach(instance, .topic)) 스토리보드가 아니라 코드(\(className)() 또는 init(nibName:bundle:))로 만들어졌습니다. 스토리보드가 만들지 않았으니 아웃렛을 연결한 것도 없어 아웃렛이 nil이고\(koResult). 스토리보드에서 만드세요: `\(call)`.\(koID) 또는 세그웨이를 쓰세요.",
            en: "\(instance) was made in code (\(className)() or init(nibName:bundle:)), not by the storyboard. Nothing from the storyboard made it, so nothing connected its outlets: they are nil\(enResult). Create it from the storyboard: `\(call)`.\(enID) Or use a segue."))
    }
}
