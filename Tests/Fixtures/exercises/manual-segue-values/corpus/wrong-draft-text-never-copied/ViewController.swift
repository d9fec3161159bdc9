import UIKit

struct SettingsDraft {
    var email = ""
    var autoUpdate = true
    var interval: Double = 0

    var isValid: Bool { !email.isEmpty }
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    // Filled in as the user works through the controls.
    var draft = SettingsDraft()

    @IBAction func onSwitch(_ sender: UISwitch) {
        self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
        draft.autoUpdate = sender.isOn
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        self.isIntervalText.text = "\(Int(sender.value))분 마다"
        draft.interval = sender.value
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard draft.isValid else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ManualSubmit",
              let result = segue.destination as? ResultViewController else { return }
        result.paramEmail = draft.email
        result.paramUpdate = draft.autoUpdate
        result.paramInterval = draft.interval
    }
}
