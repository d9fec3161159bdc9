import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    @IBAction func onSwitch(_ sender: UISwitch) {
        isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard let typed = email.text, !typed.isEmpty else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}

// MARK: - Navigation
extension ViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController,
              let typed = sender as? String else { return }
        rvc.paramEmail = typed
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
    }
}
