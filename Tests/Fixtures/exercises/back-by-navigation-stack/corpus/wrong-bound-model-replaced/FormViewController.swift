import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let stack = navigationController?.viewControllers ?? []
        if stack.count >= 2, let main = stack[stack.count - 2] as? ViewController {
            main.model = ProfileModel(email: email.text)
        }
        navigationController?.popViewController(animated: true)
    }
}
