import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        if let previous = navigationController?.viewControllers.dropLast().last {
            navigationController?.popToViewController(previous, animated: true)
        }
    }

    deinit { print("Detail gone") }
}
