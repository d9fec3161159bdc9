import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: UIButton) {
        AppDelegate.shared.value = valueField.text
        navigationController?.popViewController(animated: true)
    }
}
