import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        var autoUpdate = isUpdate.isOn
        var minutes = interval.value
        if segue.identifier == "DefaultSubmit" {
            let autoUpdate = true
            let minutes = 10.0
            print("defaults:", autoUpdate, minutes)
        }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = autoUpdate
        rvc.paramInterval = minutes
        autoUpdate = false
        minutes = 0
    }
}
