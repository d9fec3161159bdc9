import Foundation
import WorkbookProtocol

/// A child coordinator kept in `childCoordinators` after its screen left.
struct ChildCoordinatorNotRemovedRule: TeachingRule {
    let id = "child-coordinator-not-removed"

    func explain(_ context: FailureContext) -> Explanation? {
        guard case .deallocated? = context.failure.expectation, let actual = context.failure.actual,
              actual.contains("childCoordinators") else { return nil }
        return Explanation(rule: id, text: LocalizedText(
            ko: "자식 코디네이터가 화면이 사라진 뒤에도 부모의 childCoordinators 배열에 남아 있습니다(\(actual)). 자식의 화면이 팝되면 부모의 childDidFinish(_:)로 배열에서 지우세요. 부모를 UINavigationControllerDelegate로 만들고 navigationController(_:didShow:animated:)에서 transitionCoordinator?.viewController(forKey: .from)이 viewControllers에 더 이상 없는지 확인하면, 뒤로 가기 버튼으로 나가도 놓치지 않습니다.",
            en: "The child coordinator is still in the parent's childCoordinators after its screen went away (\(actual)). When the child's screen is popped, remove it with the parent's childDidFinish(_:). Making the parent the UINavigationControllerDelegate and checking in navigationController(_:didShow:animated:) that transitionCoordinator?.viewController(forKey: .from) is no longer in viewControllers catches the Back button too."))
    }
}
