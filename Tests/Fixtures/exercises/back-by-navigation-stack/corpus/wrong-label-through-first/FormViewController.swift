import UIKit

class FormViewController: UIViewController {

    @IBOutlet weak var email: UITextField!

    @IBAction func onDone(_ sender: UIButton) {
        if let root = self.navigationController?.viewControllers.first as? ViewController {
            root.resultEmail?.text = self.email.text ?? ""
        }
        self.navigationController?.popToRootViewController(animated: true)
    }
}
