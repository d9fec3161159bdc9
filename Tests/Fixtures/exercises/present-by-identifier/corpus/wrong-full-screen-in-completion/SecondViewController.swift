import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: UIButton) {
        self.dismiss(animated: true, completion: nil)
    }
}
