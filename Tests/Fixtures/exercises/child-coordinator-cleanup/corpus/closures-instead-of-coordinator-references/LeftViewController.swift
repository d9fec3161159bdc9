import UIKit

class LeftViewController: UIViewController, Storyboarded {
    weak var coordinator: LeftCoordinator?
    var onNext: (() -> Void)?
    var onFinish: (() -> Void)?

    @IBAction func onNext(_ sender: Any) {
        onNext?()
    }

    @IBAction func onDone(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            onFinish?()
        }
    }

    deinit { print("LeftViewController deinit") }
}
