import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    func makeResult() -> ResultViewController? {
        storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController
    }

    @IBAction func onSubmit(_ sender: Any) {
        guard let result = makeResult() else { return }
        result.paramEmail = email.text ?? ""
        result.paramUpdate = isUpdate.isOn
        result.paramInterval = interval.value
        if let next = makeResult() {
            navigationController?.pushViewController(next, animated: true)
        }
    }
}
