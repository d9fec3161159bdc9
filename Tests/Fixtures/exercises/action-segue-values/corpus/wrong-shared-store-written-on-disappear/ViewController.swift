import UIKit

final class Settings {
    static let shared = Settings()
    var email = ""
    var update = false
    var interval = 0.0
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Settings.shared.email = email.text ?? ""
        Settings.shared.update = isUpdate.isOn
        Settings.shared.interval = interval.value
    }
}
