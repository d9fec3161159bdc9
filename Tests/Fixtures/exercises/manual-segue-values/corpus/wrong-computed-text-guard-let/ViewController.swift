import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    private var typedEmail: String? {
        email.text
    }

    @IBAction func onSwitch(_ sender: UISwitch) {
        isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard let _ = typedEmail else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = typedEmail ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
