import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        switch segue.identifier {
        case "ActionSubmit":
            rvc.paramUpdate = true
            rvc.paramInterval = 10
        case "DefaultSubmit":
            let on = isUpdate.isOn
            rvc.paramUpdate = on
            rvc.paramInterval = interval.value
        default:
            break
        }
    }
}
