import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // TODO: segue.identifier에 따라 ActionSubmit이면 입력한 값을, DefaultSubmit이면 기본 설정(켬, 10분)을 넘기세요. (Depending on segue.identifier, pass the values entered for ActionSubmit, or the default settings (on, 10 minutes) for DefaultSubmit.)
    }
}
