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
        // no window any more: this screen was popped
        if view.window == nil {
            coordinator?.didFinish()
        }
    }
}
