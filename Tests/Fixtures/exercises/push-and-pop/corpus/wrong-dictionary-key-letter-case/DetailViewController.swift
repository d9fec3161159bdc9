import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        self.navigationController?.popViewController(animated: true)
    }
}
