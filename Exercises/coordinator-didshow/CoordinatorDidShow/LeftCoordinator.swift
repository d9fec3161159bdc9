import UIKit

class LeftCoordinator: Coordinator {
    // 부모는 childCoordinators로 이 자식을 강하게 잡고 있으므로, 자식은 부모를 weak으로 가리킵니다. (The parent holds this child strongly in childCoordinators, so the child points to the parent weakly.)
    // (The parent holds this child strongly in childCoordinators, so the child points back weakly.)
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = LeftViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController.instantiate(), animated: true)
    }
}
