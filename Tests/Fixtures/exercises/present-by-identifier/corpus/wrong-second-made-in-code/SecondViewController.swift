import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        dismiss(animated: true)
    }
}
