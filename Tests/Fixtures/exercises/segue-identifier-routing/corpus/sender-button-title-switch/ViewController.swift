import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = email.text ?? ""
        switch (sender as? UIButton)?.currentTitle {
        case "Default":
            result.paramUpdate = true
            result.paramInterval = 10
        default:
            result.paramUpdate = isUpdate.isOn
            result.paramInterval = interval.value
        }
    }
}
