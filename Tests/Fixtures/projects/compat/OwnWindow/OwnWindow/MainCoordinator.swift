import UIKit

class MainCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

class HomeViewController: UIViewController {
    weak var coordinator: MainCoordinator?
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Home"
        view.addSubview(titleLabel)
        NSLog("Home loaded")
    }
}

class DetailViewController: UIViewController {}
