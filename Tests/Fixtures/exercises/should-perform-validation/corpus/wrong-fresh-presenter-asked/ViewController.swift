import UIKit

protocol FormView: AnyObject {
    var typedEmail: String { get }
}

final class FormPresenter {
    weak var view: FormView?
    private(set) var email = ""

    func emailChanged(_ text: String) { email = text }

    var canSubmit: Bool { !email.isEmpty }

    func validate() -> Bool {
        email = view?.typedEmail ?? email
        return canSubmit
    }
}

class ViewController: UIViewController, FormView {

    @IBOutlet var email: UITextField!
    let presenter = FormPresenter()

    var typedEmail: String { email.text ?? "" }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            return FormPresenter().validate()
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let rvc = segue.destination as? ResultViewController {
            rvc.paramEmail = typedEmail
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if presenter.validate() {
            performSegue(withIdentifier: "ManualSubmit", sender: self)
        }
    }
}
