import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!
    var onDone: (String) -> Void = { _ in }

    @IBAction func onDone(_ sender: Any) {
        onDone(email.text ?? "")
        dismiss(animated: true)
    }
}
