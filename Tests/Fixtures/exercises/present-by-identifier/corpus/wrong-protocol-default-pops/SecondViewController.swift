import UIKit

protocol Leaving {
    func leave()
}

extension Leaving where Self: UIViewController {
    func leave() {
        navigationController?.popViewController(animated: true)
    }
}

class SecondViewController: UIViewController, Leaving {

    @IBAction func onClose(_ sender: Any) {
        leave()
    }
}
