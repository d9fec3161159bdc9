import Foundation
import WorkbookProtocol

/// `AppDelegate()` in the learner's code: a second, new app delegate instead of the app's own
/// (`UIApplication.shared.delegate`). Values put into it are read by nobody and go away with it.
struct NewAppDelegateRule: TeachingRule {
    let id = "new-app-delegate"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue else { return nil }
        let delegates = SourceScan.classes(in: context.sources).filter { declared in
            declared.supertypes.contains { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" }
        }
        for declared in delegates {
            let name = declared.name
            // A call `AppDelegate()` outside the class's own declaration line.
            guard context.sources.map(SegueIdentifierMismatchRule.withoutComments).contains(where: {
                $0.range(of: #"(?<![\w.])\#(name)\s*\(\s*\)"#, options: .regularExpression) != nil
            }) else { continue }
            let isApp = declared.supertypes.contains("UIApplicationDelegate")
            let shared = isApp ? "UIApplication.shared.delegate as? \(name)" : "view.window?.windowScene?.delegate as? \(name)"
            let koOwner = isApp ? "앱이 시작할 때 UIKit이 만든 단 하나의 앱 델리게이트" : "씬이 연결될 때 UIKit이 만든 씬 델리게이트"
            let enOwner = isApp ? "the one app delegate UIKit made when the app started" : "the scene delegate UIKit made when the scene connected"
            return Explanation(rule: id, text: LocalizedText(
                ko: "\(KoreanParticle.attach("`\(name)()`", .topic)) \(KoreanParticle.attach(name, .object)) 새로 하나 더 만듭니다. 이 새 객체는 \(koOwner)가 아니라서, 여기에 넣은 값은 아무도 읽지 않고 새 객체와 함께 곧 사라집니다. 다른 화면들이 읽는 것은 앱이 처음부터 가진 바로 그 객체입니다. \(KoreanParticle.attach("`\(shared)`", .direction)) 이미 있는 그 객체를 얻어 값을 넣으세요.",
                en: "`\(name)()` makes one more, new \(name). It is not \(enOwner), so whatever you store in it is read by nobody and goes away with it. The other screens read the app's own one: get that existing object with `\(shared)` and store the value there."))
        }
        return nil
    }
}
