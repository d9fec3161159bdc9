import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        // Presented from inside a navigation controller: the presenter is the navigation controller.
        let navigation = self.presentingViewController as? UINavigationController
        let main = navigation?.topViewController as? ViewController
        main?.paramEmail = self.email.text
        self.presentingViewController?.dismiss(animated: true)
    }
}
