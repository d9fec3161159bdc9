import UIKit

/// What the form asks of the result screen, one bit each.
struct FormFlags: OptionSet {
    let rawValue: UInt8
    static let autoUpdate = FormFlags(rawValue: 0x1)
    static let hasEmail = FormFlags(rawValue: 0x1)
}

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    @IBOutlet var isUpdate: UISwitch!
    @IBOutlet var interval: UIStepper!

    @IBAction func onSubmit(_ sender: Any) {
        var flags: FormFlags = []
        if isUpdate.isOn { flags.insert(.autoUpdate) }
        if !(email.text ?? "").isEmpty { flags.insert(.hasEmail) }
        guard let result = storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController else { return }
        result.paramEmail = email.text ?? ""
        result.paramUpdate = flags.contains(.autoUpdate)
        result.paramInterval = interval.value
        navigationController?.pushViewController(result, animated: true)
    }
}
