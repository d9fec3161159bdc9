import UIKit

class VC3: UIViewController {

    @IBAction func onSend(_ sender: Any) {
        DataStore.shared.value = "from VC3"
        navigationController?.popViewController(animated: true)
    }
}
