import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        rvc.loadViewIfNeeded()
        rvc.resultEmail.text = rvc.paramEmail
        rvc.resultUpdate.text = rvc.paramUpdate ? "자동갱신" : "자동갱신안함"
        rvc.resultInterval.text = "\(Int(rvc.paramInterval))분 마다 갱신"
    }
}
