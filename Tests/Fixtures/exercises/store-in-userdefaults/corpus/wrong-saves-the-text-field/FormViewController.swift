import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        UserDefaults.standard.set(email, forKey: "email")
        navigationController?.popViewController(animated: true)
    }
}
