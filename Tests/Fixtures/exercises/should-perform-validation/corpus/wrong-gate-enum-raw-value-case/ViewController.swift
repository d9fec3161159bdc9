import UIKit

class ViewController: UIViewController {

    enum Gate: String {
        case actionSubmit = "Actionsubmit"
        case manualSubmit = "ManualSubmit"
    }

    @IBOutlet var email: UITextField!

    private var hasEmail: Bool { !(email.text ?? "").isEmpty }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if Gate(rawValue: identifier) == .actionSubmit { return hasEmail }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? ResultViewController)?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: UIButton) {
        if hasEmail { performSegue(withIdentifier: Gate.manualSubmit.rawValue, sender: sender) }
    }
}
