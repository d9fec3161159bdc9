import UIKit

class LeftCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = LeftViewController.instantiate()
        vc.onNext = { [weak self] in self?.showDetail() }
        vc.onFinish = { [weak self] in self?.didFinish() }
        navigationController.pushViewController(vc, animated: true)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController.instantiate(), animated: true)
    }

    func didFinish() {
        parentCoordinator?.childDidFinish(self)
    }

    deinit { print("LeftCoordinator deinit") }
}
