import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: UIButton) {
        let typed = email.text
        let presenter = presentingViewController
        presenter?.dismiss(animated: true) {
            let navigation = presenter as? UINavigationController
            (navigation?.viewControllers.first as? ViewController)?.paramEmail = typed
        }
    }
}
