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
        if value(forKey: "isMovingFromParentViewController") as? Bool == true {
            coordinator?.didFinish()
        }
    }
}
