import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        let ud = UserDefaults.standard
        ud.setValue(email.text, forKey: "email")
        ud.synchronize()
        _ = navigationController?.popViewController(animated: true)
    }
}
