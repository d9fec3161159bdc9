import UIKit

protocol MainView: AnyObject {
    func display(email: String)
}

final class MainPresenter: FormPresenterDelegate {
    weak var view: MainView?
    private var email: String?

    init(view: MainView) {
        self.view = view
    }

    func viewWillAppear() {
        view?.display(email: email ?? "(없음)")
    }

    func form(didFinishWith email: String) {
        self.email = email
    }
}

class ViewController: UIViewController, MainView {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    lazy var presenter = MainPresenter(view: self)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func display(email: String) {
        resultEmail.text = email
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "EditForm",
              let form = segue.destination as? FormViewController else { return }
        form.modalPresentationStyle = .fullScreen
        form.presenter?.delegate = presenter
    }
}
