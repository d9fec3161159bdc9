import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
