import UIKit

class MainViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?

    @IBAction func onLeft(_ sender: Any) {
        coordinator?.left()
    }
}

class DetailViewController: UIViewController, Storyboarded {
}
