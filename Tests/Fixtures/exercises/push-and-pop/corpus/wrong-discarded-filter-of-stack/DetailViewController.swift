import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        // keep every screen but this one
        _ = navigationController?.viewControllers.filter { $0 !== self }
    }
}
