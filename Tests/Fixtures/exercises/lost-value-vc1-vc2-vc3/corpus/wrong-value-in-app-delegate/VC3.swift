import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.value = "from VC3"
        navigationController?.popViewController(animated: true)
    }
}
