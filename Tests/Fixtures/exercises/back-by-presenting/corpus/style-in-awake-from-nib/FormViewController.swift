import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func awakeFromNib() {
        super.awakeFromNib()
        modalPresentationStyle = .fullScreen
    }

    @IBAction func onDone(_ sender: Any) {
        let main = presentingViewController?.children.compactMap { $0 as? ViewController }.first
        main?.paramEmail = email.text
        dismiss(animated: true, completion: nil)
    }
}
