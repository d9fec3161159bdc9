import UIKit

class VC3: UIViewController {

    @IBOutlet var valueField: UITextField!

    @IBAction func onSend(_ sender: Any) {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.history.append(self.valueField.text ?? "")
        self.navigationController?.popViewController(animated: true)
    }
}
