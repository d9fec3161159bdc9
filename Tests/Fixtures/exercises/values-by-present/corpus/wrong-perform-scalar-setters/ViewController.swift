import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let screen = storyboard?.instantiateViewController(withIdentifier: "RVC") else { return }
        // every screen answers setValue; these setters are called by name
        screen.perform(NSSelectorFromString("setParamEmail:"), with: email.text ?? "")
        screen.perform(NSSelectorFromString("setParamUpdate:"), with: isUpdate.isOn)
        screen.perform(NSSelectorFromString("setParamInterval:"), with: interval.value)
        present(screen, animated: true)
    }
}
