import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
