import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        Navigator.shared.close()
    }
}
