import Foundation
import WorkbookProtocol

/// `performSegue(withIdentifier:)` with an identifier the controller does not have.
struct UnknownSegueIdentifierRule: TeachingRule {
    let id = "unknown-segue-identifier"

    func explain(_ context: FailureContext) -> Explanation? {
        guard let crash = context.run.crash, crash.kind == .uncaughtException,
              let match = crash.reason.firstMatch(#"^Receiver \(<(?:[\w]+\.)?(\w+): 0x[0-9a-f]+>\) has no segue with identifier '(.*)'$"#),
              match.count == 3 else { return nil }
        let className = match[1], identifier = match[2]
        let identifiers = context.storyboards.flatMap(\.scenes).filter { $0.controller.customClass == className }.flatMap {
            $0.controller.allSegues.filter { $0.kind != .relationship }.compactMap(\.identifier)
        }
        let list = identifiers.isEmpty ? "—" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        let caseHint = identifiers.first { $0.lowercased() == identifier.lowercased() && $0 != identifier }
        var ko = "\(className)에는 식별자가 \"\(identifier)\"인 세그웨이가 없어서 UIKit이 앱을 종료했습니다. 이 컨트롤러에서 쓸 수 있는 식별자: \(list)."
        var en = "\(className) has no segue with the identifier \"\(identifier)\", so UIKit ended the app. Identifiers that exist from this controller: \(list)."
        if let caseHint {
            ko += " 식별자는 대소문자를 구분합니다: \"\(caseHint)\"로 쓰세요."
            en += " Identifiers are case-sensitive: write \"\(caseHint)\"."
        } else {
            ko += " 스토리보드에서 세그웨이를 선택하고 Identifier 칸의 글자를 코드와 똑같이 맞추세요."
            en += " Select the segue in the storyboard and make its Identifier match the code exactly."
        }
        return Explanation(rule: id, text: LocalizedText(ko: ko, en: en))
    }
}

extension String {
    /// The capture groups of the first match (index 0 is the whole match).
    func firstMatch(_ pattern: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: self, range: NSRange(startIndex..., in: self)) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: self).map { String(self[$0]) } ?? ""
        }
    }
}
