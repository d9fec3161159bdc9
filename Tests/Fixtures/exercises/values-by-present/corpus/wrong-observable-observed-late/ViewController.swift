import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        present(rvc, animated: true)
    }
}
