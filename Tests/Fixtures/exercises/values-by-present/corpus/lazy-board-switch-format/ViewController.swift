import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    private lazy var board: UIStoryboard = {
        return UIStoryboard(name: "Main", bundle: nil)
    }()

    @IBAction func onSubmit(_ sender: Any) {
        if let rvc = board.instantiateViewController(withIdentifier: "RVC") as? ResultViewController {
            rvc.paramEmail = email.text!
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
            self.present(rvc, animated: true)
        } else {
            print("RVC is not a ResultViewController")
        }
    }
}
