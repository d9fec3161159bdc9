import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: UIButton) {
        let typed = email.text ?? ""
        let update = isUpdate.isOn
        let minutes = interval.value
        let rvc = storyboard!.instantiateViewController(identifier: "RVC") { coder in
            ResultViewController(coder: coder, email: typed, update: update, interval: minutes)
        }
        present(rvc, animated: true) {
            print("presented \(typed)")
        }
    }
}
