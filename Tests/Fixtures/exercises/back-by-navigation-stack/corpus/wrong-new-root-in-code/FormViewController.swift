import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        let main = ViewController()
        main.paramEmail = email.text
        navigationController?.setViewControllers([main], animated: true)
    }
}
