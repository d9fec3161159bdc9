import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        let board = UIStoryboard(name: "Main", bundle: nil)
        if let filled = board.instantiateViewController(withIdentifier: "RVC") as? ResultViewController {
            filled.paramEmail = email.text ?? ""
            filled.paramUpdate = isUpdate.isOn
            filled.paramInterval = interval.value
        }
        let screen = board.instantiateViewController(withIdentifier: "RVC")
        screen.modalPresentationStyle = .fullScreen
        present(screen, animated: true)
    }
}
