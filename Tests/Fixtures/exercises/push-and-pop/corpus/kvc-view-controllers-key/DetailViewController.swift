import UIKit

class DetailViewController: UIViewController {

    @IBAction func onPop(_ sender: Any) {
        guard let nav = navigationController,
              let stack = nav.value(forKey: "viewControllers") as? [UIViewController] else { return }
        nav.setValue(Array(stack.dropLast()), forKey: "viewControllers")
    }
}
