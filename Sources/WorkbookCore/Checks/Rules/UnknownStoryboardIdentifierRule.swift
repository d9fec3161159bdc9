import Foundation
import WorkbookProtocol

/// `instantiateViewController(withIdentifier:)` with a Storyboard ID no scene has (R7.2): UIKit
/// raises `NSInvalidArgumentException` instead of returning nil, so `if let`/`as?` do not help.
struct UnknownStoryboardIdentifierRule: TeachingRule {
    let id = "unknown-storyboard-identifier"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"Storyboard \(<UIStoryboard: 0x[0-9a-fA-F]+>\) doesn't contain a view controller with identifier '(.*)'"#),
              match.count == 2 else { return nil }
        let identifier = match[1]
        var identifiers: [String] = []
        for scene in context.storyboards.flatMap(\.scenes) {
            if let id = scene.controller.storyboardIdentifier, !id.isEmpty, !identifiers.contains(id) { identifiers.append(id) }
        }
        let list = identifiers.isEmpty ? "—" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = identifiers.first { $0.lowercased() == identifier.lowercased() && $0 != identifier }
        let quoted = "\"\(identifier)\""
        let fix: (ko: String, en: String)
        if let caseHint {
            fix = ("스토리보드 ID는 대소문자를 구분합니다. \(KoreanParticle.attach("\"" + caseHint + "\"", .direction)) 쓰세요.",
                   "Storyboard IDs are case-sensitive: write \"\(caseHint)\".")
        } else {
            fix = ("코드의 문자열과 스토리보드에 적은 그 화면의 스토리보드 ID를 글자 하나까지 똑같이 맞추세요.",
                   "Make the string in the code and the scene's Storyboard ID field in the storyboard exactly the same.")
        }
        return Explanation(rule: id, text: LocalizedText(
            ko: "스토리보드에 스토리보드 ID가 \(quoted)인 화면이 없습니다. instantiateViewController(withIdentifier:)는 그런 화면을 만들 수 없으면 nil을 돌려주지 않고 예외(NSInvalidArgumentException)를 던집니다. 이 예외를 잡는 곳이 없으니 앱이 종료되었습니다. if let이나 as?로 감싸도 이 예외는 막을 수 없습니다. 이 스토리보드에 있는 스토리보드 ID: \(list). \(fix.ko)",
            en: "The storyboard has no scene with the Storyboard ID \(quoted). instantiateViewController(withIdentifier:) does not return nil when it cannot make the screen: it raises an exception (NSInvalidArgumentException), so the app ended. Wrapping it in if let or as? does not stop that exception. Storyboard IDs in this storyboard: \(list). \(fix.en)"))
    }
}
