import Foundation
import WorkbookProtocol

/// A value that should come back through a delegate never did: the sender calls
/// `delegate?.method(…)`, which does nothing while `delegate` is nil, and nothing in the learner's
/// code ever assigns a `delegate`. (Optional chaining on nil is silent: no crash, no call.)
struct DelegateNotSetRule: TeachingRule {
    let id = "delegate-not-set"

    func explain(_ context: FailureContext) -> Explanation? {
        guard context.isMissingValue,
              context.sourceContains(#"\bdelegate\?\.\w+"#),
              !context.sourceContains(#"(?<![\w:])delegate\s*=[^=]"#)
        else { return nil }
        return Explanation(rule: id, text: LocalizedText(
            ko: "값을 보내는 화면은 delegate?.로 메서드를 부르지만, 코드 어디에서도 그 화면의 delegate에 받을 객체를 넣지 않습니다. delegate가 nil이면 delegate?.호출은 아무 일도 하지 않습니다(오류도 없습니다). 화면을 열 때(예: prepare(for:sender:)에서) 목적지의 delegate에 self를 넣으세요.",
            en: "The sending screen calls its method through delegate?., but nothing in the code ever sets that screen's delegate. While delegate is nil, a delegate?. call does nothing (and raises no error). Set the destination's delegate to self when you open it (for example in prepare(for:sender:))."))
    }
}
