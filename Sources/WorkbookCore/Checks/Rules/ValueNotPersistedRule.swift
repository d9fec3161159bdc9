import Foundation
import WorkbookProtocol

/// A value missing after the app was relaunched, while nothing in the code saves anything that
/// survives the process (no `UserDefaults`, no file): every screen, property, label and the app
/// delegate start again from nothing.
struct ValueNotPersistedRule: TeachingRule {
    let id = "value-not-persisted"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue, let step = context.failure.step,
              context.check.steps.prefix(step).contains(.relaunch) else { return nil }
        let code = context.sources.map(SegueIdentifierMismatchRule.withoutComments)
        // Anything that writes outside the process: a defaults `set…(…, forKey:)`, a file, Core Data, the keychain.
        let saves = [#"\.set\w*\s*\(.*forKey:"#, #"\bNSUbiquitousKeyValueStore\b"#, #"\.write\s*\(\s*to"#, #"\bFileManager\b"#,
                     #"\bNSPersistentContainer\b|\bSecItemAdd\b|@AppStorage|\.save\s*\(\s*\)"#]
        guard !code.contains(where: { text in saves.contains { text.range(of: $0, options: .regularExpression) != nil } }) else { return nil }
        return Explanation(rule: id, text: LocalizedText(
            ko: "검사는 앱을 끝내고 다시 실행했습니다. 다시 실행하면 프로세스의 메모리가 통째로 새로 시작해서, 화면과 레이블, 프로퍼티, 앱 델리게이트에 있던 값은 모두 사라지고 스토리보드의 처음 모습으로 돌아갑니다. 코드 어디에서도 값을 앱 밖에 저장하지 않으니, 다시 실행한 앱이 읽을 값이 없습니다. 값을 `UserDefaults.standard.set(_:forKey:)`로 저장하고, 보여 줄 화면의 viewWillAppear(_:)에서 `UserDefaults.standard.string(forKey:)`로 읽으세요.",
            en: "The check quit the app and launched it again. A relaunch starts the process's memory from scratch: screens, labels, properties and the app delegate lose their values and look as the storyboard made them. Nothing in the code saves the value outside the app, so the relaunched app has nothing to read. Save it with `UserDefaults.standard.set(_:forKey:)` and read it with `UserDefaults.standard.string(forKey:)` in the showing screen's viewWillAppear(_:)."))
    }
}
