import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        guard let result = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        // the stepper counts minutes; hand on a TimeInterval (seconds)
        let every: TimeInterval = interval.value * 60
        result.paramEmail = email.text ?? ""
        result.paramUpdate = isUpdate.isOn
        result.paramInterval = every
        navigationController?.pushViewController(result, animated: true)
    }
}
