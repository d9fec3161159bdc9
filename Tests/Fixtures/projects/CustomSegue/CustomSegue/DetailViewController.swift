import UIKit

class DetailViewController: UIViewController {

    @IBAction func onClose(_ sender: Any) {
        dismiss(animated: true)
    }
}
