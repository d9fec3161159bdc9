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
        guard let typed = email.text else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: typed)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let rvc = segue.destination as? ResultViewController, let typed = sender as? String {
            rvc.paramEmail = typed
            rvc.paramUpdate = self.isUpdate.isOn
            rvc.paramInterval = self.interval.value
        }
    }
}
