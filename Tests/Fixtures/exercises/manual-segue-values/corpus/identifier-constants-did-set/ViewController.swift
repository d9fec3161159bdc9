import UIKit

class ViewController: UIViewController {

    private enum SegueID {
        static let manualSubmit = "ManualSubmit"
    }

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
        if email.text?.isEmpty ?? true { return }
        performSegue(withIdentifier: SegueID.manualSubmit, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == SegueID.manualSubmit else { return }
        guard let destination = segue.destination as? ResultViewController else {
            fatalError("ManualSubmit should lead to ResultViewController")
        }
        destination.paramEmail = email.text ?? ""
        destination.paramUpdate = isUpdate.isOn
        destination.paramInterval = interval.value
    }
}
