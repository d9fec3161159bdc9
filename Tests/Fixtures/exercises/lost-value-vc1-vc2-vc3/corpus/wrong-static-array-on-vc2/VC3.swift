import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        VC2.values.append("from VC3")
        self.navigationController?.popViewController(animated: true)
    }
}
