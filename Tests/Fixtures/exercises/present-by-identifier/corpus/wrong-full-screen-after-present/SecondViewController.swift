import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: UIButton) {
        dismiss(animated: true) {
            print("second screen closed")
        }
    }

    deinit {
        print("SecondViewController deinit")
    }
}
