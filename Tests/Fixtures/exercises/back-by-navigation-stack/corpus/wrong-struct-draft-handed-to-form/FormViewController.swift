import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!
    var draft = EmailDraft()

    @IBAction func onDone(_ sender: UIButton) {
        draft.email = email.text
        navigationController?.popViewController(animated: true)
    }
}
