import UIKit

class FormViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet var email: UITextField!

    var lastEmail = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        email.delegate = self
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        lastEmail = textField.text ?? ""
        textField.resignFirstResponder()
        return true
    }

    @IBAction func onDone(_ sender: Any) {
        let navigation = presentingViewController as? UINavigationController
        if let main = navigation?.topViewController as? ViewController {
            main.paramEmail = lastEmail
        }
        dismiss(animated: true)
    }
}
