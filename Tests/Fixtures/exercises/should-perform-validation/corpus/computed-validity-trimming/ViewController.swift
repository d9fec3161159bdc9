import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var typedEmail: String {
        (email.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private var canSubmit: Bool {
        !typedEmail.isEmpty
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        switch identifier {
        case "ActionSubmit":
            return canSubmit
        default:
            return true
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let rvc = segue.destination as? ResultViewController {
            rvc.paramEmail = typedEmail
        }
    }

    @IBAction func onPerformSegue(_ sender: UIButton) {
        if canSubmit {
            performSegue(withIdentifier: "ManualSubmit", sender: sender)
        } else {
            print("email is empty")
        }
    }
}
