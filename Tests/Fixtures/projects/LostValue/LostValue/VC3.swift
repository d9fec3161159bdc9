import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        UserDefaults.standard.set("from VC3", forKey: "value")
        self.navigationController?.popViewController(animated: true)
    }
}
