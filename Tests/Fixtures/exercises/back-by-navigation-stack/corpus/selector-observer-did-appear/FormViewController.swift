import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        NotificationCenter.default.post(name: Notification.Name("EmailDidChange"), object: email.text)
        navigationController?.popViewController(animated: true)
    }
}
