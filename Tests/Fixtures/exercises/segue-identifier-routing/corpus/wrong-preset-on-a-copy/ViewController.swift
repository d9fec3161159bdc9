import UIKit

struct Plan {
    var update: Bool
    var minutes: Double
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let result = segue.destination as? ResultViewController else { return }
        let plan = Plan(update: isUpdate.isOn, minutes: interval.value)
        if segue.identifier == "DefaultSubmit" {
            var preset = plan
            preset.update = true
            preset.minutes = 10
        }
        result.paramEmail = email.text ?? ""
        result.paramUpdate = plan.update
        result.paramInterval = plan.minutes
    }
}
