import UIKit

class LeftViewController: UIViewController, Storyboarded {
    weak var coordinator: LeftCoordinator?

    @IBAction func onNext(_ sender: Any) {
        coordinator?.showDetail()
    }

    @IBAction func onDone(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard self.isMovingToParent else { return }
        self.coordinator?.didFinish()
    }
}
