import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        NotificationCenter.default.post(name: NSNotification.Name("EmailChanged"), object: email.text)
        navigationController?.popViewController(animated: true)
    }
}
