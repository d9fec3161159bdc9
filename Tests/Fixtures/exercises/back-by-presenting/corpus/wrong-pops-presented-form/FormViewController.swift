import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        if let nav = presentingViewController as? UINavigationController,
           let main = nav.topViewController as? ViewController {
            main.paramEmail = email.text
        }
        self.navigationController?
            .popViewController(animated: true)
    }
}
