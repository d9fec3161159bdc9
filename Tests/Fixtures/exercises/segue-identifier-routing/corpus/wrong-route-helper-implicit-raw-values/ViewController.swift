import UIKit

enum SubmitKind: String {
    case actionSubmit
    case defaultSubmit
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    func kind(of identifier: String?) -> SubmitKind? {
        guard let identifier else { return nil }
        return SubmitKind(rawValue: identifier)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        switch kind(of: segue.identifier) {
        case .actionSubmit?:
            rvc.paramEmail = email.text ?? ""
            rvc.paramUpdate = isUpdate.isOn
            rvc.paramInterval = interval.value
        case .defaultSubmit?:
            rvc.paramEmail = email.text ?? ""
            rvc.paramUpdate = true
            rvc.paramInterval = 10
        case nil:
            break
        }
    }
}
