import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        UserDefaults.standard.set(email.text, forKey: Keys.email)
        navigationController?.popViewController(animated: true)
    }
}

enum Keys {
    static let email = "email"
}
