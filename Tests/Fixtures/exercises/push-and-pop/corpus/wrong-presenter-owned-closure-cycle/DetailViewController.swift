import UIKit

final class DetailPresenter {
    var leave: (() -> Void)?
    func popTapped() { leave?() }
}

class DetailViewController: UIViewController {

    let presenter = DetailPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.leave = {
            _ = self.navigationController?.popViewController(animated: true)
        }
    }

    @IBAction func onPop(_ sender: Any) {
        presenter.popTapped()
    }
}
