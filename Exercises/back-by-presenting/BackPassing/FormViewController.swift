import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onDone(_ sender: Any) {
        // TODO: presentingViewController를 통해 값을 돌려주고 닫으세요. (Give the value back through presentingViewController, then dismiss.)
    }
}
