import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        if let main = presentingViewController as? ViewController {
            main.paramEmail = email.text
        }
        presentingViewController?.dismiss(animated: true, completion: nil)
    }
}
