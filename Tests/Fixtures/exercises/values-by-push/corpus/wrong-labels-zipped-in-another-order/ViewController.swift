import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let result: ResultViewController = .make(email: email.text ?? "", update: isUpdate.isOn, interval: interval.value)
        navigationController?.pushViewController(result, animated: true)
    }
}
