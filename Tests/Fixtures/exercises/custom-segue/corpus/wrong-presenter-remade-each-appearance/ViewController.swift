import UIKit

protocol StatusView: AnyObject {
    func display(status: String)
}

final class StatusPresenter {
    weak var view: StatusView?
    private var appearances = 0

    init(view: StatusView) {
        self.view = view
    }

    func viewWillAppear() {
        appearances += 1
        view?.display(status: "표시 \(appearances)회")
    }
}

class ViewController: UIViewController, StatusView {

    @IBOutlet var status: UILabel!
    var presenter: StatusPresenter!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter = StatusPresenter(view: self)
        presenter.viewWillAppear()
    }

    func display(status: String) {
        self.status.text = status
    }
}
