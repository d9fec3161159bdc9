import UIKit

class SecondViewController: UIViewController {

    @IBAction func onClose(_ sender: UIButton) {
        let notice = UIAlertController(title: nil, message: "Closing", preferredStyle: .alert)
        present(notice, animated: false)
        // close this screen
        dismiss(animated: true)
    }
}
