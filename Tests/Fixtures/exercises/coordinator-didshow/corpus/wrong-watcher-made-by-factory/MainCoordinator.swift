import UIKit

// 팝된 화면을 클로저로 알려 주는 재사용 가능한 내비게이션 감시자 (a reusable navigation watcher that reports popped screens to a closure)
final class NavigationWatcher: NSObject, UINavigationControllerDelegate {
    private let onPop: (UIViewController) -> Void

    private init(onPop: @escaping (UIViewController) -> Void) {
        self.onPop = onPop
    }

    static func make(onPop: @escaping (UIViewController) -> Void) -> NavigationWatcher {
        return NavigationWatcher(onPop: onPop)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        onPop(from)
    }
}

class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = NavigationWatcher.make { [weak self] popped in
            if let left = popped as? LeftViewController {
                self?.childDidFinish(left.coordinator)
            }
        }
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
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}
