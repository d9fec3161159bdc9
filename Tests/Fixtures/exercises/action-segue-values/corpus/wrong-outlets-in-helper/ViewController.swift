import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController {
            fillLabels(of: rvc)
        }
    }

    private func fillLabels(of rvc: ResultViewController) {
        rvc.resultEmail.text = email.text
        rvc.resultUpdate.text = isUpdate.isOn ? "자동갱신" : "자동갱신안함"
        rvc.resultInterval.text = "\(Int(interval.value))분 마다 갱신"
    }
}
