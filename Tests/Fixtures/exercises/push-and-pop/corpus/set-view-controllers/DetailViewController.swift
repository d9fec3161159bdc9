import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: UIButton) {
        guard let nav = navigationController else { return }
        nav.setViewControllers(nav.viewControllers.filter { $0 !== self }, animated: true)
    }
}
