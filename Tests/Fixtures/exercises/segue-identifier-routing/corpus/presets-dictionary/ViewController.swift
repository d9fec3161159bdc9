import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    let presets: [String: (update: Bool, minutes: Double)] = [
        "DefaultSubmit": (update: true, minutes: 10),
    ]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let rvc = segue.destination as! ResultViewController
        rvc.paramEmail = self.email.text!
        if let preset = presets[segue.identifier ?? ""] {
            rvc.paramUpdate = preset.update
            rvc.paramInterval = preset.minutes
        } else {
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        }
    }
}
