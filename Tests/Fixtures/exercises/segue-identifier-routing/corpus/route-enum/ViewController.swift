import UIKit

class ViewController: UIViewController {

    private enum Route: String {
        case actionSubmit = "ActionSubmit"
        case defaultSubmit = "DefaultSubmit"
    }

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier,
              let route = Route(rawValue: identifier),
              let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = email.text ?? ""
        switch route {
        case .actionSubmit:
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        case .defaultSubmit:
            rvc.paramUpdate = true
            rvc.paramInterval = 10
        }
    }
}
