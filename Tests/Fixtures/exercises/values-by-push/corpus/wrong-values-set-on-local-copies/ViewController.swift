import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        var address = rvc.paramEmail
        var update = rvc.paramUpdate
        var minutes = rvc.paramInterval
        address = email.text ?? ""
        update = isUpdate.isOn
        minutes = interval.value
        print("sending", address, update, minutes)
        navigationController?.pushViewController(rvc, animated: true)
    }
}
