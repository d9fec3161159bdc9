import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let stack = navigationController!.viewControllers
        let previous = stack[stack.count] as! ViewController
        previous.paramEmail = email.text
        navigationController?.popViewController(animated: true)
    }
}
