import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    @IBOutlet var isUpdateText: UILabel!
    @IBOutlet var isIntervalText: UILabel!

    var minutes: Double = 0

    @IBAction func onSwitch(_ sender: UISwitch) {
        isUpdateText.text = sender.isOn ? "갱신함" : "갱신하지 않음"
    }

    @IBAction func onStepper(_ sender: UIStepper) {
        isIntervalText.text = "\(Int(sender.value))분 마다"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interval.addTarget(self, action: Selector(("stepperMoved:")), for: .valueChanged)
    }

    @objc func stepperMoved(stepper: UIStepper) {
        minutes = stepper.value
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = minutes
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        if (email.text ?? "").isEmpty { return }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }
}
