import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    // Defaults unless the user touched the settings.
    var settingsTouched: Bool { isUpdate.isOn || interval.value > 0 }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = email.text ?? ""
        if settingsTouched {
            result.paramUpdate = isUpdate.isOn
            result.paramInterval = interval.value
        } else {
            result.paramUpdate = true
            result.paramInterval = 10
        }
    }
}
