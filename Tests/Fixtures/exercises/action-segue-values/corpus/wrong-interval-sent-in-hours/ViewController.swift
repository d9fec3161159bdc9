import UIKit

struct RefreshSettings {
    var enabled: Bool
    var hours: Double
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController else { return }
        let settings = RefreshSettings(enabled: isUpdate.isOn,
                                       hours: interval.value / 60)
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = settings.enabled
        rvc.paramInterval = settings.hours
    }
}
