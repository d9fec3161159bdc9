import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    var typedEmail = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        // Listens for the field's changes, but only from `self`: the field posts them.
        NotificationCenter.default.addObserver(self, selector: #selector(textChanged(_:)),
                                               name: UITextField.textDidChangeNotification, object: self)
    }

    @objc func textChanged(_ note: Notification) {
        typedEmail = email.text ?? ""
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = typedEmail
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
