import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        guard let stack = navigationController?.viewControllers, stack.count >= 2,
              let main = stack[stack.count - 2] as? ViewController else { return }
        main.resultEmail.text = email.text
        navigationController?.popViewController(animated: true)
    }
}
