import UIKit

class VC3: UIViewController {

    weak var previous: VC2?

    @IBAction func onSend(_ sender: Any) {
        previous?.value = "from VC3"
        navigationController?.popViewController(animated: true)
    }
}
