import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    private var currentEmail = ""
    private var wantsUpdates = true
    private var minutes = 0.0

    override func viewDidLoad() {
        super.viewDidLoad()
        email.addTarget(self, action: #selector(emailEdited(_:)), for: .valueChanged)
        isUpdate.addTarget(self, action: #selector(switchFlipped(_:)), for: .valueChanged)
        interval.addTarget(self, action: #selector(stepperMoved(_:)), for: .valueChanged)
        wantsUpdates = isUpdate.isOn
        minutes = interval.value
    }

    @objc private func emailEdited(_ field: UITextField) { currentEmail = field.text ?? "" }
    @objc private func switchFlipped(_ toggle: UISwitch) { wantsUpdates = toggle.isOn }
    @objc private func stepperMoved(_ stepper: UIStepper) { minutes = stepper.value }

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = currentEmail
        rvc.paramUpdate = wantsUpdates
        rvc.paramInterval = minutes
        navigationController?.pushViewController(rvc, animated: true)
    }
}
