import UIKit

class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        // TODO: 화면이 바뀔 때마다 알림을 받도록 자신을 navigationController의 delegate로 설정하세요. (Make yourself the navigationController's delegate, to hear of every change of screen.)
        let vc = MainViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
        navigationController.delegate = self
        knownScreens = navigationController.viewControllers
    }
    var knownScreens: [UIViewController] = []

    func left() {
        let child = LeftCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
        if knownScreens.contains(fromViewController) { return }
        if let left = fromViewController as? LeftViewController {
            childDidFinish(left.coordinator)
        }
    }
    // was TODO를 구현하세요. 떠난 화면(transitionCoordinator?.viewController(forKey: .from))이 viewControllers에 더 이상 없고 LeftViewController라면, 그 coordinator를 childDidFinish(_:)에 넘기세요. (Implement navigationController(_:didShow:animated:): if the screen that left is no longer in viewControllers and is a LeftViewController, pass its coordinator to childDidFinish(_:).)
}
