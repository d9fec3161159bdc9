import UIKit

class LeftViewController: UIViewController, Storyboarded {
    weak var coordinator: LeftCoordinator?

    @IBAction func onNext(_ sender: Any) {
        coordinator?.showDetail()
    }

    @IBAction func onDone(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            coordinator?.didFinish()
        }
    }
}
