import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        DispatchQueue.main.async {
            self.navigationController?.popViewController(animated: true)
        }
    }
}
