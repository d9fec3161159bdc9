import UIKit

// The Left screen reports it is done as soon as it goes off screen (viewWillDisappear), with no
// check of why: Detail pushed on top counts as leaving.
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
        guard let coordinator = coordinator else { return }
        coordinator.didFinish()
    }
}
