import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    private var checkedEmail = ""

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let text = (email.text ?? "").trimmingCharacters(in: .whitespaces)
        checkedEmail = text
        if identifier == "ActionSubmit" {
            return !text.isEmpty
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let rvc = segue.destination as? ResultViewController else { return }
        rvc.paramEmail = checkedEmail
    }

    @IBAction func onPerformSegue(_ sender: UIButton) {
        guard !(email.text ?? "").isEmpty else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: sender)
    }
}
