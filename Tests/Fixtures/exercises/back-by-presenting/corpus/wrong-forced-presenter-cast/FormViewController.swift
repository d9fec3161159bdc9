import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let main = presentingViewController as! ViewController
        main.paramEmail = email.text
        dismiss(animated: true)
    }
}
