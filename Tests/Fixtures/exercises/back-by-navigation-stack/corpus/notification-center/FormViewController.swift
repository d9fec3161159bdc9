import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        NotificationCenter.default.post(name: .emailEdited, object: self, userInfo: ["email": email.text ?? ""])
        navigationController?.popViewController(animated: true)
    }
}
