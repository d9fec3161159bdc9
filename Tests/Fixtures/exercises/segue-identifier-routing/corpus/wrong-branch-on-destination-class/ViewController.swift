import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = email.text ?? ""
        if !(segue.destination is ResultViewController) {
            // the default settings
            result.paramUpdate = true
            result.paramInterval = 10
        } else {
            result.paramUpdate = isUpdate.isOn
            result.paramInterval = interval.value
        }
    }
}
