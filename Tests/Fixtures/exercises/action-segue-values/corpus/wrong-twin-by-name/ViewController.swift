import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ActionSubmit":
            let board = UIStoryboard(name: "Main", bundle: nil)
            let rvc = board.instantiateViewController(withIdentifier: "RVC") as! ResultViewController
            rvc.paramEmail = email.text ?? ""
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        default:
            break
        }
    }
}
