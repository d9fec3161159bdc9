import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let screens = (presentingViewController as? UINavigationController)?.viewControllers ?? []
        let below = screens[screens.count - 2] as? ViewController
        below?.paramEmail = email.text
        dismiss(animated: true)
    }
}
