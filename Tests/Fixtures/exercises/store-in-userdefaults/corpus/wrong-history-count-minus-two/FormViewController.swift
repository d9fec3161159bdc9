import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        var history = UserDefaults.standard.stringArray(forKey: "emailHistory") ?? []
        history.append(email.text ?? "")
        UserDefaults.standard.set(history, forKey: "emailHistory")
        navigationController?.popViewController(animated: true)
    }
}
