import UIKit

class LeftCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = LeftViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }
}
