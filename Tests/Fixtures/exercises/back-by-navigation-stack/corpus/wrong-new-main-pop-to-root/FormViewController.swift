import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: UIButton) {
        let main = ViewController()
        main.paramEmail = email.text
        navigationController?.popToRootViewController(animated: true)
    }
}
