import UIKit

class FormViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onSave(_ sender: Any) {
        // TODO: 입력한 이메일을 UserDefaults에 저장하고 팝하세요. (Save the typed email in UserDefaults, then pop.)
    }
}
