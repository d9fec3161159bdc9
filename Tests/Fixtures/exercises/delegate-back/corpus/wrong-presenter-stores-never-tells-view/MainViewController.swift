import UIKit

protocol MainView: AnyObject {
    func display(result: String)
}

final class MainPresenter {
    weak var view: MainView?
    private(set) var result = "-"

    init(view: MainView) {
        self.view = view
    }

    func viewDidLoad() {
        view?.display(result: result)
    }
}

extension MainPresenter: MyDataDelegate {
    func sendData(_ data: String) {
        result = data
    }
}

class MainViewController: UIViewController, MainView {

    @IBOutlet var resultLabel: UILabel!

    // 마지막으로 연 서브 화면 (the sub screen opened last)
    var subView: SubViewController?

    lazy var presenter = MainPresenter(view: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(result: String) {
        resultLabel.text = result
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let sub = segue.destination as? SubViewController else { return }
        self.subView = sub
        sub.paramText = presenter.result
        sub.delegate = presenter
    }
}
