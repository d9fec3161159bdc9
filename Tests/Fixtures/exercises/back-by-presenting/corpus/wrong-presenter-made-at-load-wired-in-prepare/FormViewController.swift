import UIKit

protocol FormView: AnyObject {
    func close()
}

protocol FormPresenterDelegate: AnyObject {
    func form(didFinishWith email: String)
}

final class FormPresenter {
    weak var view: FormView?
    weak var delegate: FormPresenterDelegate?

    init(view: FormView) {
        self.view = view
    }

    func done(email: String) {
        delegate?.form(didFinishWith: email)
        view?.close()
    }
}

class FormViewController: UIViewController, FormView {

    @IBOutlet var email: UITextField!
    var presenter: FormPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = FormPresenter(view: self)
    }

    @IBAction func onDone(_ sender: Any) {
        presenter?.done(email: email.text ?? "")
    }

    func close() {
        dismiss(animated: true)
    }
}
