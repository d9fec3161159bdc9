import UIKit

class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let vc = MainViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }

    func left() {
        let child = LeftCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        discard(child, in: \.childCoordinators)
    }

    /// Takes `child` out of the list the key path names.
    private func discard(_ child: Coordinator?, in list: KeyPath<MainCoordinator, [Coordinator]>) {
        var remaining = self[keyPath: list]
        remaining.removeAll { $0 === child }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from),
              let left = from as? LeftViewController else { return }
        childDidFinish(left.coordinator)
    }
}
