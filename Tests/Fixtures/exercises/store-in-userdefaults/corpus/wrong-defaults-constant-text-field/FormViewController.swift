import UIKit

class FormViewController: UIViewController {

    @IBOutlet weak var email: UITextField!
    private let defaults = UserDefaults.standard
    private let key = "savedEmail"

    @IBAction func onSave(_ sender: Any) {
        defaults.set(self.email, forKey: key)
        self.navigationController?.popViewController(animated: true)
    }
}
