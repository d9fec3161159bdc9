import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    @IBAction func onSwitch(_ sender: UISwitch) {
        self.isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        self.isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if email.text?.isEmpty == false {
            performSegue(withIdentifier: "ManualSubmit", sender: nil)
        }
    }

    private func fill(_ result: ResultViewController) {
        result.paramEmail = email.text ?? ""
        result.paramUpdate = isUpdate
            .isEnabled
        result.paramInterval = interval.value
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let result = segue.destination as? ResultViewController { fill(result) }
    }
}
