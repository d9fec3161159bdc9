import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    /// The refresh interval every user gets (minutes)
    let standardMinutes = 15.0

    override func viewDidLoad() {
        super.viewDidLoad()
        interval.value = standardMinutes
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ActionSubmit", let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        rvc.paramUpdate = isUpdate.isOn
        rvc.paramInterval = standardMinutes
    }
}
