import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: UIButton) {
        guard let navigation = navigationController else { return }
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text!
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        DispatchQueue.main.async {
            navigation.pushViewController(rvc, animated: true)
        }
    }
}
