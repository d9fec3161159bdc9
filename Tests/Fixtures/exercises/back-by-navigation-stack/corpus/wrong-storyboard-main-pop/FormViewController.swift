import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        if let main = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController,
           let first = main.viewControllers.first as? ViewController {
            first.paramEmail = self.email.text
        }
        self.navigationController?.popViewController(animated: true)
    }
}
