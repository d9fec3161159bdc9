import UIKit

class MainViewController: UIViewController {
    weak var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Main"
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Left") { [weak self] _ in
            self?.coordinator?.left()
        })
        view.addSubview(button)
    }
}

class LeftViewController: UIViewController {
    weak var coordinator: LeftCoordinator?
}
