import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        if let main = self.presentingViewController as? ViewController {
            main.paramEmail = self.email.text
        }
        self.presentingViewController?.dismiss(animated: true)
    }
}
