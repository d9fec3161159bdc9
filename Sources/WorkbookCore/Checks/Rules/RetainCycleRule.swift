import Foundation
import WorkbookProtocol

/// Something that left the screen is still alive: a strong delegate or parent reference keeps it.
struct RetainCycleRule: TeachingRule {
    let id = "retain-cycle"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case let .deallocated(className)? = context.failure.expectation, let actual = context.failure.actual,
              !actual.contains("childCoordinators") else { return nil }
        let strongLink = actual.firstMatch(#"\.(\w*(?:delegate|Delegate|parent|Parent|coordinator|Coordinator)\w*)"#)?[1]
        let link = strongLink.map { "`\($0)`" } ?? "a stored property"
        return Explanation(rule: id, text: LocalizedText(
            ko: "\(className)이(가) 화면을 떠났는데도 해제되지 않았습니다: \(actual). 서로를 강하게 참조하면(예: \(link)) 어느 쪽도 해제되지 않는 순환 참조가 됩니다. 델리게이트나 부모 코디네이터 참조는 `weak var`로 선언하고(프로토콜은 AnyObject를 채택), 클로저에서는 [weak self]를 쓰세요.",
            en: "\(className) left the screen but was not released: \(actual). Two objects holding each other strongly (here through \(link)) form a retain cycle that never goes away. Declare delegate and parent-coordinator references `weak var` (with a class-bound protocol: AnyObject), and capture [weak self] in closures."))
    }
}
