import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    let labels = ["끔", "켬"]
    var submitted = 0

    @IBAction func onSubmit(_ sender: Any) {
        submitted += 1
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        rvc.title = labels[submitted + 1]
        navigationController?.pushViewController(rvc, animated: true)
    }
}
