import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        switch identifier {
        case "ActionSubmit":
            return email.text?.isEmpty ?? true
        default:
            return true
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let result = segue.destination as? ResultViewController {
            result.paramEmail = email.text ?? ""
        }
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard let text = email.text, !text.isEmpty else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
