import UIKit

class ViewController: UIViewController {

    @IBOutlet var email: UITextField!
    var attempts: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "ActionSubmit" {
            attempts.append(email.text ?? "")
            if attempts.contains("") {
                return false
            }
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let rvc = segue.destination as? ResultViewController
        rvc?.paramEmail = email.text ?? ""
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        guard let text = email.text, !text.isEmpty else { return }
        performSegue(withIdentifier: "ManualSubmit", sender: self)
    }
}
