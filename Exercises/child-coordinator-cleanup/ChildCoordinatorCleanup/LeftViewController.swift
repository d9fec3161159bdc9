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
        // TODO: 이 화면이 팝되어 빠져나갈 때만(위에 다른 화면이 올라올 때는 아니고) 코디네이터의 일이 끝났다고 알리세요. (Only when this screen is popped, not when another screen covers it, tell that the coordinator is done.)
    }
}
