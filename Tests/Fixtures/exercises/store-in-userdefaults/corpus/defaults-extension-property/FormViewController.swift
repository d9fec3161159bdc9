import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: UIButton) {
        UserDefaults.standard.savedEmail = email.text
        navigationController?.popViewController(animated: true)
    }
}
