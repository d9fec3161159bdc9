import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        (UIApplication.shared.delegate as? AppDelegate)?.value = valueField.text
        navigationController?.popViewController(animated: true)
    }
}
