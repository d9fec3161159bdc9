import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    lazy var result: ResultViewController = storyboard!.instantiateViewController(withIdentifier: "RVC") as! ResultViewController

    @IBAction func onSubmit(_ sender: Any) {
        result.paramEmail = email.text ?? ""
        result.paramUpdate = isUpdate.isOn
        result.paramInterval = interval.value
        navigationController?.pushViewController(result, animated: true)
    }
}
