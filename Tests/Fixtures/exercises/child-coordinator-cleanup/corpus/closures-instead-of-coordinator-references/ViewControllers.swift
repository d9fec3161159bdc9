import UIKit

class MainViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?
    var onLeft: (() -> Void)?

    @IBAction func onLeft(_ sender: Any) {
        onLeft?()
    }
}

class DetailViewController: UIViewController, Storyboarded {
}
