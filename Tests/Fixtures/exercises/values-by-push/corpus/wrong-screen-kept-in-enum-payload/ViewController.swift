import UIKit

enum LastShown {
    case nothing
    case result(ResultViewController)
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!
    var lastShown = LastShown.nothing

    @IBAction func onSubmit(_ sender: Any) {
        guard let rvc = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = interval.value
        lastShown = .result(rvc)
        navigationController?.pushViewController(rvc, animated: true)
    }
}
