import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        if segue.identifier == "DefaultSubmit" {
            rvc.resultUpdate.text = "자동갱신"
            rvc.resultInterval.text = "10분 마다 갱신"
        } else {
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        }
    }
}
