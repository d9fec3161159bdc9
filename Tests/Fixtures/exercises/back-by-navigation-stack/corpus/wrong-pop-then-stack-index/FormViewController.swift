import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        guard let nav = navigationController else { return }
        nav.popViewController(animated: true)
        // the screen before the form
        let previous = nav.viewControllers[nav.viewControllers.count - 2]
        if let main = previous as? ViewController {
            main.paramEmail = email.text
        }
    }
}
