import UIKit

class ViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    var typedEmail = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        // (the field is never given a delegate)
    }

    // Keeps the email as the user types.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        typedEmail = current.replacingCharacters(in: range, with: string)
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = typedEmail
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
