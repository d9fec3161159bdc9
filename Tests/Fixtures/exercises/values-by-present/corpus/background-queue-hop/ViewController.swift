import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let typed = email.text ?? ""
        let update = isUpdate.isOn
        let minutes = interval.value
        DispatchQueue.global(qos: .userInitiated).async {
            let cleaned = typed.trimmingCharacters(in: .whitespaces)
            DispatchQueue.main.async { [weak self] in
                guard let self = self,
                      let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
                rvc.paramEmail = cleaned
                rvc.paramUpdate = update
                rvc.paramInterval = minutes
                self.present(rvc, animated: true)
            }
        }
    }
}
